package inferior

import (
	"errors"
	"slices"

	"github.com/hexlab/hexlab/core"
)

// Analyze finds the inferior cells of pos for toMove (Red or Blue): the dead cells, each
// player's fill-in, and the moves left to consider, every other empty cell with its reason.
// On the plane and the cylinder it prunes: dead and captured cells (filled in), vulnerable
// moves (Theorem 2.10) and fill-in-dominated moves (Observation 2.17, keeping a dominator).
// On the torus and on +reverse boards it only finds dead cells and considers every move (see
// the package comment).
func Analyze(pos *core.Position, toMove core.Player) (Result, error) {
	return AnalyzeWithin(pos, toMove, nil)
}

// AnalyzeWithin is Analyze with the moves to consider looked for only among the cells within
// returns, a search's must-play region for instance, which saves asking about the others.
// within is called once the fill-in is known (r holds Dead and Fillin), with the empty cells
// left; it returns the cells to look among, or stop to end the analysis there (the caller
// has decided the position from the fill-in). On the torus and +reverse boards, which prune
// nothing beyond dead cells, the moves to consider are within's cells. A nil within looks
// among every cell left. The moves to consider are among within's cells, and may be none.
func AnalyzeWithin(pos *core.Position, toMove core.Player, within func(r *Result, left []core.Cell) (among []core.Cell, stop bool)) (Result, error) {
	if toMove != core.Red && toMove != core.Blue {
		return Result{}, errors.New("inferior: the player to move must be red or blue")
	}
	b := pos.Board()
	g := geometryOf(b)
	col := make([]core.Player, g.n)
	var empties []core.Cell
	for c := range core.Cell(g.n) {
		col[c] = pos.At(c)
		if col[c] == core.NoPlayer {
			empties = append(empties, c)
		}
	}
	r := Result{ToMove: toMove, Inferior: map[core.Cell]Reason{}}
	bd := newBoard(g, col)
	bd.regions = true
	r.Pruning = !b.Spec().Reverse
	if !r.Pruning || b.Topology() == core.Torus {
		f := bd.fillIn(toMove.Opponent()) // dead cells only
		r.Dead = f.dead
		left := empties
		if r.Pruning {
			// A move to a cell no minimal winning set of either player contains is a pass, and
			// the torus is monotonic (a stone never hurts its owner, and a move completes only
			// its mover's cycle): a winner never needs one.
			for _, c := range f.dead {
				r.Inferior[c] = Reason{Kind: Dead}
			}
			left = slices.DeleteFunc(slices.Clone(empties), func(c core.Cell) bool { return r.Inferior[c].Kind == Dead })
			if len(left) == 0 && len(empties) > 0 {
				left = empties[:1]
				delete(r.Inferior, empties[0])
			}
		}
		if within != nil {
			var stop bool
			if left, stop = within(&r, slices.Clone(left)); stop {
				return r, nil
			}
		}
		r.Consider = left
		return r, nil
	}
	f := bd.fillIn(toMove.Opponent(), toMove, toMove.Opponent())
	r.Dead = f.dead
	for _, c := range f.dead {
		r.Inferior[c] = Reason{Kind: Dead}
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		r.Fillin[p] = f.captured[p]
		for _, c := range f.captured[p] {
			kind := Captured
			if f.permanent[c] {
				kind = PermanentlyInferior
			}
			r.Inferior[c] = Reason{Kind: kind, By: p, Cells: f.with[c]}
		}
	}
	var left []core.Cell
	for _, c := range empties {
		if col[c] == core.NoPlayer {
			left = append(left, c)
		}
	}
	among := left
	if within != nil {
		var stop bool
		if among, stop = within(&r, slices.Clone(left)); stop {
			return r, nil
		}
	}
	opp := toMove.Opponent()
	var candidates []core.Cell
	for _, c := range among {
		if k := bd.killer(c, opp); k != core.NoCell {
			r.Inferior[c] = Reason{Kind: Vulnerable, By: toMove, Cells: []core.Cell{k}}
			continue
		}
		candidates = append(candidates, c)
	}
	candidates = bd.capturedReversible(toMove, candidates, r.Inferior)
	r.Consider = bd.undominated(toMove, candidates, r.Inferior)
	if len(r.Consider) == 0 && len(among) > 0 {
		r.Consider = []core.Cell{among[0]} // at least one move stays (Theorem 3.5's caveat)
		delete(r.Inferior, among[0])
	}
	if len(r.Consider) == 0 && len(left) == 0 && len(empties) > 0 && within == nil {
		// Everything was filled in: the game is decided; any move will do.
		r.Consider = []core.Cell{empties[0]}
		delete(r.Inferior, empties[0])
	}
	slices.Sort(r.Consider)
	return r, nil
}

