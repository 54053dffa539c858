package storyreq

import (
	"math"
	"slices"

	"github.com/hexlab/hexlab/core"
)

// MinSwing is the smallest swing of Red's win rate (in either way) that may be a turning
// point.
const MinSwing = 0.2

// Point is what the review knows of one position of the main line, after Ply moves.
type Point struct {
	Ply int
	// Move is the move that led here and Player who made it ("" and NoPlayer at the start).
	Move   string
	Player core.Player
	// RedWin is the engine's win rate for Red in the position: 1 or 0 where it is proven.
	RedWin float64
	// Proven is the player the board or the solver proves wins the position, NoPlayer where
	// neither does.
	Proven core.Player
	// Best is the engine's move for the player to move ("" once the game is over).
	Best string
	// Swing is RedWin less the previous position's (0 at the start), Turning marks one of
	// the largest swings.
	Swing   float64
	Turning bool
}

// MarkTurning marks the largest swings of at least MinSwing as turning points, at most n
// (default 3) of them, the largest first.
func MarkTurning(points []Point, n int) {
	if n <= 0 {
		n = 3
	}
	var idx []int
	for i, p := range points {
		if i > 0 && math.Abs(p.Swing) >= MinSwing {
			idx = append(idx, i)
		}
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		return -cmpFloat(math.Abs(points[a].Swing), math.Abs(points[b].Swing))
	})
	for _, i := range idx[:min(n, len(idx))] {
		points[i].Turning = true
	}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
