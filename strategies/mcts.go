package strategies

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"time"

	"github.com/hexlab/hexlab/core"
)

// MCTS is a Monte Carlo tree search player for every topology and both
// rules: UCT with RAVE (all-moves-as-first statistics, Gelly and Silver's
// MC-RAVE) over the empty cells, with playouts that answer an intrusion
// into one of the mover's bridges by saving the bridge. Before searching it
// plays a move that wins at once and, failing that, blocks the opponent's
// only winning cell, so it never misses a win in one or a forced block; on
// a +reverse board it avoids completing its own structure while it can.
//
// Its budget is Settings.Think (time; the result then depends on the
// machine's speed) or, when that is zero, a fixed number of playouts, so
// that a game with a given seed is the same game everywhere.
type MCTS struct {
	seed     uint64
	think    time.Duration
	Playouts int // the playout budget when there is no time budget
	last     MCTSStats
}

// MCTSStats describes the search behind the last move.
type MCTSStats struct {
	Playouts int
	Nodes    int
	// Value is the chosen move's win rate in the tree.
	Value float64
}

// The labels of MCTS's moves.
const (
	MCTSWin    = "win"
	MCTSBlock  = "block"
	MCTSSearch = "search"
	// MCTSSwap and MCTSKeep are the second move where the swap rule is on: the swap, or
	// a reply, whichever the two searches value more (see chooseSwap).
	MCTSSwap = "swap"
	MCTSKeep = "keep"
	// MCTSOpening is the first move where the swap rule is on (see balanced).
	MCTSOpening = "opening"
)

var mctsRules = map[string]string{
	MCTSWin:    "a move that completes a winning structure at once",
	MCTSBlock:  "the opponent's only winning cell, taken to block it",
	MCTSSearch: "the most visited move of a Monte Carlo tree search (UCT with RAVE, bridge-saving playouts)",
	MCTSSwap:   "the swap: searched both ways, the opening is worth more to its owner than the best reply is to us, so we take it",
	MCTSKeep:   "no swap: searched both ways, the best reply is worth more to us than taking the opening would be",
	MCTSOpening: "with the swap rule on, the opening the search values nearest to an even game (at most one half " +
		"for us), so that the opponent gains nothing by swapping it or by leaving it",
}

// DefaultMCTSPlayouts is the playout budget of an MCTS without a thinking
// time.
const DefaultMCTSPlayouts = 20000

// NewMCTS returns the tree search player; think is its time per move (zero
// for the fixed playout budget).
func NewMCTS(seed uint64, think time.Duration) *MCTS {
	return &MCTS{seed: seed, think: think, Playouts: DefaultMCTSPlayouts}
}

// Name returns "mcts".
func (m *MCTS) Name() string { return "mcts" }

// Stats returns the statistics of the last search.
func (m *MCTS) Stats() MCTSStats { return m.last }

// Choose returns the move of the player to move.
func (m *MCTS) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	pos := g.Position()
	empty := pos.EmptyCells()
	if len(empty) == 0 {
		return Choice{}, errors.New("the board is full")
	}
	me := g.ToMove()
	reverse := g.Spec().Reverse
	if !reverse {
		if wins := completing(pos, empty, me); len(wins) > 0 {
			return Choice{Move: core.CellMove(wins[0]), Rule: MCTSWin}, nil
		}
		if threats := completing(pos, empty, me.Opponent()); len(threats) == 1 {
			return Choice{Move: core.CellMove(threats[0]), Rule: MCTSBlock}, nil
		}
	}
	candidates := empty
	if reverse {
		// Completing our own structure loses: leave those cells out while
		// any other move remains.
		losing := completing(pos, empty, me)
		if len(losing) < len(empty) {
			candidates = without(empty, losing)
		}
	}
	if g.Legal(core.SwapMove()) == nil {
		return m.chooseSwap(g, candidates)
	}
	if len(candidates) == 1 {
		return Choice{Move: core.CellMove(candidates[0]), Rule: MCTSSearch}, nil
	}
	t := m.search(g, candidates, 1)
	if len(g.Turns()) == 0 && g.Options().Swap {
		return Choice{Move: core.CellMove(t.balanced()), Rule: MCTSOpening}, nil
	}
	best, value := t.best()
	m.last = MCTSStats{Playouts: t.iterations, Nodes: len(t.nodes), Value: value}
	return Choice{Move: core.CellMove(best), Rule: MCTSSearch}, nil
}

