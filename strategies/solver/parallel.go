package solver

import (
	"context"
	"math"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/hexlab/hexlab/core"
)

// Parallel solves with several solvers at once, one per thread, each with its own table (a
// share of Options.Memory): it splits the work at the root, by the moves of the player to
// move. Values hands each move to the next free solver, round after round of growing budgets
// as Solver.Values does; Solve values the moves the inferior-cell analysis keeps at the root
// and stops at the first that wins (the position is lost when every one of them loses, since
// a pruned move is never better than a kept one). The answers are those of a Solver; the node
// counts depend on which solver took which move, so they vary from run to run.
type Parallel struct {
	opts    Options
	board   *core.Board
	workers []*Solver

	mu       sync.Mutex // guards shown and the calls of opts.Progress
	shown    []Progress // each worker's last progress
	started  time.Time
	reported time.Time
}

// NewParallel returns threads solvers for positions of b (threads <= 0: one per core), whose
// tables share opts.Memory.
func NewParallel(b *core.Board, opts Options, threads int) *Parallel {
	if threads <= 0 {
		threads = runtime.GOMAXPROCS(0)
	}
	if opts.Memory <= 0 {
		opts.Memory = DefaultMemory
	}
	if opts.ProgressEvery <= 0 {
		opts.ProgressEvery = 500 * time.Millisecond
	}
	p := &Parallel{opts: opts, board: b, shown: make([]Progress, threads)}
	for i := range threads {
		o := opts
		o.Memory = opts.Memory / int64(threads)
		if i > 0 {
			o.MaxNodes = 0 // the helpers' nodes are counted here, over all the workers
		}
		o.Progress = func(pr Progress) { p.progress(i, pr) }
		o.ProgressEvery = opts.ProgressEvery / 2
		p.workers = append(p.workers, New(b, o))
	}
	return p
}

// Threads returns the number of solvers.
func (p *Parallel) Threads() int { return len(p.workers) }

// progress keeps worker i's progress and shows the sum, at most every ProgressEvery.
func (p *Parallel) progress(i int, pr Progress) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.shown[i] = pr
	if p.opts.Progress == nil || time.Since(p.reported) < p.opts.ProgressEvery {
		return
	}
	p.reported = time.Now()
	p.opts.Progress(p.sum())
}

// sum adds the workers' progress up (p.mu held).
func (p *Parallel) sum() Progress {
	var out Progress
	for _, pr := range p.shown {
		out.Nodes += pr.Nodes
		out.Stored += pr.Stored
	}
	out.Elapsed = time.Since(p.started)
	return out
}

// Progress returns how far the solvers have gone, together. It must not be called while a
// search runs (Options.Progress reports then).
func (p *Parallel) Progress() Progress {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i, w := range p.workers {
		p.shown[i] = w.Progress()
	}
	return p.sum()
}

// nodes returns the nodes the workers have searched, together (none of them searching).
func nodes(workers []*Solver) int64 {
	var n int64
	for _, w := range workers {
		n += w.nodes
	}
	return n
}

// Values is Solver.Values, the moves shared among the solvers.
func (p *Parallel) Values(ctx context.Context, pos *core.Position, toMove core.Player, report func(MoveValue)) ([]MoveValue, error) {
	return p.ValuesOf(ctx, pos, toMove, pos.EmptyCells(), report)
}

// ValuesOf is Solver.ValuesOf, the moves shared among the solvers (one of each pair the half
// turn exchanges, as there).
func (p *Parallel) ValuesOf(ctx context.Context, pos *core.Position, toMove core.Player, moves []core.Cell, report func(MoveValue)) ([]MoveValue, error) {
	return p.values(ctx, p.workers, pos, toMove, moves, report, false)
}

