package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"sync"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/solver"
)

// verdict is what the solver found of a position within budget: its winner, or none.
type verdict struct {
	Winner string        `json:"winner"` // "red", "blue", or "" where it did not settle it
	Budget time.Duration `json:"budget"`
}

// verdicts are the solver's verdicts by position key, kept in a file when one is named.
type verdicts struct {
	file string
	mu   sync.Mutex
	by   map[string]verdict
}

// openVerdicts reads the verdicts kept in file ("" or a file not yet written: none).
func openVerdicts(file string) (*verdicts, error) {
	v := &verdicts{file: file, by: map[string]verdict{}}
	if file == "" {
		return v, nil
	}
	data, err := safefile.Read(file, safefile.DefaultLimit)
	if errors.Is(err, fs.ErrNotExist) {
		return v, nil
	}
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(data, &v.by); err != nil {
		return nil, fmt.Errorf("%s: not a verdicts file: %w", file, err)
	}
	for k, x := range v.by {
		if x.Winner != "" && x.Winner != "red" && x.Winner != "blue" {
			return nil, fmt.Errorf("%s: %q: the winner %q is red, blue or empty", file, k, x.Winner)
		}
	}
	return v, nil
}

// winner returns the winner of p as far as the verdicts know it (NoPlayer: unknown).
func (v *verdicts) winner(p position) core.Player {
	v.mu.Lock()
	defer v.mu.Unlock()
	switch v.by[p.key()].Winner {
	case "red":
		return core.Red
	case "blue":
		return core.Blue
	}
	return core.NoPlayer
}

// needs reports whether p is still to be solved with budget: never solved, or left unknown
// by a smaller budget.
func (v *verdicts) needs(p position, budget time.Duration) bool {
	v.mu.Lock()
	defer v.mu.Unlock()
	x, ok := v.by[p.key()]
	return !ok || (x.Winner == "" && x.Budget < budget)
}

// settle solves, jobs at a time, the positions the verdicts do not know yet (a game already
// over is its winner's), keeping each verdict as it comes.
func (v *verdicts) settle(ctx context.Context, positions []position, budget time.Duration, jobs int, what string) error {
	var todo []position
	queued := map[string]bool{}
	for _, p := range positions {
		if k := p.key(); v.needs(p, budget) && !queued[k] {
			queued[k] = true
			todo = append(todo, p)
		}
	}
	if len(todo) == 0 {
		return nil
	}
	bar := newBar(len(todo), "solving "+what)
	defer bar.Finish()
	work := make(chan position)
	errs := make(chan error, jobs)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for p := range work {
				w, err := solve(ctx, p, budget)
				if err == nil {
					err = v.keep(p, verdict{Winner: playerName(w), Budget: budget})
				}
				if err != nil {
					errs <- err
					for range work {
					}
					return
				}
				bar.Add(1)
			}
		}()
	}
	for _, p := range todo {
		work <- p
	}
	close(work)
	wg.Wait()
	close(errs)
	return <-errs
}

// solve returns the winner of p with perfect play, or NoPlayer if the solver does not find
// it within budget.
func solve(ctx context.Context, p position, budget time.Duration) (core.Player, error) {
	g, err := p.game()
	if err != nil {
		return core.NoPlayer, err
	}
	if g.Over() {
		return g.Winner(), nil
	}
	sctx, cancel := context.WithTimeout(ctx, budget)
	defer cancel()
	s := solver.New(p.board, solver.Options{Memory: solverMemory})
	r, err := s.Solve(sctx, g.Position(), g.ToMove())
	if err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return core.NoPlayer, fmt.Errorf("%s: %w", p.key(), err)
	}
	return r.Winner, nil
}

// solverMemory is the table of each solve: ten seconds of an 11x11 middle game fill a few
// megabytes.
const solverMemory = 64 << 20

// keep records x as p's verdict and writes the verdicts file whole (safefile), so that a
// run stopped at any point keeps every verdict it finished.
func (v *verdicts) keep(p position, x verdict) error {
	v.mu.Lock()
	defer v.mu.Unlock()
	v.by[p.key()] = x
	if v.file == "" {
		return nil
	}
	data, err := json.MarshalIndent(v.by, "", " ")
	if err != nil {
		return err
	}
	return safefile.WriteBytes(v.file, data)
}

// playerName is "red", "blue", or "" for NoPlayer.
func playerName(p core.Player) string {
	if p == core.NoPlayer {
		return ""
	}
	return p.String()
}
