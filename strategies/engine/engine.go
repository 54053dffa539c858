package engine

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/solver"
	"github.com/hexlab/hexlab/strategies/vc"
)

// Options are an engine's settings. The zero value is a sound default.
type Options struct {
	// Time is the thinking time per move; when zero the budget is Playouts, so that a search
	// with a given seed gives the same move on every machine.
	Time time.Duration
	// Playouts is the budget of a search without Time (default DefaultPlayouts), shared
	// among the threads.
	Playouts int
	// Threads is the number of trees searched at once, each on its own core, whose root
	// statistics are summed (root parallelism; default 1).
	Threads int
	// Seed seeds the playouts.
	Seed uint64
	// KnowledgeAt is the number of visits after which a node gets the solver's knowledge
	// (default 128; 256 with MoHexSelection, as MoHex 2.0). The root always gets it.
	KnowledgeAt int
	// ExpandAt is the number of visits after which a leaf other than the root gets its
	// children (default 3; 10 with MoHexSelection, as MoHex 2.0).
	ExpandAt int
	// NoKnowledge turns the solver's knowledge off: every empty cell is a move, nothing is
	// proven but by the stones.
	NoKnowledge bool
	// FillIn places the knowledge's fill-in on the board below the node that found it, as
	// MoHex does (MoHexThreadState::ComputeKnowledge continues from the analysed position).
	// Off, the fill-in only decides which moves the tree considers (those of the filled
	// position). With the engine's first rule, off played better (filled stones win random
	// playouts that the empty cells would lose, and so flatter the moves that make captured
	// cells); with MoHex 2.0's rule, its pruning at every node and its full playouts, on won
	// more games against MoHex (docs/results/engine/README.md, "The fill-in in the tree").
	FillIn bool
	// RootFillIn places the root's fill-in on the position every iteration starts from, and
	// no fill-in below it: MoHex 2.0's root data (its search starts from the position with the
	// root's fill-in placed; MoHexPlayer::Search). Every move at the root then has the same
	// stones placed, so none is flattered by captured cells of its own; FillIn implies it.
	RootFillIn bool
	// NoPatterns turns the local patterns' priors off (they are used in Hex, not in Rex,
	// whose good moves they do not describe).
	NoPatterns bool
	// PatternPlayouts draws the playouts' moves by the local patterns' weights, global and
	// as answers to the last move (MoHex 2.0's policy, patternPlayout), instead of uniformly,
	// where the patterns are used.
	PatternPlayouts bool
	// LocalPriors adds to the pattern weight of each cell of the last move's own pattern its
	// local weight as an answer there (the pattern playouts' local weights), for the priors and
	// the progressive bias, as MoHex 2.0's priors do.
	LocalPriors bool
	// ProgressiveBias is the weight in selection of a move's share of its siblings' pattern
	// weights, divided by the square root of its playouts plus one (MoHex 2.0's progressive
	// bias, 2.47 there); 0 leaves it out.
	ProgressiveBias float64
	// MoHexSelection selects moves by MoHex 2.0's rule instead of the MC-RAVE schedule
	// (mohexValue, select_mohex.go): the patterns guide through the progressive bias alone (2.47 unless
	// ProgressiveBias says otherwise), every move starts with 8 RAVE playouts won half the
	// time and no playouts of priors, and the knowledge prunes but gives no priors. Its
	// leaves get children after 10 visits and its nodes the knowledge after 256 (MoHex
	// 2.0's thresholds; ExpandAt and KnowledgeAt can say otherwise).
	MoHexSelection bool
	// LocalInferior leaves out of selection, at each node expanded, the moves their six
	// neighbours show dead, vulnerable or dominated (as MoHex 2.0 prunes by its patterns at
	// every expansion), until the node's knowledge decides; on Hex on the plane
	// (local_inferior.go).
	LocalInferior bool
	// InferiorPlayouts has the uniform playouts draw again, a few times, a cell whose six
	// neighbours show it dead, vulnerable or dominated for the mover, so that such cells
	// are left for last (as MoHex 2.0's playout weights leave them); on Hex on the plane.
	InferiorPlayouts bool
	// FullPlayouts fills the rest of the board at random once a playout's winner is known
	// (as MoHex's playouts run to a full board), so that the RAVE statistics of every cell
	// hear of every playout; the uniform playouts only.
	FullPlayouts bool
	// RaveRandomization has every 30th step of a descent, under MoHex's selection rule,
	// choose by the moves' own win rates without RAVE or the UCT term (the first-play
	// urgency for a move without playouts), the progressive bias kept: Fuego's
	// SgUctSearch::SelectChild with MoHex 2.0's SetRandomizeRaveFrequency(30), so that a
	// move RAVE misjudges is tried now and then (select_mohex.go).
	RaveRandomization bool
	// MaxNodes bounds each tree (default 4,000,000 nodes of 48 bytes, 192 MB): past it, leaves are
	// no longer expanded.
	MaxNodes int
	// Temperature, when positive, draws the move among the root's instead of taking the
	// most visited: each with a chance in proportion to its visits to the power
	// 1/Temperature (the seed decides), a move proven to win excepted. For weak levels.
	Temperature float64
	// Reuse keeps the tree from one search to the next when the new position follows from
	// the last one's root by moves the tree holds, and the solver's table too. A reused tree
	// makes the answer depend on the searches before, so it is off by default.
	Reuse bool
	// SolveFrom is the share of the board's cells holding stones from which the solver is
	// asked for a winning move before every search, with SolveShare of the budget (default
	// DefaultSolveFrom of the board); 1 or more asks it only where the knowledge proves the
	// position won or few moves are left to consider.
	SolveFrom float64
	// Answers favours, below each node given the solver's knowledge, the opponent's answers
	// to a move that enters its virtual connections, where the connection is restored
	// (solver.Knowledge.Answers, MoHex's virtual-connection maintenance): they get a prior
	// as likely replies (with MoHexSelection, a share of the progressive bias instead).
	Answers bool
	// EdgeProofs, when positive, lets the root's analysis prove by search the connections of
	// each player's groups to their edges that H-search leaves as semi-connections, within
	// that many H-search evaluations a player (solver.Options.DeepEvals; 1,000 is some 0.1 s
	// a player on 11x11 at most); the connections they prove serve every node of the tree and
	// the roots after it while they hold (analyseRoot). Off by default: against MoHex on 11x11
	// without the swap rule it won no more games (docs/results/engine/README.md, "Edge proofs
	// at the root").
	EdgeProofs int
	// EdgeProofsAt, when positive with EdgeProofs, has a tree node visited that many times
	// analysed again with the edge proofs (searcher.deepen): fewer moves to consider and
	// proofs where the connections H-search misses decide, and the connections found serve
	// the tree's other nodes.
	EdgeProofsAt int
	// Decompositions has the knowledge fill in the carriers four-sided decompositions
	// capture (solver.Options.Decompositions), as MoHex's knowledge does: positions whose
	// value hangs on a region two of a player's chains and two of the opponent's enclose,
	// which the playouts misjudge, are seen as they are, and many proved.
	Decompositions bool
	// SolveShare is the share of a search's budget the solver gets when it is asked first
	// (default 1/3).
	SolveShare float64
	// Network, when set, guides the search (network.go): its policy is the prior of the
	// progressive bias at the root and at every node played NetworkAt times, and its value
	// is mixed with the playouts' results (NetworkValue). Each thread evaluates it with an
	// evaluator of its own, through a bounded cache of evaluations by position.
	Network *network.Network
	// NetworkAt is the number of visits after which a node is evaluated by the network
	// (default KnowledgeAt; the root at once), when the engine has one (network.go).
	NetworkAt int
	// NetworkValue is the weight of the network's value, against the playouts' result, in
	// what an iteration adds to the nodes down to the deepest one the network evaluated
	// (AlphaGo's 1-λ; default 0.5, at most 1); negative leaves the value out, the policy
	// alone guiding the search.
	NetworkValue float64
	// RootNoise, when positive, is the share of Dirichlet noise mixed into the network's
	// prior at the root (AlphaZero's exploration in self-play: 0.25, with α = 10/moves),
	// drawn from Seed and the position: the same noise for the same seed.
	RootNoise float64
}

