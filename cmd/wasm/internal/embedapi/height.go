package embedapi

import "math"

// PreferredHeight returns the height, in whole CSS pixels, at which a page of the given
// width shows its board as large as that width allows: the smallest height at which
// cellSize(width, height) (the board's cell size in a window of that size, from the app's
// layout) reaches its value in a very tall window. Below it the board is smaller than it
// could be; above it there is only empty space. It stays between 80 and 4000.
func PreferredHeight(width float64, cellSize func(width, height float64) float64) int {
	const lo, hi = 80, 4000
	full := cellSize(width, hi)
	if cellSize(width, lo) >= full*0.995 {
		return lo
	}
	a, b := float64(lo), float64(hi) // cellSize(a) < full*0.995 <= cellSize(b)
	for b-a > 0.5 {
		m := (a + b) / 2
		if cellSize(width, m) >= full*0.995 {
			b = m
		} else {
			a = m
		}
	}
	return int(math.Ceil(b))
}
