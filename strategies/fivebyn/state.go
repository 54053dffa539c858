package fivebyn

import (
	"errors"
	"fmt"
	"github.com/hexlab/hexlab/strategies/catalog"

	"github.com/hexlab/hexlab/core"
)

// State is what both algorithms look at when Red is to move: the position
// now and before Blue's latest move (i, j), on the extended board, and the
// game's own position for real wins.
type State struct {
	B    *Board
	Cur  *Pos // the position now
	Prev *Pos // before Blue's latest move; nil if Blue has not played
	// Last is Blue's latest move (i, j), or NoCell if Blue has not played.
	Last Cell
	game *core.Position

	// Caches of what several rules look at.
	curComps    *Components
	curBridges  []Bridge
	prevBridges []Bridge
}

// Fits returns nil if spec is a board the 5×n strategies play on: the cylinder with 5 columns
// and any number of rings, normal rules (catalog.FiveByNBoard).
func Fits(spec core.Spec) error { return catalog.FiveByNBoard(spec) }

// NewState reads g, a game on a 5×n cylinder with Red to move.
func NewState(g *core.Game) (*State, error) {
	if err := Fits(g.Spec()); err != nil {
		return nil, err
	}
	if g.Over() {
		return nil, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	if g.ToMove() != core.Red {
		return nil, errors.New("this strategy plays Red only (Red joins the two ends of the cylinder)")
	}
	spec := g.Spec()
	b, err := NewBoard(spec.Cols, spec.Rows)
	if err != nil {
		return nil, err
	}
	st := &State{B: b, Cur: PosOf(b, g.Position()), Last: NoCell, game: g.Position()}
	if t, ok := g.LastTurn(); ok && t.Player == core.Blue && !t.Move.Swap {
		st.Last = b.FromCore(t.Move.Cell)
		st.Prev = st.Cur.Without(st.Last)
	}
	return st, nil
}

// StateOf builds a State from an extended position and Blue's latest move
// (NoCell if none), for tests and examples.
func StateOf(p *Pos, last Cell) *State {
	st := &State{B: p.B, Cur: p, Last: last, game: core.NewPosition(p.B.core)}
	for c := Cell(0); int(c) < p.B.NumCells(); c++ {
		if p.B.Real(c) && p.At(c) != core.NoPlayer {
			st.game.Place(p.B.ToCore(c), p.At(c))
		}
	}
	if last != NoCell {
		st.Prev = p.Without(last)
	}
	return st
}

// J returns the ring of Blue's latest move.
func (st *State) J() int { return st.B.Ring(st.Last) }

// comps returns Red's components now.
func (st *State) comps() *Components {
	if st.curComps == nil {
		st.curComps = NewComponents(st.Cur, core.Red)
	}
	return st.curComps
}

// bridges returns Red's bridges now.
func (st *State) bridges() []Bridge {
	if st.curBridges == nil {
		st.curBridges = Bridges(st.Cur, core.Red)
	}
	return st.curBridges
}

// prevBridgesAttacked returns Red's bridges before Blue's latest move that
// have (i, j) as a bridge vertex: the bridges Blue just attacked.
func (st *State) prevBridgesAttacked() []Bridge {
	if st.Prev == nil {
		return nil
	}
	if st.prevBridges == nil {
		st.prevBridges = Bridges(st.Prev, core.Red)
	}
	return Through(st.prevBridges, st.Last)
}

// attackedOverlaps returns the overlaps of Red's bridges, whose bridges
// share an end vertex, that had (i, j) as a bridge vertex of one of their
// bridges before Blue's latest move.
func (st *State) attackedOverlaps() []Overlap {
	if st.Prev == nil {
		return nil
	}
	st.prevBridgesAttacked()
	var out []Overlap
	for _, o := range SharedEndOverlaps(st.prevBridges) {
		if o.A.HasVia(st.Last) || o.B.HasVia(st.Last) {
			out = append(out, o)
		}
	}
	return out
}

// realEmpty returns the unplayed cells of the real board.
func (st *State) realEmpty() []Cell { return st.Cur.EmptyCells() }

// completes returns the unplayed cells where a stone of player completes
// a winning structure of the game (a real win, not a provisional one).
func completes(game *core.Position, b *Board, empty []Cell, player core.Player) []Cell {
	var out []Cell
	for _, c := range empty {
		q := game.Clone()
		q.Place(b.ToCore(c), player)
		if q.Completed(player) {
			out = append(out, c)
		}
	}
	return out
}

// inRings returns the unplayed cells of the rings r.
func (st *State) inRings(r Rings) []Cell {
	var out []Cell
	for y := r.A; y <= r.B; y++ {
		for _, c := range st.B.RingCells(y) {
			if st.Cur.Empty(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// middle returns the cells "in the middle of the board" (rule I of both
// algorithms): the middle column, and the middle ring, or both middle
// rings when n is even.
func (st *State) middle() []Cell {
	n := st.B.n
	x := (st.B.m + 1) / 2
	out := []Cell{st.B.At(x, (n+1)/2)}
	if n%2 == 0 {
		out = append(out, st.B.At(x, n/2+1))
	}
	return filterCells(out, st.Cur.Empty)
}
