package puzzle

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/urlparam"
	"github.com/hexlab/hexlab/strategies/solver"
)

// Puzzle is a position whose winning moves the solver knows.
type Puzzle struct {
	Spec core.Spec
	// Stones are the position's stones, ToMove the player to play and win.
	Stones []core.Stone
	ToMove core.Player
	// Wins are the moves that win, Losses the number of moves proven to lose.
	Wins   []core.Cell
	Losses int
	// Source says where the puzzle was found: "FILE after move N".
	Source string
}

// Options say what makes a position a puzzle and the solver's budget.
type Options struct {
	// MaxWins is how many winning moves a puzzle may have at most (default 1: exactly one).
	MaxWins int
	// MinStones skips the positions with fewer stones (the opening, which is no puzzle).
	MinStones int
	// MinLosses is how many moves must lose at least (default 3): a puzzle has wrong moves.
	MinLosses int
	// Nodes is the solver's budget of nodes for each position (default 200,000): a position
	// whose moves it does not all solve within it is no puzzle.
	Nodes int64
}

func (o *Options) defaults() {
	if o.MaxWins <= 0 {
		o.MaxWins = 1
	}
	if o.MinLosses <= 0 {
		o.MinLosses = 3
	}
	if o.Nodes <= 0 {
		o.Nodes = 200_000
	}
}

// FromGame returns the puzzles among the positions of g's main line, from the start. The
// positions after a swap are seen as their stones (the swap is no part of a puzzle). A puzzle
// whose position is the same as one found before (the same stones, the same player) is
// listed once. progress, when set, is called after each position.
func FromGame(ctx context.Context, g *core.Game, source string, o Options, progress func(done, total int)) ([]Puzzle, error) {
	o.defaults()
	line := g.MainLine()
	replay, err := core.NewGame(g.Spec(), g.Options())
	if err != nil {
		return nil, err
	}
	var out []Puzzle
	seen := map[string]bool{}
	for ply := 0; ply <= len(line); ply++ {
		if ply > 0 {
			if err := replay.PlayRule(line[ply-1].Move, ""); err != nil {
				return out, fmt.Errorf("move %d: %w", ply, err)
			}
		}
		if progress != nil {
			progress(ply+1, len(line)+1)
		}
		if replay.Over() || replay.Position().Stones() < o.MinStones {
			continue
		}
		p, ok, err := judge(ctx, replay.Spec(), replay.Position(), replay.ToMove(), o)
		if err != nil {
			return out, err
		}
		if !ok {
			continue
		}
		p.Source = fmt.Sprintf("%s after move %d", source, ply)
		if key := p.Link(); !seen[key] {
			seen[key] = true
			out = append(out, p)
		}
	}
	return out, nil
}

// judge solves every move of toMove in pos and returns the puzzle it makes, if it makes one.
func judge(ctx context.Context, spec core.Spec, pos *core.Position, toMove core.Player, o Options) (Puzzle, bool, error) {
	b := pos.Board()
	s := solver.New(b, solver.Options{Memory: 32 << 20, MaxNodes: o.Nodes})
	values, err := s.Values(ctx, pos, toMove, nil)
	if err != nil {
		if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
			return Puzzle{}, false, err
		}
		return Puzzle{}, false, nil // over the budget: no puzzle
	}
	p := Puzzle{Spec: spec, ToMove: toMove}
	for _, v := range values {
		switch v.Value {
		case solver.Unknown:
			return Puzzle{}, false, nil
		case solver.Win:
			p.Wins = append(p.Wins, v.Cell)
		case solver.Loss:
			p.Losses++
		}
	}
	if len(p.Wins) == 0 || len(p.Wins) > o.MaxWins || p.Losses < o.MinLosses {
		return Puzzle{}, false, nil
	}
	for _, who := range []core.Player{core.Red, core.Blue} { // Red's stones, then Blue's
		for c := core.Cell(0); int(c) < b.NumCells(); c++ {
			if pos.At(c) == who {
				p.Stones = append(p.Stones, core.Stone{Cell: c, Player: who})
			}
		}
	}
	return p, true, nil
}

