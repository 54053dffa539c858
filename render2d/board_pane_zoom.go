package render2d

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

// pinch is two fingers on the board, zooming it: where they were when the second came down,
// and the zoom then. While it lasts, and until every finger has left the screen, touches play
// nothing.
type pinch struct {
	active bool
	ids    [2]ebiten.TouchID
	start  [2]layout.Point
	zoom   layout.Zoom
}

// wheelZoomStep is how much one notch of the wheel zooms.
const wheelZoomStep = 1.15

// zoomInput reads the gestures that zoom the board: two fingers pinching (and moving the
// board with them), the wheel over the board, and the keys + - and 0. It reports whether the
// fingers on the screen belong to a pinch, so that Update starts no press with them.
func (bv *BoardPane) zoomInput(in Input) (pinching bool) {
	touches := in.Down()
	pn := &bv.pinch
	if !pn.active && !bv.swallow && len(touches) >= 2 && bv.scene.Shown.Contains(touches[0].At) && bv.scene.Shown.Contains(touches[1].At) {
		*pn = pinch{active: true, ids: [2]ebiten.TouchID{touches[0].ID, touches[1].ID}, start: [2]layout.Point{touches[0].At, touches[1].At}, zoom: bv.zoom}
		bv.press.active = false // the first finger's tap is not a move
		bv.swallow = true
	}
	if pn.active {
		ta, oka := in.Touch(pn.ids[0])
		tb, okb := in.Touch(pn.ids[1])
		if !oka || !okb || ta.Released || tb.Released {
			pn.active = false
		} else {
			a, b := ta.At, tb.At
			d0, d := dist(pn.start[0], pn.start[1]), dist(a, b)
			m0, m := pn.start[0].Lerp(pn.start[1], 0.5), a.Lerp(b, 0.5)
			if d0 > 0 {
				f := bv.zoomFactor(math.Max(pn.zoom.Factor, 1) * d / d0)
				bv.setZoom(pn.zoom.About(m0, f, bv.scene.Shown).Moved(m.X-m0.X, m.Y-m0.Y))
			}
		}
	}
	if bv.swallow && len(touches) == 0 {
		bv.swallow = false
	}
	if dy := in.Wheel.Y; dy != 0 && bv.pointerIn {
		bv.zoomBy(math.Pow(wheelZoomStep, dy), bv.pointer)
	}
	mid := bv.scene.Shown.Center()
	switch {
	case in.JustPressed(ebiten.KeyEqual, ebiten.KeyNumpadAdd):
		bv.zoomBy(1.5, mid)
	case in.JustPressed(ebiten.KeyMinus, ebiten.KeyNumpadSubtract):
		bv.zoomBy(1/1.5, mid)
	case in.JustPressed(ebiten.KeyDigit0, ebiten.KeyNumpad0):
		bv.setZoom(layout.Zoom{})
	}
	return pn.active || bv.swallow
}

// zoomBy zooms by factor about p.
func (bv *BoardPane) zoomBy(factor float64, p layout.Point) {
	bv.setZoom(bv.zoom.About(p, bv.zoomFactor(math.Max(bv.zoom.Factor, 1)*factor), bv.scene.Shown))
}

// zoomFactor returns f within what the board's cells need (1 to the scene's limit), so that
// zooming about a point keeps that point where it is even at the limit.
func (bv *BoardPane) zoomFactor(f float64) float64 {
	return math.Min(math.Max(f, 1), math.Max(bv.scene.ZoomLimit, 1))
}

// setZoom shows the board zoomed by z (clamped to what its cells need).
func (bv *BoardPane) setZoom(z layout.Zoom) {
	if z == bv.zoom {
		return
	}
	bv.zoom = z
	bv.layout()
}

// Zoom returns how the board is zoomed now (layout.Zoom{} when it fits its area).
func (bv *BoardPane) Zoom() layout.Zoom { return bv.zoom }
