package fivebyn

import "github.com/hexlab/hexlab/core"

// HasProvisionalWin reports whether player has a provisional winning path
// (thesis Definition 6.4.2): a provisional path that becomes a winning
// path once one vertex of each of its bridges is filled. For Red it joins
// ring 0 to ring n+1; for Blue it goes around the cylinder.
func HasProvisionalWin(p *Pos, player core.Player) bool {
	cs := NewComponents(p, player)
	for k := 0; k < cs.Len(); k++ {
		if cs.winning(k) {
			return true
		}
	}
	return false
}

// winning reports whether component k is a provisional winning path of
// its player.
func (cs *Components) winning(k int) bool {
	if cs.Player == core.Red {
		return cs.Lo[k] == 0 && cs.Hi[k] == cs.B.n+1
	}
	return cs.Wraps(k)
}

// ProvisionalWinningMoves returns the unplayed cells where a stone of
// player creates a provisional winning path (rules 4 and 6 of Algorithm
// 8.4.1). It returns none if player already has one.
func ProvisionalWinningMoves(p *Pos, player core.Player) []Cell {
	if HasProvisionalWin(p, player) {
		return nil
	}
	var out []Cell
	for _, c := range p.EmptyCells() {
		if HasProvisionalWin(p.With(c, player), player) {
			out = append(out, c)
		}
	}
	return out
}

// Shortest describes the shortest provisional winning paths of a player.
// A path's length is the number of cells of the winning path it becomes:
// its stones on the real board plus one cell for each bridge. Bridges
// lists the bridges that lie on at least one shortest path, each once.
type Shortest struct {
	Length  int // -1 if there is no provisional winning path
	Bridges []Bridge
}

// ShortestProvisionalWin finds the shortest provisional winning paths of
// player (rule 3 of Algorithm 8.4.1 fills "the shortest provisional
// winning path"; rule 5 attacks Blue's). Red's run from ring 0 to ring
// n+1; Blue's are cycles whose lift runs one period around.
func ShortestProvisionalWin(p *Pos, player core.Player) Shortest {
	g := newLiftGraph(p, player)
	res := Shortest{Length: -1}
	keep := map[[4]Cell]bool{}
	// onPath adds the bridges on shortest paths from the states of fwd's
	// sources to those of bwd's, given the distances both ways.
	onPath := func(fwd, bwd []int, length int) {
		for st, d := range fwd {
			if d < 0 {
				continue
			}
			c, sh := g.unstate(st)
			for _, br := range g.bridges[c] {
				to, ok := g.state(br.Ends[1], sh+br.Shift)
				if ok && bwd[to] >= 0 && d+1+bwd[to] == length {
					keep[br.key()] = true
				}
			}
		}
	}
	if player == core.Red {
		top, bottom := g.ringStates(0), g.ringStates(p.B.n+1)
		fwd, bwd := g.distances(top), g.distances(bottom)
		for _, t := range bottom {
			if fwd[t] >= 0 && (res.Length < 0 || fwd[t] < res.Length) {
				res.Length = fwd[t]
			}
		}
		if res.Length >= 0 {
			onPath(fwd, bwd, res.Length)
		}
	} else {
		cs := NewComponents(p, player)
		type run struct{ fwd, bwd []int }
		var runs []run
		best := -1
		for c := Cell(0); int(c) < p.B.NumCells(); c++ {
			if k := cs.Of(c); k < 0 || !cs.Wraps(k) {
				continue
			}
			s0, _ := g.state(c, 0)
			s1, _ := g.state(c, 1)
			fwd, bwd := g.distances([]int{s0}), g.distances([]int{s1})
			if fwd[s1] < 0 {
				continue
			}
			switch {
			case best < 0 || fwd[s1] < best:
				best, runs = fwd[s1], []run{{fwd, bwd}}
			case fwd[s1] == best:
				runs = append(runs, run{fwd, bwd})
			}
		}
		for _, r := range runs {
			onPath(r.fwd, r.bwd, best)
		}
		if best >= 0 {
			res.Length = best - 1 // the start cell is counted at both ends
		}
	}
	for _, br := range Bridges(p, player) {
		if keep[br.key()] || keep[br.reversed().key()] {
			res.Bridges = append(res.Bridges, br)
		}
	}
	return res
}

