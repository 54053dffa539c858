package main

import (
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"
)

// maxSkipReasons is how many reasons for skipped tests the summary lists, the commonest first.
const maxSkipReasons = 8

// writeSummary writes the table of the steps' results, the failed tests and why tests were
// skipped, and reports whether every step passed.
func writeSummary(out io.Writer, results []result) bool {
	fmt.Fprintln(out, "\n== summary")
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "step\tresult\ttime\ttests\tpassed\tfailed\tskipped")
	var all counts
	var total time.Duration
	ok, tested := true, false
	for _, r := range results {
		verdict := "passed"
		switch {
		case !r.ran:
			verdict = "NOT RUN"
		case !r.passed:
			verdict = "FAILED"
		}
		ok = ok && r.passed
		total += r.time
		cells := []string{"-", "-", "-", "-"}
		if r.tested {
			tested = true
			all.add(r.counts)
			cells = []string{strconv.Itoa(r.counts.ran()), strconv.Itoa(r.counts.passed), strconv.Itoa(r.counts.failed), strconv.Itoa(r.counts.skipped)}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\n", r.name, verdict, duration(r.time, r.ran), strings.Join(cells, "\t"))
	}
	verdict := map[bool]string{true: "passed", false: "FAILED"}[ok]
	cells := "-\t-\t-\t-"
	if tested {
		cells = fmt.Sprintf("%d\t%d\t%d\t%d", all.ran(), all.passed, all.failed, all.skipped)
	}
	fmt.Fprintf(tw, "all\t%s\t%s\t%s\n", verdict, duration(total, true), cells)
	tw.Flush()
	for _, r := range results {
		switch {
		case !r.ran:
			fmt.Fprintf(out, "%s: %s\n", r.name, r.why)
		case !r.passed && len(r.failed) > 0:
			fmt.Fprintf(out, "%s failed:\n", r.name)
			for _, f := range r.failed {
				fmt.Fprintf(out, "  %s\n", f)
			}
		case !r.passed:
			fmt.Fprintf(out, "%s failed: %v (its output is above)\n", r.name, r.exitErr)
		}
	}
	for _, r := range results {
		if len(r.skips) > 0 {
			fmt.Fprintf(out, "%s skipped %d: %s\n", r.name, r.counts.skipped, skipList(r.skips))
		}
	}
	return ok
}

// skipList names the commonest reasons for skipping, with how many tests gave each.
func skipList(skips map[string]int) string {
	reasons := make([]string, 0, len(skips))
	for reason := range skips {
		reasons = append(reasons, reason)
	}
	sort.Slice(reasons, func(i, j int) bool {
		if skips[reasons[i]] != skips[reasons[j]] {
			return skips[reasons[i]] > skips[reasons[j]]
		}
		return reasons[i] < reasons[j]
	})
	var parts []string
	for i, reason := range reasons {
		if i == maxSkipReasons {
			parts = append(parts, fmt.Sprintf("and %d other reasons", len(reasons)-i))
			break
		}
		parts = append(parts, fmt.Sprintf("%q (%d)", reason, skips[reason]))
	}
	return strings.Join(parts, ", ")
}

// duration shows a step's time, to the second (a tenth under ten seconds); "-" for a step
// that did not run.
func duration(d time.Duration, ran bool) string {
	switch {
	case !ran:
		return "-"
	case d < 10*time.Second:
		return d.Round(100 * time.Millisecond).String()
	}
	return d.Round(time.Second).String()
}
