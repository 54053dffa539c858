package core

import (
	"errors"
	"fmt"
	"slices"

	"github.com/hexlab/hexlab/core/history"
)

// Options are the rule choices of a game besides the board spec.
type Options struct {
	// First is the player who moves first. The zero value means Red.
	First Player
	// Swap enables the pie rule: the second player's first move may be
	// "swap", which replaces the first stone with one of their own colour
	// on the transposed cell. It needs a square planar or toroidal board,
	// where transposition exchanges the two players' goals.
	Swap bool
	// Setup is the stones on the board before the first move (see Game.Setup); First is
	// then the player to move in that position. Nil starts from the empty board.
	Setup []Stone
}

// Turn is one entry of a game's history: who moved, the move, and, for a
// move chosen by a strategy, the label of the paper's rule that produced it.
type Turn struct {
	Player Player
	Move   Move
	Rule   string
}

// ErrGameOver is returned for a move after the game has ended.
var ErrGameOver = errors.New("the game is over")

// Game is a game of Hex on one board: the position, whose turn it is, the
// move history with undo and redo, and the result. A normal game ends the
// moment a player completes a winning structure, and that player wins; on a
// +reverse spec that player loses.
type Game struct {
	board  *Board
	opts   Options
	line   history.Tree[Turn, Note] // every move played, in variations, and the notes
	pos    *Position
	winner Player
	holder Player // the player whose completed structure ended the game
	// resigned is the player who resigned (the game is then over, won by the other), or
	// NoPlayer.
	resigned Player
	// pastEnd marks Replay's game: a completed structure does not end it, so that moves
	// played after it are placed too.
	pastEnd bool
}

// NewGame starts a game on spec.
func NewGame(spec Spec, opts Options) (*Game, error) { return newGame(spec, opts, false) }

// newGame starts a game on spec; pastEnd makes it Replay's, which a completed structure
// does not end.
func newGame(spec Spec, opts Options, pastEnd bool) (*Game, error) {
	b, err := NewBoard(spec)
	if err != nil {
		return nil, err
	}
	if opts.First == NoPlayer {
		opts.First = Red
	}
	if opts.First != Red && opts.First != Blue {
		return nil, fmt.Errorf("first player %v: expected red or blue", opts.First)
	}
	if opts.Setup, err = checkSetup(b, opts.Setup); err != nil {
		return nil, err
	}
	if opts.Swap {
		if err := swapRefused(spec, opts.Setup); err != nil {
			return nil, err
		}
	}
	g := &Game{board: b, opts: opts, pastEnd: pastEnd}
	if err := g.start(); err != nil {
		return nil, err
	}
	return g, nil
}

// swapRefused returns why the swap rule cannot be played on spec from setup, or nil where
// it can.
func swapRefused(spec Spec, setup []Stone) error {
	switch {
	case !swapAllowed(spec):
		return fmt.Errorf("board %s: the swap rule needs a square hex or torus board, where transposing a cell exchanges the players' goals", spec)
	case len(setup) > 0:
		return errors.New("the swap rule is for a game from the empty board, not from a setup position")
	}
	return nil
}

