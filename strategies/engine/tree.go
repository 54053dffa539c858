package engine

import (
	"math"
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// node is one position of the tree: the move that led to it and the statistics of that move,
// kept for the player who made it. Node 0 is the root. Children are stored together.
type node struct {
	move  core.Cell
	first int32 // the first child, or -1 until the node is expanded
	count int32 // the number of children
	// visits and wins count the iterations through the node and the ones the mover won,
	// priors included; raveVisits and raveWins count the iterations below the parent in
	// which the mover took this cell at any later point (all-moves-as-first).
	visits, wins         float32
	raveVisits, raveWins float32
	// value is the position's proven value for the player to move there: +1 won, -1 lost,
	// 0 not proven.
	value int8
	// pruned marks a move the knowledge of the parent shows is no better than another.
	pruned bool
	// known is how far the solver's knowledge has been applied to the node: 0 not yet,
	// knownPlain its analysis, knownDeep its analysis again with the edge proofs
	// (Options.EdgeProofsAt).
	known uint8
	// inferior marks a move its ring shows inferior when its parent is expanded
	// (markLocalInferior): left out of selection, not of proofs, until the parent's
	// knowledge decides.
	inferior bool
	// prior is the number of playouts of priors that visits and wins hold.
	prior float32
	// fill indexes tree.fills: the fill-in stones placed on entering the node (-1: none).
	fill int32
	// bias is the move's share of its siblings' pattern weights (γ / Σγ), for the
	// progressive bias (Options.ProgressiveBias); 0 without patterns.
	bias float32
}

// setValue gives node n the value v the knowledge proved for the player to move there.
func (t *tree) setValue(n int32, v solver.Value) {
	t.nodes[n].value = 1
	if v == solver.Loss {
		t.nodes[n].value = -1
	}
}

// The constants of selection, from MoHex's and Gelly and Silver's schedules.
const (
	// exploration is the UCT term's weight (MoHex 2.0 uses none; a small one keeps moves
	// with poor early playouts from being starved).
	exploration = 0.1
	// raveBias is the k of the MC-RAVE schedule β = sqrt(k / (3n + k)).
	raveBias = 1000.0
	// priorVisits is the weight, in playouts, of the knowledge's prior on a move.
	priorVisits = 20
)

// tree is the search tree of one thread.
type tree struct {
	board   *core.Board
	reverse bool
	nodes   []node
	fills   [][]solver.Stone
	// rootFill is placed on the root position before every iteration: the fill-in of the
	// nodes above the root that tree reuse cut away.
	rootFill []solver.Stone
	maxNodes int
	// whole is Budget.Whole: the root's proven moves are left for the others, until every
	// one is proven.
	whole bool
	// progressiveBias is Options.ProgressiveBias: the weight of a move's bias in selection.
	progressiveBias float64
	// mohex is Options.MoHexSelection: MoHex 2.0's selection rule and priors.
	mohex bool
	// patterns and weights give the children their priors when set (Hex, not Rex).
	patterns *Patterns
	weights  *Weights
	// local, when set, adds to the γ of the cells of the last move's pattern their local
	// weight as answers to it (Options.LocalPriors).
	local *Weights
	// rings are the board's (Engine.rings) where its rings are read (Options.LocalInferior
	// or InferiorPlayouts on Hex on the plane), else nil.
	rings rings
	// localInferior is set where moves are marked inferior by their rings at expansion
	// (Options.LocalInferior); kept and inferior are markLocalInferior's, by cell: the
	// dominators kept and the moves marked at the node it marks.
	localInferior  bool
	kept, inferior []bool
	// answers holds, for nodes not yet expanded, the opponent's answers their move calls for
	// (favourAnswers), given as priors when they are.
	answers map[int32][]core.Cell
	// net holds what the network said of the nodes it evaluated (network.go).
	net map[int32]netNode
}

// newTree returns a tree with only a root, its nodes kept in buf's memory (nil for new
// memory; see Engine.spare).
func newTree(b *core.Board, reverse bool, maxNodes int, buf []node) *tree {
	t := &tree{board: b, reverse: reverse, maxNodes: maxNodes, nodes: buf[:0]}
	t.nodes = append(t.nodes, node{move: core.NoCell, first: -1, fill: -1})
	return t
}

// expand gives n a child for every empty cell of p (toMove to move), with their pattern
// priors, if there is room.
func (t *tree) expand(n int32, p *core.Position, toMove core.Player) bool {
	empty := p.EmptyCells()
	if len(t.nodes)+len(empty) > t.maxNodes {
		return false
	}
	if need := len(t.nodes) + len(empty); need > cap(t.nodes) {
		// Twice the room at once: append's own steps of a quarter copied the whole tree
		// again and again as it grew (5% of a search).
		t.nodes = slices.Grow(t.nodes, min(max(need, 2*cap(t.nodes)), t.maxNodes)-len(t.nodes))
	}
	first := int32(len(t.nodes))
	for _, c := range empty {
		t.nodes = append(t.nodes, node{move: c, first: -1, fill: -1})
	}
	t.nodes[n].first, t.nodes[n].count = first, int32(len(empty))
	if t.mohex {
		for i := first; i < first+int32(len(empty)); i++ {
			t.nodes[i].raveVisits, t.nodes[i].raveWins = mohexRavePrior, mohexRavePrior/2
		}
	}
	if t.localInferior {
		t.markLocalInferior(n, p, toMove)
	}
	if t.weights != nil {
		t.setPatternPriors(n, p, toMove)
	}
	t.expanded(n)
	return true
}

// children returns the indexes of n's children.
func (t *tree) children(n int32) (first, end int32) {
	return t.nodes[n].first, t.nodes[n].first + t.nodes[n].count
}

// blended is a child's value for its mover: its win rate mixed with its RAVE win rate by the
// MC-RAVE schedule, one half without statistics.
func blended(c *node) float64 {
	q, rq := 0.5, 0.5
	if c.visits > 0 {
		q = float64(c.wins / c.visits)
	}
	if c.raveVisits > 0 {
		rq = float64(c.raveWins / c.raveVisits)
	}
	beta := math.Sqrt(raveBias / (3*float64(c.visits) + raveBias))
	return beta*rq + (1-beta)*q
}

// choose returns the child of n to descend to: a child proven won for the mover at once,
// else the best by the blended value and the UCT term among the unpruned children not proven
// lost (all of them, if every one is lost). Under MoHex's rule rave false chooses without
// the RAVE statistics (Options.RaveRandomization); the first rule always has them.
func (t *tree) choose(n int32, rave bool) int32 {
	if best, open := t.chooseAmong(n, false, rave); open {
		return best
	}
	// Every move left in is proven: the ones their rings left out are searched too.
	best, _ := t.chooseAmong(n, true, rave)
	return best
}

// chooseAmong is choose among the moves not marked inferior (all of them when inferior is
// set); open reports whether the move is a proven win or not proven.
func (t *tree) chooseAmong(n int32, inferior, rave bool) (best int32, open bool) {
	first, end := t.children(n)
	logN := math.Log(float64(t.nodes[n].visits) + 1)
	best = -1
	bestScore := math.Inf(-1)
	lost, lostVisits := int32(-1), float32(-1)
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if c.pruned || (c.inferior && !inferior) {
			continue
		}
		switch {
		case n == 0 && t.whole && c.value != 0:
			if c.visits > lostVisits {
				lost, lostVisits = i, c.visits
			}
			continue
		case c.value == -1: // the opponent, to move there, loses
			return i, true
		case c.value == 1:
			if c.visits > lostVisits {
				lost, lostVisits = i, c.visits
			}
			continue
		}
		var score float64
		if t.mohex {
			score = mohexValue(c, logN, rave)
		} else {
			score = blended(c) + exploration*math.Sqrt(logN/(float64(c.visits)+1))
		}
		if t.progressiveBias > 0 {
			// MoHex 2.0's progressive bias: the pattern's share, fading as the move's own
			// playouts come in.
			score += t.progressiveBias * float64(c.bias) / math.Sqrt(float64(c.visits-c.prior)+1)
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	if best < 0 {
		return lost, false
	}
	return best, true
}

// refute marks the root's children whose moves are in moves as lost for the mover (the
// opponent, to move there, wins), if the root has children.
func (t *tree) refute(moves []core.Cell) {
	if len(moves) == 0 || t.nodes[0].first < 0 {
		return
	}
	first, end := t.children(0)
	for i := first; i < end; i++ {
		if slices.Contains(moves, t.nodes[i].move) {
			t.nodes[i].value = 1
		}
	}
}

// prove works out n's value from its children's: won if one of its moves leaves the
// opponent lost, lost if every unpruned move leaves the opponent won. It reports whether
// n's value is known.
func (t *tree) prove(n int32) bool {
	nd := &t.nodes[n]
	if nd.value != 0 {
		return true
	}
	if nd.first < 0 {
		return false
	}
	first, end := t.children(n)
	all := true
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if c.pruned {
			continue
		}
		if c.value == -1 {
			nd.value = 1
			return true
		}
		if c.value != 1 {
			all = false
		}
	}
	if all {
		nd.value = -1
	}
	return all
}

// setFill records the fill-in of n and forgets what was below its children: their positions
// had those cells empty.
func (t *tree) setFill(n int32, fill []solver.Stone) {
	if len(fill) == 0 {
		return
	}
	t.nodes[n].fill = int32(len(t.fills))
	t.fills = append(t.fills, fill)
	first, end := t.children(n)
	for i := first; i < end; i++ {
		t.nodes[i].first, t.nodes[i].count = -1, 0
	}
}

// played returns the iterations through n, its priors left out.
func (nd *node) played() float32 { return nd.visits - nd.prior }

// subtree returns a new tree whose root is n's node, its nodes copied into buf's memory (nil
// for new memory) so that the rest is freed, with rootFill the fill-in to place on entering
// it: the caller's.
func (t *tree) subtree(n int32, rootFill []solver.Stone, buf []node) *tree {
	u := &tree{board: t.board, reverse: t.reverse, maxNodes: t.maxNodes, rootFill: rootFill, patterns: t.patterns, weights: t.weights, local: t.local, mohex: t.mohex, nodes: buf[:0]}
	root := t.nodes[n]
	root.fill = -1
	if f := t.nodes[n].fill; f >= 0 {
		u.rootFill = append(append([]solver.Stone(nil), rootFill...), t.fills[f]...)
	}
	u.nodes = append(u.nodes, root)
	// Breadth first: a node's children are copied together, after it.
	queue := []int32{0}
	from := []int32{n}
	for len(queue) > 0 {
		at, src := queue[0], from[0]
		queue, from = queue[1:], from[1:]
		s := t.nodes[src]
		if s.first < 0 {
			continue
		}
		u.nodes[at].first = int32(len(u.nodes))
		for i := s.first; i < s.first+s.count; i++ {
			c := t.nodes[i]
			if c.fill >= 0 {
				c.fill = int32(len(u.fills))
				u.fills = append(u.fills, t.fills[t.nodes[i].fill])
			}
			queue = append(queue, int32(len(u.nodes)))
			from = append(from, i)
			u.nodes = append(u.nodes, c)
		}
	}
	return u
}

// child returns n's child of move c, or -1.
func (t *tree) child(n int32, c core.Cell) int32 {
	first, end := t.children(n)
	for i := first; i < end; i++ {
		if t.nodes[i].move == c {
			return i
		}
	}
	return -1
}

// decided reports whether the root's moves are settled: one is proven to win, or every
// unpruned one is proven.
func (t *tree) decided() bool {
	if t.nodes[0].first < 0 {
		return false
	}
	first, end := t.children(0)
	all := true
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if c.pruned {
			continue
		}
		if c.value == -1 && !t.whole {
			return true
		}
		if c.value == 0 {
			all = false
		}
	}
	return all
}

// lead returns how many more iterations the root's most visited move has than the next,
// priors left out.
func (t *tree) lead() float32 {
	first, end := t.children(0)
	var a, b float32
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if c.pruned {
			continue
		}
		switch v := c.played(); {
		case v > a:
			a, b = v, a
		case v > b:
			b = v
		}
	}
	return a - b
}

// stable reports whether the root's most visited move is also the one of the best value
// among the moves visited at least a tenth as often.
func (t *tree) stable() bool {
	first, end := t.children(0)
	visited := int32(-1)
	for i := first; i < end; i++ {
		if !t.nodes[i].pruned && (visited < 0 || t.nodes[i].visits > t.nodes[visited].visits) {
			visited = i
		}
	}
	if visited < 0 {
		return true
	}
	best := blended(&t.nodes[visited])
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if !c.pruned && c.visits >= t.nodes[visited].visits/10 && blended(c) > best {
			return false
		}
	}
	return true
}
