package render2d

import (
	"github.com/hexlab/hexlab/core"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

// panelCache keeps the panel's picture, drawn offscreen, so that a frame that changes only the
// board (the hover, a pan) or the status bar (the thinking spinner) copies it instead of
// drawing its many shapes and labels again: with software rendering (a browser without a GPU)
// that is what keeps the page drawing while a bot thinks.
type panelCache struct {
	img   *ebiten.Image
	key   panelKey
	valid bool
}

// panelKey is everything the panel's picture depends on.
type panelKey struct {
	rev, ui              uint64
	width, height, scale float64
	hovered              layout.Button
	hovering             bool
	listTop, listHover   int
	drawer               bool
	focus                core.Cell // the cell the reason box may explain
}

// drawPanelCached draws the panel onto dst, from the cache when nothing it shows changed.
// When late is true and the cached picture is only out of date (the panel is where it was,
// and no drawer's shadow is drawn with it), it draws that picture as it is and reports true:
// the caller then calls it again on the next frame to bring the picture up to date.
func (a *App) drawPanelCached(dst *ebiten.Image, late bool) bool {
	sc := a.sc
	if sc.Drawer {
		shadow := sc.Panel
		shadow.Min.X -= 6 * a.scale
		fill(dst, roundRect(shadow, 6*a.scale), fade(a.theme.Text, 0.18))
	}
	k := panelKey{
		rev: a.s.Generation(), ui: a.uiGen, width: a.width, height: a.height, scale: a.scale,
		listTop: a.list.Top(), listHover: -1, drawer: sc.Drawer, focus: a.focus(),
	}
	if a.hovering && sc.Panel.Contains(a.hovered.Rect.Center()) {
		k.hovered, k.hovering = a.hovered, true
	}
	if a.pointerIn && sc.List.Contains(a.pointer) {
		k.listHover, _ = a.list.LineAt(a.pointer)
	}
	c := &a.panel
	w, h := int(math.Ceil(a.width)), int(math.Ceil(a.height))
	if c.img == nil || c.img.Bounds().Dx() != w || c.img.Bounds().Dy() != h {
		if c.img != nil {
			c.img.Deallocate()
		}
		c.img = ebiten.NewImage(w, h)
		c.valid = false
	}
	// The picture is kept where the panel is on the screen (so that it is drawn with the
	// screen's coordinates), and only the panel's part of it is cleared and copied.
	r := image.Rect(int(math.Floor(sc.Panel.Min.X)), int(math.Floor(sc.Panel.Min.Y)), int(math.Ceil(sc.Panel.Max.X)), int(math.Ceil(sc.Panel.Max.Y)))
	part := c.img.SubImage(r).(*ebiten.Image)
	stale := c.valid && c.key != k
	keepStale := late && stale && !sc.Drawer && c.key.width == k.width && c.key.height == k.height && c.key.scale == k.scale && c.key.drawer == k.drawer
	if !keepStale && (!c.valid || c.key != k) {
		part.Clear()
		a.drawPanel(part)
		c.key, c.valid = k, true
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	dst.DrawImage(part, op)
	return keepStale
}
