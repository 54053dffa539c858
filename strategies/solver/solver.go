package solver

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/vc"
)

// Options are a solver's settings; the zero value is usable.
type Options struct {
	// Memory is the size of the transposition table in bytes (default 64 MiB). The table
	// never grows past it: a full table replaces the positions that cost least to redo.
	Memory int64
	// Epsilon is the ε of the 1+ε trick (default 0.25).
	Epsilon float64
	// MaxNodes stops a search after this many nodes (0: no limit).
	MaxNodes int64
	// Progress, when set, is called about every ProgressEvery while a search runs.
	Progress func(Progress)
	// ProgressEvery is how often Progress is called (default half a second).
	ProgressEvery time.Duration
	// NoInferior turns off the inferior-cell analysis: every empty cell is a move, nothing is
	// filled in (for tests and measurements).
	NoInferior bool
	// NoWidening turns off progressive widening: every move is in the window at once.
	NoWidening bool
	// NoConnections turns off the virtual connections (package vc).
	NoConnections bool
	// Answers makes Analyse work out Knowledge.Answers (the search itself never needs them).
	Answers bool
	// Ladders adds the second-row ladders to the virtual connections (vc.Options.Ladders):
	// stronger knowledge, which proofs cannot use (Prove refuses a solver with them).
	Ladders bool
	// DeepEvals, when positive, lets the connections of each player's groups to their edges
	// that H-search leaves as semi-connections be proved by search (vc.ProveEdge), within
	// that many H-search evaluations for each player at each node: knowledge for a root,
	// where a move's analysis may take a few milliseconds, which proofs cannot use either
	// (Prove refuses it).
	DeepEvals int
	// Unordered leaves the moves Analyse returns in the board's centrality order instead of
	// ordering them by the resistance circuits (Knowledge.Ordered false): for a caller that
	// reads no order, such as the engine under MoHex 2.0's rule, where the circuits took a
	// fifth of each analysis. The search orders its own moves whatever this says.
	Unordered bool
	// Decompositions fills in the carriers of the connections that four-sided
	// decompositions capture (vc.Result.Decomposition), after the inferior cells' fill-in,
	// and works the connections out again on the filled position: knowledge for the engine,
	// which proofs cannot use (Prove refuses it: their checker knows no decompositions).
	Decompositions bool
}

// DefaultMemory is the table's size when Options.Memory is 0.
const DefaultMemory = 64 << 20

// Progress is how far a search has gone.
type Progress struct {
	// Nodes is the number of nodes searched so far by this solver.
	Nodes int64
	// Stored is the number of positions in the table.
	Stored int
	// Elapsed is the time since the search began.
	Elapsed time.Duration
}

// Solver solves positions of one board. Its table is kept from one Solve to the next, so
// that positions solved once are not solved again. A Solver is not safe for concurrent use.
type Solver struct {
	opts       Options
	board      *core.Board
	reverse    bool
	z          *zobrist
	tt         *table
	centrality []int
	scratch    *core.Position

	ctx       context.Context
	deadline  time.Time // ctx's deadline, or zero
	nodes     int64
	limit     int64
	started   time.Time
	lastShown time.Time
	stopped   bool

	// proofs are connections proved elsewhere (UseEdgeProofs); found collects those the
	// edge proofs of one analysis find (Knowledge.EdgeProofs), while analysing.
	proofs    []vc.EdgeProof
	found     []vc.EdgeProof
	analysing bool
	// focus, when focused, limits the edge proofs to the groups of its stones
	// (FocusEdgeProofs).
	focus   []core.Cell
	focused bool
}

// UseEdgeProofs gives the solver connections from groups to edges proved by search in an
// earlier analysis (Knowledge.EdgeProofs), from which its connections then start wherever
// they still hold (vc.ProofHolds: the stone, the stones they were proved with, an empty
// carrier), so that an engine's tree knows at every node the connections its root's edge
// proofs found. Like the edge proofs themselves they are knowledge, not proof: Prove
// refuses a solver that has them. nil takes them away.
func (s *Solver) UseEdgeProofs(proofs []vc.EdgeProof) {
	s.proofs = proofs
}

// FocusEdgeProofs limits the edge proofs (Options.DeepEvals) of the analyses that follow to
// the groups of the stones at cells, their owners' connections to their edges: where an
// analysis follows a move or two whose position's connections were searched before, the new
// ones are those stones', and searching only them costs a fraction of searching every group
// again. (A stone may also help another group, as a ladder's escape: that connection is
// found where that group's next stone is played.) With no cells at all, no group is
// searched; UnfocusEdgeProofs searches every group again.
func (s *Solver) FocusEdgeProofs(cells ...core.Cell) {
	s.focus, s.focused = cells, true
}

// UnfocusEdgeProofs undoes FocusEdgeProofs: the edge proofs search every group.
func (s *Solver) UnfocusEdgeProofs() {
	s.focus, s.focused = nil, false
}

