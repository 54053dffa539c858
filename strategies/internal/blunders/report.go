package main

import (
	"fmt"
	"io"
	"math"
	"os"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/schollz/progressbar/v3"
)

// outcome is what a player's move made of a won position.
type outcome int

const (
	noMove  outcome = iota // the player gave no move (an engine that failed)
	kept                   // the mover is still proven to win
	blunder                // the opponent is proven to win
	unknown                // the solver did not settle the position after the move
)

// judgement is a player's outcome in each won position, in order, and the values it gave
// its moves in the won positions and in the lost ones (NaN where it tells none; no lost
// values without -values).
type judgement struct {
	player                string
	outcomes              []outcome
	wonValues, lostValues []float64
}

// judge judges the player's moves in the won positions by the verdicts after them.
func judge(player string, won []position, moves []*core.Move, v *verdicts) judgement {
	j := judgement{player: player, outcomes: make([]outcome, len(won))}
	for i, p := range won {
		if moves[i] == nil {
			continue
		}
		switch v.winner(p.then(*moves[i])) {
		case p.toMove():
			j.outcomes[i] = kept
		case p.toMove().Opponent():
			j.outcomes[i] = blunder
		default:
			j.outcomes[i] = unknown
		}
	}
	return j
}

// count returns how many of j's outcomes are o.
func (j judgement) count(o outcome) int {
	n := 0
	for _, x := range j.outcomes {
		if x == o {
			n++
		}
	}
	return n
}

// report writes each player's blunders among the positions it moved in, with the 95%
// interval (Wilson's), and for each pair of players the positions only one of them gave away.
func report(w io.Writer, judged []judgement) {
	fmt.Fprintf(w, "\n| player | moves | blunders | kept | unknown | blunder rate, 95%% interval |\n|---|---|---|---|---|---|\n")
	for _, j := range judged {
		moved := len(j.outcomes) - j.count(noMove)
		b := j.count(blunder)
		lo, hi := wilson(b, moved)
		fmt.Fprintf(w, "| %s | %d | %d | %d | %d | %.0f%%, [%.0f%%, %.0f%%] |\n", j.player, moved, b, j.count(kept), j.count(unknown),
			100*ratio(b, moved), 100*lo, 100*hi)
	}
	for _, j := range judged {
		won, lost := meanOf(j.wonValues), meanOf(j.lostValues)
		if len(j.lostValues) == 0 || math.IsNaN(won) || math.IsNaN(lost) {
			continue
		}
		fmt.Fprintf(w, "\n%s's value of its move: %.3f in the won positions, %.3f in the lost ones; mean squared error against the proofs %.3f\n",
			j.player, won, lost, brier(j.wonValues, j.lostValues))
	}
	for a := range judged {
		for b := a + 1; b < len(judged); b++ {
			onlyA, onlyB, both := 0, 0, 0
			for i := range judged[a].outcomes {
				x, y := judged[a].outcomes[i] == blunder, judged[b].outcomes[i] == blunder
				switch {
				case x && y:
					both++
				case x:
					onlyA++
				case y:
					onlyB++
				}
			}
			fmt.Fprintf(w, "\n%s and %s: both gave away %d positions, only %s %d, only %s %d\n",
				judged[a].player, judged[b].player, both, judged[a].player, onlyA, judged[b].player, onlyB)
		}
	}
}

// meanOf returns the mean of the values that are not NaN (NaN if none is).
func meanOf(values []float64) float64 {
	sum, n := 0.0, 0
	for _, v := range values {
		if !math.IsNaN(v) {
			sum, n = sum+v, n+1
		}
	}
	if n == 0 {
		return math.NaN()
	}
	return sum / float64(n)
}

// brier returns the mean squared error of the values (those that are not NaN) against the
// truth: 1 in the won positions, 0 in the lost ones.
func brier(won, lost []float64) float64 {
	sum, n := 0.0, 0
	for _, v := range won {
		if !math.IsNaN(v) {
			sum, n = sum+(1-v)*(1-v), n+1
		}
	}
	for _, v := range lost {
		if !math.IsNaN(v) {
			sum, n = sum+v*v, n+1
		}
	}
	if n == 0 {
		return math.NaN()
	}
	return sum / float64(n)
}

// ratio is k/n, or 0 when n is 0.
func ratio(k, n int) float64 {
	if n == 0 {
		return 0
	}
	return float64(k) / float64(n)
}

// wilson returns the 95% Wilson score interval of k successes in n trials ([0, 1] for none).
func wilson(k, n int) (float64, float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.96
	p, fn := float64(k)/float64(n), float64(n)
	centre := (p + z*z/(2*fn)) / (1 + z*z/fn)
	half := z / (1 + z*z/fn) * math.Sqrt(p*(1-p)/fn+z*z/(4*fn*fn))
	return max(0, centre-half), min(1, centre+half)
}

// newBar shows the progress through total items on standard error.
func newBar(total int, label string) *progressbar.ProgressBar {
	return progressbar.NewOptions(total, progressbar.OptionSetWriter(os.Stderr), progressbar.OptionSetDescription(label),
		progressbar.OptionShowCount(), progressbar.OptionSetPredictTime(true), progressbar.OptionThrottle(500*time.Millisecond),
		progressbar.OptionOnCompletion(func() { fmt.Fprintln(os.Stderr) }))
}
