package engine

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// The network in the tree (Options.Network).
//
// The policy is the tree's prior as MoHex-CNN has it (Gao, Hayward and Müller, "Move
// prediction using deep convolutional neural networks in Hex", IEEE Transactions on Games
// 2018): a node's children's shares of the progressive bias, which MoHex 2.0 takes from its
// pattern weights (γ/Σγ), become their shares of the network's prior, so that a move is
// selected by its value plus ProgressiveBias·prior/√(playouts+1).
//
// The value enters as AlphaGo mixes its value network with its rollouts (Silver et al.,
// "Mastering the game of Go with deep neural networks and tree search", Nature 2016): a
// leaf's value is (1-λ)·v + λ·z, v the value network's and z the rollout's result, λ = 0.5.
// An evaluation costs milliseconds where a playout costs microseconds, so here the tree's
// leaves are not each evaluated: an iteration's v is the value of the deepest node on its
// path that the network has evaluated (the root, and the nodes played NetworkAt times), and
// the nodes down to that one add (1-λ)·v + λ·z to their wins where they would add z, as do
// the RAVE statistics of their siblings (the iteration's result, for the tree above the node
// evaluated, is the mix); the nodes below it, and their children's RAVE statistics, add z
// alone. NetworkValue is the weight 1-λ.
//
// The solver's knowledge stays as it is: a node's fill-in, its must-play pruning and its
// proven values come first (a proven node is neither evaluated nor searched on, and a move
// proven to win is chosen whatever the statistics say).

// evaluator is what the search asks of a network (netEvaluator; a fake in the tests): the
// prior of each cell of pos (0 on the taken cells, summing to 1 over the empty ones) and
// toMove's winning chance in [0, 1], under Rex's rule when reverse is set. Its answer depends
// on its arguments alone (the cache and a seed's determinism rely on it), and the search
// never changes the policy it returns.
type evaluator interface {
	evaluate(pos *core.Position, toMove core.Player, reverse bool) (policy []float32, value float32)
}

// netEvaluator is the evaluator of a network (Options.Network).
type netEvaluator struct{ e *network.Evaluator }

func (n netEvaluator) evaluate(pos *core.Position, toMove core.Player, reverse bool) ([]float32, float32) {
	ev := n.e.Evaluate(network.Input{Pos: pos, ToMove: toMove, Reverse: reverse})
	return ev.Policy, ev.Value
}

// Defaults of the network's options.
const (
	// defaultNetworkValue is NetworkValue's default: AlphaGo's mixing λ = 0.5.
	defaultNetworkValue = 0.5
)

// netSearch is one thread's use of the network, kept by the engine from one search to the
// next: its evaluator (one a thread: an evaluator's scratch memory is its own) and its
// cache of evaluations.
type netSearch struct {
	eval  evaluator
	cache *evalCache
	// evaluations counts the positions evaluated, the cache's hits left out.
	evaluations int
	// rootPolicy is the network's policy at the last search's root, nil before it is
	// evaluated.
	rootPolicy []float32
	// noise draws the root's Dirichlet noise (Options.RootNoise) of the search under way.
	noise *rand.Rand
	// err is the first answer of the network that was not a policy and a value in the search
	// under way (a network whose weights overflow, say): the search goes on with a uniform
	// prior and an even value there, and then fails with it (Engine.networkError).
	err error
}

// netNode is what the network said of a tree node: value, the winning chance of the player to
// move there; prior, whether its children have the network's prior yet (a node evaluated
// before it has children gets it when it has them).
type netNode struct {
	value float32
	prior bool
}

// networks returns the threads' network searchers for a search of pos, toMove to move, or nil
// without a network: each with its evaluator and cache kept from the searches before.
func (e *Engine) networks(threads int, pos *core.Position, toMove core.Player) []*netSearch {
	if e.newEvaluator == nil {
		return nil
	}
	for len(e.nets) < threads {
		e.nets = append(e.nets, &netSearch{eval: e.newEvaluator(), cache: newEvalCache(e.board.NumCells())})
	}
	for _, ns := range e.nets {
		ns.rootPolicy, ns.err = nil, nil
		// Every thread draws the same noise: the trees search one noisy root.
		ns.noise = rand.New(rand.NewPCG(e.opts.Seed^0x6e6f697365, positionHash(pos, toMove)))
	}
	return e.nets[:threads]
}

// evaluate returns the network's evaluation of p, toMove to move: from the cache, else the
// evaluator's, then kept.
func (ns *netSearch) evaluate(p *core.Position, toMove core.Player, reverse bool) *cachedEval {
	key := positionHash(p, toMove)
	if ce, ok := ns.cache.get(key, p, toMove); ok {
		return ce
	}
	ns.evaluations++
	policy, value := ns.eval.evaluate(p, toMove, reverse)
	if err := checkEvaluation(p, policy, value); err != nil {
		if ns.err == nil {
			ns.err = fmt.Errorf("engine: the network's answer for %v to move with the stones %q is not a policy and a value: %w", toMove, stonesOf(p), err)
		}
		policy, value = uniformPrior(p), 0.5
	}
	return ns.cache.put(key, p, toMove, policy, value)
}

