package trunc

import (
	"errors"
	"fmt"

	"github.com/hexlab/hexlab/core/history"
)

// Options are the rule choices of a game besides the board spec.
type Options struct {
	// Order is the turn order. The zero value means White, Gray, Black.
	Order [3]Player
}

// DefaultOrder is the turn order of the paper: White, Gray, Black.
var DefaultOrder = [3]Player{White, Gray, Black}

// Turn is one entry of a game's history: who moved, the cell, the colour
// it was given (the mover's own unless the variant rule is on) and, for a
// move chosen by a strategy, the label of the rule that produced it.
type Turn struct {
	Player Player
	Cell   Cell
	Colour Player
	Rule   string
}

// Move returns the turn's move, naming the colour only if it is not the
// mover's own.
func (t Turn) Move() Move {
	if t.Colour == t.Player {
		return Move{Cell: t.Cell}
	}
	return Move{Cell: t.Cell, Colour: t.Colour}
}

// ErrGameOver is returned for a move after the game has ended.
var ErrGameOver = errors.New("the game is over")

// Game is a game of Trunc on one board: the position, whose turn it is, the
// history with undo and redo, and the result. The game ends as soon as its
// winner can no longer change (see Position.Decided): at the latest when the
// board is full, and earlier when a border through coloured cells already
// joins two endpoints, or every way of filling the few empty cells left
// gives the same winner.
type Game struct {
	board  *Board
	opts   Options
	line   history.Tree[Turn, struct{}] // the moves played and the moves taken back
	pos    *Position
	winner Player
}

// NewGame starts a game on spec.
func NewGame(spec Spec, opts Options) (*Game, error) {
	b, err := NewBoard(spec)
	if err != nil {
		return nil, err
	}
	if opts.Order == ([3]Player{}) {
		opts.Order = DefaultOrder
	}
	seen := map[Player]bool{}
	for _, p := range opts.Order {
		if p < White || p > Black || seen[p] {
			return nil, fmt.Errorf("turn order %v: expected white, gray and black, each once", opts.Order)
		}
		seen[p] = true
	}
	return &Game{board: b, opts: opts, pos: NewPosition(b)}, nil
}

// NewGameFromMoves starts a game on spec and plays moves in order.
func NewGameFromMoves(spec Spec, opts Options, moves []Move) (*Game, error) {
	g, err := NewGame(spec, opts)
	if err != nil {
		return nil, err
	}
	for i, m := range moves {
		if err := g.Play(m); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, g.board.MoveName(m), err)
		}
	}
	return g, nil
}

// Board returns the board geometry.
func (g *Game) Board() *Board { return g.board }

// Spec returns the board spec, rule suffix included.
func (g *Game) Spec() Spec { return g.board.spec }

// Options returns the game's options, with Order filled in.
func (g *Game) Options() Options { return g.opts }

// Position returns the current position. It is shared with the game: read
// it, or Clone it to try moves.
func (g *Game) Position() *Position { return g.pos }

// At returns the colour of cell c.
func (g *Game) At(c Cell) Player { return g.pos.At(c) }

// Turns returns the moves played so far, in order. The slice is shared:
// do not modify it.
func (g *Game) Turns() []Turn { return g.line.Played() }

// Moves returns the moves played so far.
func (g *Game) Moves() []Move {
	out := make([]Move, g.line.Len())
	for i, t := range g.line.Played() {
		out[i] = t.Move()
	}
	return out
}

// ToMove returns the player whose turn it is.
func (g *Game) ToMove() Player { return g.PlayerAt(g.line.Len()) }

// PlayerAt returns the player who makes move number i (from 0) of the game.
func (g *Game) PlayerAt(i int) Player { return g.opts.Order[i%3] }

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.winner != NoPlayer }

// Winner returns the winner, or NoPlayer while the game goes on.
func (g *Game) Winner() Player { return g.winner }

// colourOf returns the colour m gives its cell when mover plays it.
func colourOf(m Move, mover Player) Player {
	if m.Colour == NoPlayer {
		return mover
	}
	return m.Colour
}

