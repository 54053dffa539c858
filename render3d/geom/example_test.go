package geom_test

import (
	"fmt"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/geom"
)

// The cell under the middle of an 800x600 view of trunc:2, and the same
// after slicing away the layers above x = 0.
func Example() {
	b := trunc.MustBoard("trunc:2")
	for _, v := range []geom.View{geom.NewView(), geom.NewView().CycleSlice()} {
		o := geom.DefaultOrbit(v.WallDistance(2), 800.0/600)
		var points []trunc.Point
		var centres []geom.Vec
		for _, p := range b.Points() {
			if v.Visible(p) {
				points = append(points, p)
				centres = append(centres, v.Centre(p))
			}
		}
		i, _ := geom.Pick(o.Ray(400, 300, 800, 600), centres, geom.CellScale)
		fmt.Println(points[i], b.CellName(b.CellAt(points[i])))
	}
	// Output:
	// [2 2 2] 2,2,2
	// [0 0 0] 0,0,0
}