// checkEvaluation returns an error that says what is wrong with a network's answer for p,
// or nil: a policy of a number a cell, finite and not negative, nothing on a taken cell,
// summing to 1 over the empty ones; a value from 0 to 1.
func checkEvaluation(p *core.Position, policy []float32, value float32) error {
	if len(policy) != p.Board().NumCells() {
		return fmt.Errorf("a policy of %d cells on a board of %d", len(policy), p.Board().NumCells())
	}
	total := 0.0
	for c, x := range policy {
		switch {
		case math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) || x < 0:
			return fmt.Errorf("the prior of %s is %v", p.Board().CellName(core.Cell(c)), x)
		case x > 0 && p.At(core.Cell(c)) != core.NoPlayer:
			return fmt.Errorf("the prior of %s, which is taken, is %v", p.Board().CellName(core.Cell(c)), x)
		}
		total += float64(x)
	}
	if math.Abs(total-1) > 1e-3 {
		return fmt.Errorf("the priors sum to %v", total)
	}
	if !(value >= 0 && value <= 1) {
		return fmt.Errorf("the value is %v", value)
	}
	return nil
}

// stonesOf writes p's stones as a setup (red:c2,c3,blue:a1; core.FormatSetup).
func stonesOf(p *core.Position) string {
	var stones []core.Stone
	for _, pl := range []core.Player{core.Red, core.Blue} {
		for c := core.Cell(0); int(c) < p.Board().NumCells(); c++ {
			if p.At(c) == pl {
				stones = append(stones, core.Stone{Cell: c, Player: pl})
			}
		}
	}
	return core.FormatSetup(p.Board(), stones)
}

// uniformPrior is the same prior on every empty cell of p.
func uniformPrior(p *core.Position) []float32 {
	policy := make([]float32, p.Board().NumCells())
	empty := p.EmptyCells()
	for _, c := range empty {
		policy[c] = 1 / float32(len(empty))
	}
	return policy
}

// networkError returns the first answer of the network the last search met that was not a
// policy and a value, or nil.
func (e *Engine) networkError() error {
	for _, ns := range e.nets {
		if ns.err != nil {
			return ns.err
		}
	}
	return nil
}

// evaluateAt has the network evaluate node n (position p, toMove to move) when it is the
// root (proven or not: a proven root is searched on for its move) or has been played
// Options.NetworkAt times and is not proven, once: its value is kept for the update of
// the iterations through it, and its children get the network's prior (with the root's
// noise at the root). It records the node as the iteration's deepest evaluated one.
func (s *searcher) evaluateAt(n int32, p *core.Position, toMove core.Player) {
	ns := s.net
	if ns == nil {
		return
	}
	t := s.t
	nd := &t.nodes[n]
	if n != 0 && (nd.value != 0 || nd.played() < float32(s.opts.NetworkAt)) {
		return
	}
	got, ok := t.net[n]
	if !ok || (!got.prior && nd.first >= 0) {
		ce := ns.evaluate(p, toMove, t.reverse)
		got = netNode{value: ce.value, prior: nd.first >= 0}
		if t.net == nil {
			t.net = map[int32]netNode{}
		}
		t.net[n] = got
		if n == 0 {
			ns.rootPolicy = ce.policy
		}
		if got.prior {
			var noise *rand.Rand
			if n == 0 && s.opts.RootNoise > 0 {
				noise = ns.noise
			}
			t.setNetworkPriors(n, ce.policy, s.opts.RootNoise, noise)
		}
	}
	s.valueDepth, s.value = len(s.path)-1, got.value
}

// setNetworkPriors makes the shares of the progressive bias of n's children (node.bias) their
// shares of the network's policy among the moves left in (not pruned, not marked inferior by
// their rings; MoHex-CNN's prior), with, when noise is set, Dirichlet noise of that share
// mixed in (mixRootNoise).
func (t *tree) setNetworkPriors(n int32, policy []float32, share float64, noise *rand.Rand) {
	first, end := t.children(n)
	total, open := float32(0), 0
	for i := first; i < end; i++ {
		if c := &t.nodes[i]; !c.pruned && !c.inferior {
			total += policy[c.move]
			open++
		}
	}
	shares := make([]float32, 0, open)
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if c.pruned {
			continue
		}
		switch {
		case total > 0:
			c.bias = policy[c.move] / total
		case open > 0:
			c.bias = 1 / float32(open) // the network puts nothing on the moves left in
		}
		if !c.inferior {
			shares = append(shares, c.bias)
		}
	}
	if noise == nil {
		return
	}
	mixRootNoise(shares, share, noise)
	j := 0
	for i := first; i < end; i++ {
		if c := &t.nodes[i]; !c.pruned && !c.inferior {
			c.bias = shares[j]
			j++
		}
	}
}

// wins returns what an iteration adds to the wins of the node at depth on its path, whose
// mover is the opponent of player (the player to move there), when winner won its playout
// (and to the RAVE wins of that node's siblings): 1 or 0, or, at and above the iteration's
// deepest evaluated node, AlphaGo's mix of that and the network's value there
// (Options.NetworkValue).
func (s *searcher) wins(depth int, player, winner core.Player) float32 {
	z := float32(0)
	if winner == player.Opponent() {
		z = 1
	}
	w := float32(s.opts.NetworkValue)
	if s.net == nil || depth > s.valueDepth || w <= 0 {
		return z
	}
	v := s.value // the chance of the player to move at the evaluated node
	if (s.valueDepth-depth)%2 == 0 {
		v = 1 - v // the mover here is that player's opponent
	}
	return (1-w)*z + w*v
}

// rootPolicy returns the network's policy at the root of the search the searchers made (a
// copy), or nil without a network.
func rootPolicy(searchers []*searcher) []float32 {
	if len(searchers) == 0 || searchers[0].net == nil || searchers[0].net.rootPolicy == nil {
		return nil
	}
	return append([]float32(nil), searchers[0].net.rootPolicy...)
}
