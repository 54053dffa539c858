package truncbot

import (
	"math"
	"math/rand/v2"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
)

// MCTS is a three-player Monte Carlo tree search: UCT in which each node's
// statistics count the wins of every player, and the player who chooses at
// a node maximises their own win rate (the max^n rule), so each player
// plays for their own chance to win. Playouts fill the empty cells at
// random, each in the colour of the player whose turn it would be (with
// the variant rule, in a random colour), and score the full board's
// winner. Before searching it plays a move that decides the game for the
// mover at once.
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
	// Value is the chosen move's win rate for the mover.
	Value float64
}

// The labels of MCTS's moves.
const (
	MCTSWin    = "win"
	MCTSSearch = "search"
)

var mctsRules = map[string]string{
	MCTSWin:    "a move after which a border joins two endpoints in the mover's pairing",
	MCTSSearch: "the most visited move of a three-player Monte Carlo tree search (UCT, each player maximising their own wins)",
}

// DefaultPlayouts is MCTS's playout budget without a thinking time.
const DefaultPlayouts = 10000

// NewMCTS returns the tree search player; think is its time per move (zero
// for the fixed playout budget).
func NewMCTS(seed uint64, think time.Duration) *MCTS {
	return &MCTS{seed: seed, think: think, Playouts: DefaultPlayouts}
}

// Name returns "mcts".
func (m *MCTS) Name() string { return "mcts" }

// Stats returns the statistics of the last search.
func (m *MCTS) Stats() MCTSStats { return m.last }

// Choose returns the move of the player to move.
func (m *MCTS) Choose(g *trunc.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, over(g)
	}
	me := g.ToMove()
	legal := g.LegalMoves()
	scratch := g.Position().Clone()
	for _, mv := range legal {
		scratch.Set(mv.Cell, colourFor(mv, me))
		won := scratch.Winner() == me
		scratch.Set(mv.Cell, trunc.NoPlayer)
		if won {
			return Choice{Move: mv, Rule: MCTSWin}, nil
		}
	}
	if len(legal) == 1 {
		return Choice{Move: legal[0], Rule: MCTSSearch}, nil
	}
	t := newTree(g, legal, rand.New(rand.NewPCG(m.seed, historyHash(g))))
	deadline := time.Now().Add(m.think)
	for i := 0; ; i++ {
		if m.think > 0 {
			if i%32 == 0 && i > 0 && time.Now().After(deadline) {
				break
			}
		} else if i >= m.Playouts {
			break
		}
		t.iterate()
	}
	best, value := t.best()
	m.last = MCTSStats{Playouts: t.iterations, Nodes: len(t.nodes), Value: value}
	return Choice{Move: best, Rule: MCTSSearch}, nil
}

// tree is the search tree of one move. Node 0 is the root; a node's
// statistics count, for each player, the playouts through it that player
// won.
type tree struct {
	root       *trunc.Position
	scratch    *trunc.Position
	variant    bool
	order      [3]trunc.Player
	turn       int // the number of moves played at the root
	nodes      []node
	rng        *rand.Rand
	path       []int32
	empty      []trunc.Cell
	iterations int
}

type node struct {
	move       trunc.Move // with its colour
	firstChild int32      // -1 until expanded
	children   int32
	visits     float64
	wins       [4]float64
	winner     trunc.Player // the game is decided after this move
}

const (
	exploration = 0.6
	expandAfter = 2 // visits before a leaf gets children
)

func newTree(g *trunc.Game, legal []trunc.Move, rng *rand.Rand) *tree {
	t := &tree{
		root:    g.Position(),
		scratch: g.Position().Clone(),
		variant: g.Spec().Variant,
		order:   g.Options().Order,
		turn:    len(g.Turns()),
		rng:     rng,
	}
	t.nodes = append(t.nodes, node{firstChild: -1})
	t.addChildren(0, legal, g.ToMove())
	return t
}