// Legal returns nil if m may be played now, or an error that says why not.
func (g *Game) Legal(m Move) error {
	if g.Over() {
		return fmt.Errorf("%w: %v won", ErrGameOver, g.winner)
	}
	if !g.board.Contains(m.Cell) {
		return fmt.Errorf("cell %d is not on the %s board", m.Cell, g.board.spec)
	}
	if owner := g.pos.At(m.Cell); owner != NoPlayer {
		return fmt.Errorf("cell %s is already %v", g.board.CellName(m.Cell), owner)
	}
	mover := g.ToMove()
	switch {
	case m.Colour < NoPlayer || m.Colour > Black:
		return fmt.Errorf("colour %d is not a player's", m.Colour)
	case m.Colour != NoPlayer && m.Colour != mover && !g.board.spec.Variant:
		return fmt.Errorf("%v may not colour %s %v: the variant rule is off (the board would be %s%s)", mover, g.board.CellName(m.Cell), m.Colour, g.board.spec, VariantSuffix)
	}
	return nil
}

// LegalMoves returns every legal move in cell order: one per empty cell, in
// the mover's colour; with the variant rule, three per empty cell (White,
// Gray, Black, each named). It is empty once the game is over.
func (g *Game) LegalMoves() []Move {
	if g.Over() {
		return nil
	}
	empty := g.pos.EmptyCells()
	if !g.board.spec.Variant {
		out := make([]Move, len(empty))
		for i, c := range empty {
			out[i] = Move{Cell: c}
		}
		return out
	}
	out := make([]Move, 0, 3*len(empty))
	for _, c := range empty {
		for _, colour := range Players {
			out = append(out, Move{Cell: c, Colour: colour})
		}
	}
	return out
}

// Play plays m for the player to move.
func (g *Game) Play(m Move) error { return g.PlayRule(m, "") }

// PlayRule plays m for the player to move and records rule, the label of
// the strategy rule that chose it ("" for none). It clears the redo list.
func (g *Game) PlayRule(m Move, rule string) error {
	if err := g.Legal(m); err != nil {
		return err
	}
	mover := g.ToMove()
	t := Turn{Player: mover, Cell: m.Cell, Colour: colourOf(m, mover), Rule: rule}
	g.line.DropAhead() // a new move drops the moves taken back
	g.line.Push(t)
	g.apply(t)
	return nil
}

// apply plays a legal turn, the last of the line, and settles the result.
func (g *Game) apply(t Turn) {
	g.pos.Set(t.Cell, t.Colour)
	g.settle()
}

// settle ends the game if its winner can no longer change.
func (g *Game) settle() {
	g.winner = g.pos.Decided(g.Remaining())
}

// Remaining returns the colours the moves still to come will give their
// cells, one per empty cell in turn order, or nil under the variant rule,
// where any colour may come.
func (g *Game) Remaining() []Player {
	if g.board.spec.Variant {
		return nil
	}
	out := make([]Player, g.pos.NumEmpty())
	for i := range out {
		out[i] = g.PlayerAt(g.line.Len() + i)
	}
	return out
}

// rebuild replays the turns played on an empty position.
func (g *Game) rebuild() {
	g.pos.Reset()
	for _, t := range g.line.Played() {
		g.pos.Set(t.Cell, t.Colour)
	}
	g.settle()
}

// CanUndo reports whether there is a move to take back.
func (g *Game) CanUndo() bool { return g.line.CanUndo() }

// Ahead returns the moves taken back, in the order Redo plays them again. The slice is the
// caller's.
func (g *Game) Ahead() []Turn { return g.line.Ahead() }

// Branch forgets the moves taken back, so that the game goes on from the position it is in, as
// a new move would. It reports whether there were any.
func (g *Game) Branch() bool {
	if !g.line.CanRedo() {
		return false
	}
	g.line.DropAhead()
	return true
}

// CanRedo reports whether there is a taken-back move to play again.
func (g *Game) CanRedo() bool { return g.line.CanRedo() }

// Undo takes back the last move. It reports false if there was none.
func (g *Game) Undo() bool {
	if _, ok := g.line.Undo(); !ok {
		return false
	}
	g.rebuild()
	return true
}

// Redo plays again the last move taken back. It reports false if there
// was none.
func (g *Game) Redo() bool {
	t, ok := g.line.Redo()
	if ok {
		g.apply(t)
	}
	return ok
}

// Clone returns an independent copy of g, history and redo list included.
func (g *Game) Clone() *Game {
	c := *g
	c.line = g.line.Clone()
	c.pos = g.pos.Clone()
	return &c
}
