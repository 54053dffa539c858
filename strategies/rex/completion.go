package rex

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// Completion is one of the paper's pairings for a player X in a position
// (section 7):
//
//	For a player X and a position, a pair-completion is a partition of a
//	subset of the empty cells into pairs such that, for every set S
//	containing one cell from each pair, X-coloring S yields a connecting
//	chain for X.
//
//	[...] a pre-pair-completion is a partition of a subset of the empty
//	cells into pairs and a singleton such that, for every set S
//	containing the singleton and one cell from each pair, X-coloring S
//	yields a connecting chain for X.
//
// Single is the singleton's cell, or -1 for a pair-completion.
type Completion struct {
	Pairs  [][2]int
	Single int
}

// Pre reports whether a is a pre-pair-completion (it has a singleton).
func (a Completion) Pre() bool { return a.Single >= 0 }

// Cells returns the set of a's cells.
func (a Completion) Cells() uint64 {
	var s uint64
	for _, pr := range a.Pairs {
		s |= 1<<uint(pr[0]) | 1<<uint(pr[1])
	}
	if a.Single >= 0 {
		s |= 1 << uint(a.Single)
	}
	return s
}

// PairCells returns the set of the cells of a's pairs.
func (a Completion) PairCells() uint64 {
	var s uint64
	for _, pr := range a.Pairs {
		s |= 1<<uint(pr[0]) | 1<<uint(pr[1])
	}
	return s
}

// Partner returns the other cell of c's pair, if c is in a pair.
func (a Completion) Partner(c int) (int, bool) {
	for _, pr := range a.Pairs {
		switch c {
		case pr[0]:
			return pr[1], true
		case pr[1]:
			return pr[0], true
		}
	}
	return -1, false
}

// Map returns a with every cell moved by f (a symmetry of the board).
func (a Completion) Map(f func(int) int) Completion {
	out := Completion{Pairs: make([][2]int, len(a.Pairs)), Single: -1}
	for i, pr := range a.Pairs {
		x, y := f(pr[0]), f(pr[1])
		if x > y {
			x, y = y, x
		}
		out.Pairs[i] = [2]int{x, y}
	}
	if a.Single >= 0 {
		out.Single = f(a.Single)
	}
	return out
}

// Format writes a as text: its pairs as "a1-b2", then the singleton in
// parentheses, "(c3)".
func (a Completion) Format(b *Board) string {
	var parts []string
	for _, pr := range a.Pairs {
		parts = append(parts, b.Name(pr[0])+"-"+b.Name(pr[1]))
	}
	if a.Single >= 0 {
		parts = append(parts, "("+b.Name(a.Single)+")")
	}
	return strings.Join(parts, " ")
}

// ParseCompletion reads the text Format writes.
func ParseCompletion(b *Board, text string) (Completion, error) {
	cb := core.MustBoard(fmt.Sprintf("hex:%dx%d", b.n, b.n))
	cell := func(name string) (int, error) {
		c, err := cb.ParseCell(name)
		return int(c), err
	}
	out := Completion{Single: -1}
	for _, f := range strings.Fields(text) {
		if s, ok := strings.CutPrefix(f, "("); ok {
			s, ok = strings.CutSuffix(s, ")")
			c, err := cell(s)
			if !ok || err != nil || out.Single >= 0 {
				return Completion{}, fmt.Errorf("bad singleton %q", f)
			}
			out.Single = c
			continue
		}
		x, y, ok := strings.Cut(f, "-")
		cx, errx := cell(x)
		cy, erry := cell(y)
		if !ok || errx != nil || erry != nil {
			return Completion{}, fmt.Errorf("bad pair %q", f)
		}
		out.Pairs = append(out.Pairs, [2]int{cx, cy})
	}
	return out, nil
}

// wellFormed reports whether a's cells are distinct empty cells of p.
func (a Completion) wellFormed(b *Board, p Pos) bool {
	var seen uint64
	add := func(c int) bool {
		bit := uint64(1) << uint(c)
		if c < 0 || bit&p.Empty(b) == 0 || seen&bit != 0 {
			return false
		}
		seen |= bit
		return true
	}
	for _, pr := range a.Pairs {
		if !add(pr[0]) || !add(pr[1]) {
			return false
		}
	}
	return a.Single < 0 || add(a.Single)
}

