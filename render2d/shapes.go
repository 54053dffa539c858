package render2d

import (
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/mesh"
)

// Every shape is drawn as triangles of one colour from a white pixel (package mesh: feathered
// edges, no stencil), so that ebiten batches a frame's shapes into a few draw calls. Drawing
// happens on one goroutine (ebiten's Draw), so one brush's buffers serve every call.

// whitePixel is the source of every shape's triangles: the middle pixel of a white 3x3
// image, so that sampling never reaches the atlas around it. Its pixels are written, not
// drawn: ebiten then keeps it on the same atlas as the glyphs of the text, so that shapes and
// labels drawn in turn still batch into one draw call (a drawn-to image gets a texture of its
// own, and every switch between it and the glyphs is another call).
var whitePixel = func() *ebiten.Image {
	img := ebiten.NewImage(3, 3)
	white := make([]byte, 3*3*4)
	for i := range white {
		white[i] = 0xff
	}
	img.WritePixels(white)
	return img.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
}()

// brush collects shapes of one colour and draws them in one DrawTriangles32 call.
type brush struct {
	mesh.Mesh
	vertices []ebiten.Vertex
}

// shared is the brush of the one-shape helpers below.
var shared brush

// draw draws the brush's shapes onto dst in clr and empties the brush.
func (b *brush) draw(dst *ebiten.Image, clr color.Color) {
	if b.Triangles() == 0 {
		return
	}
	r, g, bl, a := clr.RGBA() // premultiplied, 16 bits
	cr, cg, cb, ca := float32(r)/0xffff, float32(g)/0xffff, float32(bl)/0xffff, float32(a)/0xffff
	v := b.vertices[:0]
	for _, p := range b.Vertices {
		v = append(v, ebiten.Vertex{
			DstX: p.X, DstY: p.Y, SrcX: 1.5, SrcY: 1.5,
			ColorR: cr * p.Alpha, ColorG: cg * p.Alpha, ColorB: cb * p.Alpha, ColorA: ca * p.Alpha,
		})
	}
	b.vertices = v
	dst.DrawTriangles32(v, b.Indices, whitePixel, &ebiten.DrawTrianglesOptions{ColorScaleMode: ebiten.ColorScaleModePremultipliedAlpha})
	b.Reset()
}

// fill fills the polygon pts with clr.
func fill(dst *ebiten.Image, pts []layout.Point, clr color.Color) {
	shared.Fill(pts)
	shared.draw(dst, clr)
}

// stroke draws the closed outline through pts, width pixels wide.
func stroke(dst *ebiten.Image, pts []layout.Point, width float64, clr color.Color) {
	shared.Stroke(pts, true, width)
	shared.draw(dst, clr)
}

// polyline draws the open line through pts, width pixels wide.
func polyline(dst *ebiten.Image, pts []layout.Point, width float64, clr color.Color) {
	shared.Stroke(pts, false, width)
	shared.draw(dst, clr)
}

// roundRect returns the outline of r with corners rounded by radius.
func roundRect(r layout.Rect, radius float64) []layout.Point { return mesh.RoundRect(r, radius) }

// disc fills a circle.
func disc(dst *ebiten.Image, c layout.Point, r float64, clr color.Color) {
	fill(dst, mesh.Circle(c, r), clr)
}

// ring draws a circle's outline of radius r, width pixels wide.
func ring(dst *ebiten.Image, c layout.Point, r, width float64, clr color.Color) {
	stroke(dst, mesh.Circle(c, r), width, clr)
}
