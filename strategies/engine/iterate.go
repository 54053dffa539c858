package engine

import (
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
	"github.com/hexlab/hexlab/strategies/vc"
)

// searcher is one thread's search: its tree and what an iteration needs.
type searcher struct {
	t          *tree
	root       *core.Position // the real position at the root, without the fill-in
	rootPlayer core.Player
	opts       Options
	know       *solver.Solver // for the knowledge at nodes; nil when turned off
	scratch    *core.Position
	rng        *rand.Rand
	playedBy   []core.Player // the first player to take each cell in this iteration
	path       []int32
	playout    playout
	// pattern is the pattern playout policy when Options.PatternPlayouts is set (Hex), else
	// nil; it follows every stone of an iteration.
	pattern    *patternPlayout
	iterations int
	// steps counts the descent's steps down to the next one without RAVE
	// (Options.RaveRandomization).
	steps int
	// knowledge counts the nodes given the solver's knowledge, deepened those analysed again
	// with the edge proofs.
	knowledge, deepened int
	// deep analyses nodes again with the edge proofs (Options.EdgeProofsAt), nil without;
	// proofs are the connections the tree's analyses start from: the engine's (its roots'
	// edge proofs) and those deep found.
	deep   *solver.Solver
	proofs []vc.EdgeProof
	// rootKnowledge is the root's knowledge when the engine has it already (Engine.proveRoot
	// asked for it), so that the root is not analysed again.
	rootKnowledge *solver.Knowledge
	// refuted are the root's moves the solver proved lose (Engine.proveRoot), set on the
	// root's children when they are made.
	refuted []core.Cell
	// net is the thread's network searcher, nil without a network; valueDepth is the depth
	// on the iteration's path of the deepest node the network evaluated (0, the root, for
	// none below it), value its winning chance for the player to move there (network.go).
	net        *netSearch
	valueDepth int
	value      float32
}

func newSearcher(t *tree, root *core.Position, toMove core.Player, opts Options, know *solver.Solver, rootKnowledge *solver.Knowledge, rng *rand.Rand) *searcher {
	s := &searcher{
		t: t, root: root, rootPlayer: toMove, opts: opts, know: know, rootKnowledge: rootKnowledge,
		scratch:  root.Clone(),
		rng:      rng,
		playedBy: make([]core.Player, root.Board().NumCells()),
		playout:  newPlayout(root.Board(), t.reverse),
	}
	s.playout.fill = opts.FullPlayouts
	if opts.InferiorPlayouts && t.rings != nil {
		s.playout.avoid = newRingCodes(t.rings)
	}
	if opts.PatternPlayouts && t.patterns != nil {
		s.pattern = newPatternPlayout(t.patterns, hexPlayoutWeights(), root.Board())
		p := root.Clone()
		for _, st := range t.rootFill {
			p.Place(st.Cell, st.Player)
		}
		s.pattern.reset(p)
	}
	return s
}

// place puts a stone of player's on c in the iteration's position p, and tells the pattern
// policy.
func (s *searcher) place(p *core.Position, c core.Cell, player core.Player) {
	p.Place(c, player)
	if s.pattern != nil {
		s.pattern.place(c, player)
	}
}

