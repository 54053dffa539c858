package render3d

import (
	"github.com/g3n/engine/gui"
	"github.com/g3n/engine/math32"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/geom"
)

// cornerLabels names the border endpoints on the screen: A, B, C and D at
// the corners of the walls where their unprimed lifts are, A', B', C' and
// D' at the mirrors, so that a status line such as "borders AD, BC" can be
// read off the cube.
type cornerLabels struct {
	labels [2 * trunc.NumCorners]*gui.Label
}

// newCornerLabels adds the labels to the controls' root.
func newCornerLabels(root *gui.Panel, th geom.Theme, u float64) *cornerLabels {
	cl := &cornerLabels{}
	for c := trunc.A; c <= trunc.D; c++ {
		for j, suffix := range []string{"", "'"} {
			l := gui.NewLabel(c.String() + suffix)
			l.SetFontSize(15 * u)
			l.SetColor(&math32.Color{R: 1, G: 1, B: 1})
			bg := color(th.Panel)
			l.SetBgColor4(&math32.Color4{R: bg.R, G: bg.G, B: bg.B, A: 0.75})
			l.SetPaddings(0, float32(3*u), 0, float32(3*u))
			root.Add(l)
			cl.labels[2*int(c)+j] = l
		}
	}
	return cl
}

// place puts each label beside its corner as the camera sees it (the marks
// come in geom.EndpointMarks's order: A, A', B, B', ...).
func (cl *cornerLabels) place(a *App) {
	vx, vy, w, h := a.viewport()
	for i, p := range geom.EndpointMarks(max(a.size, 1), a.view) {
		l := cl.labels[i]
		x, y, ok := a.orbit.Project(p, float64(w), float64(h))
		if !ok || x < 0 || y < 0 || x > float64(w) || y > float64(h) {
			l.SetVisible(false)
			continue
		}
		// Outward from the centre of the view, so the label clears the ball.
		dx, dy := x-float64(w)/2, y-float64(h)/2
		n := max(abs(dx)+abs(dy), 1)
		gs := a.guiScale()
		off := 16 * a.uiScale
		px, py := (float64(vx)+x)/gs+dx/n*off, (float64(vy)+y)/gs+dy/n*off
		l.SetPosition(float32(px)-l.Width()/2, float32(py)-l.Height()/2)
		l.SetVisible(true)
	}
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
