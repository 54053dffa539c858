package training

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/engine"
	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/solver"
)

// SelfPlay plays games of the engine (strategies/engine) against itself and records every
// position it searched: the root's visit shares as the policy target, the game's winner as
// the value. A game is a pure function of Seed and its index: the same records on every
// machine, since the engine's budget is counted in playouts, not in time.
type SelfPlay struct {
	// Board is the board the games are played on (its spec's +reverse, or Reverse, plays
	// them under Rex's rule).
	Board *core.Board
	// Reverse plays the games under Rex's rule: whoever completes a chain loses.
	Reverse bool
	// Playouts is the engine's budget a move (engine.Options.Playouts; 0 is
	// engine.DefaultPlayouts).
	Playouts int
	// Network guides the engine's search (engine.Options.Network); nil plays today's engine.
	Network *network.Network
	// Seed seeds every game, with the game's index.
	Seed uint64
	// Opening is the number of stones placed at random, alternately from Red's, before the
	// engine plays (the arena's --handicap red:1,blue:1: positions no book has seen); 0 is
	// DefaultOpening, a negative number none. They are not recorded: nothing searched them.
	Opening int
	// Explore is the number of moves after the opening that are drawn from the root's visit
	// shares (temperature 1) instead of being the engine's choice, so that games differ; 0
	// is a tenth of the board's cells (at least 1), a negative number none. A move the
	// engine proves, or that wins or blocks at once, is always played.
	Explore int
	// Noise is the share of Dirichlet noise mixed into the network's prior at the root
	// (engine.Options.RootNoise; AlphaZero's 0.25), from 0 to 1, with a network; without
	// one it is not used (today's engine has no prior to mix it into).
	Noise float64
}

// DefaultOpening is SelfPlay.Opening's default: one stone of each player.
const DefaultOpening = 2

// SelfPlaySource is the Source of the records SelfPlay makes.
const SelfPlaySource = "selfplay"

// selfPlayGame is what a SelfPlay's games need, checked once.
type selfPlayGame struct {
	s        SelfPlay
	spec     core.Spec   // the rule's spec: +reverse for Rex
	board    *core.Board // the geometry, shared with every record of the board
	opening  int
	explore  int
	playouts int
}

// prepare checks s's settings and fills in their defaults.
func (s SelfPlay) prepare() (*selfPlayGame, error) {
	switch {
	case s.Board == nil:
		return nil, errors.New("self-play: no board")
	case s.Playouts < 0:
		return nil, fmt.Errorf("self-play: %d playouts a move; expected a number of at least 1 (0: the engine's default, %d)", s.Playouts, engine.DefaultPlayouts)
	case math.IsNaN(s.Noise) || s.Noise < 0 || s.Noise > 1:
		return nil, fmt.Errorf("self-play: noise %v; expected a share of the prior from 0 to 1", s.Noise)
	}
	spec := s.Board.Spec()
	spec.Reverse = false
	b, err := core.NewBoard(spec)
	if err != nil {
		return nil, fmt.Errorf("self-play: %w", err)
	}
	spec.Reverse = s.Reverse || s.Board.Spec().Reverse
	g := &selfPlayGame{s: s, spec: spec, board: b, opening: s.Opening, explore: s.Explore, playouts: s.Playouts}
	switch {
	case g.opening == 0:
		g.opening = DefaultOpening
	case g.opening < 0:
		g.opening = 0
	}
	if g.opening >= b.NumCells() {
		return nil, fmt.Errorf("self-play: an opening of %d stones leaves no move on %s (%d cells)", g.opening, spec, b.NumCells())
	}
	switch {
	case g.explore == 0:
		g.explore = max(1, b.NumCells()/10)
	case g.explore < 0:
		g.explore = 0
	}
	if g.playouts == 0 {
		g.playouts = engine.DefaultPlayouts
	}
	return g, nil
}

// engineOptions returns the options of the engine that plays the game of seed: those mcts
// plays with at this budget (MoHex 2.0's selection rule on Hex on the plane from
// strategies.MoHexSelectionFrom playouts, else the engine's first rule), the network and its
// noise, one thread.
func (g *selfPlayGame) engineOptions(seed uint64) engine.Options {
	var o engine.Options
	if g.spec.Topology == core.Plane && !g.spec.Reverse && g.playouts >= strategies.MoHexSelectionFrom {
		o.MoHexSelection, o.LocalPriors = true, true
	}
	o.Playouts, o.Seed, o.Threads = g.playouts, seed, 1
	if g.s.Network != nil {
		o.Network, o.RootNoise = g.s.Network, g.s.Noise
	}
	return o
}

// GameID is the Game of the records of SelfPlay's game index on spec with seed.
func GameID(spec core.Spec, seed uint64, index int) string {
	return fmt.Sprintf("%s-%s-%d-%d", SelfPlaySource, spec, seed, index)
}

// Game plays game index (0 or more) and returns a record of each position the engine
// searched, in the order played: the same records for the same settings, Seed and index on
// every machine. It stops with ctx's error when ctx is done. A game that fills a torus
// without a winner (thesis ch. 3 shows full tori where no one wins) has no result to learn
// and gives no records.
func (s SelfPlay) Game(ctx context.Context, index int) ([]Record, error) {
	g, err := s.prepare()
	if err != nil {
		return nil, err
	}
	if index < 0 {
		return nil, fmt.Errorf("self-play: game %d; games are numbered from 0", index)
	}
	return g.play(ctx, index)
}