// start sets the position to the setup's (checked by NewGame) and settles a setup that
// already completes a structure; in a game (not Replay's) both players' structures at once
// are an error: they would have to cross in a real position.
func (g *Game) start() error {
	g.pos, g.winner, g.holder = setupPosition(g.board, g.opts.Setup), NoPlayer, NoPlayer
	if g.pastEnd {
		return nil
	}
	switch g.pos.Holders() {
	case BothWin:
		return errors.New("setup: both players' winning structures are complete")
	case RedWins:
		g.settle(Red)
	case BlueWins:
		g.settle(Blue)
	}
	return nil
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

// NewGameFromMoveList starts a game on spec and plays the moves of text, a move list as
// ParseMoveList reads it ("e5,f3,swap").
func NewGameFromMoveList(spec Spec, opts Options, text string) (*Game, error) {
	b, err := NewBoard(spec)
	if err != nil {
		return nil, err
	}
	moves, err := ParseMoveList(b, text)
	if err != nil {
		return nil, err
	}
	return NewGameFromMoves(spec, opts, moves)
}

func swapAllowed(spec Spec) bool {
	return spec.Cols == spec.Rows && (spec.Topology == Plane || spec.Topology == Torus)
}

// Board returns the board geometry.
func (g *Game) Board() *Board { return g.board }

// Spec returns the board spec, rule suffix included.
func (g *Game) Spec() Spec { return g.board.spec }

// Options returns the game's options, with First filled in.
func (g *Game) Options() Options { return g.opts }

// Position returns the current position. It is shared with the game: read
// it, or Clone it to try moves.
func (g *Game) Position() *Position { return g.pos }

// At returns the owner of cell c.
func (g *Game) At(c Cell) Player { return g.pos.At(c) }

// Turns returns the moves played so far, in order. The slice is shared:
// do not modify it.
func (g *Game) Turns() []Turn { return g.line.Played() }

// Moves returns the moves played so far, without players or rules.
func (g *Game) Moves() []Move {
	out := make([]Move, g.line.Len())
	for i, t := range g.line.Played() {
		out[i] = t.Move
	}
	return out
}

// LastTurn returns the most recent move, if any.
func (g *Game) LastTurn() (Turn, bool) { return g.line.Last() }

// LastStone returns the cell of the stone the last move placed: the move's cell, or after a
// swap the swapped stone (the first stone, transposed); ok is false before the first move.
func (g *Game) LastStone() (c Cell, ok bool) {
	t, ok := g.LastTurn()
	switch {
	case !ok:
		return NoCell, false
	case t.Move.Swap:
		return g.board.Transpose(g.line.Played()[0].Move.Cell), true
	}
	return t.Move.Cell, true
}

// ToMove returns the player whose turn it is. Turns alternate from the first
// player; the swap move keeps the alternation (the swapper's stone replaces
// the first, and the first player moves next).
func (g *Game) ToMove() Player {
	if g.line.Len()%2 == 0 {
		return g.opts.First
	}
	return g.opts.First.Opponent()
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.winner != NoPlayer }

// Winner returns the winner, or NoPlayer while the game goes on.
func (g *Game) Winner() Player { return g.winner }

// WinningCells returns the cells of the structure that decided the game (the
// winner's path or cycle; on a reverse board, the loser's), or nil while the
// game goes on.
func (g *Game) WinningCells() []Cell {
	if g.holder == NoPlayer {
		return nil
	}
	return g.pos.Structure(g.holder)
}

// Legal returns nil if m may be played now, or an error that says why not.
func (g *Game) Legal(m Move) error {
	if g.Over() {
		return fmt.Errorf("%w: %v won", ErrGameOver, g.winner)
	}
	err := g.refusal(m)
	if err != nil && m.Swap {
		return fmt.Errorf("swap: %w", err)
	}
	return err
}

// refusal returns why m may not be played in the position now, or nil: Legal's answer
// once the game goes on, without naming a swap move (Legal and Replay name it).
func (g *Game) refusal(m Move) error {
	if m.Swap {
		switch {
		case !g.opts.Swap:
			return errors.New("the swap rule is off in this game")
		case g.line.Len() != 1:
			return errors.New("only the second move of the game may be a swap")
		}
		return nil
	}
	if !g.board.Contains(m.Cell) {
		return fmt.Errorf("cell %d is not on the %s board", m.Cell, g.board.spec)
	}
	if owner := g.pos.At(m.Cell); owner != NoPlayer {
		return fmt.Errorf("cell %s is taken by %v", g.board.CellName(m.Cell), owner)
	}
	return nil
}

// LegalMoves returns every legal move: the empty cells in cell order, then
// the swap move where it is allowed. It is empty once the game is over.
func (g *Game) LegalMoves() []Move {
	if g.Over() {
		return nil
	}
	empty := g.pos.EmptyCells()
	out := make([]Move, 0, len(empty)+1)
	for _, c := range empty {
		out = append(out, CellMove(c))
	}
	if g.Legal(SwapMove()) == nil {
		out = append(out, SwapMove())
	}
	return out
}

// Play plays m for the player to move.
func (g *Game) Play(m Move) error { return g.PlayRule(m, "") }

// PlayRule plays m for the player to move and records rule, the label of
// the strategy rule that chose it ("" for none). Where other moves were played
// from this position before (moves taken back), m starts a variation beside
// them, or follows the one that begins with m.
func (g *Game) PlayRule(m Move, rule string) error {
	if err := g.Legal(m); err != nil {
		return err
	}
	t := Turn{Player: g.ToMove(), Move: m, Rule: rule}
	if !g.line.Follow(func(v Turn) bool { return v.Move == m }) {
		g.line.Push(t)
	}
	g.apply(t)
	return nil
}

// gameNode is a position of a game's tree.
type gameNode = history.Node[Turn, Note]

// apply plays a legal turn, the last of the line, and settles the result.
func (g *Game) apply(t Turn) {
	if t.Move.Swap {
		g.rebuild()
		return
	}
	g.pos.Place(t.Move.Cell, t.Player)
	g.settle(t.Player)
}

// settle ends the game if mover has just completed a winning structure (Replay's game goes
// on). Nobody held one before, so the position's winner is the game's.
func (g *Game) settle(mover Player) {
	if g.pastEnd || !g.pos.Completed(mover) {
		return
	}
	g.holder = mover
	g.winner = g.pos.Winner().Player()
}

// rebuild replays the turns played on the setup position.
func (g *Game) rebuild() {
	if err := g.start(); err != nil {
		panic("core: a setup NewGame accepted is refused: " + err.Error())
	}
	turns := g.line.Played()
	for _, t := range turns {
		if t.Move.Swap {
			first := turns[0]
			g.pos = NewPosition(g.board)
			g.pos.Place(g.board.Transpose(first.Move.Cell), t.Player)
			g.settle(t.Player)
			continue
		}
		g.pos.Place(t.Move.Cell, t.Player)
		g.settle(t.Player)
	}
}

// CanUndo reports whether there is a move (or a resignation) to take back.
func (g *Game) CanUndo() bool { return g.line.CanUndo() || g.resigned != NoPlayer }

// Ahead returns the moves taken back, in the order Redo plays them again. The slice is the
// caller's.
func (g *Game) Ahead() []Turn { return g.line.Ahead() }

// CanRedo reports whether there is a taken-back move to play again.
func (g *Game) CanRedo() bool { return g.line.CanRedo() }

// Undo takes back a resignation, or else the last move. It reports false if there was
// neither.
func (g *Game) Undo() bool {
	if g.resigned != NoPlayer {
		g.resigned = NoPlayer
		g.rebuild()
		return true
	}
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
	c.opts.Setup = slices.Clip(g.opts.Setup) // shared and never modified: an append copies
	c.pos = g.pos.Clone()
	return &c
}
