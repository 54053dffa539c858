package strategies

import (
	"context"
	"fmt"
	"github.com/hexlab/hexlab/strategies/catalog"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// The rules of the solver player's moves.
const (
	SolverWin  = catalog.SolverWin
	SolverLost = catalog.SolverLost
	SolverOpen = catalog.SolverOpen
)

// solverNodesPerSecond turns the thinking time into the solver's node budget, so that on a
// machine as fast as a desktop the player's answer depends on the position and its settings,
// not on the machine's speed. On a slower one (WebAssembly in a browser runs a node several
// times slower) half the thinking time stops the solver first, so that the player never takes
// much more than the time it is given.
const solverNodesPerSecond = 400

// SolverPlayer plays a move the solver (strategies/solver) proves wins when it finds one
// within its node budget, and otherwise the tree search's move (mcts).
type SolverPlayer struct {
	seed  uint64
	think time.Duration
}

// NewSolverPlayer returns the solver player; think sets its budget (zero: one second's worth).
func NewSolverPlayer(seed uint64, think time.Duration) *SolverPlayer {
	return &SolverPlayer{seed: seed, think: think}
}

// Name returns "solver".
func (p *SolverPlayer) Name() string { return "solver" }

// Choose returns the solver's winning move, or mcts's move where there is none.
func (p *SolverPlayer) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	think := p.think
	if think <= 0 {
		think = time.Second
	}
	start := time.Now()
	nodes := max(int64(think.Seconds()*solverNodesPerSecond), 50)
	ctx, cancel := context.WithTimeout(context.Background(), think/2)
	defer cancel()
	s := solver.New(g.Board(), solver.Options{Memory: 8 << 20, MaxNodes: nodes})
	r, err := s.Solve(ctx, g.Position(), g.ToMove())
	if err != nil {
		return Choice{}, err
	}
	if r.Winner == g.ToMove() && r.Move != core.NoCell && g.Legal(core.CellMove(r.Move)) == nil {
		return Choice{Move: core.CellMove(r.Move), Rule: SolverWin}, nil
	}
	c, err := NewMCTSMove(p.seed, max(think-time.Since(start), think/2)).Choose(g)
	if err != nil {
		return Choice{}, err
	}
	c.Rule = SolverOpen
	if r.Winner == g.ToMove().Opponent() {
		c.Rule = SolverLost
	}
	return c, nil
}
