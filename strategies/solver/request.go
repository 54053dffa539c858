package solver

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/solvereq"
)

// Request asks for one round of the analysis of a game's position, away from the frame loop,
// as JSON (solvereq.Request, whose fields it has; its doc says what a round is). The board
// page's "Analyse" sends it to a worker of its own, the desktop app answers it in a goroutine
// (Go). Answer answers it, with a solver kept from one round to the next.
//
//	{"id":4,"analysis":"solve","game":{"board":"hex:5x5"},"millis":400}
type Request solvereq.Request

// MaxRoundMillis is the longest round a Request may ask for: a minute.
const MaxRoundMillis = solvereq.MaxRoundMillis

// Response is one round's values, or why there are none (solvereq.Response).
type Response = solvereq.Response

// CellValue is one move's value in a Response (solvereq.CellValue).
type CellValue = solvereq.CellValue

// NewRequest returns the request for a round of millis milliseconds of the analysis of g's
// position, for the moves cells (nil: all).
func NewRequest(g *core.Game, cells []core.Cell, millis int) Request {
	return Request(solvereq.NewRequest(g, cells, millis))
}

// Go answers req in a goroutine of this process and returns at once the channel its answer
// will come on (the desktop app's analysis).
func Go(req solvereq.Request) <-chan Response { return botreq.Go(Request(req)) }

// analyst is the solver that answers Requests, kept from one round to the next (and from one
// position to the next: positions a move apart share most of their trees). A worker answers
// one request at a time; the lock keeps a desktop's goroutines in turn.
var analyst struct {
	sync.Mutex
	s *Solver
}

// analystMemory is the size of the analyst's table: small enough for a browser tab.
const analystMemory = 32 << 20

// Answer replays the game and values the moves asked, for at most the round's time and
// nodes. Every failure is an error Response, never a panic.
func (r Request) Answer() Response {
	fail := func(format string, args ...any) Response {
		return Response{ID: r.ID, Error: fmt.Sprintf(format, args...)}
	}
	switch {
	case r.Millis < 0 || r.Millis > MaxRoundMillis:
		return fail("millis: %d is not a round's time (0 to %d)", r.Millis, MaxRoundMillis)
	case r.Nodes < 0:
		return fail("nodes: %d is negative", r.Nodes)
	case r.Millis == 0 && r.Nodes == 0:
		return fail("a round needs a budget: millis or nodes")
	}
	g, err := r.Game.Game()
	if err != nil {
		return fail("game: %v", err)
	}
	if g.Over() {
		return fail("the game is over")
	}
	b := g.Board()
	cells := g.Position().EmptyCells()
	if len(r.Cells) > 0 {
		cells = cells[:0]
		seen := make(map[core.Cell]bool)
		for _, name := range r.Cells {
			c, err := b.ParseCell(name)
			if err != nil {
				return fail("cells: %v", err)
			}
			if g.Position().At(c) != core.NoPlayer || seen[c] {
				return fail("cells: %s is not an empty cell asked once", name)
			}
			seen[c] = true
			cells = append(cells, c)
		}
	}
	ctx := context.Background()
	if r.Millis > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, time.Duration(r.Millis)*time.Millisecond)
		defer cancel()
	}
	analyst.Lock()
	defer analyst.Unlock()
	if analyst.s == nil || analyst.s.board.Spec() != b.Spec() {
		analyst.s = New(b, Options{Memory: analystMemory})
	}
	s := analyst.s
	before := s.nodes
	// The position first, with half the round: its winning move is most often found far
	// sooner than every move's value (and once found, the table answers it at once in later
	// rounds); the other half goes to the moves, so that a position hard to solve still
	// shows the values of its easy moves.
	half, cancelHalf := ctx, context.CancelFunc(func() {})
	if r.Millis > 0 {
		half, cancelHalf = context.WithTimeout(ctx, time.Duration(r.Millis)*time.Millisecond/2)
	}
	s.SetMaxNodes((r.Nodes + 1) / 2) // for each half (0: no node limit)
	first, err := s.Solve(half, g.Position(), g.ToMove())
	cancelHalf()
	if err != nil {
		return fail("%v", err)
	}
	values, err := s.ValuesOf(ctx, g.Position(), g.ToMove(), cells, nil)
	if err != nil {
		return fail("%v", err)
	}
	for i, v := range values {
		if v.Value == Unknown && first.Winner == g.ToMove() && v.Cell == first.Move {
			line := first.PV
			if len(line) == 0 || line[0] != v.Cell {
				line = []core.Cell{v.Cell}
			}
			values[i] = MoveValue{Cell: v.Cell, Value: Win, Line: line}
		}
	}
	out := Response{ID: r.ID, Nodes: s.nodes - before}
	for _, v := range values {
		cv := CellValue{Cell: b.CellName(v.Cell), Value: v.Value.String()}
		for _, c := range v.Line {
			cv.Line = append(cv.Line, b.CellName(c))
		}
		out.Values = append(out.Values, cv)
	}
	return out
}

// IsRequest reports whether data is a JSON Request: an object with "analysis":"solve".
func IsRequest(data []byte) bool { return solvereq.IsRequest(data) }

// AnswerJSON reads a JSON Request and returns the JSON Response, for a worker that speaks
// text. A malformed request is an error Response.
func AnswerJSON(data []byte) []byte {
	return botreq.JSON[Request](data, func(err error) Response {
		return Response{Error: fmt.Sprintf("analysis request: %v", err)}
	})
}