// IsCompletion reports whether a is a pair-completion (a.Single < 0) or a
// pre-pair-completion of player in p, by the definitions: its cells are
// distinct empty cells, and every choice of one cell from each pair,
// with the singleton, coloured for player, gives player a connecting
// chain. The choices are searched depth first, a branch ending as soon as
// the cells chosen so far already join (every extension does) or the
// cells still possible cannot (none does).
func IsCompletion(b *Board, p Pos, player core.Player, a Completion) bool {
	if !a.wellFormed(b, p) {
		return false
	}
	base := p.Of(player)
	if a.Single >= 0 {
		base |= 1 << uint(a.Single)
	}
	_, bad := counterexample(b, base, a.Pairs, player)
	return !bad
}

// counterexample looks for a choice of one cell from each pair that,
// added to xs, does not join player's sides. It returns the cells of
// player then (xs and the chosen cells), and whether there is one.
func counterexample(b *Board, xs uint64, pairs [][2]int, player core.Player) (uint64, bool) {
	if b.Joins(xs, player) {
		return 0, false
	}
	rest := uint64(0)
	for _, pr := range pairs {
		rest |= 1<<uint(pr[0]) | 1<<uint(pr[1])
	}
	if !b.Joins(xs|rest, player) {
		// No choice joins: take the first cell of each pair.
		for _, pr := range pairs {
			xs |= 1 << uint(pr[0])
		}
		return xs, true
	}
	for _, c := range pairs[0] {
		if got, ok := counterexample(b, xs|1<<uint(c), pairs[1:], player); ok {
			return got, true
		}
	}
	return 0, false
}

// SearchResult says how a search for a completion ended.
type SearchResult int

// The results of Find.
const (
	Found      SearchResult = iota // a completion was found
	None                           // the search was complete: there is none
	OutOfNodes                     // the node budget ran out first
)

// Find searches for a completion of player in p: a pre-pair-completion if
// pre, otherwise a pair-completion. budget bounds the number of search
// nodes (0 for no bound).
//
// The search rests on this reading of the definitions: a set of pairs
// (and singleton) is a completion exactly when every opponent chain that
// avoids the singleton, made of the opponent's stones and empty cells,
// contains both cells of some pair. (If a chain holds one cell at most of
// each pair, player may be given the other cells and then cannot join,
// the chain being the opponent's; conversely a choice after which player
// does not join leaves the opponent a chain on the full board, which
// holds one cell of each pair.) So, given the pairs chosen so far, the
// search finds such a chain that holds no whole pair, choosing one with
// the fewest free cells (empty cells in no pair), and any completion that
// extends the pairs must pair two of those free cells or make one of them
// the singleton. It branches on each such pair (and singleton), ruling
// out in each branch the pairs tried before it, so that no completion is
// found twice and None is a proof that there is no completion.
func Find(b *Board, p Pos, player core.Player, pre bool, budget int) (Completion, SearchResult) {
	return find(&finder{b: b, x: player, xs: p.Of(player), empty: p.Empty(b), pre: pre, budget: budget})
}

// FindNear is Find restricted to completions whose pairs are adjacent
// cells, as pairing strategies are usually drawn (the definitions do not
// ask for it). None means that there is no such completion.
func FindNear(b *Board, p Pos, player core.Player, pre bool, budget int) (Completion, SearchResult) {
	return find(&finder{b: b, x: player, xs: p.Of(player), empty: p.Empty(b), pre: pre, budget: budget, near: true})
}

func find(s *finder) (Completion, SearchResult) {
	a := Completion{Single: -1}
	var banned [64]uint64
	switch s.search(&a, 0, &banned, 0) {
	case Found:
		return s.found, Found
	case OutOfNodes:
		return Completion{}, OutOfNodes
	}
	return Completion{}, None
}

type finder struct {
	b      *Board
	x      core.Player
	xs     uint64 // the stones of player
	empty  uint64
	pre    bool
	near   bool // adjacent pairs only
	budget int
	nodes  int
	found  Completion
}

