package strategies

import (
	"context"
	"fmt"

	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
	"github.com/hexlab/hexlab/strategies/network"
)

// MCTS is the tree search player: Hexlab's engine (strategies/engine), a Monte Carlo tree
// search after MoHex's with the solver's knowledge at its nodes. It plays a move that wins
// at once and blocks the opponent's only winning cell before searching, and a move the
// solver proves wins when it finds one.
//
// Its budget is Settings.Think (time: the mean time a move, the time easy moves save spent
// on contested ones (timeBank); the result then depends on the machine's speed, and the tree
// is kept from one move to the next) or, when that is zero, a fixed number of playouts, so
// that a game with a given seed is the same game everywhere.
type MCTS struct {
	seed     uint64
	think    time.Duration
	Playouts int // the playout budget when there is no time budget
	// Threads is the number of trees searched at once, one per core (root parallelism,
	// engine.Options.Threads); 0 or 1 is one tree, the same game on every machine.
	Threads int
	// level is the named level the player plays at, nil for mcts itself.
	level *Level
	// Network, when set, guides the engine's search on every board (engine.Options.Network,
	// with NetworkAt and NetworkValue as engine.Options has them; 0 for their defaults);
	// name is then the player's name (mcts:network...), "" for mcts's (mcts_network.go).
	Network      *network.Network
	NetworkAt    int
	NetworkValue float64
	// fits, when set, refuses the boards the player is not meant for (the embedded network's:
	// catalog.EmbeddedNetworkFits), as its Fits does; nil: every board.
	fits func(core.Spec, core.Player) error
	name string
	last MCTSStats
	// engine is the last board's, kept for its tree.
	engine *engine.Engine
	spec   core.Spec
	// ponders is set once the player has pondered (Ponder): its engine keeps its trees.
	ponders bool
	// bank is the time management with a thinking time, and move the time of the move
	// being chosen (Choose sets it from the bank).
	bank timeBank
	move time.Duration
}

// MCTSStats describes the search behind the last move.
type MCTSStats struct {
	Playouts int
	Nodes    int
	// Value is the chosen move's win rate in the tree.
	Value float64
	// Reused is the playouts the tree had before the search: from the last move's search
	// or from pondering (engine.Result.Reused).
	Reused int
}

// The labels of MCTS's moves.
const (
	MCTSWin    = "win"
	MCTSBlock  = "block"
	MCTSProven = "proven"
	MCTSSearch = "search"
	// MCTSSwap and MCTSKeep are the second move where the swap rule is on: the swap, or
	// a reply, whichever the two searches value more (see chooseSwap).
	MCTSSwap = "swap"
	MCTSKeep = "keep"
	// MCTSOpening is the first move where the swap rule is on (see balanced).
	MCTSOpening = "opening"
	// MCTSBook is the first move on an empty board the swap table covers, without the swap
	// rule: the opening it values most; or a move of the opening book (assets/book/hex.txt).
	MCTSBook = "book"
)

// DefaultMCTSPlayouts is the playout budget of an MCTS without a thinking time.
const DefaultMCTSPlayouts = engine.DefaultPlayouts

// NewMCTS returns the tree search player; think is its time per move (zero for the fixed
// playout budget).
func NewMCTS(seed uint64, think time.Duration) *MCTS {
	m := NewMCTSMove(seed, think)
	m.bank.advance = bankAdvance * think
	return m
}

// NewMCTSMove returns the tree search player for those that search a move now and then with
// a new one each time (the solver's and the pairing strategy's fallbacks, and
// strategies/internal/blunders): its bank opens without the advance a game's player gets, so
// that the move takes the thinking time.
func NewMCTSMove(seed uint64, think time.Duration) *MCTS {
	return &MCTS{seed: seed, think: think, Playouts: DefaultMCTSPlayouts, bank: timeBank{think: think}, move: think}
}

