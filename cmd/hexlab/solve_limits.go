package main

import (
	"context"
	"fmt"
	"time"
)

// solveLimits are the limits a solve runs under (--time, --nodes, Ctrl-C) and its --table,
// to say which limit stopped a search and how to go on.
type solveLimits struct {
	ctx   context.Context
	time  time.Duration
	nodes int64
	table string
}

// timeUp reports whether --time has passed. The solver reads the clock itself, so its search
// may stop a moment before the context says so.
func (l solveLimits) timeUp() bool {
	deadline, ok := l.ctx.Deadline()
	return ok && !time.Now().Before(deadline)
}

// reached reports whether the run must stop: --time passed, or Ctrl-C.
func (l solveLimits) reached() bool {
	return l.timeUp() || l.ctx.Err() != nil
}

// which names the limit that stopped a search.
func (l solveLimits) which() string {
	switch {
	case l.timeUp():
		return fmt.Sprintf("the time limit (--time %v)", l.time)
	case l.ctx.Err() != nil:
		return "an interruption (Ctrl-C)"
	case l.nodes > 0:
		return fmt.Sprintf("the node limit (--nodes %d)", l.nodes)
	}
	return "a limit"
}

// again says how to get further than this run.
func (l solveLimits) again() string {
	switch {
	case l.timeUp():
		return "run again with a longer --time"
	case l.ctx.Err() != nil:
		return "run again and let it finish"
	case l.nodes > 0:
		return "run again with a larger --nodes"
	}
	return "run again"
}

// unsolved says why no proof was written where the search stopped before it had solved
// what (the position, every move...), and how to go on.
func (l solveLimits) unsolved(what string) string {
	keep := "; with --table FILE, the next run goes on from this one's search"
	if l.table != "" {
		keep = fmt.Sprintf("; the next run goes on from this one's search, kept in %s", l.table)
	}
	return fmt.Sprintf("the search stopped at %s before it had solved %s, so there was nothing to prove yet. To have the proof, %s%s",
		l.which(), what, l.again(), keep)
}

// proofStopped says why no proof was written where a limit came while it was being written.
func (l solveLimits) proofStopped() string {
	return fmt.Sprintf("%s came while the proof was being written. The winner given is proven by this run's search, but no proof file was written; to have it, %s (writing the proof takes longer than the search)",
		l.which(), l.again())
}
