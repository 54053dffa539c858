package main

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/arena"
)

// defaultCheckpointEvery is how often a run saves its --json file as it goes on, unless
// --checkpoint says otherwise.
const defaultCheckpointEvery = 30 * time.Second

// checkpointShare bounds the time a run spends saving checkpoints: after a save that took d,
// the next waits at least checkpointShare×d (a file of a million games takes a while).
const checkpointShare = 20

// checkpointer returns what saves the run's --json file (jsonOut) as the games finish
// (arena.Config.Checkpoint), as --checkpoint says: nil when there is no file to save (no
// --json, or standard output) or --checkpoint is 0. Saving failures are reported once on
// stderr, and the run goes on (the file keeps its last checkpoint).
func (f *arenaFlags) checkpointer(fs *flag.FlagSet, jsonOut string, stderr io.Writer) (func(*arena.Result), error) {
	every := defaultCheckpointEvery
	set := len(setFlags(fs, []string{"checkpoint"})) > 0
	if set {
		if f.checkpoint == "0" {
			return nil, nil
		}
		var err error
		if every, err = parseDurationFlag("--checkpoint", f.checkpoint); err != nil {
			return nil, usagef("%v (or 0 for never)", err)
		}
	}
	if jsonOut == "" || jsonOut == "-" {
		if set {
			return nil, usagef("--checkpoint saves the --json file as the run goes on: give --json FILE")
		}
		return nil, nil
	}
	c := &checkpoints{name: jsonOut, every: every, last: time.Now(), warn: stderr}
	return c.save, nil
}

// checkpoints saves a run's results file as the games finish, whole or not at all.
type checkpoints struct {
	name   string
	every  time.Duration
	last   time.Time     // the last save, or the run's start
	took   time.Duration // the last save's time
	warn   io.Writer
	failed bool
}

// save writes r (partial) to the file when the time has come.
func (c *checkpoints) save(r *arena.Result) {
	if time.Since(c.last) < max(c.every, checkpointShare*c.took) {
		return
	}
	start := time.Now()
	err := safefile.Write(c.name, r.WriteJSON)
	c.last = time.Now()
	c.took = c.last.Sub(start)
	if err != nil && !c.failed {
		c.failed = true
		fmt.Fprintf(c.warn, "hexlab arena: saving the games so far to %s: %v; the run goes on, and the file is written at its end\n", c.name, err)
	}
}
