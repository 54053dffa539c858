package arena

import (
	"slices"
	"sync"

	"github.com/hexlab/hexlab/core"
)

// Result is what an arena played: its configuration, what its games add up to, and the games
// themselves, in order (First[0]'s games 0..Games-1, then First[1]'s): in Games, or in the
// Config.Store of a run that streams them. A Partial result (a run that was stopped) holds the
// games finished before the stop; Resume plays the rest.
type Result struct {
	Config Config
	// Games are the games, in order, of a run that keeps them (Config.Store nil).
	Games   []Game
	Partial bool

	counted   bool     // tally, done and forfeits hold every game of the result
	tally     []*Tally // one per Config.First, in order, then one of all games
	done      slotSet  // the slots of the games the result holds
	forfeited []Game   // the first maxForfeitsShown forfeited games, in order
	lost      int      // the number of forfeited games
	store     GameStore
}

// count makes sure the tallies hold every game of Games (for a Result built by hand or read
// into memory) before they are read.
func (r *Result) count() {
	if r.counted {
		return
	}
	r.counted = true
	r.tally = nil
	for _, f := range r.Config.First {
		r.tally = append(r.tally, NewTally(f.String()))
	}
	r.tally = append(r.tally, NewTally("all"))
	lo, _ := r.Config.span()
	r.done, r.forfeited, r.lost = newSlotSet(lo), nil, 0
	for i := range r.Games {
		r.countGame(&r.Games[i])
	}
}

// countGame adds g to the tallies, the slots and the forfeits.
func (r *Result) countGame(g *Game) {
	if i := slices.Index(r.Config.First, g.First); i >= 0 {
		r.tally[i].Add(g)
	}
	r.tally[len(r.tally)-1].Add(g)
	if slot, ok := r.Config.slot(g.First, g.Index); ok {
		r.done.add(slot)
	}
	if g.Forfeit != core.NoPlayer {
		if len(r.forfeited) < maxForfeitsShown {
			r.forfeited = append(r.forfeited, *g)
		}
		r.lost++
	}
}

// add puts a finished game in the result: counted, and kept in the store or in Games.
func (r *Result) add(g Game) error {
	r.count()
	r.countGame(&g)
	if r.store != nil {
		return r.store.Add(g)
	}
	r.Games = append(r.Games, g)
	return nil
}

// tallies returns the tallies of each first player, then of all games.
func (r *Result) tallies() []*Tally {
	r.count()
	return r.tally
}

// Played returns the number of games the result holds.
func (r *Result) Played() int {
	r.count()
	return r.done.len()
}

// Each calls fn with every game of the result, in order, from Games or from the store.
func (r *Result) Each(fn func(Game) error) error {
	if r.store != nil {
		return r.store.Each(fn)
	}
	for _, g := range r.Games {
		if err := fn(g); err != nil {
			return err
		}
	}
	return nil
}

// Run plays every game of c, Jobs at a time, and returns them in order.
// The games are the same whatever Jobs is. A player that cannot move
// forfeits that game (Game.Forfeit) and the arena goes on; Run stops
// starting games and returns the error of the first game in order that
// could not be played at all (a player that cannot be built).
//
// The games go to c.Store as they finish, in order, when it is set (memory then stays
// bounded whatever the number of games: a few games wait for an earlier one still under
// way); otherwise they are kept in Result.Games. When c.Stop is closed, Run starts no more
// games, waits for those under way and returns a Partial result with the games finished so
// far.
func Run(c Config) (*Result, error) {
	if err := c.Validate(); err != nil {
		return nil, err
	}
	r := &Result{Config: c, store: c.Store}
	r.count()
	return r, r.play()
}

