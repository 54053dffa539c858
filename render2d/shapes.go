package render2d

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/hexlab/hexlab/render2d/layout"
)

// polygon returns the closed path through pts.
func polygon(pts []layout.Point) *vector.Path {
	var p vector.Path
	addPolygon(&p, pts)
	return &p
}

// fill fills the path with clr, anti-aliased.
func fill(dst *ebiten.Image, p *vector.Path, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.FillPath(dst, p, nil, op)
}

// stroke draws the outline of the path, width pixels wide.
func stroke(dst *ebiten.Image, p *vector.Path, width float64, clr color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(clr)
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound}, op)
}

// roundRect returns the path of r with corners rounded by radius.
func roundRect(r layout.Rect, radius float64) *vector.Path {
	var p vector.Path
	x0, y0, x1, y1 := float32(r.Min.X), float32(r.Min.Y), float32(r.Max.X), float32(r.Max.Y)
	k := float32(min(radius, r.Dx()/2, r.Dy()/2))
	p.MoveTo(x0+k, y0)
	p.LineTo(x1-k, y0)
	p.ArcTo(x1, y0, x1, y0+k, k)
	p.LineTo(x1, y1-k)
	p.ArcTo(x1, y1, x1-k, y1, k)
	p.LineTo(x0+k, y1)
	p.ArcTo(x0, y1, x0, y1-k, k)
	p.LineTo(x0, y0+k)
	p.ArcTo(x0, y0, x0+k, y0, k)
	p.Close()
	return &p
}

// disc fills a circle.
func disc(dst *ebiten.Image, c layout.Point, r float64, clr color.Color) {
	vector.FillCircle(dst, float32(c.X), float32(c.Y), float32(r), clr, true)
}

// addPolygon adds the closed outline through pts to p.
func addPolygon(p *vector.Path, pts []layout.Point) {
	for i, q := range pts {
		if i == 0 {
			p.MoveTo(float32(q.X), float32(q.Y))
		} else {
			p.LineTo(float32(q.X), float32(q.Y))
		}
	}
	p.Close()
}

// ring draws a circle's outline of radius r, width pixels wide.
func ring(dst *ebiten.Image, c layout.Point, r, width float64, clr color.Color) {
	vector.StrokeCircle(dst, float32(c.X), float32(c.Y), float32(r), float32(width), clr, true)
}