// reversed returns the bridge seen from its other end.
func (br Bridge) reversed() Bridge {
	return Bridge{Ends: [2]Cell{br.Ends[1], br.Ends[0]}, Via: br.Via, V: br.V.Neg(), Shift: -br.Shift}
}

// liftGraph is the graph of one player's stones joined by adjacency and
// bridges, in the lift: a state is a stone and a copy number, -span..span
// periods from the original. Entering a stone of the real board costs 1,
// a stone of ring 0 or n+1 costs 0, and crossing a bridge costs 1 more
// (the bridge vertex that will be filled).
type liftGraph struct {
	p       *Pos
	player  core.Player
	span    int
	bridges [][]Bridge // the bridges from each stone, in both directions
}

const liftSpan = 3

func newLiftGraph(p *Pos, player core.Player) *liftGraph {
	g := &liftGraph{p: p, player: player, span: liftSpan, bridges: make([][]Bridge, p.B.NumCells())}
	if player == core.Red {
		g.span = 0 // Red's paths need no copies
	}
	for _, br := range Bridges(p, player) {
		g.bridges[br.Ends[0]] = append(g.bridges[br.Ends[0]], br)
		rb := br.reversed()
		g.bridges[rb.Ends[0]] = append(g.bridges[rb.Ends[0]], rb)
	}
	return g
}

func (g *liftGraph) copies() int { return 2*g.span + 1 }

func (g *liftGraph) state(c Cell, shift int) (int, bool) {
	if g.span == 0 {
		shift = 0
	}
	if shift < -g.span || shift > g.span {
		return 0, false
	}
	return int(c)*g.copies() + shift + g.span, true
}

func (g *liftGraph) unstate(st int) (Cell, int) {
	return Cell(st / g.copies()), st%g.copies() - g.span
}

func (g *liftGraph) weight(c Cell) int {
	if g.p.B.Real(c) {
		return 1
	}
	return 0
}

// ringStates returns the states of the player's stones in ring y.
func (g *liftGraph) ringStates(y int) []int {
	var out []int
	for _, c := range g.p.B.RingCells(y) {
		if g.p.At(c) == g.player {
			st, _ := g.state(c, 0)
			out = append(out, st)
		}
	}
	return out
}

// distances returns the cost of the cheapest walk from any of the sources
// to each state (-1 where none), counting the cost of both ends.
func (g *liftGraph) distances(sources []int) []int {
	n := g.p.B.NumCells() * g.copies()
	dist := make([]int, n)
	for i := range dist {
		dist[i] = -1
	}
	// Dial's algorithm: every step costs 0, 1 or 2.
	var buckets [][]int
	push := func(st, d int) {
		if dist[st] >= 0 && dist[st] <= d {
			return
		}
		dist[st] = d
		for len(buckets) <= d {
			buckets = append(buckets, nil)
		}
		buckets[d] = append(buckets[d], st)
	}
	for _, s := range sources {
		c, _ := g.unstate(s)
		push(s, g.weight(c))
	}
	for d := 0; d < len(buckets); d++ {
		for i := 0; i < len(buckets[d]); i++ {
			st := buckets[d][i]
			if dist[st] != d {
				continue
			}
			c, sh := g.unstate(st)
			for _, s := range g.p.B.adj[c] {
				if g.p.At(s.To) != g.player {
					continue
				}
				if to, ok := g.state(s.To, sh+s.Shift); ok {
					push(to, d+g.weight(s.To))
				}
			}
			for _, br := range g.bridges[c] {
				if to, ok := g.state(br.Ends[1], sh+br.Shift); ok {
					push(to, d+1+g.weight(br.Ends[1]))
				}
			}
		}
	}
	return dist
}