// iterate runs one selection, expansion, knowledge, playout and update.
func (s *searcher) iterate() {
	if s.net != nil && s.net.err != nil {
		return // the search fails with the network's error: nothing more to learn
	}
	s.iterations++
	t := s.t
	p := s.scratch
	p.CopyFrom(s.root)
	for _, st := range t.rootFill {
		p.Place(st.Cell, st.Player)
	}
	if s.pattern != nil {
		s.pattern.begin()
	}
	clear(s.playedBy)
	s.path = append(s.path[:0], 0)
	s.valueDepth = 0
	player := s.rootPlayer
	n := int32(0)
	winner := core.NoPlayer
	for {
		nd := &t.nodes[n]
		if nd.fill >= 0 {
			for _, st := range t.fills[nd.fill] {
				s.place(p, st.Cell, st.Player)
			}
		}
		if nd.value == 0 && nd.known == 0 && s.know != nil && (n == 0 || nd.played() >= float32(s.opts.KnowledgeAt)) {
			s.apply(n, p, player)
			nd = &t.nodes[n]
		}
		if nd.value == 0 && nd.known == knownPlain && s.deep != nil && n != 0 && nd.played() >= float32(s.opts.EdgeProofsAt) {
			s.deepen(n, p, player)
			nd = &t.nodes[n]
		}
		if nd.value != 0 && (n != 0 || nd.first < 0) {
			// A proven node ends the iteration, but for the root, which is searched on
			// for the best move to play.
			winner = player
			if nd.value < 0 {
				winner = player.Opponent()
			}
			break
		}
		if nd.first < 0 {
			if (n != 0 && nd.played() < float32(s.opts.ExpandAt)) || !t.expand(n, p, player) {
				s.evaluateAt(n, p, player)
				break
			}
		}
		s.evaluateAt(n, p, player)
		n = t.choose(n, s.raveStep())
		s.path = append(s.path, n)
		c := &t.nodes[n]
		s.place(p, c.move, player)
		if s.playedBy[c.move] == core.NoPlayer {
			s.playedBy[c.move] = player
		}
		if p.Completed(player) {
			// In Hex the mover wins, in Rex loses: the opponent, to move, has the other value.
			c.value = -1
			winner = player
			if t.reverse {
				c.value = 1
				winner = player.Opponent()
			}
			break
		}
		player = player.Opponent()
	}
	if winner == core.NoPlayer {
		winner = s.playout.run(p, player, s.playedBy, s.rng, s.pattern)
	}
	s.update(winner)
}

// apply gives node n (position p, toMove to move) the solver's knowledge: its value where the
// knowledge decides it, else its fill-in (placed on p too), and children for the moves it
// considers only, with priors from its order; the others are pruned.
func (s *searcher) apply(n int32, p *core.Position, toMove core.Player) {
	t := s.t
	var k solver.Knowledge
	if n == 0 && s.rootKnowledge != nil && len(t.rootFill) == 0 {
		// The search's root knowledge is of the bare position; a kept tree whose rootFill
		// is placed has another position at its root, analysed below.
		k = *s.rootKnowledge
	} else {
		s.knowledge++
		k = s.know.Analyse(p, toMove)
	}
	t.nodes[n].known = knownPlain
	if n == 0 && s.deep != nil {
		t.nodes[n].known = knownDeep // the root's analysis had the edge proofs (analyseRoot)
	}
	switch k.Value {
	case solver.Win, solver.Loss:
		t.setValue(n, k.Value)
		if n == 0 {
			// The root still needs a move: every one is searched.
			if t.nodes[0].first < 0 {
				t.expand(0, p, toMove)
			}
			first, end := t.children(0)
			for i := first; i < end; i++ {
				t.nodes[i].inferior = false
			}
		}
		return
	}
	if !s.opts.FillIn && (n != 0 || !s.opts.RootFillIn) {
		k.Fill = nil
	}
	t.setFill(n, k.Fill)
	for _, st := range k.Fill {
		s.place(p, st.Cell, st.Player)
	}
	if t.nodes[n].first < 0 && !t.expand(n, p, toMove) {
		return
	}
	if n == 0 {
		t.refute(s.refuted)
	}
	rank := make(map[core.Cell]int, len(k.Moves))
	for i, c := range k.Moves {
		rank[c] = i
	}
	first, end := t.children(n)
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		c.inferior = false // the knowledge decides now
		r, ok := rank[c.move]
		if !ok {
			c.pruned = true
			continue
		}
		if k.Ordered && len(k.Moves) > 1 && !t.mohex {
			// The resistance order as a prior: the first move counts as priorVisits
			// playouts won 65% of the time, the last as many won 35%.
			rate := 0.65 - 0.3*float32(r)/float32(len(k.Moves)-1)
			c.visits += priorVisits
			c.wins += priorVisits * rate
			c.prior += priorVisits
		}
	}
	t.favourAnswers(n, k.Answers)
}

