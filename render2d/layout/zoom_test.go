package layout

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// eachZoomedView calls fn with every view of a few boards on a phone and a desktop, zoomed in
// by a few factors about random points.
func eachZoomedView(t *testing.T, fn func(t *testing.T, fit, s *Scene)) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, topo := range []core.Topology{core.Plane, core.Cylinder, core.Torus} {
		for _, sz := range [][2]int{{19, 19}, {8, 12}, {32, 32}} {
			for _, v := range viewsOf(topo, sz[0], sz[1]) {
				for _, a := range []struct {
					area  Rect
					scale float64
				}{{Rect{Point{0, 60}, Point{780, 1600}}, 2}, {Rect{Point{10, 50}, Point{900, 750}}, 1}} {
					fit := NewScene(v, a.area, a.scale)
					for _, f := range []float64{1.5, 3, 100} {
						p := Point{a.area.Min.X + rng.Float64()*a.area.Dx(), a.area.Min.Y + rng.Float64()*a.area.Dy()}
						z := Zoom{}.About(p, f, a.area)
						fn(t, fit, NewZoomedScene(v, a.area, a.scale, z))
					}
				}
			}
		}
	}
}

// A zoomed scene is the fitted one magnified: its stones about Factor times as large (never
// past a fingertip), it is shown only in its window, and each tile there hits its own cell.
func TestZoomedScene(t *testing.T) {
	scenes, empty := 0, 0
	eachZoomedView(t, func(t *testing.T, fit, s *Scene) {
		scenes++
		if s.Zoom.Factor != 0 && s.Zoom.Factor < 1 || s.Zoom.Factor > fit.MaxZoom()+1e-9 {
			t.Fatalf("%s: factor %v, most %v", name(s), s.Zoom.Factor, fit.MaxZoom())
		}
		f := math.Max(s.Zoom.Factor, 1)
		// Not exactly f: the margins for the labels stay the same size.
		if r, want := s.Tiles[0].Radius, fit.Tiles[0].Radius*f; r < 0.95*want || r > 1.15*want {
			t.Fatalf("%s: radius %v, want %v (fit %v times %v)", name(s), r, want, fit.Tiles[0].Radius, f)
		}
		if s.Tiles[0].Radius > MaxZoomRadius*s.Scale*1.15 && f > 1 {
			t.Fatalf("%s: zoomed past a fingertip: radius %v", name(s), s.Tiles[0].Radius)
		}
		if !within(s.Clip, s.Shown) || s.Shown != fit.Area {
			t.Fatalf("%s: clip %v, shown %v, fitted area %v", name(s), s.Clip, s.Shown, fit.Area)
		}
		hits := 0
		for _, tile := range s.Tiles {
			if !s.Clip.Contains(tile.Center) {
				if col, row, ok := s.CellAt(tile.Center); ok && !s.Clip.Contains(tile.Center) {
					t.Fatalf("%s: (%d,%d) hit outside the window", name(s), col, row)
				}
				continue
			}
			col, row, ok := s.CellAt(tile.Center)
			if !ok || col != tile.Col || row != tile.Row {
				t.Fatalf("%s: the centre of (%d,%d) hits (%d,%d,%v)", name(s), tile.Col, tile.Row, col, row, ok)
			}
			hits++
		}
		if hits == 0 {
			empty++ // a window onto a corner of the rhombus, outside the board
		}
	})
	if empty > scenes/5 {
		t.Errorf("%d of %d zoomed windows show no cell", empty, scenes)
	}
}

