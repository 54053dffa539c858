package engine

import (
	"context"
	"time"
)

// Budget is what one search may spend.
type Budget struct {
	// Time and Playouts are as in Options.
	Time     time.Duration
	Playouts int
	// Whole spends the whole budget even when a move is proven, so that every move at the
	// root gets a value (the opening where the swap rule is on is chosen by value).
	Whole bool
}

// SetBudget sets the budget of the searches to come.
func (e *Engine) SetBudget(b Budget) {
	e.opts.Time = b.Time
	if b.Playouts > 0 {
		e.opts.Playouts = b.Playouts
	}
	e.whole = b.Whole
}

// run iterates until the deadline (or, without one, playouts iterations), ctx ends or the
// root's moves are decided. With a deadline it manages its time as MoHex's search does: it
// stops early when the most visited move can no longer be overtaken in the time left, and
// at the deadline searches half as long again, once, if the most visited move is not the
// one the values prefer (an unstable search). MoHex's SgUctSearch stops early only after a
// second of search (it trusts its rate of games no sooner), so at max_time 1 it searches
// every move the whole second; the engine stops at once and banks what it saves
// (strategies' time bank), which later moves spend.
func (s *searcher) run(ctx context.Context, deadline time.Time, playouts int) {
	start := time.Now()
	extended := false
	for i := 0; ; i++ {
		if i%64 == 0 {
			if s.t.decided() || ctx.Err() != nil {
				return
			}
			if !deadline.IsZero() && i > 0 {
				now := time.Now()
				if now.After(deadline) {
					if extended || s.t.whole || s.t.stable() {
						return
					}
					deadline, extended = deadline.Add(deadline.Sub(start)/2), true
				} else if !s.t.whole {
					left := float64(i) / now.Sub(start).Seconds() * deadline.Sub(now).Seconds()
					if float64(s.t.lead()) > left {
						return
					}
				}
			}
		}
		if deadline.IsZero() && i >= playouts {
			return
		}
		s.iterate()
	}
}
