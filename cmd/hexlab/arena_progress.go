package main

import (
	"fmt"
	"io"
	"os"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"
)

// progress reports an arena's progress on standard error: a bar when it
// is a terminal, otherwise a line at most every progressEvery, and a last
// line with the time taken if any line was written. quiet reports nothing.
type progress struct {
	w       io.Writer
	total   int
	bar     *progressbar.ProgressBar
	start   time.Time
	last    time.Time
	printed bool
	quiet   bool
}

// newProgress starts reporting the progress of total games to w.
func newProgress(w io.Writer, total int, quiet bool) *progress {
	p := &progress{w: w, total: total, start: time.Now(), quiet: quiet}
	p.last = p.start
	if f, ok := w.(*os.File); ok && !quiet && term.IsTerminal(int(f.Fd())) {
		p.bar = progressbar.NewOptions(total,
			progressbar.OptionSetWriter(w),
			progressbar.OptionSetDescription("arena"),
			progressbar.OptionShowCount(),
			progressbar.OptionSetItsString("games"),
			progressbar.OptionShowIts(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionThrottle(100*time.Millisecond),
			progressbar.OptionClearOnFinish(),
		)
	}
	return p
}

// update records that done games are finished.
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
		fmt.Fprintf(p.w, "arena: %d/%d games (%d%%), %v, about %v left\n",
			done, p.total, 100*done/p.total, elapsed.Round(time.Second), left.Round(time.Second))
	}
}

// finish ends the report.
func (p *progress) finish() {
	switch {
	case p.quiet:
	case p.bar != nil:
		p.bar.Finish()
		fmt.Fprintf(p.w, "arena: %d games in %v\n", p.total, time.Since(p.start).Round(time.Millisecond))
	case p.printed:
		fmt.Fprintf(p.w, "arena: %d games in %v\n", p.total, time.Since(p.start).Round(time.Second))
	}
}