// Resume continues the stopped run prior: it plays the games prior lacks, with prior's
// configuration and the jobs, progress and stop of c, and returns the whole result (Partial
// again if stopped again). The games go to c.Store, prior's first; with c.Store nil they go
// where prior's are (its store, or Games).
func Resume(prior *Result, c Config) (*Result, error) {
	rc := prior.Config
	rc.Jobs, rc.Progress, rc.Stop, rc.Store, rc.Checkpoint = c.Jobs, c.Progress, c.Stop, c.Store, c.Checkpoint
	if rc.Store == nil {
		rc.Store = prior.store
	}
	if err := rc.Validate(); err != nil {
		return nil, err
	}
	r := &Result{Config: rc}
	r.count()
	err := prior.Each(func(g Game) error {
		r.countGame(&g)
		switch {
		case rc.Store == nil:
			r.Games = append(r.Games, g)
		case rc.Store != prior.store:
			return rc.Store.Add(g)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	r.store = rc.Store
	return r, r.play()
}

// play plays the games r lacks, as Run describes, and adds them to r.
func (r *Result) play() error {
	c := r.Config
	type task struct {
		slot  int
		first core.Player
		index int
	}
	type outcome struct {
		game Game
		err  error
	}
	lo, hi := c.span()
	jobs := c.jobs()
	var (
		mu       sync.Mutex
		pending  = map[int]outcome{} // finished games waiting for an earlier one
		next     = lo                // the next slot to add to r
		finished = r.Played()
		failed   error
	)
	// window bounds the games under way or waiting: the feeder takes a token for each game
	// and adding the game to r gives it back.
	window := make(chan struct{}, 4*jobs+16)
	skipDone := func() {
		for next < hi && r.done.has(next) {
			next++
		}
	}
	// flush adds the finished games that come next, in order, and reports whether it added
	// any. mu is held.
	flush := func() (added bool) {
		skipDone()
		for o, ok := pending[next]; ok; o, ok = pending[next] {
			delete(pending, next)
			<-window
			switch {
			case failed != nil:
			case o.err != nil:
				failed = o.err
			default:
				if err := r.add(o.game); err != nil {
					failed = err
				}
				added = true
			}
			next++
			skipDone()
		}
		return added
	}
	tasks := make(chan task)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for t := range tasks {
				g, err := Play(c, t.first, t.index)
				mu.Lock()
				pending[t.slot] = outcome{g, err}
				finished++
				if c.Progress != nil {
					c.Progress(finished)
				}
				if added := flush(); added && failed == nil && c.Checkpoint != nil {
					r.Partial = true
					c.Checkpoint(r)
					r.Partial = false
				}
				mu.Unlock()
			}
		}()
	}
	stopped := false
feed:
	for slot := lo; slot < hi; slot++ {
		mu.Lock()
		skip, stop := r.done.has(slot), failed != nil
		mu.Unlock()
		if stop {
			break
		}
		if skip {
			continue
		}
		select {
		case window <- struct{}{}:
		case <-c.Stop:
			stopped = true
			break feed
		}
		select {
		case tasks <- task{slot, c.First[slot/c.Games], slot % c.Games}:
		case <-c.Stop:
			stopped = true
			break feed
		}
	}
	close(tasks)
	wg.Wait()
	mu.Lock()
	defer mu.Unlock()
	flush()
	if failed != nil {
		return failed
	}
	r.Config.Stop, r.Config.Progress, r.Config.Checkpoint = nil, nil, nil
	r.Partial = stopped || r.Played() < c.Total()
	if r.store == nil {
		slices.SortFunc(r.Games, func(a, b Game) int {
			sa, _ := c.slot(a.First, a.Index)
			sb, _ := c.slot(b.First, b.Index)
			return sa - sb
		})
	}
	return nil
}

// slot returns the position of first's game index among all the games, in
// Result order, and false if the arena (or its shard) has no such game.
func (c Config) slot(first core.Player, index int) (int, bool) {
	if index < 0 || index >= c.Games {
		return 0, false
	}
	lo, hi := c.span()
	for i, p := range c.First {
		if s := i*c.Games + index; p == first && s >= lo && s < hi {
			return s, true
		}
	}
	return 0, false
}
