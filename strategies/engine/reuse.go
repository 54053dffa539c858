package engine

import (
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// reuse returns the trees to search pos with: the last search's subtrees at pos when
// Options.Reuse is set and pos follows from the last root by moves the trees hold (the
// mover's and then the opponent's, alternately), else new trees. Either way the trees are
// built in the spare memory the searches before left (Engine.spare), and the last search's
// trees, copied out or dropped, leave theirs for the next.
func (e *Engine) reuse(pos *core.Position, toMove core.Player, threads int) []*tree {
	if len(e.spare) != threads {
		e.spare = make([][]node, threads)
	}
	retire := func() {
		for i, t := range e.trees {
			if i < threads {
				e.spare[i] = t.nodes[:0]
			}
		}
		e.trees = nil
	}
	fresh := func() []*tree {
		trees := make([]*tree, threads)
		for i := range trees {
			trees[i] = newTree(e.board, e.reverse, e.opts.MaxNodes, e.spare[i])
			e.spare[i] = nil
			if !e.reverse && !e.opts.NoPatterns {
				if e.patterns == nil {
					e.patterns = NewPatterns(e.board)
				}
				trees[i].patterns, trees[i].weights = e.patterns, hexWeights()
				if e.opts.LocalPriors {
					trees[i].local = hexLocalWeights()
				}
			}
		}
		retire()
		return trees
	}
	if !e.opts.Reuse || e.lastRoot == nil || len(e.trees) != threads {
		return fresh()
	}
	added, ok := movesSince(e.lastRoot, pos)
	if !ok {
		return fresh()
	}
	trees := make([]*tree, threads)
	for i, t := range e.trees {
		u := t.follow(e.lastPlayer, added, toMove, pos, e.spare[i])
		if u == nil {
			return fresh()
		}
		e.spare[i] = nil
		trees[i] = u
	}
	retire()
	return trees
}

// movesSince returns the stones pos has that before lacks, reporting false if pos lacks one
// of before's.
func movesSince(before, pos *core.Position) ([]solver.Stone, bool) {
	var added []solver.Stone
	for c := core.Cell(0); int(c) < pos.Board().NumCells(); c++ {
		was, is := before.At(c), pos.At(c)
		switch {
		case was == is:
		case was == core.NoPlayer:
			added = append(added, solver.Stone{Cell: c, Player: is})
		default:
			return nil, false
		}
	}
	return added, true
}

// follow returns, built in buf's memory, the subtree reached from the root (player to move
// there) by the stones added, played alternately from player on, with toMove to move after
// them; nil if the tree does not hold that line, if the line passed a fill-in cell that pos
// has taken, or one whose fill-in a move since may have undone (solver.Stone.Fragile).
func (t *tree) follow(player core.Player, added []solver.Stone, toMove core.Player, pos *core.Position, buf []node) *tree {
	fill := append([]solver.Stone(nil), t.rootFill...) // placed before the root's own
	n := int32(0)
	left := append([]solver.Stone(nil), added...)
	for len(left) > 0 {
		if f := t.nodes[n].fill; f >= 0 {
			fill = append(fill, t.fills[f]...)
		}
		i := -1
		for j, st := range left {
			if st.Player == player {
				if c := t.child(n, st.Cell); c >= 0 {
					i, n = j, c
					break
				}
			}
		}
		if i < 0 {
			return nil
		}
		left = append(left[:i], left[i+1:]...)
		player = player.Opponent()
	}
	if player != toMove || t.nodes[n].first < 0 {
		return nil
	}
	for _, st := range fill {
		if pos.At(st.Cell) != core.NoPlayer {
			return nil
		}
		if st.Fragile {
			// A permanently inferior cell holds only until the opponent moves next to it.
			for _, a := range added {
				if a.Player != st.Player && slices.Contains(t.board.Adjacent(a.Cell), st.Cell) {
					return nil
				}
			}
		}
	}
	return t.subtree(n, fill, buf)
}