// values values moves in rounds of growing budgets, each move of a round taken by the next
// free solver of workers; with firstWin it stops at the first move that wins.
func (p *Parallel) values(ctx context.Context, workers []*Solver, pos *core.Position, toMove core.Player, moves []core.Cell, report func(MoveValue), firstWin bool) ([]MoveValue, error) {
	w0 := workers[0]
	if err := w0.check(pos, toMove); err != nil {
		return nil, err
	}
	if err := w0.checkMoves(pos, moves); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	p.started, p.reported = time.Now(), time.Now()
	for _, w := range workers {
		w.begin(ctx, 0)
	}
	key := w0.z.key(pos, toMove)
	out := make([]MoveValue, len(moves))
	var pending []int
	twin := halfTurnTwins(pos, moves) // one of each pair of moves the half turn exchanges
	for i, c := range moves {
		out[i] = MoveValue{Cell: c}
		if twin[i] < 0 || twin[i] >= i {
			pending = append(pending, i)
		}
	}
	end := int64(math.MaxInt64)
	if p.opts.MaxNodes > 0 {
		end = nodes(workers) + p.opts.MaxNodes
	}
	var mu sync.Mutex // guards out, left, report, used and the stop below
	used := nodes(workers)
	for budget := int64(30); len(pending) > 0 && ctx.Err() == nil && used < end; budget *= 4 {
		var left []int
		next := make(chan int)
		var wg sync.WaitGroup
		for _, w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					mu.Lock()
					b := min(budget, end-used)
					mu.Unlock()
					before := w.nodes
					mv := w.valueMove(pos, key, toMove, moves[i], b)
					mu.Lock()
					used += w.nodes - before
					out[i] = mv
					if mv.Value == Unknown {
						left = append(left, i)
					} else {
						if report != nil {
							report(mv)
						}
						if j := twin[i]; j >= 0 && j != i {
							out[j] = halfTurned(w0.board, mv)
							if report != nil {
								report(out[j])
							}
						}
						if firstWin && mv.Value == Win {
							cancel()
						}
					}
					if used >= end {
						cancel()
					}
					mu.Unlock()
				}
			}()
		}
	feed:
		for _, i := range pending {
			select {
			case next <- i:
			case <-ctx.Done():
				break feed
			}
		}
		close(next)
		wg.Wait()
		if firstWin && anyWin(out) {
			break
		}
		slices.Sort(left) // the next round in the moves' order, whatever the threads did
		pending = left
	}
	return out, nil
}

// anyWin reports whether a move of values wins.
func anyWin(values []MoveValue) bool {
	for _, v := range values {
		if v.Value == Win {
			return true
		}
	}
	return false
}

// Solve is Solver.Solve with the solvers working at once: the first runs df-pn on the
// position as one Solver does, while the others value the moves the inferior-cell analysis
// keeps at the root, until one wins or every one loses. The first answer stops the others:
// the helpers make a position whose winning move is not the one df-pn looks at first faster,
// and df-pn keeps the time of one solver where they do not help.
func (p *Parallel) Solve(ctx context.Context, pos *core.Position, toMove core.Player) (Result, error) {
	w0 := p.workers[0]
	if err := w0.check(pos, toMove); err != nil {
		return Result{}, err
	}
	start := time.Now()
	before := nodes(p.workers)
	w0.begin(ctx, 0)
	o, _, exp := w0.expand(pos, toMove, true)
	if o != open || len(p.workers) == 1 {
		return w0.Solve(ctx, pos, toMove) // decided at the root, or one thread
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	type answer struct {
		r   Result
		err error
	}
	dfpn := make(chan answer, 1)
	go func() {
		r, err := w0.Solve(ctx, pos, toMove)
		if r.Winner != core.NoPlayer {
			cancel()
		}
		dfpn <- answer{r, err}
	}()
	moves, at := exp.moves, pos
	if len(exp.fill) > 0 { // the moves are of the filled position: value them there
		at, _ = w0.filled(node{pos: pos, toMove: toMove, key: w0.z.key(pos, toMove)}, exp)
	}
	values, err := p.values(ctx, p.workers[1:], at, toMove, moves, nil, true)
	helped := Result{Winner: core.NoPlayer, Move: core.NoCell}
	if err == nil {
		helped = rootResult(values, toMove)
		if helped.Winner != core.NoPlayer {
			cancel()
		}
	}
	d := <-dfpn
	r := d.r
	switch {
	case d.err != nil:
		return Result{}, d.err
	case err != nil:
		return Result{}, err
	case r.Winner == core.NoPlayer:
		r = helped
	}
	r.Nodes, r.Elapsed = nodes(p.workers)-before, time.Since(start)
	return r, nil
}

// rootResult is what the values of the root's kept moves say of the position: won with the
// first winning move, lost when every one loses, else unknown.
func rootResult(values []MoveValue, toMove core.Player) Result {
	r := Result{Winner: toMove.Opponent(), Move: core.NoCell}
	for _, v := range values {
		switch v.Value {
		case Win:
			return Result{Winner: toMove, Move: v.Cell, PV: v.Line}
		case Unknown:
			r.Winner = core.NoPlayer
		}
	}
	if r.Winner != core.NoPlayer {
		r.PV = longestLine(values)
	}
	return r
}

// longestLine returns the longest line of values: the loser's longest resistance.
func longestLine(values []MoveValue) []core.Cell {
	var best []core.Cell
	for _, v := range values {
		if len(v.Line) > len(best) {
			best = v.Line
		}
	}
	return best
}