// addChildren gives node n a child for each of moves, played by mover.
func (t *tree) addChildren(n int32, moves []trunc.Move, mover trunc.Player) {
	t.nodes[n].firstChild = int32(len(t.nodes))
	t.nodes[n].children = int32(len(moves))
	for _, mv := range moves {
		mv.Colour = colourFor(mv, mover)
		t.nodes = append(t.nodes, node{move: mv, firstChild: -1})
	}
}

// moves returns the legal moves in p: every empty cell, in every colour
// under the variant rule.
func (t *tree) moves(p *trunc.Position) []trunc.Move {
	var out []trunc.Move
	for _, c := range p.EmptyCells() {
		if !t.variant {
			out = append(out, trunc.Move{Cell: c})
			continue
		}
		for _, colour := range trunc.Players {
			out = append(out, trunc.Move{Cell: c, Colour: colour})
		}
	}
	return out
}

// iterate runs one selection, expansion, playout and update.
func (t *tree) iterate() {
	t.iterations++
	p := t.scratch
	p.CopyFrom(t.root)
	t.path = append(t.path[:0], 0)
	depth := 0
	n := int32(0)
	winner := trunc.NoPlayer
	for {
		nd := &t.nodes[n]
		if nd.firstChild < 0 {
			if nd.visits >= expandAfter && nd.winner == trunc.NoPlayer && p.NumEmpty() > 0 {
				t.addChildren(n, t.moves(p), t.order[(t.turn+depth)%3])
				continue
			}
			break
		}
		n = t.choose(n, t.order[(t.turn+depth)%3])
		t.path = append(t.path, n)
		child := &t.nodes[n]
		p.Set(child.move.Cell, child.move.Colour)
		depth++
		if child.winner == trunc.NoPlayer && child.visits == 0 {
			child.winner = p.Winner()
		}
		if child.winner != trunc.NoPlayer {
			winner = child.winner
			break
		}
	}
	if winner == trunc.NoPlayer {
		winner = t.playout(p, depth)
	}
	for _, i := range t.path {
		t.nodes[i].visits++
		t.nodes[i].wins[winner]++
	}
}

// choose returns the child of n that mover, who chooses there, rates best:
// their own win rate plus the UCT exploration term; unvisited children
// first.
func (t *tree) choose(n int32, mover trunc.Player) int32 {
	parent := &t.nodes[n]
	logN := math.Log(parent.visits + 1)
	best, bestScore := int32(-1), math.Inf(-1)
	for i := parent.firstChild; i < parent.firstChild+parent.children; i++ {
		c := &t.nodes[i]
		if c.winner == mover {
			return i
		}
		score := math.Inf(1)
		if c.visits > 0 {
			score = c.wins[mover]/c.visits + exploration*math.Sqrt(logN/c.visits)
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	return best
}

// playout fills p's empty cells at random, depth moves below the root, and
// returns the winner of the full board.
func (t *tree) playout(p *trunc.Position, depth int) trunc.Player {
	t.empty = t.empty[:0]
	for c := 0; c < p.Board().NumCells(); c++ {
		if p.At(trunc.Cell(c)) == trunc.NoPlayer {
			t.empty = append(t.empty, trunc.Cell(c))
		}
	}
	t.rng.Shuffle(len(t.empty), func(i, j int) { t.empty[i], t.empty[j] = t.empty[j], t.empty[i] })
	for i, c := range t.empty {
		colour := t.order[(t.turn+depth+i)%3]
		if t.variant {
			colour = trunc.Players[t.rng.IntN(3)]
		}
		p.Set(c, colour)
	}
	return p.Winner()
}

// best returns the root's most visited move and the mover's win rate
// there.
func (t *tree) best() (trunc.Move, float64) {
	root := &t.nodes[0]
	mover := t.order[t.turn%3]
	best := root.firstChild
	for i := root.firstChild; i < root.firstChild+root.children; i++ {
		if t.nodes[i].visits > t.nodes[best].visits {
			best = i
		}
	}
	b := &t.nodes[best]
	mv := b.move
	if !t.variant {
		mv.Colour = trunc.NoPlayer
	}
	if b.visits == 0 {
		return mv, 0
	}
	return mv, b.wins[mover] / b.visits
}
