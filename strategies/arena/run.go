package arena

import (
	"sync"

	"github.com/hexlab/hexlab/core"
)

// Result is what an arena played: its configuration and every game, in
// order (First[0]'s games 0..Games-1, then First[1]'s).
type Result struct {
	Config Config
	Games  []Game
}

// Run plays every game of c, Jobs at a time, and returns them in order.
// The games are the same whatever Jobs is. A player that cannot move
// forfeits that game (Game.Forfeit) and the arena goes on; Run stops
// starting games and returns the error of the first game in order that
// could not be played at all (a player that cannot be built).
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
	errs := make([]error, total)
	tasks := make(chan task)
	var (
		mu     sync.Mutex
		done   int
		failed bool
	)
	var wg sync.WaitGroup
	for range c.jobs() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range tasks {
				g, err := Play(c, t.first, t.index)
				games[t.slot], errs[t.slot] = g, err
				mu.Lock()
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
	slot := 0
feed:
	for _, first := range c.First {
		for k := 0; k < c.Games; k++ {
			mu.Lock()
			stop := failed
			mu.Unlock()
			if stop {
				break feed
			}
			tasks <- task{slot, first, k}
			slot++
		}
	}
	close(tasks)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	return &Result{Config: c, Games: games}, nil
}