// MoHexOptions returns the options of MoHex 2.0's design, the settings measured strongest
// against MoHex at equal time on Hex on the plane: its selection rule with local priors, its
// pruning at every node and its full playouts (docs/results/engine/README.md, "MoHex's
// pruning at every node"), and the knowledge's fill-in placed below the node that found it,
// as MoHex places it ("The fill-in in the tree"), with the carriers four-sided decompositions
// capture filled in too, as MoHex's knowledge fills them. mcts searches with them when it has a
// thinking time on the plane (strategies.TimedOptions). Budget, seed, reuse and threads are
// the caller's.
func MoHexOptions() Options {
	return Options{MoHexSelection: true, LocalPriors: true,
		LocalInferior: true, InferiorPlayouts: true, FullPlayouts: true, FillIn: true,
		Decompositions: true}
}

// DefaultSolveFrom is Options.SolveFrom's default on b: a tenth of the board on boards of up
// to 100 cells (the solver first from the 9th stone on 9x9), a seventh on larger ones (from
// the 18th on 11x11). Within a third of a second the solver decides 19 of 100 positions of
// the engine's games against MoHex after the 8th move on 9x9, but on 11x11 none after the
// 12th, 1 after the 14th, 2 after the 16th and 9 after the 18th (TestSolverFirstByPly): before
// that its share is the tree's time spent in vain, and the table it fills there proved no
// later position of the games the engine lost either (TestLostGamesWonPositions with
// HEXLAB_LOST_KEEP, docs/results/engine/README.md).
func DefaultSolveFrom(b *core.Board) float64 {
	if b.NumCells() > 100 {
		return 1.0 / 7
	}
	return 0.1
}