// Zooming about a point keeps the cell under it there, and a drag moves the drawing with the
// finger until the window reaches the edge of the magnified drawing.
func TestZoomAboutAndMove(t *testing.T) {
	v := Drawing{Kind: Rhombus, Cols: 19, Rows: 19}
	area := Rect{Point{0, 60}, Point{780, 1600}}
	fit := NewScene(v, area, 2)
	for _, tile := range fit.Tiles[:40] {
		z := Zoom{}.About(tile.Center, 2.5, area).Clamp(area, fit.MaxZoom())
		s := NewZoomedScene(v, area, 2, z)
		col, row, ok := s.CellAt(tile.Center)
		if !ok || col != tile.Col || row != tile.Row {
			// Near the edges the window stops at the drawing's border: the point moves.
			if z2 := (Zoom{}.About(tile.Center, 2.5, area)); z2 == z {
				t.Fatalf("zooming about (%d,%d) put (%d,%d,%v) under it", tile.Col, tile.Row, col, row, ok)
			}
		}
	}
	z := Zoom{Factor: 3, X: 500, Y: 700}.Clamp(area, 3)
	moved := z.Moved(40, -30).Clamp(area, 3)
	if moved.X != z.X-40 || moved.Y != z.Y+30 {
		t.Fatalf("a drag of (40,-30) moved the window from %+v to %+v", z, moved)
	}
	far := z.Moved(1e6, 1e6).Clamp(area, 3)
	if far.X != 0 || far.Y != 0 {
		t.Fatalf("a long drag left the window at %+v, not the corner", far)
	}
	// Past the limit, the window keeps its place in the drawing (as a share of its range).
	if got := (Zoom{Factor: 5, X: 2000, Y: 1000}).Clamp(area, 3); got.Factor != 3 || got.X != 1000 || got.Y != 500 {
		t.Fatalf("clamped to %+v", got)
	}
	if out := (Zoom{Factor: 0.5, X: 9}).Clamp(area, 3); out != (Zoom{}) {
		t.Fatalf("zooming out past the fit: %+v", out)
	}
}

// A zoomed scene's overview sits in a corner of the window, and frames the part shown: the
// cell at the middle of the window is, in the overview, inside the frame.
func TestOverview(t *testing.T) {
	eachZoomedView(t, func(t *testing.T, fit, s *Scene) {
		o, ok := s.Overview()
		if ok != (s.Zoom.Factor > 1) {
			t.Fatalf("%s: overview %v at factor %v", name(s), ok, s.Zoom.Factor)
		}
		if !ok {
			return
		}
		if !within(o.Box, s.Shown) || o.Box.Dx() > s.Shown.Dx()*overviewShare+1 || !within(o.Window, o.Box) {
			t.Fatalf("%s: box %v, window %v, shown %v", name(s), o.Box, o.Window, s.Shown)
		}
		col, row, hit := s.CellAt(s.Shown.Center())
		if !hit {
			return
		}
		// The middle cell's copy in the overview nearest the frame's middle.
		best := math.Inf(1)
		for _, tile := range o.Fit.Tiles {
			if tile.Col == col && tile.Row == row {
				best = math.Min(best, dist(o.Map(tile.Center), o.Window.Center()))
			}
		}
		if slack := math.Max(o.Window.Dx(), o.Window.Dy()); best > slack {
			t.Fatalf("%s: the middle cell (%d,%d) is %.1f from the frame's middle in the overview (frame %v)", name(s), col, row, best, o.Window)
		}
	})
}

// A tap on the overview centres the window on that place of the board.
func TestOverviewTap(t *testing.T) {
	v := Drawing{Kind: Rhombus, Cols: 19, Rows: 19}
	area := Rect{Point{0, 60}, Point{780, 1600}}
	s := NewZoomedScene(v, area, 2, Zoom{}.About(area.Center(), 3, area))
	o, ok := s.Overview()
	if !ok {
		t.Fatal("no overview")
	}
	for _, cell := range [][2]int{{3, 3}, {10, 10}, {17, 5}} {
		tile := o.Fit.Tiles[(cell[1]-1)*19+cell[0]-1]
		tap := o.Map(tile.Center)
		if back := o.Unmap(tap); dist(back, tile.Center) > 1e-6 {
			t.Fatalf("Unmap(Map(%v)) = %v", tile.Center, back)
		}
		z := s.Zoom.CenteredOn(o.Unmap(tap), area).Clamp(area, s.ZoomLimit)
		moved := NewZoomedScene(v, area, 2, z)
		p, ok := moved.CellCenter(cell[0], cell[1])
		// At the board's edges the window stops: the cell is on the screen, not in the middle.
		if !ok || (cell == [2]int{10, 10} && dist(p, area.Center()) > 3*moved.Tiles[0].Radius) {
			t.Fatalf("a tap on (%d,%d) in the overview shows it at %v (%v)", cell[0], cell[1], p, ok)
		}
	}
}
