// Package pollctx is a context for tests of searches that poll ctx.Err() as they go (the
// engine asks every 64 playouts): it is cancelled once it has been asked a given number of
// times, so that a search given it stops after an amount of work, not of time, and a test
// of it does not depend on the machine's speed or load.
package pollctx

import (
	"context"
	"sync"
)

// Context is cancelled at its polls-th call of Err; Polled is closed at the first.
type Context struct {
	context.Context // never done by itself: its Deadline and Value
	mu              sync.Mutex
	left            int
	polled, done    chan struct{}
}

// After returns a context cancelled at its polls-th call of Err (polls at least 1).
func After(polls int) *Context {
	return &Context{Context: context.Background(), left: max(polls, 1),
		polled: make(chan struct{}), done: make(chan struct{})}
}

// Done is closed when the context is cancelled.
func (c *Context) Done() <-chan struct{} { return c.done }

// Polled is closed when Err has been called once: the search has started.
func (c *Context) Polled() <-chan struct{} { return c.polled }

// Err counts a poll; it is context.Canceled from the polls-th on.
func (c *Context) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	select {
	case <-c.polled:
	default:
		close(c.polled)
	}
	if c.left > 0 {
		if c.left--; c.left == 0 {
			close(c.done)
		}
	}
	if c.left == 0 {
		return context.Canceled
	}
	return nil
}
