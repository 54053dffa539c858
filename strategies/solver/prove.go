package solver

import (
	"context"
	"errors"
	"io"
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
)

// ErrStopped is returned when a search is stopped before it finishes.
var ErrStopped = errors.New("solver: stopped before the position was solved")

// ProofStats is what Prove wrote.
type ProofStats struct {
	// Winner is the player the proof shows wins.
	Winner core.Player
	// Moves is the number of the winner's moves in the tree; Pairings its pairing leaves,
	// Carriers its carrier leaves and Connections its connection leaves and the threats
	// written where the loser is to move.
	Moves, Pairings, Carriers, Connections int64
	// Nodes is the number of nodes the solver searched to write it.
	Nodes int64
}

// Prove solves pos with toMove to move and writes a proof of the result to w, in package
// proof's format: the winner's move at each of the winner's turns (a move the solver proves
// wins, in the real position without fill-in), every reply of the loser's, down to a
// completed structure, or, on the plane and the cylinder, a pairing leaf (a set of bridges
// the winner holds whatever the loser does), or, in Hex on every board, a carrier leaf (a set
// of cells whose game the winner wins; see carrierLeaf). It returns ErrStopped if ctx ends
// first.
func (s *Solver) Prove(ctx context.Context, pos *core.Position, toMove core.Player, w io.Writer) (ProofStats, error) {
	if s.opts.Ladders {
		return ProofStats{}, errors.New("solver: a proof cannot use the ladders (Options.Ladders): its checker plays out edge templates only")
	}
	if s.opts.Decompositions {
		return ProofStats{}, errors.New("solver: a proof cannot use the decompositions (Options.Decompositions): its checker plays out edge templates only")
	}
	if s.opts.DeepEvals > 0 || len(s.proofs) > 0 {
		return ProofStats{}, errors.New("solver: a proof cannot use the edge proofs (Options.DeepEvals): its checker plays out edge templates only")
	}
	r, err := s.Solve(ctx, pos, toMove)
	if err != nil {
		return ProofStats{}, err
	}
	if r.Winner == core.NoPlayer {
		return ProofStats{}, ErrStopped
	}
	s.begin(ctx, 0)
	before := s.nodes
	pw := proof.NewWriter(w, proof.Header{Board: s.board, Position: pos, ToMove: toMove, Winner: r.Winner})
	p := &prover{s: s, w: pw, winner: r.Winner, pairs: !s.reverse && s.board.Topology() != core.Torus, carriers: !s.reverse, templates: proof.Templates{}}
	root := node{pos: pos.Clone(), toMove: toMove, key: s.z.key(pos, toMove)}
	if toMove == r.Winner {
		err = p.winnerToMove(root)
	} else {
		err = p.loserToMove(root)
	}
	if err == nil {
		err = pw.Close()
	}
	leaves := p.pairings + p.carrierLeaves + p.connectionLeaves
	return ProofStats{Winner: r.Winner, Moves: pw.Count() - leaves, Pairings: p.pairings, Carriers: p.carrierLeaves,
		Connections: p.connectionLeaves + p.threatsWritten, Nodes: s.nodes - before}, err
}

// prover writes a proof tree.
type prover struct {
	s        *Solver
	w        *proof.Writer
	winner   core.Player
	pairs    bool
	pairings int64
	// carriers allows carrier leaves (proof.CarrierWins): everywhere but Rex.
	carriers      bool
	carrierLeaves int64
	// connectionLeaves counts the connection leaves (proof.ConnectionWins): where the
	// solver uses connections.
	connectionLeaves int64
	// threatsWritten counts the connections written where the loser is to move
	// (proof.Writer.Threats).
	threatsWritten int64
	// templates remembers the edge templates ThreatHolds has played out.
	templates proof.Templates
}

