package book

import (
	"errors"
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Book is an opening book: positions of the first moves on square hex boards, each with the
// move to play there. A position is found whatever its orientation: turned half round, or
// transposed with the colours exchanged (so that one line serves Red and Blue, whoever moved
// first).
type Book map[core.Spec]map[string]core.Cell

// Parse reads lines "BOARD MOVES MOVE" (comments after '#'): on BOARD, a square hex
// board, the game MOVES (comma-separated, Red first, swap allowed) leads to a position where
// the player to move plays MOVE; MOVES EmptyGame, EmptyGameBlue or EmptyGameSwap give a first
// move (First).
// A position listed twice is an error.
func Parse(text string) (Book, error) {
	book := Book{}
	err := eachLine(text, "book", 3, "a board, the moves and a move", func(b *core.Board, f []string) error {
		g, key, frame, err := LineGame(b.Spec(), f[1])
		if err != nil {
			return err
		}
		if g.Over() {
			return errors.New("the game is over")
		}
		m, err := b.ParseCell(f[2])
		if err != nil {
			return err
		}
		if g.Position().At(m) != core.NoPlayer {
			return fmt.Errorf("%s is taken", f[2])
		}
		if book[b.Spec()] == nil {
			book[b.Spec()] = map[string]core.Cell{}
		}
		if _, dup := book[b.Spec()][key]; dup {
			return fmt.Errorf("the position of %s is listed already", f[1])
		}
		book[b.Spec()][key] = frame.Apply(b, m)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return book, nil
}

// EmptyGame, EmptyGameBlue and EmptyGameSwap stand for the moves of a game not yet begun in a
// book line: its move is the first move of a game without the swap rule, or with it (First).
// Without such a line, the swap table chooses the opening (SwapTable.BestOpening,
// BalancedOpening).
//
// An EmptyGame line serves both players, Blue's move the Red one's transposed. An
// EmptyGameBlue line gives Blue's first move as it is instead, where it has one: for instance
// the Red one's transposed and turned half round, the same opening in the other of its two
// orientations, for an opponent that meets the two differently (docs/engine.md, "The opening
// book").
const (
	EmptyGame     = "-"
	EmptyGameBlue = "-blue"
	EmptyGameSwap = "-swap"
)

// LineGame returns the game of a book line's moves on spec (comma-separated, Red first, the
// swap rule on; EmptyGame, EmptyGameBlue or EmptyGameSwap for none) and the key and frame the
// line's move is kept under: the position's (Key), or for EmptyGameSwap and EmptyGameBlue a
// key of the first move's own, which no position's key can be, with the move kept as it is.
func LineGame(spec core.Spec, moves string) (g *core.Game, key string, frame Frame, err error) {
	list := moves
	if moves == EmptyGame || moves == EmptyGameBlue || moves == EmptyGameSwap {
		list = ""
	}
	g, err = core.NewGameFromMoveList(spec, core.Options{Swap: true}, list)
	if err != nil {
		return nil, "", Frame{}, err
	}
	key, frame = Key(g.Position(), g.ToMove())
	switch moves {
	case EmptyGameSwap, EmptyGameBlue:
		key, frame = firstMoveKey(moves, spec), Frame{}
	}
	return g, key, frame, nil
}

// firstMoveKey is the key of the first move an EmptyGameSwap or EmptyGameBlue line gives on
// spec: it names the board, so that keys of several boards can share a map (those of
// positions differ in length).
func firstMoveKey(moves string, spec core.Spec) string { return moves + " " + spec.String() }

// First returns the book's first move for first on b, in a game with the swap rule or
// without it, and whether the book has one.
func (book Book) First(b *core.Board, first core.Player, swap bool) (core.Cell, bool) {
	if !swap {
		if first == core.Blue {
			if m, ok := book[b.Spec()][firstMoveKey(EmptyGameBlue, b.Spec())]; ok {
				return m, true // Blue's own, as given
			}
		}
		return book.Move(core.NewPosition(b), first)
	}
	m, ok := book[b.Spec()][firstMoveKey(EmptyGameSwap, b.Spec())]
	if !ok {
		return core.NoCell, false
	}
	if first == core.Blue {
		m = b.Transpose(m)
	}
	return m, true
}

// Move returns the book's move for toMove in pos, and whether the book has the position.
func (book Book) Move(pos *core.Position, toMove core.Player) (core.Cell, bool) {
	moves, ok := book[pos.Board().Spec()]
	if !ok {
		return core.NoCell, false
	}
	key, frame := Key(pos, toMove)
	m, ok := moves[key]
	if !ok {
		return core.NoCell, false
	}
	return frame.Undo(pos.Board(), m), true
}

// Frame is how a position is turned into the book's orientation: transposed with the
// colours exchanged (when Blue is to move), then turned half round or not.
type Frame struct {
	// Transposed: the position was transposed and its colours exchanged (Blue was to move).
	Transposed bool
	// Turned: the position was then turned half round.
	Turned bool
}

// Apply maps a cell of the position into the book's orientation.
func (f Frame) Apply(b *core.Board, c core.Cell) core.Cell {
	if f.Transposed {
		c = b.Transpose(c)
	}
	if f.Turned {
		c = b.HalfTurn(c)
	}
	return c
}

// Undo maps a cell of the book's orientation back to the position's.
func (f Frame) Undo(b *core.Board, c core.Cell) core.Cell {
	if f.Turned {
		c = b.HalfTurn(c)
	}
	if f.Transposed {
		c = b.Transpose(c)
	}
	return c
}

// Key returns the book's key of pos with toMove to move, and the frame that takes the
// position to it: the position seen with Red to move (transposed, colours exchanged, if Blue
// is), as it is or turned half round, whichever reads first ('.' empty, 'x' the player to
// move, 'o' the other, cell by cell).
func Key(pos *core.Position, toMove core.Player) (string, Frame) {
	b := pos.Board()
	read := func(f Frame) string {
		s := make([]byte, b.NumCells())
		for c := range s {
			// The cell of pos that f takes to c.
			switch pos.At(f.Undo(b, core.Cell(c))) {
			case core.NoPlayer:
				s[c] = '.'
			case toMove:
				s[c] = 'x'
			default:
				s[c] = 'o'
			}
		}
		return string(s)
	}
	f := Frame{Transposed: toMove == core.Blue}
	key := read(f)
	turned := Frame{Transposed: f.Transposed, Turned: true}
	if k := read(turned); k < key {
		return k, turned
	}
	return key, f
}
