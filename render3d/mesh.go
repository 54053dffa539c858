package render3d

import (
	"github.com/g3n/engine/core"
	"github.com/g3n/engine/geometry"
	"github.com/g3n/engine/gls"
	"github.com/g3n/engine/graphic"
	"github.com/g3n/engine/material"
	"github.com/g3n/engine/math32"

	"github.com/hexlab/hexlab/render3d/geom"
)

// mesh is one merged buffer of triangles with one material: one draw call.
// Its buffer is replaced as a whole when what it shows changes, and it is
// hidden while empty.
type mesh struct {
	geo  *geometry.Geometry
	vbo  *gls.VBO
	mat  *surface
	node *graphic.Mesh
	// key is a summary of what the buffer holds, to skip rebuilding it
	// when nothing changed.
	key       string
	triangles int
}

// newMesh makes an empty mesh with a material of colour c and adds it to
// parent.
func newMesh(parent *core.Node, c geom.Color) *mesh {
	geo := geometry.NewGeometry()
	vbo := gls.NewVBO(math32.NewArrayF32(0, 0))
	vbo.AddAttrib(gls.VertexPosition).AddAttrib(gls.VertexNormal)
	geo.AddVBO(vbo)
	mat := newSurface(c)
	m := &mesh{geo: geo, vbo: vbo, mat: mat, node: graphic.NewMesh(geo, mat)}
	m.node.SetCullable(false) // the geometry changes; its bounding box is not kept
	m.node.SetVisible(false)
	parent.Add(m.node)
	return m
}

// set replaces the mesh's triangles by buf (geom.Stride floats a vertex,
// three vertices a triangle) unless key says it holds them already. They are
// uploaded indexed, each shared corner once.
func (m *mesh) set(key string, buf []float32) {
	if key == m.key && key != "" {
		return
	}
	m.key = key
	m.triangles = len(buf) / geom.Stride / 3
	verts, index := geom.Indexed(buf)
	m.vbo.SetBuffer(math32.ArrayF32(verts))
	m.geo.SetIndices(math32.ArrayU32(index))
	m.node.SetVisible(len(buf) > 0)
}

// seeThrough makes the material translucent with the given opacity, drawn
// after the opaque meshes, so that what is behind it shows. With depth
// false it writes no depth, so that every translucent layer shows (the
// pointer's highlight); with depth true only the nearest layer of its own
// triangles is drawn over the opaque ones, which keeps the overdraw, and so
// the time a frame takes with software rendering, down (the empty cells).
func (m *mesh) seeThrough(opacity float32, depth bool) {
	m.mat.setOpacity(opacity)
	m.mat.SetTransparent(opacity < 1)
	m.mat.SetDepthMask(opacity >= 1 || depth)
}

// color converts a theme colour to g3n's.
func color(c geom.Color) math32.Color { return math32.Color{R: c.R, G: c.G, B: c.B} }

// outline makes the mesh an outline: only its back faces are drawn, unlit
// in its colour, so that a slightly larger copy of a cell shows as a rim
// around the cell.
func (m *mesh) outline() {
	m.mat.SetSide(material.SideBack)
	m.mat.setUnlit(true)
}