// play plays game index.
func (g *selfPlayGame) play(ctx context.Context, index int) ([]Record, error) {
	rng := rand.New(rand.NewPCG(g.s.Seed, uint64(index)))
	game, err := core.NewGame(g.spec, core.Options{})
	if err != nil {
		return nil, fmt.Errorf("self-play: %w", err)
	}
	eng := engine.New(game.Board(), g.spec.Reverse, g.engineOptions(rng.Uint64()))
	id := GameID(g.spec, g.s.Seed, index)
	for range g.opening {
		c, ok := openingCell(game, rng)
		if !ok {
			return nil, fmt.Errorf("self-play: game %s: no cell for an opening stone that does not end the game", id)
		}
		if err := game.Play(core.CellMove(c)); err != nil {
			return nil, fmt.Errorf("self-play: game %s: %w", id, err)
		}
	}
	var recs []Record
	for searched := 0; !game.Over(); searched++ {
		pos, toMove := game.Position(), game.ToMove()
		if pos.Full() {
			return nil, nil // a full torus without a winner: no result
		}
		r, err := eng.Search(ctx, pos, toMove)
		if err == nil {
			err = ctx.Err() // a search cut short answers, but not as it would have
		}
		if err != nil {
			return nil, err
		}
		move := r.Move
		if searched < g.explore && r.Reason == engine.Searched {
			move = drawByVisits(r, rng)
		}
		recs = append(recs, positionRecord(pos, g.spec, toMove, searchPolicy(r), id, SelfPlaySource))
		if err := game.Play(core.CellMove(move)); err != nil {
			return nil, fmt.Errorf("self-play: game %s: the engine's move %s: %w", id, g.board.CellName(move), err)
		}
	}
	for i := range recs {
		recs[i].Winner = game.Winner().String()
	}
	return recs, nil
}

// openingCell draws an empty cell of game at random whose stone does not complete the
// mover's chain, or reports false if there is none.
func openingCell(game *core.Game, rng *rand.Rand) (core.Cell, bool) {
	pos, mover := game.Position(), game.ToMove()
	var cells []core.Cell
	for _, c := range pos.EmptyCells() {
		after := pos.Clone()
		after.Place(c, mover)
		if !after.Completed(mover) {
			cells = append(cells, c)
		}
	}
	if len(cells) == 0 {
		return core.NoCell, false
	}
	return cells[rng.IntN(len(cells))], true
}

// searchPolicy returns the policy target of a search's result: the root's visit shares, or
// the move alone where the engine did not choose by visits (a move that wins or blocks at
// once, or one it proves) or no move was visited.
func searchPolicy(r engine.Result) []PolicyShare {
	total := 0.0
	for _, m := range r.Moves {
		total += m.Visits
	}
	if r.Reason != engine.Searched || !(total > 0) {
		return []PolicyShare{{Cell: int(r.Move), Share: 1}}
	}
	var out []PolicyShare
	for _, m := range r.Moves {
		if m.Visits > 0 {
			out = append(out, PolicyShare{Cell: int(m.Cell), Share: float32(m.Visits / total)})
		}
	}
	return out
}

// drawByVisits draws one of the root's moves with a chance in proportion to its visits, the
// moves proven to lose left out (the engine's move where none is left).
func drawByVisits(r engine.Result, rng *rand.Rand) core.Cell {
	total := 0.0
	for _, m := range r.Moves {
		if m.Proof != solver.Loss {
			total += m.Visits
		}
	}
	if !(total > 0) {
		return r.Move
	}
	x := rng.Float64() * total
	for _, m := range r.Moves {
		if m.Proof == solver.Loss || m.Visits <= 0 {
			continue
		}
		if x -= m.Visits; x < 0 {
			return m.Cell
		}
	}
	return r.Move // rounding left x at 0: the engine's move
}

// Games plays games from to from+count-1 on workers goroutines and returns their records in
// the games' order: the same records whatever workers is. progress, when set, is called
// after each game with the number of games finished, one call at a time. It stops with
// ctx's error when ctx is done, or with the first game's error.
func (s SelfPlay) Games(ctx context.Context, from, count, workers int, progress func(done int)) ([]Record, error) {
	g, err := s.prepare()
	if err != nil {
		return nil, err
	}
	switch {
	case from < 0 || count < 0 || count > math.MaxInt-from:
		return nil, fmt.Errorf("self-play: games %d to %d; games are numbered from 0", from, from+count-1)
	case workers < 1:
		return nil, fmt.Errorf("self-play: %d workers; expected at least 1", workers)
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	games := make([][]Record, count)
	errs := make([]error, count)
	var mu sync.Mutex
	next, done := 0, 0
	var wg sync.WaitGroup
	for range min(workers, count) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				mu.Lock()
				i := next
				next++
				mu.Unlock()
				if i >= count || ctx.Err() != nil {
					return
				}
				games[i], errs[i] = g.play(ctx, from+i)
				if errs[i] != nil {
					cancel()
					return
				}
				mu.Lock()
				done++
				if progress != nil {
					progress(done)
				}
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil && !errors.Is(err, context.Canceled) && !errors.Is(err, context.DeadlineExceeded) {
			return nil, err // the first game's own error, whatever the others did
		}
	}
	if done < count {
		return nil, fmt.Errorf("self-play: stopped after %d of %d games: %w", done, count, context.Cause(ctx))
	}
	var out []Record
	for _, recs := range games {
		out = append(out, recs...)
	}
	return out, nil
}
