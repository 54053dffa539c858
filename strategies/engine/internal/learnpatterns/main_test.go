package main

import (
	"math"
	"math/rand/v2"
	"testing"
)

// On competitions drawn from known weights (each won by a cell chosen in proportion to its
// pattern's weight), the learned weights come back: their ratios to pattern 0's within 15%.
func TestLearnRecoversTheWeights(t *testing.T) {
	truth := []float64{1, 4, 0.25, 10, 2}
	r := rand.New(rand.NewPCG(1, 2))
	var comps []competition
	for range 20000 {
		// A field of 6 cells with random patterns.
		cells := make([]int32, 6)
		total := 0.0
		for i := range cells {
			cells[i] = int32(r.IntN(len(truth)))
			total += truth[cells[i]]
		}
		x := r.Float64() * total
		winner := cells[len(cells)-1]
		for _, c := range cells {
			if x -= truth[c]; x < 0 {
				winner = c
				break
			}
		}
		cp := competition{winner: winner, field: map[int32]int32{}}
		for _, c := range cells {
			cp.field[c]++
		}
		comps = append(comps, cp)
	}
	got := learn(comps, len(truth), 60)
	for i := range truth {
		ratio := got[i] / got[0] / truth[i]
		if math.Abs(ratio-1) > 0.15 {
			t.Errorf("pattern %d: learned %.3f times pattern 0's, truth %.3f", i, got[i]/got[0], truth[i])
		}
	}
}
