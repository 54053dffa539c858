package layout_test

import (
	"fmt"

	"github.com/hexlab/hexlab/render2d/layout"
)

// Find the cell under a click on a 1000x800 canvas at device scale 2 (2000x1600 device
// pixels), and the button under another.
func Example() {
	s := layout.Compute(11, 11, 2000, 1600, 2)
	centre := s.Grid.CellCenter(6, 6) // f6
	fmt.Println(s.Grid.CellAt(centre))
	// A point just inside f6, towards g6, is still f6; a bit further it is g6.
	fmt.Println(s.Grid.CellAt(centre.Add(layout.Point{X: 0.85 * s.Grid.R})))
	fmt.Println(s.Grid.CellAt(centre.Add(layout.Point{X: 0.88 * s.Grid.R})))
	undo, _ := s.Button(layout.Undo)
	b, ok := s.ButtonAt(undo.Rect.Center())
	fmt.Println(b.Action, ok)
	// Output:
	// 6 6 true
	// 6 6 true
	// 7 6 true
	// Undo true
}