// winnerToMove writes the strategy at n, where the winner is to move.
func (p *prover) winnerToMove(n node) error {
	// The clock is read here too: most of the prover's time goes to connections and carrier
	// leaves, not to the search, which reads it at every node.
	if p.s.stopped || p.s.cancelled() {
		p.s.stopped = true
		return ErrStopped
	}
	// The positions whose strategy is written are pointed back to rather than written again,
	// while the checker remembers them (proof.Writer.Proven).
	if p.w.Proven(n.pos, n.toMove) {
		p.w.Same()
		return nil
	}
	if err := p.winnerMove(n); err != nil {
		return err
	}
	p.w.Remember(n.pos, n.toMove)
	return nil
}

// winnerMove writes the winner's move at n and the strategy below it.
func (p *prover) winnerMove(n node) error {
	if p.s.pairCompletions() {
		// Rex: the loser's pair-completion, or pre-pair-completion with the empty cells even,
		// loses for them (Theorems 7 and 6 of "How to play Reverse Hex").
		l := p.winner.Opponent()
		if pairs := p.s.bridges(n.pos, l); pairs != nil {
			p.w.RexPairs(core.NoCell, pairs)
			p.pairings++
			return nil
		}
		if len(n.pos.EmptyCells())%2 == 0 {
			if single, pairs := p.s.prePairs(n.pos, l); single != core.NoCell {
				p.w.RexPairs(single, pairs)
				p.pairings++
				return nil
			}
		}
	}
	if p.pairs {
		if pairs := p.s.bridges(n.pos, p.winner); pairs != nil {
			p.w.Pairs(core.NoCell, pairs)
			p.pairings++
			return nil
		}
	}
	if p.s.connections(p.winner) {
		if steps := p.connectionLeaf(n); steps != nil {
			p.w.Connection(steps)
			p.connectionLeaves++
			return nil
		}
	}
	if p.pairs {
		// A pairing leaf after one move: that move wins, and needs no search.
		moves := n.pos.EmptyCells()
		p.s.order(moves)
		for _, c := range moves {
			after := n.pos.Clone()
			after.Place(c, p.winner)
			if pairs := p.s.bridges(after, p.winner); pairs != nil {
				p.w.Pairs(c, pairs)
				p.pairings++
				return nil
			}
		}
	}
	if p.carriers {
		if first, cells, ok := p.carrierLeaf(n); ok {
			p.w.Carrier(first, cells)
			p.carrierLeaves++
			return nil
		}
	}
	m, ok := p.s.winningMove(n)
	if !ok {
		return ErrStopped
	}
	p.w.Move(m)
	ch := p.s.child(n.pos, n.key, n.toMove, m)
	if ch.pos.Completed(p.winner) {
		return nil
	}
	return p.loserToMove(ch)
}

// loserToMove writes the strategy after each of the loser's moves at n.
func (p *prover) loserToMove(n node) error {
	if p.w.Proven(n.pos, n.toMove) {
		return nil
	}
	var threats [][]proof.ConnectionStep
	if p.s.connections(p.winner) {
		if threats = p.threats(n); threats != nil {
			p.w.Threats(threats)
			p.threatsWritten += int64(len(threats))
		}
	}
	for _, e := range n.pos.EmptyCells() {
		ch := p.s.child(n.pos, n.key, n.toMove, e)
		if ch.pos.Winner().Won(p.winner) {
			continue // the loser completes their chain, which loses Rex
		}
		if proof.ThreatHolds(n.pos, p.winner, e, threats, p.templates) {
			continue // the winner, to move, has a connection or threat left
		}
		if err := p.winnerToMove(ch); err != nil {
			return err
		}
		if p.s.stopped {
			return ErrStopped
		}
	}
	p.w.Remember(n.pos, n.toMove)
	return nil
}