// Check solves the puzzle's position again: every winning move must win and every other move
// lose, within o's budget.
func (p Puzzle) Check(ctx context.Context, o Options) error {
	o.defaults()
	o.MaxWins, o.MinLosses = len(p.Wins), 0
	g, err := p.Game()
	if err != nil {
		return err
	}
	again, ok, err := judge(ctx, p.Spec, g.Position(), p.ToMove, o)
	switch {
	case err != nil:
		return err
	case !ok:
		return fmt.Errorf("the solver does not find exactly the puzzle's winning moves within %d nodes", o.Nodes)
	case fmt.Sprint(again.Wins) != fmt.Sprint(p.Wins):
		return fmt.Errorf("the winning moves are %s, not %s", cellNames(g.Board(), again.Wins), cellNames(g.Board(), p.Wins))
	}
	return nil
}

// Game returns the puzzle's position as a game from a setup, the player to move first.
func (p Puzzle) Game() (*core.Game, error) {
	return core.NewGame(p.Spec, core.Options{First: p.ToMove, Setup: p.Stones})
}

// Task says what to do: "Red to play and win".
func (p Puzzle) Task() string {
	name := p.ToMove.String()
	return strings.ToUpper(name[:1]) + name[1:] + " to play and win"
}

// Link returns the board page's query string that opens the puzzle, readable as the board's
// own links are ("board=hex:5x5&setup=red:c3,blue:b4&first=red&puzzle=1").
func (p Puzzle) Link() string {
	return urlparam.Encode(p.Query(), []string{"board", "setup", "first", "puzzle"})
}

// Query returns the board page's query that opens the puzzle: board, setup, first, puzzle=1.
func (p Puzzle) Query() url.Values {
	b, _ := core.NewBoard(p.Spec)
	q := url.Values{}
	q.Set("board", p.Spec.String())
	if len(p.Stones) > 0 {
		q.Set("setup", core.FormatSetup(b, p.Stones))
	}
	q.Set("first", p.ToMove.String())
	q.Set("puzzle", "1")
	return q
}

// SGF returns the puzzle as an SGF record: the setup position with the player to move, the
// task in the comment, each winning move as a variation marked "wins" (HexGui shows the
// comments and steps through the variations), and HP[1], which makes the board open it as a
// puzzle with the solution hidden.
func (p Puzzle) SGF() (string, error) {
	g, err := p.Game()
	if err != nil {
		return "", err
	}
	if err := g.SetNote(core.Note{Comment: p.Task()}); err != nil {
		return "", err
	}
	for _, w := range p.Wins {
		if err := g.Play(core.CellMove(w)); err != nil {
			return "", err
		}
		if err := g.SetNote(core.Note{Comment: "wins"}); err != nil {
			return "", err
		}
		g.Undo()
	}
	return g.SGFWith(core.SGFInfo{Puzzle: true}), nil
}

// FromPosition makes the puzzle of the position g shows, for the player to move there, who
// must win it: its winning moves are every move the solver proves wins, each move's value
// settled within o's budget.
func FromPosition(ctx context.Context, g *core.Game, o Options) (Puzzle, error) {
	o.defaults()
	o.MinLosses = 0
	o.MaxWins = g.Board().NumCells()
	p, ok, err := judge(ctx, g.Spec(), g.Position(), g.ToMove(), o)
	if err != nil {
		return Puzzle{}, err
	}
	if !ok {
		return Puzzle{}, fmt.Errorf("%v does not win the position, or the solver does not settle every move within %d nodes", g.ToMove(), o.Nodes)
	}
	return p, nil
}

func cellNames(b *core.Board, cells []core.Cell) string {
	var names []string
	for _, c := range cells {
		names = append(names, b.CellName(c))
	}
	return strings.Join(names, ",")
}