// search extends a, whose cells are in, by pairs of free cells not in
// banned (banned[u] has v when the pair u-v is ruled out) or by a
// singleton not in noSingle.
func (s *finder) search(a *Completion, in uint64, banned *[64]uint64, noSingle uint64) SearchResult {
	s.nodes++
	if s.budget > 0 && s.nodes > s.budget {
		return OutOfNodes
	}
	xs := s.xs
	if a.Single >= 0 {
		xs |= 1 << uint(a.Single)
	}
	chosen, bad := counterexample(s.b, xs, a.Pairs, s.x)
	if !bad {
		out := Completion{Pairs: append([][2]int(nil), a.Pairs...), Single: a.Single}
		if s.pre && out.Single < 0 {
			free := s.empty &^ in
			if free == 0 {
				return None
			}
			out.Single = bits.TrailingZeros64(free)
		}
		s.found = out
		return Found
	}
	cand := s.chainFreeCells(chosen, s.empty&^in)
	var undo [][2]int
	defer func() {
		for _, pr := range undo {
			banned[pr[0]] &^= 1 << uint(pr[1])
			banned[pr[1]] &^= 1 << uint(pr[0])
		}
	}()
	if s.pre && a.Single < 0 {
		for _, u := range cand {
			ubit := uint64(1) << uint(u)
			if noSingle&ubit != 0 {
				continue
			}
			a.Single = u
			r := s.search(a, in|ubit, banned, noSingle)
			a.Single = -1
			if r != None {
				return r
			}
			noSingle |= ubit
		}
	}
	for _, pr := range s.pairsOf(cand) {
		u, v := pr[0], pr[1]
		{
			if banned[u]&(1<<uint(v)) != 0 {
				continue
			}
			a.Pairs = append(a.Pairs, [2]int{min(u, v), max(u, v)})
			r := s.search(a, in|1<<uint(u)|1<<uint(v), banned, noSingle)
			a.Pairs = a.Pairs[:len(a.Pairs)-1]
			if r != None {
				return r
			}
			banned[u] |= 1 << uint(v)
			banned[v] |= 1 << uint(u)
			undo = append(undo, [2]int{u, v})
		}
	}
	return None
}

// pairsOf lists the pairs of cells of cand, the pairs of adjacent cells
// first (pairing strategies mostly pair neighbours), and only those if
// s.near.
func (s *finder) pairsOf(cand []int) [][2]int {
	var near, far [][2]int
	for i, u := range cand {
		for _, v := range cand[i+1:] {
			if s.b.Grow(1<<uint(u))&(1<<uint(v)) != 0 {
				near = append(near, [2]int{u, v})
			} else {
				far = append(far, [2]int{u, v})
			}
		}
	}
	if s.near {
		return near
	}
	return append(near, far...)
}

// chainFreeCells returns the free cells of an opponent chain with the
// fewest free cells, on the full board where X holds chosen and the
// opponent every other cell (Dijkstra over at most 64 cells: a free cell
// costs 1, any other 0).
func (s *finder) chainFreeCells(chosen, free uint64) []int {
	b := s.b
	y := s.x.Opponent()
	ycells := b.all &^ chosen
	from, to := b.Sides(y)
	const inf = 1 << 30
	var dist [64]int
	var parent [64]int
	for i := range dist {
		dist[i], parent[i] = inf, -1
	}
	cost := func(c int) int {
		if free&(1<<uint(c)) != 0 {
			return 1
		}
		return 0
	}
	done := uint64(0)
	for _, c := range CellsOf(ycells & from) {
		dist[c] = cost(c)
	}
	for {
		best, bd := -1, inf
		for _, c := range CellsOf(ycells &^ done) {
			if dist[c] < bd {
				best, bd = c, dist[c]
			}
		}
		if best < 0 {
			return nil
		}
		done |= 1 << uint(best)
		if to&(1<<uint(best)) != 0 {
			var out []int
			for c := best; c >= 0; c = parent[c] {
				if cost(c) == 1 {
					out = append(out, c)
				}
			}
			// From the opponent's first side to the second.
			for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
				out[i], out[j] = out[j], out[i]
			}
			return out
		}
		for _, d := range CellsOf(b.Grow(1<<uint(best)) & ycells &^ done) {
			if nd := bd + cost(d); nd < dist[d] {
				dist[d], parent[d] = nd, best
			}
		}
	}
}
