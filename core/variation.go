package core

import (
	"fmt"
	"slices"

	"github.com/hexlab/hexlab/core/history"
)

// A game's history is a tree (core/history): a move played where others were played before
// starts a variation beside them, and each position may carry a Note. The position shown is
// the end of the line Turns returns; Undo and Redo walk that line, Redo following the
// variation chosen last.

// Variations returns the moves played from the position shown, one per variation, the main
// line's first.
func (g *Game) Variations() []Turn {
	var out []Turn
	for _, n := range g.line.Current().Children() {
		out = append(out, n.Turn())
	}
	return out
}

// Chosen returns the index among Variations of the one Redo plays.
func (g *Game) Chosen() int { return g.line.Chosen() }

// ChooseVariation makes Redo play the i-th of Variations (0: the main line). It reports
// false, and changes nothing, if there is no such variation.
func (g *Game) ChooseVariation(i int) bool { return g.line.Choose(i) }

// PromoteVariation makes the line to the position shown the main line: at every position on
// the way its move becomes the first variation.
func (g *Game) PromoteVariation() { g.line.Promote() }

// DeleteVariation removes the last move, with every move played after it in any variation,
// and shows the position before it. It reports false at the start of the game, or after a
// resignation (take that back first).
func (g *Game) DeleteVariation() bool {
	if g.resigned != NoPlayer || !g.line.Delete() {
		return false
	}
	g.rebuild()
	return true
}

// MainLine returns the moves of the main line: the first variation at every position.
func (g *Game) MainLine() []Turn { return g.line.MainLine() }

// Path returns the position shown as the index of the variation taken at each move from the
// start (all zeros on the main line).
func (g *Game) Path() []int {
	var out []int
	for _, n := range g.line.Path()[1:] {
		out = append(out, slices.Index(n.Parent().Children(), n))
	}
	return out
}

// GoToPath shows the position Path returned: from the start, the variation of each index.
// A resignation is taken back. It is an error, and nothing changes, if there is no such
// position.
func (g *Game) GoToPath(path []int) error {
	n := g.line.Root()
	for i, k := range path {
		kids := n.Children()
		if k < 0 || k >= len(kids) {
			return fmt.Errorf("move %d: no variation %d (there are %d)", i+1, k, len(kids))
		}
		n = kids[k]
	}
	g.line.GoTo(n)
	g.resigned = NoPlayer
	g.rebuild()
	return nil
}

// Note returns the note of the position shown.
func (g *Game) Note() Note { return g.line.Current().Note() }

// SetNote replaces the note of the position shown, its marks grouped by shape (triangles,
// squares, labels: as SGF lists them), each group in its order. It is an error, and nothing
// changes, if a mark is off the board or the note is too long (see Note).
func (g *Game) SetNote(n Note) error {
	if err := n.check(g.board); err != nil {
		return fmt.Errorf("note: %w", err)
	}
	n.Marks = slices.Clone(n.Marks)
	slices.SortStableFunc(n.Marks, func(a, b Mark) int { return int(a.Shape) - int(b.Shape) })
	g.line.SetNote(n)
	return nil
}

// HasTree reports whether the game holds more than the line to the position shown: moves
// after it, variations or notes.
func (g *Game) HasTree() bool {
	var walk func(n *gameNode) bool
	walk = func(n *gameNode) bool {
		if !n.Note().Empty() || len(n.Children()) > 1 {
			return true
		}
		for _, c := range n.Children() {
			if walk(c) {
				return true
			}
		}
		return false
	}
	return g.line.CanRedo() || walk(g.line.Root())
}

// Start returns the tree's start: the position before the first move, whose Children are
// the first moves of every variation.
func (g *Game) Start() *history.Node[Turn, Note] { return g.line.Root() }

// Line returns the positions of the line shown after each of its moves: the moves on the
// board, then the moves ahead that Redo plays one after another. Each gives its move
// (Turn), its note, and the variations beside it (its Parent's Children).
func (g *Game) Line() []*history.Node[Turn, Note] {
	out := slices.Clone(g.line.Path()[1:])
	for n := g.line.Current().Next(); n != nil; n = n.Next() {
		out = append(out, n)
	}
	return out
}