// DefaultPlayouts is the budget of a search without a thinking time.
const DefaultPlayouts = 20000

// Engine searches positions of one board, keeping its trees between searches when
// Options.Reuse is set. An Engine is not safe for concurrent use.
type Engine struct {
	board   *core.Board
	reverse bool
	opts    Options
	// The last search: each thread's tree (whose memory the next search's tree is built in,
	// or which it continues), and with Options.Reuse its root position and player.
	lastRoot   *core.Position
	lastPlayer core.Player
	trees      []*tree
	knowers    []*solver.Solver
	solve      *solver.Solver
	// deepers analyse the tree's nodes again with the edge proofs (Options.EdgeProofsAt),
	// one a thread.
	deepers []*solver.Solver
	// spare holds, for each thread, memory for the next search's tree: the nodes of a tree
	// the engine no longer searches (copied out by reuse, or dropped). A tree grows to some
	// hundred thousand nodes a second; growing it in new memory every move cost 7% of a
	// search on hex:11x11 (the copies and the new pages), so the memory goes round.
	spare [][]node
	// prover is the solver proveRoot asks (kept from one search to the next with
	// Options.Reuse).
	prover *solver.Solver
	// whole is Budget.Whole.
	whole bool
	// patterns reads the board's local patterns, once built.
	patterns *Patterns
	// rings are the board's rings (local_inferior.go), once built.
	rings rings
	// edgeProofs are the connections the root's edge proofs found (Options.EdgeProofs) that
	// held at the last root, proofRoot, and those its tree found: the tree's knowledge starts
	// from them (analyseRoot).
	edgeProofs []vc.EdgeProof
	proofRoot  *core.Position
	// newEvaluator makes a thread's network evaluator when the engine has a network, and
	// nets are the threads' network searchers (network.go).
	newEvaluator func() evaluator
	nets         []*netSearch
}

// New returns an engine for positions of b, under Rex's rule (whoever completes a chain
// loses) when reverse is set.
func New(b *core.Board, reverse bool, opts Options) *Engine {
	if opts.Playouts <= 0 {
		opts.Playouts = DefaultPlayouts
	}
	if opts.Threads <= 0 {
		opts.Threads = 1
	}
	if opts.KnowledgeAt <= 0 {
		opts.KnowledgeAt = 128
		if opts.MoHexSelection {
			opts.KnowledgeAt = mohexKnowledgeAt
		}
	}
	if opts.ExpandAt <= 0 {
		opts.ExpandAt = 3
		if opts.MoHexSelection {
			opts.ExpandAt = mohexExpandAt
		}
	}
	if opts.MaxNodes <= 0 {
		opts.MaxNodes = 4_000_000
	}
	if opts.SolveFrom <= 0 {
		opts.SolveFrom = DefaultSolveFrom(b)
	}
	if opts.SolveShare <= 0 || opts.SolveShare >= 1 {
		opts.SolveShare = 1.0 / 3
	}
	if opts.NetworkAt <= 0 {
		opts.NetworkAt = opts.KnowledgeAt
	}
	if opts.NetworkValue == 0 {
		opts.NetworkValue = defaultNetworkValue
	}
	opts.NetworkValue = min(opts.NetworkValue, 1)
	e := &Engine{board: b, reverse: reverse, opts: opts}
	if opts.Network != nil {
		e.newEvaluator = func() evaluator { return netEvaluator{opts.Network.NewEvaluator()} }
	}
	return e
}

// Reason says how Search chose its move.
type Reason string

// The reasons of Search's moves.
const (
	// Completes: the move completes the mover's structure.
	Completes Reason = "win"
	// Blocks: the opponent's only cell that completes their structure.
	Blocks Reason = "block"
	// Proven: a move the solver or the tree proves wins.
	Proven Reason = "proven"
	// Searched: the most visited move of the tree search.
	Searched Reason = "search"
)