// newMCTSWith returns the tree search player that settings describe: its seed, its time and
// its threads.
func newMCTSWith(s Settings) *MCTS {
	m := NewMCTS(s.Seed, s.Think)
	m.Threads = s.Threads
	return m
}

// Name returns "mcts", or the level's name, or the name it was built by (mcts:network).
func (m *MCTS) Name() string {
	switch {
	case m.level != nil:
		return m.level.Name
	case m.name != "":
		return m.name
	}
	return "mcts"
}

// Stats returns the statistics of the last search.
func (m *MCTS) Stats() MCTSStats { return m.last }

// Choose returns the move of the player to move.
func (m *MCTS) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	if m.fits != nil {
		if err := m.fits(g.Spec(), g.ToMove()); err != nil {
			return Choice{}, err
		}
	}
	if m.think > 0 {
		start := time.Now()
		m.move = m.bank.allowance(g)
		defer func() { m.bank.spend(time.Since(start)) }()
	}
	if g.Legal(core.SwapMove()) == nil {
		return m.chooseSwap(g)
	}
	opening := len(g.Turns()) == 0 && g.Options().Swap
	if opening {
		// The book's first move where it has one (chosen by games: assets/book/hex.txt), else
		// the swap table's.
		if c, ok := bookMoves().First(g.Board(), g.ToMove(), true); ok && g.Legal(core.CellMove(c)) == nil {
			return Choice{Move: core.CellMove(c), Rule: MCTSOpening}, nil
		}
		if c, ok := swapValues().BalancedOpening(g.Board(), g.ToMove()); ok {
			return Choice{Move: core.CellMove(c), Rule: MCTSOpening}, nil
		}
	}
	drawn := m.level != nil && m.level.Temperature > 0 // a weak level's openings vary
	if len(g.Turns()) == 0 && !g.Options().Swap && !drawn && len(g.Position().EmptyCells()) == g.Board().NumCells() {
		// The book's first move where it has one (chosen by games: assets/book/hex.txt), else
		// the one the swap table values most.
		if c, ok := bookMoves().First(g.Board(), g.ToMove(), false); ok {
			return Choice{Move: core.CellMove(c), Rule: MCTSBook}, nil
		}
		if c, ok := swapValues().BestOpening(g.Board(), g.ToMove()); ok {
			return Choice{Move: core.CellMove(c), Rule: MCTSBook}, nil
		}
	}
	if !drawn && !opening {
		if c, ok := bookMoves().Move(g.Position(), g.ToMove()); ok && g.Legal(core.CellMove(c)) == nil {
			return Choice{Move: core.CellMove(c), Rule: MCTSBook}, nil
		}
	}
	r, err := m.search(g, 1, opening)
	if err != nil {
		return Choice{}, err
	}
	if opening {
		return Choice{Move: core.CellMove(balanced(r)), Rule: MCTSOpening}, nil
	}
	return Choice{Move: core.CellMove(r.Move), Rule: mctsRule(r.Reason)}, nil
}

// search runs the engine on g with share (0 to 1) of the move's budget.
func (m *MCTS) search(g *core.Game, share float64, whole bool) (engine.Result, error) {
	m.engineFor(g)
	m.engine.SetBudget(engine.Budget{
		Time:     time.Duration(float64(m.move) * share),
		Playouts: max(1, int(float64(m.Playouts)*share)),
		Whole:    whole,
	})
	r, err := m.engine.Search(context.Background(), g.Position(), g.ToMove())
	if err != nil {
		return r, err
	}
	m.last = MCTSStats{Playouts: r.Playouts, Nodes: r.Nodes, Value: r.Value, Reused: r.Reused}
	return r, nil
}

// engineFor makes m.engine the engine of g's board, kept from the last search when it is the
// same board. It keeps its trees between searches when the player has a time budget (whose
// moves depend on the machine anyway) or ponders.
func (m *MCTS) engineFor(g *core.Game) {
	if m.engine != nil && m.spec == g.Spec() {
		return
	}
	m.engine = engine.New(g.Board(), g.Spec().Reverse, m.engineOptions(g.Spec()))
	m.spec = g.Spec()
}

