package layout_test

import (
	"fmt"

	"github.com/hexlab/hexlab/render2d/layout"
)

// Lay out the cylinder cyl:5x3 as a strip in a 700x300 area, find its cells, and see that a
// ghost copy of a cell plays the real cell.
func ExampleNewScene() {
	s := layout.NewScene(layout.Drawing{Kind: layout.Strip, Cols: 5, Rows: 3}, layout.Rect{Max: layout.Point{X: 700, Y: 300}}, 1)
	c, _ := s.CellCenter(1, 2) // a2, the copy nearest the middle of the area
	fmt.Println(s.CellAt(c))
	for _, i := range s.Copies(1, 2) {
		t := s.Tiles[i]
		col, row, _ := s.CellAt(t.Center)
		fmt.Println("ghost:", t.Ghost, "plays", col, row)
	}
	// Output:
	// 1 2 true
	// ghost: false plays 1 2
	// ghost: true plays 1 2
}