// MoveStat is what the search knows of one move at the root.
type MoveStat struct {
	Cell core.Cell
	// Visits is the number of iterations through the move, over all threads.
	Visits float64
	// Value is its value for the mover: its win rate blended with its RAVE win rate.
	Value float64
	// Proof is Win or Loss where the tree proves it, else Unknown.
	Proof solver.Value
	// weight is the sum of the trees' weights in Value.
	weight float64
}

// Result is a search's answer.
type Result struct {
	Move   core.Cell
	Reason Reason
	// Value is the move's value for the mover (1 when it is proven to win).
	Value float64
	// Lost is set when the position is proven lost for the player to move: Move then is
	// the most blocking move (resist: the cell in the most carriers of the opponent's
	// connections between its edges), or the most visited where there are none.
	Lost bool
	// Playouts, Nodes and Knowledge count the iterations, the tree's nodes and the nodes
	// given the solver's knowledge, over all threads; Deepened the nodes analysed again
	// with the edge proofs (Options.EdgeProofsAt).
	Playouts, Nodes, Knowledge, Deepened int
	// Reused is the visits the root had before the search, from a tree kept by the last
	// search or by pondering (Options.Reuse); 0 for a new tree.
	Reused int
	// Moves are the root's moves the search looked at.
	Moves []MoveStat
	// Line is the principal variation of the first tree from Move: Move, then the most
	// visited move at each node below it.
	Line []core.Cell
	// Policy is the network's prior at the root, by cell (0 on the taken cells), when the
	// engine has a network and the tree search ran; nil otherwise.
	Policy []float32
	// Evaluations is the positions the network evaluated in this search, over all threads
	// (the cache's answers left out); 0 without a network.
	Evaluations int
}

// Search returns the engine's move for toMove in pos. It stops at its budget or when ctx
// ends, and answers with what it has found then.
func (e *Engine) Search(ctx context.Context, pos *core.Position, toMove core.Player) (Result, error) {
	if err := e.searchable(pos, toMove); err != nil {
		return Result{}, err
	}
	empty := pos.EmptyCells()
	start, playouts := time.Now(), e.opts.Playouts
	if !e.reverse {
		if wins := completing(pos, empty, toMove); len(wins) > 0 {
			return Result{Move: wins[0], Reason: Completes, Value: 1}, nil
		}
		if threats := completing(pos, empty, toMove.Opponent()); len(threats) == 1 {
			return Result{Move: threats[0], Reason: Blocks}, nil
		}
	}
	var root *solver.Knowledge
	var refuted []core.Cell
	if !e.opts.NoKnowledge {
		k := e.analyseRoot(pos, toMove)
		root = &k
		if !e.whole {
			rp := e.proveRoot(ctx, pos, toMove, k)
			if rp.proven {
				return rp.result, nil
			}
			playouts = max(1, playouts-rp.charged)
			refuted = rp.refuted
		}
	}
	r := e.treeSearch(ctx, pos, toMove, root, refuted, start, playouts)
	if err := e.networkError(); err != nil {
		return Result{}, err
	}
	return r, nil
}

// searchable returns an error if pos, toMove to move, is not a position the engine can search:
// on another board, nobody to move, the game over or the board full.
func (e *Engine) searchable(pos *core.Position, toMove core.Player) error {
	switch {
	case pos.Board() != e.board:
		return errors.New("engine: the position is not on the engine's board")
	case toMove != core.Red && toMove != core.Blue:
		return fmt.Errorf("engine: %v cannot move", toMove)
	case pos.Completed(core.Red) || pos.Completed(core.Blue):
		return errors.New("engine: the game is over")
	case len(pos.EmptyCells()) == 0:
		return errors.New("engine: the board is full")
	}
	return nil
}

// Ponder searches pos, toMove to move, until ctx ends (or the tree proves the position, or
// fills up: Options.MaxNodes), and keeps the tree for the next Search, which starts from the
// subtree of the move then played. An engine ponders on its opponent's time: pos is the
// position after its own move, toMove the opponent. It needs Options.Reuse, which keeps trees;
// the budget (time or playouts) is not used, and the next Search's budget comes on top of
// what pondering found.
func (e *Engine) Ponder(ctx context.Context, pos *core.Position, toMove core.Player) error {
	if !e.opts.Reuse {
		return errors.New("engine: pondering keeps the tree for the next search, and Options.Reuse is off")
	}
	if err := e.searchable(pos, toMove); err != nil {
		return err
	}
	saved, whole := e.opts, e.whole
	defer func() { e.opts, e.whole = saved, whole }()
	e.opts.Time, e.opts.Playouts, e.whole = 0, math.MaxInt, false
	var root *solver.Knowledge
	if !e.opts.NoKnowledge {
		k := e.analyseRoot(pos, toMove)
		root = &k
	}
	e.treeSearch(ctx, pos, toMove, root, nil, time.Now(), math.MaxInt)
	return e.networkError()
}

