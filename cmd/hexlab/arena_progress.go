package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress reports the progress of a count of items (an arena's games, verify's parts) on
// standard error: a bar when it is a terminal, otherwise a line at most every progressEvery,
// and a last line with the time taken if any line was written. quiet reports nothing.
type progress struct {
	w       io.Writer
	label   string // what runs: "arena"
	unit    string // what is counted: "games"
	total   int
	bar     *progressbar.ProgressBar
	start   time.Time
	last    time.Time
	printed bool
	quiet   bool
}

// newProgress starts reporting to w the progress of label through total items of unit.
func newProgress(w io.Writer, label, unit string, total int, quiet bool) *progress {
	p := &progress{w: w, label: label, unit: unit, total: total, start: time.Now(), quiet: quiet}
	p.last = p.start
	if f, ok := w.(*os.File); ok && !quiet && term.IsTerminal(int(f.Fd())) {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription(label),
			progressbar.OptionShowCount(),
			progressbar.OptionSetItsString(unit),
			progressbar.OptionShowIts(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	return p
}

// update records that done items are finished.
func (p *progress) update(done int) {
	switch {
	case p.quiet:
	case p.bar != nil:
		p.bar.Set(done)
	default:
		now := time.Now()
		if now.Sub(p.last) < progressEvery {
			return
		}
		p.last, p.printed = now, true
		elapsed := now.Sub(p.start)
		left := time.Duration(float64(elapsed) * float64(p.total-done) / float64(done))
		fmt.Fprintf(p.w, "%s: %d/%d %s (%d%%), %v, about %v left\n",
			p.label, done, p.total, p.unit, 100*done/p.total, elapsed.Round(time.Second), left.Round(time.Second))
	}
}

// finish ends the report.
func (p *progress) finish() {
	switch {
	case p.quiet:
	case p.bar != nil:
		p.bar.Finish()
		fmt.Fprintf(p.w, "%s: %d %s in %v\n", p.label, p.total, p.unit, time.Since(p.start).Round(time.Millisecond))
	case p.printed:
		fmt.Fprintf(p.w, "%s: %d %s in %v\n", p.label, p.total, p.unit, time.Since(p.start).Round(time.Second))
	}
}
