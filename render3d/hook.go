package render3d

import (
	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/geom"
)

// CellPixel returns a point of the window, in device pixels, where a click
// plays cell c: the centre of one of its drawn lifts when no other cell
// covers it there, otherwise a point of the cell nearer its surface that
// shows. ok is false when no part of the cell can be clicked (it is hidden
// by the slicing plane or by the cells in front of it). The browser test
// hook and the tests use it to click on a cell.
func (a *App) CellPixel(c trunc.Cell) (x, y float64, ok bool) {
	b := a.s.Game().Board()
	if !b.Contains(c) {
		return 0, 0, false
	}
	vx, vy, w, h := a.viewport()
	for _, p := range b.Lifts(c) {
		if !a.view.Visible(p) {
			continue
		}
		centre := a.view.Centre(p)
		tries := []geom.Vec{centre}
		for _, v := range trunc.CellVertices {
			tries = append(tries, sum(centre, scaled(v, 0.6*geom.CellScale)))
		}
		for _, q := range tries {
			sx, sy, ok := a.orbit.Project(q, float64(w), float64(h))
			if !ok || sx < 0 || sy < 0 || sx >= float64(w) || sy >= float64(h) {
				continue
			}
			px, py := sx+float64(vx), sy+float64(vy)
			if got, ok := a.pointAt(px, py); ok && b.CellAt(got) == c {
				return px, py, true
			}
		}
	}
	return 0, 0, false
}

// View returns how the cube is shown.
func (a *App) View() geom.View { return a.view }

// SetView changes how the cube is shown (slicing, explosion, see-through).
func (a *App) SetView(v geom.View) { a.setView(v) }