// treeSearch runs the tree search on every thread and sums the root statistics; root is the
// root's knowledge, when the engine has it (nil without the knowledge). It stops at the time
// budget counted from start, or after playouts (shared among the threads) without one.
func (e *Engine) treeSearch(ctx context.Context, pos *core.Position, toMove core.Player, root *solver.Knowledge, refuted []core.Cell, start time.Time, playouts int) Result {
	threads := e.opts.Threads
	trees := e.reuse(pos, toMove, threads)
	reused := 0
	for _, t := range trees {
		reused += int(t.nodes[0].visits)
	}
	if len(e.knowers) < threads {
		e.knowers = make([]*solver.Solver, threads)
		for i := range e.knowers {
			e.knowers[i] = solver.New(e.board, e.knowledgeOptions(1<<20))
		}
	}
	nets := e.networks(threads, pos, toMove)
	evaluated := 0
	for _, ns := range nets {
		evaluated += ns.evaluations
	}
	searchers := make([]*searcher, threads)
	for i := range searchers {
		var know *solver.Solver
		if !e.opts.NoKnowledge {
			know = e.knowers[i]
			know.UseEdgeProofs(e.edgeProofs)
		}
		rng := rand.New(rand.NewPCG(e.opts.Seed+uint64(i), positionHash(pos, toMove)))
		trees[i].whole, trees[i].progressiveBias, trees[i].mohex = e.whole, e.opts.ProgressiveBias, e.opts.MoHexSelection
		if (e.opts.LocalInferior || e.opts.InferiorPlayouts) && e.board.Topology() == core.Plane && !e.reverse {
			if e.rings == nil {
				e.rings = newRings(e.board)
			}
			trees[i].rings = e.rings
		}
		trees[i].localInferior = e.opts.LocalInferior && trees[i].rings != nil
		if (e.opts.MoHexSelection || nets != nil) && e.opts.ProgressiveBias == 0 {
			trees[i].progressiveBias = mohexProgressiveBias
		}
		searchers[i] = newSearcher(trees[i], pos, toMove, e.opts, know, root, rng)
		if nets != nil {
			searchers[i].net = nets[i]
		}
		if know != nil && e.opts.EdgeProofs > 0 && e.opts.EdgeProofsAt > 0 {
			searchers[i].deep = e.deeper(i)
			searchers[i].proofs = slices.Clone(e.edgeProofs)
			searchers[i].deep.UseEdgeProofs(searchers[i].proofs)
		}
		searchers[i].refuted = refuted
		trees[i].refute(refuted) // a root kept from the last search has its children already
	}
	var deadline time.Time
	if e.opts.Time > 0 {
		deadline = start.Add(e.opts.Time)
	}
	var wg sync.WaitGroup
	for _, s := range searchers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s.run(ctx, deadline, playouts/threads)
		}()
	}
	wg.Wait()
	r := summarize(searchers)
	r.Policy = rootPolicy(searchers)
	for _, ns := range nets {
		r.Evaluations += ns.evaluations
	}
	r.Evaluations -= evaluated
	for _, s := range searchers {
		if s.deep != nil {
			e.keepProofs(s.proofs)
		}
	}
	e.trees = trees
	if e.opts.Reuse {
		e.lastRoot, e.lastPlayer = pos.Clone(), toMove
	}
	r.Reused = reused
	if e.opts.Temperature > 0 && r.Reason != Proven {
		rng := rand.New(rand.NewPCG(e.opts.Seed^0x7e3, positionHash(pos, toMove)))
		r.draw(e.opts.Temperature, rng)
	}
	if r.Lost && r.Reason != Proven {
		r.Move = e.resist(pos, toMove, r)
	}
	if len(r.Moves) > 0 {
		r.Line = searchers[0].t.line(r.Move) // from the move played, once it is chosen
	}
	return r
}

// completing returns the cells of empty where a stone of player completes one of player's
// winning structures.
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

// positionHash mixes the stones and the player to move into a seed, so that each position
// has its own playouts.
func positionHash(pos *core.Position, toMove core.Player) uint64 {
	h := uint64(14695981039346656037) ^ uint64(toMove)
	for c := core.Cell(0); int(c) < pos.Board().NumCells(); c++ {
		h = (h ^ uint64(pos.At(c))) * 1099511628211
	}
	return h
}
