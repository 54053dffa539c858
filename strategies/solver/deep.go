package solver

import (
	"cmp"
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/vc"
)

// deepDepth is how many of its own moves the edge proofs' search (vc.ProveEdge) gives a
// player beyond H-search: the connections of MoHex's patterns seen in the engine's games
// against it take up to three.
const deepDepth = 4

// deepen strengthens r, player p's connections on filled, with the connections of p's groups
// to p's edges that search proves where H-search has only semi-connections
// (Options.DeepEvals): each such group and edge, the smallest first, is searched within the
// cells of its semi-connections and the empty cells next to them (at most vc.MaxRegion),
// until the evaluations are spent; if any is proved, H-search runs again with the proofs
// among its connections (and they go to s.found, for Knowledge.EdgeProofs). The search
// starts from the proofs the solver was given (UseEdgeProofs): a group they join to its edge
// is not searched again. It returns r, or the new result (r released).
func (s *Solver) deepen(filled *core.Position, p core.Player, r *vc.Result) *vc.Result {
	type candidate struct {
		from   core.Cell
		edge   int
		region []core.Cell
		search *vc.EdgeSearch
	}
	var cands []candidate
	b := filled.Board()
	seen := map[vc.Node]bool{}
	for c := range core.Cell(b.NumCells()) {
		if filled.At(c) != p || seen[r.NodeOf(c)] {
			continue
		}
		if s.focused && !slices.ContainsFunc(s.focus, func(f core.Cell) bool { return b.Contains(f) && filled.At(f) == p && r.NodeOf(f) == r.NodeOf(c) }) {
			continue
		}
		x := r.NodeOf(c)
		seen[x] = true
		for edge := 1; edge <= 2; edge++ {
			e := r.NodeOf(core.Cell(-edge))
			if x == e {
				continue
			}
			fulls, semis := r.Between(x, e)
			if len(fulls) > 0 || len(semis) == 0 {
				continue
			}
			if region, ok := deepRegion(filled, semis); ok {
				cands = append(cands, candidate{from: c, edge: edge, region: region})
			}
		}
	}
	slices.SortStableFunc(cands, func(a, b candidate) int { return cmp.Compare(len(a.region), len(b.region)) })
	opts := vc.Options{Ladders: s.opts.Ladders, Proofs: s.proofs}
	var stones vc.Set
	for c := range core.Cell(b.NumCells()) {
		if filled.At(c) == p {
			stones = stones.With(c)
		}
	}
	budget := s.opts.DeepEvals
	var proofs []vc.EdgeProof
	// Round by round, each candidate left is searched one move deeper (its search kept, so
	// that what it judged is not judged again), with an equal share of what the rounds left
	// may spend: the shallow proofs, the cheap ones, come first.
	for depth := 1; depth <= deepDepth && len(cands) > 0; depth++ {
		round := budget / (deepDepth - depth + 1)
		left := cands[:0]
		for i, c := range cands {
			share := round / (len(cands) - i)
			if share <= 0 {
				left = append(left, c)
				continue
			}
			if c.search == nil {
				search, err := vc.NewEdgeSearch(filled, p, c.from, c.edge, c.region, opts)
				if err != nil {
					panic("solver: " + err.Error()) // the region is empty cells of the board, at most vc.MaxRegion
				}
				c.search = search
			}
			before := c.search.Evals()
			carrier, ok := c.search.Deepen(depth, share)
			used := c.search.Evals() - before
			round -= used
			budget -= used
			if ok {
				proofs = append(proofs, vc.EdgeProof{From: c.from, Edge: c.edge, Carrier: carrier, Stones: stones})
			} else {
				left = append(left, c)
			}
		}
		cands = left
	}
	if len(proofs) == 0 {
		return r
	}
	r.Release()
	if s.analysing {
		s.found = append(s.found, proofs...)
	}
	opts.Proofs = append(slices.Clone(s.proofs), proofs...)
	return vc.ComputeWith(filled, p, opts)
}

// deepRegion returns the region a group's edge proof is searched in: the cells of its
// semi-connections to the edge (their keys too) and the empty cells next to them, or false
// when they are more than vc.MaxRegion.
func deepRegion(filled *core.Position, semis []vc.Conn) ([]core.Cell, bool) {
	var in vc.Set
	for _, s := range semis {
		in = in.Or(s.Carrier.With(s.Key))
	}
	region := in.Cells()
	if len(region) > vc.MaxRegion {
		return nil, false
	}
	b := filled.Board()
	for _, c := range in.Cells() {
		for _, d := range b.Adjacent(c) {
			if filled.At(d) == core.NoPlayer && !in.Has(d) && len(region) < vc.MaxRegion {
				in = in.With(d)
				region = append(region, d)
			}
		}
	}
	return region, true
}
