package arena

import (
	"sync"

	"github.com/hexlab/hexlab/core"
)

// Result is what an arena played: its configuration and every game, in
// order (First[0]'s games 0..Games-1, then First[1]'s). A Partial result
// (a run that was stopped) holds the games finished before the stop, in
// the same order, with gaps; Resume plays the rest.
type Result struct {
	Config  Config
	Games   []Game
	Partial bool
}

// Played returns the number of games the result holds.
func (r *Result) Played() int { return len(r.Games) }

// Run plays every game of c, Jobs at a time, and returns them in order.
// The games are the same whatever Jobs is. A player that cannot move
// forfeits that game (Game.Forfeit) and the arena goes on; Run stops
// starting games and returns the error of the first game in order that
// could not be played at all (a player that cannot be built).
//
// Games listed in c.Done are kept and not played again. When c.Stop is
// closed, Run starts no more games, waits for those under way and returns
// a Partial result with the games finished so far.
func Run(c Config) (*Result, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	type task struct {
		slot  int
		first core.Player
		index int
	}
	total := c.Total()
	games := make([]Game, total)
	played := make([]bool, total)
	errs := make([]error, total)
	for _, g := range c.Done {
		if slot, ok := c.slot(g.First, g.Index); ok {
			games[slot], played[slot] = g, true
		}
	}
	tasks := make(chan task)
	var (
		mu     sync.Mutex
		done   int
		failed bool
	)
	for _, p := range played {
		if p {
			done++
		}
	}
	var wg sync.WaitGroup
	for range c.jobs() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range tasks {
				g, err := Play(c, t.first, t.index)
				mu.Lock()
				games[t.slot], errs[t.slot], played[t.slot] = g, err, err == nil
				done++
				if err != nil {
					failed = true
				}
				if c.Progress != nil {
					c.Progress(done)
				}
				mu.Unlock()
			}
		}()
	}
	stopped := false
	slot := 0
feed:
	for _, first := range c.First {
		for k := 0; k < c.Games; k, slot = k+1, slot+1 {
			mu.Lock()
			stop, skip := failed, played[slot]
			mu.Unlock()
			if stop {
				break feed
			}
			if skip {
				continue
			}
			select {
			case tasks <- task{slot, first, k}:
			case <-c.Stop:
				stopped = true
				break feed
			}
		}
	}
	close(tasks)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	r := &Result{Config: c}
	r.Config.Done, r.Config.Stop = nil, nil
	for i, g := range games {
		if played[i] {
			r.Games = append(r.Games, g)
		}
	}
	r.Partial = stopped || len(r.Games) < total
	return r, nil
}

// slot returns the position of first's game index among all the games, in
// Result order, and false if the arena has no such game.
func (c Config) slot(first core.Player, index int) (int, bool) {
	if index < 0 || index >= c.Games {
		return 0, false
	}
	for i, p := range c.First {
		if p == first {
			return i*c.Games + index, true
		}
	}
	return 0, false
}

// Resume continues the stopped run r: it plays the games r lacks, with r's
// configuration and jobs, progress and stop taken from c, and returns the
// whole result (Partial again if stopped again).
func Resume(r *Result, c Config) (*Result, error) {
	rc := r.Config
	rc.Jobs, rc.Progress, rc.Stop = c.Jobs, c.Progress, c.Stop
	rc.Done = r.Games
	return Run(rc)
}