// search runs a tree search from g over candidates with share (0 to 1) of the move's budget.
func (m *MCTS) search(g *core.Game, candidates []core.Cell, share float64) *searchTree {
	t := newSearchTree(g, candidates, rand.New(rand.NewPCG(m.seed, historyHash(g))))
	deadline := time.Time{}
	if m.think > 0 {
		deadline = time.Now().Add(time.Duration(float64(m.think) * share))
	}
	playouts := max(1, int(float64(m.Playouts)*share))
	for i := 0; ; i++ {
		if m.think > 0 {
			if i%64 == 0 && i > 0 && time.Now().After(deadline) {
				break
			}
		} else if i >= playouts {
			break
		}
		t.iterate()
	}
	return t
}

// completing returns the cells of empty where a stone of player completes
// one of player's winning structures.
func completing(pos *core.Position, empty []core.Cell, player core.Player) []core.Cell {
	scratch := pos.Clone()
	var out []core.Cell
	for _, c := range empty {
		scratch.CopyFrom(pos)
		scratch.Place(c, player)
		if scratch.Completed(player) {
			out = append(out, c)
		}
	}
	return out
}

func without(cells, drop []core.Cell) []core.Cell {
	skip := make(map[core.Cell]bool, len(drop))
	for _, c := range drop {
		skip[c] = true
	}
	out := make([]core.Cell, 0, len(cells))
	for _, c := range cells {
		if !skip[c] {
			out = append(out, c)
		}
	}
	return out
}

// searchTree is the tree of one MCTS move. Node 0 is the root; a node's
// statistics count wins for the player who made its move.
type searchTree struct {
	root       *core.Position
	rootPlayer core.Player
	reverse    bool
	board      *core.Board
	nodes      []treeNode
	scratch    *core.Position
	rng        *rand.Rand
	playedBy   []core.Player // the first player to take each cell in this iteration
	path       []int32
	order      []core.Cell
	iterations int
}

type treeNode struct {
	move                 core.Cell
	firstChild           int32 // -1 until expanded
	children             int32
	visits, wins         float32
	raveVisits, raveWins float32
	terminal             bool // the move ended the game
	terminalWinForMover  bool
}

const (
	uctExploration = 0.25
	raveBias       = 300.0 // the k of the MC-RAVE schedule β = sqrt(k / (3n + k))
	expandAfter    = 2     // visits before a leaf gets children
)

func newSearchTree(g *core.Game, candidates []core.Cell, rng *rand.Rand) *searchTree {
	pos := g.Position()
	t := &searchTree{
		root:       pos,
		rootPlayer: g.ToMove(),
		reverse:    g.Spec().Reverse,
		board:      g.Board(),
		scratch:    pos.Clone(),
		rng:        rng,
		playedBy:   make([]core.Player, g.Board().NumCells()),
	}
	t.nodes = append(t.nodes, treeNode{move: core.NoCell, firstChild: -1})
	t.addChildren(0, candidates)
	return t
}

func (t *searchTree) addChildren(n int32, cells []core.Cell) {
	t.nodes[n].firstChild = int32(len(t.nodes))
	t.nodes[n].children = int32(len(cells))
	for _, c := range cells {
		t.nodes = append(t.nodes, treeNode{move: c, firstChild: -1})
	}
}

// iterate runs one selection, expansion, playout and update.
func (t *searchTree) iterate() {
	t.iterations++
	p := t.scratch
	p.CopyFrom(t.root)
	clear(t.playedBy)
	t.path = append(t.path[:0], 0)
	player := t.rootPlayer
	n := int32(0)
	winner := core.NoPlayer
	for {
		node := &t.nodes[n]
		if node.firstChild < 0 {
			if node.visits >= expandAfter && !node.terminal {
				t.expand(n, p)
				continue
			}
			break
		}
		n = t.choose(n)
		t.path = append(t.path, n)
		child := &t.nodes[n]
		if child.terminal {
			winner = player
			if !child.terminalWinForMover {
				winner = player.Opponent()
			}
			break
		}
		p.Place(child.move, player)
		t.playedBy[child.move] = player
		if p.Completed(player) {
			child.terminal = true
			child.terminalWinForMover = !t.reverse
			winner = player
			if t.reverse {
				winner = player.Opponent()
			}
			break
		}
		player = player.Opponent()
	}
	if winner == core.NoPlayer {
		winner = t.playout(p, player)
	}
	t.update(winner)
}

// expand gives node n a child for every empty cell of p.
func (t *searchTree) expand(n int32, p *core.Position) {
	t.addChildren(n, p.EmptyCells())
}