// killer returns a cell near the empty cell c (at most two steps away) whose colouring by opp
// kills c (Definition 2.6), by the local arguments; or NoCell.
func (b *board) killer(c core.Cell, opp core.Player) core.Cell {
	var none overlay
	for _, k := range b.g.near(c) {
		if b.col[k] == core.NoPlayer && b.killedBy(c, k, opp, none) {
			return k
		}
	}
	return core.NoCell
}

// capturedReversible prunes from candidates an independent set of captured-reversible moves
// of p (Definitions 3.1 and 3.3): a move m whose reverser r, the opponent's move near m, makes
// m part of a pair p captures (its carrier F). Two such moves interfere when one's reverser is
// in the other's carrier; the set is chosen greedily so that none interferes with another,
// and Theorem 3.5 then prunes it with the dead and vulnerable cells. It returns the
// candidates left.
func (b *board) capturedReversible(p core.Player, candidates []core.Cell, why map[core.Cell]Reason) []core.Cell {
	type chosen struct {
		m, r    core.Cell
		carrier [2]core.Cell
	}
	var set []chosen
	interferes := func(x chosen) bool {
		for _, y := range set {
			if x.r == y.carrier[0] || x.r == y.carrier[1] || y.r == x.carrier[0] || y.r == x.carrier[1] {
				return true
			}
		}
		return false
	}
	var left []core.Cell
	for _, m := range candidates {
		pruned := false
		for _, r := range b.g.near(m) {
			if b.col[r] != core.NoPlayer {
				continue
			}
			var o overlay
			o = o.with(r, p.Opponent())
			f := b.capturedPartner(p, m, o)
			if f == core.NoCell {
				continue
			}
			x := chosen{m: m, r: r, carrier: [2]core.Cell{m, f}}
			if interferes(x) {
				continue
			}
			set = append(set, x)
			why[m] = Reason{Kind: CapturedReversible, By: p, Cells: []core.Cell{r, m, f}}
			pruned = true
			break
		}
		if !pruned {
			left = append(left, m)
		}
	}
	return left
}

// fillinAfter returns the cells near c that p's move to c fills in for p (Definition 2.14):
// dead once c is p's, captured by p in pairs then, or permanently inferior for p then (on the
// plane; its fill-in keeps the value of the position after c, which is all Observation 2.17
// needs). Each is dominated by c (Definition 2.16).
func (b *board) fillinAfter(p core.Player, c core.Cell) []core.Cell {
	var o overlay
	o = o.with(c, p)
	var out []core.Cell
	// Rounds: what one round fills in is coloured (as far as the overlay has room) before the
	// next looks again, as Definition 2.14's partition allows.
	for changed := true; changed; {
		changed = false
		for _, f := range b.g.near(c) {
			if o.colour(b.col, f) != core.NoPlayer {
				continue
			}
			dead := b.deadWith(f, &o)
			if !dead && b.capturedPartner(p, f, o) == core.NoCell && b.permanentlyInferior(p, f, &o) == nil {
				continue
			}
			out = append(out, f)
			if o.n < maxOverlay-1 {
				o = o.with(f, p)
				changed = true
			}
		}
	}
	return out
}

// undominated returns the candidates p need consider once fill-in domination (Definition
// 2.16) has pruned what it can: a candidate f goes when a move c kept fills f in for p, so that
// p's move to c is at least as good (Observation 2.17). A dominator is kept before what it
// dominates is dropped, so that one of every chain (and every cycle of mutual domination)
// stays; the moves that dominate the most are kept first.
func (b *board) undominated(p core.Player, candidates []core.Cell, why map[core.Cell]Reason) []core.Cell {
	isCandidate := map[core.Cell]bool{}
	for _, c := range candidates {
		isCandidate[c] = true
	}
	type dominated struct {
		cell core.Cell
		kind Kind
	}
	dominates := map[core.Cell][]dominated{}
	for _, c := range candidates {
		for _, f := range b.fillinAfter(p, c) {
			if isCandidate[f] {
				dominates[c] = append(dominates[c], dominated{f, Dominated})
			}
		}
		for _, f := range b.starDominated(p, c) {
			if isCandidate[f] {
				dominates[c] = append(dominates[c], dominated{f, StarDominated})
			}
		}
	}
	order := slices.Clone(candidates)
	slices.SortStableFunc(order, func(x, y core.Cell) int { return len(dominates[y]) - len(dominates[x]) })
	dropped := map[core.Cell]bool{}
	kept := map[core.Cell]bool{}
	for _, c := range order {
		if dropped[c] {
			continue
		}
		kept[c] = true
		for _, f := range dominates[c] {
			if !dropped[f.cell] && !kept[f.cell] {
				dropped[f.cell] = true
				why[f.cell] = Reason{Kind: f.kind, By: p, Cells: []core.Cell{c}}
			}
		}
	}
	var out []core.Cell
	for _, c := range candidates {
		if kept[c] {
			out = append(out, c)
		}
	}
	return out
}