// New returns a solver for positions of b.
func New(b *core.Board, opts Options) *Solver {
	if opts.Memory <= 0 {
		opts.Memory = DefaultMemory
	}
	if opts.Epsilon <= 0 {
		opts.Epsilon = 0.25
	}
	if opts.ProgressEvery <= 0 {
		opts.ProgressEvery = 500 * time.Millisecond
	}
	return &Solver{
		opts:       opts,
		board:      b,
		reverse:    b.Spec().Reverse,
		z:          newZobrist(b.NumCells()),
		tt:         newTable(opts.Memory, b.NumCells()),
		centrality: centralityOf(b),
		scratch:    core.NewPosition(b),
	}
}

// Result is what Solve found.
type Result struct {
	// Winner is who wins with perfect play, or NoPlayer if the search stopped first.
	Winner core.Player
	// Move is a winning move of the player to move when they win, else NoCell.
	Move core.Cell
	// PV is the principal variation from the position: the winner's moves and the loser's
	// longest resistance, as far as the table knows them.
	PV []core.Cell
	// Nodes is the number of nodes this Solve searched.
	Nodes int64
	// Elapsed is how long it took.
	Elapsed time.Duration
}

// ErrOver is returned for a position whose game is already over.
var ErrOver = errors.New("solver: the game is over")

// check returns an error if pos is not a position of the solver's board with a player to
// move and no winner yet.
func (s *Solver) check(pos *core.Position, toMove core.Player) error {
	if pos.Board().Spec() != s.board.Spec() {
		return fmt.Errorf("solver: a position of %s given to a solver of %s", pos.Board().Spec(), s.board.Spec())
	}
	if toMove != core.Red && toMove != core.Blue {
		return errors.New("solver: the player to move must be red or blue")
	}
	if pos.Completed(core.Red) || pos.Completed(core.Blue) || pos.Full() {
		return ErrOver
	}
	return nil
}

// Solve finds who wins pos with toMove to move. It stops early, with Winner NoPlayer, when
// ctx is done or Options.MaxNodes is reached; what it proved stays in the table for the next
// call.
func (s *Solver) Solve(ctx context.Context, pos *core.Position, toMove core.Player) (Result, error) {
	if err := s.check(pos, toMove); err != nil {
		return Result{}, err
	}
	s.begin(ctx, s.opts.MaxNodes)
	before := s.nodes
	root := node{pos: pos.Clone(), toMove: toMove, key: s.z.key(pos, toMove)}
	winner := s.solveNode(root)
	r := Result{Winner: winner, Move: core.NoCell, Nodes: s.nodes - before, Elapsed: time.Since(s.started)}
	if winner == toMove {
		m, ok := s.winningMove(root)
		if !ok {
			r.Winner = core.NoPlayer // stopped while finding the move
			return r, nil
		}
		r.Move = m
	}
	if r.Winner != core.NoPlayer {
		r.PV = s.pv(root)
	}
	return r, nil
}

// SetMaxNodes changes Options.MaxNodes, the node limit of each search from now on (0: no
// limit), keeping the table: one solver serves searches of different budgets.
func (s *Solver) SetMaxNodes(n int64) { s.opts.MaxNodes = max(0, n) }

// solveNode runs df-pn from n until it is proven or the search is stopped, and returns the
// winner, or NoPlayer.
func (s *Solver) solveNode(n node) core.Player {
	for !s.stopped {
		s.mid(n, infinity, infinity)
		phi, delta := s.childNumbers(n.key)
		switch {
		case phi == 0:
			return n.toMove
		case delta == 0:
			return n.toMove.Opponent()
		}
	}
	return core.NoPlayer
}

// begin starts a search's clock and limits.
func (s *Solver) begin(ctx context.Context, maxNodes int64) {
	s.ctx = ctx
	s.deadline, _ = ctx.Deadline()
	s.started = time.Now()
	s.lastShown = s.started
	s.stopped = s.cancelled()
	s.limit = 0
	if maxNodes > 0 {
		s.limit = s.nodes + maxNodes
	}
}

// tick counts a node, checks whether the search must stop (a node costs far more than asking
// the context and the clock), and every so often shows its progress.
func (s *Solver) tick() {
	s.nodes++
	if (s.limit > 0 && s.nodes >= s.limit) || s.cancelled() {
		s.stopped = true
	}
	if s.nodes&255 != 0 {
		return
	}
	if s.opts.Progress != nil {
		if now := time.Now(); now.Sub(s.lastShown) >= s.opts.ProgressEvery {
			s.lastShown = now
			s.opts.Progress(s.Progress())
		}
	}
}

// cancelled reports whether the search's context is done or past its deadline. The deadline
// is read from the clock, not only from the context: in WebAssembly a search that never
// blocks gives the context's timer no chance to fire.
func (s *Solver) cancelled() bool {
	return s.ctx.Err() != nil || (!s.deadline.IsZero() && time.Now().After(s.deadline))
}

// Progress returns how far the solver has gone.
func (s *Solver) Progress() Progress {
	return Progress{Nodes: s.nodes, Stored: s.tt.stored, Elapsed: time.Since(s.started)}
}
