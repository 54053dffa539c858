package main

import (
	"fmt"
	"io"
	"os"
	"sync/atomic"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/hexlab/hexlab/strategies/solver"
)

// solveProgress shows a solve's progress on standard error: a spinner with the figures when
// it is a terminal, otherwise a line at most every progressEvery. quiet shows nothing.
type solveProgress struct {
	w      io.Writer
	bar    *progressbar.ProgressBar
	last   time.Time
	quiet  bool
	moves  int          // the moves --all solves, once it has begun
	proven atomic.Int64 // how many of them are proven (counted by the solvers' threads)
}

func newSolveProgress(w io.Writer, quiet bool) *solveProgress {
	p := &solveProgress{w: w, quiet: quiet, last: time.Now()}
	if f, ok := w.(*os.File); ok && !quiet && term.IsTerminal(int(f.Fd())) {
		p.bar = progressbar.NewOptions(-1,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSpinnerType(14),
			progressbar.OptionSetElapsedTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	return p
}

// nodes is the solver's progress callback.
func (p *solveProgress) nodes(s solver.Progress) {
	if p.quiet {
		return
	}
	text := fmt.Sprintf("solve: %d nodes, %d positions stored", s.Nodes, s.Stored)
	if p.moves > 0 {
		text += fmt.Sprintf(", %d of %d moves proven", p.proven.Load(), p.moves)
	}
	if p.bar != nil {
		p.bar.Describe(text)
		p.bar.Add(1)
		return
	}
	if now := time.Now(); now.Sub(p.last) >= progressEvery {
		p.last = now
		fmt.Fprintf(p.w, "%s, %v\n", text, s.Elapsed.Round(time.Second))
	}
}

// finish clears the spinner.
func (p *solveProgress) finish() {
	if p.bar != nil {
		p.bar.Finish()
	}
}

// moveProven is the solver's report of a move proven.
func (p *solveProgress) moveProven(solver.MoveValue) { p.proven.Add(1) }