// choose returns the child of n with the best MC-RAVE value plus the UCT
// exploration term.
func (t *searchTree) choose(n int32) int32 {
	parent := &t.nodes[n]
	logN := math.Log(float64(parent.visits) + 1)
	best, bestScore := int32(-1), math.Inf(-1)
	for i := parent.firstChild; i < parent.firstChild+parent.children; i++ {
		c := &t.nodes[i]
		var score float64
		if c.terminal && c.terminalWinForMover {
			return i
		}
		score = t.blended(c) + uctExploration*math.Sqrt(logN/(float64(c.visits)+1))
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

// playout finishes the game at random from p with player to move,
// answering an intrusion into a bridge by saving it, and returns the
// winner under the game's rule.
func (t *searchTree) playout(p *core.Position, player core.Player) core.Player {
	t.order = t.order[:0]
	for c := core.Cell(0); int(c) < t.board.NumCells(); c++ {
		if p.At(c) == core.NoPlayer {
			t.order = append(t.order, c)
		}
	}
	last := core.NoCell
	for i := 0; i < len(t.order); {
		c := t.bridgeReply(p, last, player)
		if c == core.NoCell {
			j := i + t.rng.IntN(len(t.order)-i)
			t.order[i], t.order[j] = t.order[j], t.order[i]
			c = t.order[i]
			i++
			if p.At(c) != core.NoPlayer { // taken earlier by a bridge reply
				continue
			}
		}
		p.Place(c, player)
		if t.playedBy[c] == core.NoPlayer {
			t.playedBy[c] = player
		}
		if p.Completed(player) {
			if t.reverse {
				return player.Opponent()
			}
			return player
		}
		last = c
		player = player.Opponent()
	}
	return core.NoPlayer
}

// bridgeReply returns the cell that saves a bridge of player's that the
// opponent's stone at last has just cut into, or NoCell. Two stones of
// player form a bridge when they are not adjacent and share exactly two
// empty neighbours; when the opponent takes one, taking the other keeps
// them connected.
func (t *searchTree) bridgeReply(p *core.Position, last core.Cell, player core.Player) core.Cell {
	if last == core.NoCell {
		return core.NoCell
	}
	adj := t.board.Adjacent(last)
	var replies [6]core.Cell
	k := 0
	for i, a := range adj {
		if p.At(a) != player {
			continue
		}
		for _, b := range adj[i+1:] {
			if p.At(b) != player || isAdjacent(t.board, a, b) {
				continue
			}
			if y := otherCommonNeighbour(t.board, a, b, last); y != core.NoCell && p.At(y) == core.NoPlayer && k < len(replies) {
				replies[k] = y
				k++
			}
		}
	}
	if k == 0 {
		return core.NoCell
	}
	return replies[t.rng.IntN(k)]
}

func isAdjacent(b *core.Board, x, y core.Cell) bool {
	for _, z := range b.Adjacent(x) {
		if z == y {
			return true
		}
	}
	return false
}

// otherCommonNeighbour returns the one common neighbour of a and b besides
// except, or NoCell if there is not exactly one.
func otherCommonNeighbour(b *core.Board, a, c, except core.Cell) core.Cell {
	found := core.NoCell
	for _, x := range b.Adjacent(a) {
		if x == except || x == c {
			continue
		}
		if isAdjacent(b, x, c) {
			if found != core.NoCell {
				return core.NoCell
			}
			found = x
		}
	}
	return found
}

// update adds the iteration's result to the nodes on the path and the RAVE
// statistics of their children.
func (t *searchTree) update(winner core.Player) {
	player := t.rootPlayer // the player to move at t.path[0]
	for depth, n := range t.path {
		node := &t.nodes[n]
		if depth > 0 {
			// node's move was made by the opponent of the player to move now.
			mover := player.Opponent()
			node.visits++
			if winner == mover {
				node.wins++
			}
		} else {
			node.visits++
		}
		if node.firstChild >= 0 {
			for i := node.firstChild; i < node.firstChild+node.children; i++ {
				c := &t.nodes[i]
				if t.playedBy[c.move] == player {
					c.raveVisits++
					if winner == player {
						c.raveWins++
					}
				}
			}
		}
		player = player.Opponent()
	}
}

// best returns the root's most visited move and its value.
func (t *searchTree) best() (core.Cell, float64) {
	root := &t.nodes[0]
	best := root.firstChild
	for i := root.firstChild; i < root.firstChild+root.children; i++ {
		c := &t.nodes[i]
		if c.terminal && c.terminalWinForMover {
			return c.move, 1
		}
		if c.visits > t.nodes[best].visits {
			best = i
		}
	}
	b := &t.nodes[best]
	if b.visits == 0 {
		return b.move, 0.5
	}
	return b.move, float64(b.wins / b.visits)
}
