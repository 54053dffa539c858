package solvereq

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Request asks for one round of the analysis of a game's position, away from the frame loop,
// as JSON: the value of each move of the player to move (win, loss, unknown), each proven one
// with its principal variation. The board page's "Analyse" sends it to a worker of its own
// (which tells it from other requests by its "analysis" field, see IsRequest), the desktop
// app answers it in a goroutine (strategies/solver answers it). A round is short (Millis),
// so that an analysis that is no longer wanted (the position changed, the user stopped it)
// ends soon; the asker sends round after round with the moves still unknown, and the solver
// that answers keeps its table from one round to the next, so that no round starts over.
//
//	{"id":4,"analysis":"solve","game":{"board":"hex:5x5"},"millis":400}
type Request struct {
	// Analysis is the request's ID, its kind, "solve", and the game so far; the moves valued
	// are those of the player to move.
	botreq.Analysis
	// Cells are the moves to value, by name (none: every empty cell).
	Cells []string `json:"cells,omitempty"`
	// Millis is the round's time in milliseconds (at most MaxRoundMillis; 0: no time limit,
	// then Nodes must be set).
	Millis int `json:"millis,omitempty"`
	// Nodes is the round's budget of nodes (0: no node limit, then Millis must be set).
	Nodes int64 `json:"nodes,omitempty"`
}

// MaxRoundMillis is the longest round a Request may ask for: a minute.
const MaxRoundMillis = 60_000

// Response is one round's values, or why there are none.
type Response struct {
	ID uint64 `json:"id"`
	// Values are the moves asked, in their order.
	Values []CellValue `json:"values,omitempty"`
	// Nodes is the number of nodes the round searched.
	Nodes int64  `json:"nodes,omitempty"`
	Error string `json:"error,omitempty"`
}

// CellValue is one move's value in a Response: "win", "loss" or "unknown", and for a proven
// move its principal variation, the move first.
type CellValue struct {
	Cell  string   `json:"cell"`
	Value string   `json:"value"`
	Line  []string `json:"line,omitempty"`
}

// NewRequest returns the request for a round of millis milliseconds of the analysis of g's
// position, for the moves cells (nil: all).
func NewRequest(g *core.Game, cells []core.Cell, millis int) Request {
	req := Request{Analysis: botreq.NewAnalysis("solve", g), Millis: millis}
	for _, c := range cells {
		req.Cells = append(req.Cells, g.Board().CellName(c))
	}
	return req
}

// Read returns the values of a Response for board b, by cell; a value or a line that is not
// one of b's is an error (the answer of a worker is checked, not trusted).
func (r Response) Read(b *core.Board) (map[core.Cell]MoveValue, error) {
	if r.Error != "" {
		return nil, fmt.Errorf("%s", r.Error)
	}
	out := make(map[core.Cell]MoveValue, len(r.Values))
	for _, cv := range r.Values {
		c, err := b.ParseCell(cv.Cell)
		if err != nil {
			return nil, fmt.Errorf("the analysis answered cell %q: %w", cv.Cell, err)
		}
		mv := MoveValue{Cell: c}
		switch cv.Value {
		case "win":
			mv.Value = Win
		case "loss":
			mv.Value = Loss
		case "unknown":
		default:
			return nil, fmt.Errorf("the analysis answered value %q for %s", cv.Value, cv.Cell)
		}
		for _, name := range cv.Line {
			lc, err := b.ParseCell(name)
			if err != nil {
				return nil, fmt.Errorf("the analysis answered a line with %q: %w", name, err)
			}
			mv.Line = append(mv.Line, lc)
		}
		out[c] = mv
	}
	return out, nil
}

// IsRequest reports whether data is a JSON Request: an object with "analysis":"solve".
func IsRequest(data []byte) bool { return botreq.IsAnalysis(data, "solve") }
