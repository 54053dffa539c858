package main

import (
	"context"
	"strings"
	"testing"
	"time"
)

// When --proof writes no file, the answer names the limit that stopped it and how to go on:
// the time limit (a longer --time, and --table to keep the search), Ctrl-C, the node limit;
// and whether the search had solved the position (the winner given is then proven).
func TestProofNotWrittenSaysWhy(t *testing.T) {
	past, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	interrupted, stop := context.WithCancel(context.Background())
	stop()
	for _, tc := range []struct {
		limits             solveLimits
		limit, again, keep string
	}{
		{solveLimits{ctx: past, time: time.Minute}, "the time limit (--time 1m0s)", "longer --time", "with --table FILE"},
		{solveLimits{ctx: past, time: time.Minute, table: "t.bin"}, "the time limit (--time 1m0s)", "longer --time", "kept in t.bin"},
		{solveLimits{ctx: interrupted}, "Ctrl-C", "let it finish", "--table"},
		{solveLimits{ctx: context.Background(), nodes: 500}, "the node limit (--nodes 500)", "larger --nodes", "--table"},
	} {
		unsolved := tc.limits.unsolved("the position")
		for _, w := range []string{tc.limit, tc.again, tc.keep, "before it had solved the position"} {
			if !strings.Contains(unsolved, w) {
				t.Errorf("%q does not say %q", unsolved, w)
			}
		}
		stopped := tc.limits.proofStopped()
		for _, w := range []string{tc.limit, tc.again, "while the proof was being written", "proven by this run's search"} {
			if !strings.Contains(stopped, w) {
				t.Errorf("%q does not say %q", stopped, w)
			}
		}
	}
}