// bridges looks for a pairing leaf at pos for w: bridges (two empty cells next to each
// other, each next to the same two of w's groups or edges) chosen greedily, each joining two
// parts not joined yet, and returns them if w wins with one cell of each whatever the
// opponent takes (proof.PairingWins, the checker's own test); else nil.
func (s *Solver) bridges(pos *core.Position, w core.Player) [][2]core.Cell {
	b := s.board
	n := b.NumCells()
	// Units: w's groups, by a root cell, and w's two edges (n and n+1).
	parent := make([]int, n+2)
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(x int) int {
		for parent[x] != x {
			parent[x] = parent[parent[x]]
			x = parent[x]
		}
		return x
	}
	union := func(x, y int) { parent[find(x)] = find(y) }
	ends := w.Sides()
	first, second := ends[0], ends[1]
	unitsOf := func(c core.Cell) []int { // the units an empty cell touches
		var u []int
		for _, d := range b.Adjacent(c) {
			if pos.At(d) == w {
				u = append(u, int(d))
			}
		}
		if b.Sides(c)&first != 0 {
			u = append(u, n)
		}
		if b.Sides(c)&second != 0 {
			u = append(u, n+1)
		}
		return u
	}
	for c := range core.Cell(n) {
		if pos.At(c) != w {
			continue
		}
		for _, d := range b.Adjacent(c) {
			if pos.At(d) == w {
				union(int(c), int(d))
			}
		}
		if b.Sides(c)&first != 0 {
			union(int(c), n)
		}
		if b.Sides(c)&second != 0 {
			union(int(c), n+1)
		}
	}
	used := make([]bool, n)
	var pairs [][2]core.Cell
	for a := range core.Cell(n) {
		if pos.At(a) != core.NoPlayer || used[a] {
			continue
		}
		ua := unitsOf(a)
		for _, c := range b.Adjacent(a) {
			if c <= a || pos.At(c) != core.NoPlayer || used[c] || used[a] {
				continue
			}
			var common []int
			for _, u := range unitsOf(c) {
				for _, v := range ua {
					if find(u) == find(v) && !slices.Contains(common, find(u)) {
						common = append(common, find(u))
					}
				}
			}
			if len(common) < 2 {
				continue
			}
			union(common[0], common[1])
			used[a], used[c] = true, true
			pairs = append(pairs, [2]core.Cell{a, c})
		}
	}
	// The bridges must at least join the two edges through the groups they link: a quick
	// test that spares the exhaustive check most of the time (a pairing it turns down is only
	// a leaf not found).
	if len(pairs) == 0 || len(pairs) > maxBridges || find(n) != find(n+1) || !proof.PairingWins(pos, w, pairs) {
		return nil
	}
	return pairs
}

// maxBridges is the most pairs a pairing leaf of the prover holds: the check tries every
// choice of the loser's, 2^k of them.
const maxBridges = 12

// Carrier leaves: the prover writes one where the checker's exhaustive search of the carrier
// (proof.CarrierWins) stays small, and tries few, since a try that fails costs a search.
const (
	// endgameCells is the most empty cells of a position whose whole game is a carrier leaf.
	endgameCells = 10
	// maxCarrierStates bounds the search of each leaf tried, so that writing a proof (and
	// checking it) stays quick: a leaf whose game is bigger is not written.
	maxCarrierStates = 1 << 16
)

// carrierLeaf looks for a carrier leaf at n, where the winner is to move and few cells are
// empty: the whole rest of the game, after the winning move if the winner needs it. Each is
// checked with proof.CarrierWins, as the checker will. (Where the winner has a virtual
// connection, a connection leaf is written instead: see connectionLeaf.)
func (p *prover) carrierLeaf(n node) (first core.Cell, cells []core.Cell, ok bool) {
	w := p.winner
	holds := func(pos *core.Position, cells []core.Cell) bool {
		win, err := proof.CarrierWinsWithin(pos, w, cells, maxCarrierStates)
		return err == nil && win
	}
	empties := n.pos.EmptyCells()
	if len(empties) > endgameCells {
		return core.NoCell, nil, false
	}
	if holds(n.pos, empties) {
		return core.NoCell, empties, true
	}
	m, found := p.s.winningMove(n)
	if !found {
		return core.NoCell, nil, false
	}
	after := n.pos.Clone()
	after.Place(m, w)
	rest := slices.DeleteFunc(slices.Clone(empties), func(c core.Cell) bool { return c == m })
	if after.Completed(w) || len(rest) == 0 || !holds(after, rest) {
		return core.NoCell, nil, false
	}
	return m, rest, true
}