// Levels of node.known.
const (
	knownPlain = 1 + iota
	knownDeep
)

// deepen analyses node n (position p with its fill-in placed, toMove to move) again, with the
// edge proofs of the group of the move that led to it (Options.EdgeProofsAt; the other
// groups' were searched where their last stone was played, or at the root): a value it
// proves is the node's, and the children it leaves out are pruned (unless that would prune
// every child left); the connections it proves join those the tree's analyses start from
// (searcher.proofs). So a node the search comes back to often learns of connections H-search
// misses, such as the threat its last move made with a fifth-row edge template, which the
// playouts do not see either. The moves it leaves out are no better than one it keeps, as
// with the first analysis (apply), so the tree's proofs stay proofs.
func (s *searcher) deepen(n int32, p *core.Position, toMove core.Player) {
	t := s.t
	t.nodes[n].known = knownDeep
	s.deepened++
	s.deep.FocusEdgeProofs(t.nodes[n].move)
	k := s.deep.Analyse(p, toMove)
	if len(k.EdgeProofs) > 0 && len(s.proofs) < maxTreeProofs {
		s.proofs = append(s.proofs, k.EdgeProofs...)
		s.know.UseEdgeProofs(s.proofs)
		s.deep.UseEdgeProofs(s.proofs)
	}
	if k.Value == solver.Win || k.Value == solver.Loss {
		t.setValue(n, k.Value)
		return
	}
	if t.nodes[n].first < 0 {
		return
	}
	keep := make(map[core.Cell]bool, len(k.Moves))
	for _, c := range k.Moves {
		keep[c] = true
	}
	first, end := t.children(n)
	kept := 0
	for i := first; i < end; i++ {
		if !t.nodes[i].pruned && keep[t.nodes[i].move] {
			kept++
		}
	}
	if kept == 0 {
		return
	}
	for i := first; i < end; i++ {
		if !keep[t.nodes[i].move] {
			t.nodes[i].pruned = true
		}
	}
}

// maxTreeProofs bounds the connections a search's edge proofs add for its analyses.
const maxTreeProofs = 256

// update adds the iteration's result to the nodes on the path and the RAVE statistics of
// their children, and carries proven values up the path.
func (s *searcher) update(winner core.Player) {
	t := s.t
	player := s.rootPlayer // the player to move at s.path[0]
	for depth, n := range s.path {
		nd := &t.nodes[n]
		nd.visits++
		if depth > 0 {
			// What the mover of n's move, the opponent of the player to move at n, won.
			nd.wins += s.wins(depth, player, winner)
		}
		if nd.first >= 0 {
			// What player, the children's mover, won.
			won := s.wins(depth+1, player.Opponent(), winner)
			first, end := t.children(n)
			for i := first; i < end; i++ {
				c := &t.nodes[i]
				if s.playedBy[c.move] == player {
					c.raveVisits++
					c.raveWins += won
				}
			}
		}
		player = player.Opponent()
	}
	for i := len(s.path) - 2; i >= 0; i-- {
		if !t.prove(s.path[i]) {
			break
		}
	}
}

// raveStep reports whether the descent's next step chooses with the RAVE statistics: all but
// every mohexRaveEvery-th step of the search with Options.RaveRandomization (a count kept
// across descents, as Fuego's per thread), all of them without it.
func (s *searcher) raveStep() bool {
	if !s.opts.RaveRandomization {
		return true
	}
	s.steps++
	if s.steps < mohexRaveEvery {
		return true
	}
	s.steps = 0
	return false
}