// engineOptions returns the options of the engine m searches spec with.
func (m *MCTS) engineOptions(spec core.Spec) engine.Options {
	var opts engine.Options
	switch {
	case m.think > 0:
		opts = TimedOptions(spec)
	case m.selectsAsMoHex(spec):
		// A playout budget keeps the playouts it had: MoHex's pruning at every node and its
		// full playouts make a search of strong's 20,000 playouts 25% slower, natively and in
		// WebAssembly alike (engine.BenchmarkInferiorAtEveryNode), which would break the
		// levels' promised page times (strongest 13 s a move on 11x11 against 12 s promised).
		opts.MoHexSelection, opts.LocalPriors = true, true
	}
	opts.Seed, opts.Reuse, opts.Threads = m.seed, m.think > 0 || m.ponders, m.Threads
	if m.level != nil {
		opts.NoKnowledge, opts.Temperature = m.level.NoKnowledge, m.level.Temperature
	}
	opts.Network, opts.NetworkAt, opts.NetworkValue = m.Network, m.NetworkAt, m.NetworkValue
	return opts
}

// TimedOptions returns the engine's options with which MCTS searches spec when it has a
// thinking time: on Hex on the plane MoHex 2.0's design (engine.MoHexOptions), measured
// strongest against MoHex 2.0 at equal time; elsewhere the engine's first rule. Seed, reuse
// and threads are the caller's. The opening book's searches (strategies/internal/genbook) use
// them too, so that the book plays as mcts does.
func TimedOptions(spec core.Spec) engine.Options {
	if !mohexBoard(spec) {
		return engine.Options{}
	}
	return engine.MoHexOptions()
}

// MoHexSelectionFrom is the smallest playout budget at which MCTS selects moves by MoHex 2.0's
// rule (engine.Options.MoHexSelection, with LocalPriors) on Hex on the plane. With fewer
// playouts its progressive bias outweighs what the search has seen: at 2,000 playouts a move
// it lost 6 of 24 games it should win on the proven strategies' boards (gardner's hex:7x6
// and hex:6x8), none from 5,000 on (docs/results/engine/README.md, "MoHex 2.0's selection
// rule").
const MoHexSelectionFrom = 5000

// selectsAsMoHex reports whether the player selects moves by MoHex 2.0's rule on spec: on
// Hex on the plane (mohexBoard), with a time budget or MoHexSelectionFrom playouts or more.
func (m *MCTS) selectsAsMoHex(spec core.Spec) bool {
	return mohexBoard(spec) && (m.think > 0 || m.Playouts >= MoHexSelectionFrom)
}

// mohexBoard reports whether spec is Hex on the plane, where MoHex 2.0's selection rule and
// its pattern weights were measured to win (on the cylinder, the torus and the misère rule
// they did not: docs/results/engine/README.md, "MoHex 2.0's selection rule").
func mohexBoard(spec core.Spec) bool {
	return spec.Topology == core.Plane && !spec.Reverse
}

// Ponder thinks on the opponent's time: it searches g, where the opponent is to move, until
// ctx ends, and keeps the tree, so that the next Choose starts from the subtree of the
// opponent's move. From the first Ponder on the player keeps its tree between moves, so a
// fixed playout budget comes on top of what it found: its moves then depend on how long the
// opponent thought.
func (m *MCTS) Ponder(ctx context.Context, g *core.Game) error {
	if g.Over() {
		return fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	if !m.ponders {
		m.ponders, m.engine = true, nil
	}
	m.engineFor(g)
	return m.engine.Ponder(ctx, g.Position(), g.ToMove())
}

// mctsRule returns the label of a move the engine chose for reason.
func mctsRule(reason engine.Reason) string {
	switch reason {
	case engine.Completes:
		return MCTSWin
	case engine.Blocks:
		return MCTSBlock
	case engine.Proven:
		return MCTSProven
	}
	return MCTSSearch
}
