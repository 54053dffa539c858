package render3d

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/g3n/engine/core"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/geom"
)

// Border tube radii, in lattice units.
const (
	borderRadius  = 0.11
	winningRadius = 0.2
	endpointSize  = 0.26
	hoverScale    = 1.16
	lastScale     = 1.12
)

// scene is the 3D drawing of one game: the cells merged into one mesh per
// colour, the last move's cells, the cell under the pointer and its mirror,
// the cube's walls, the borders and the endpoints. It reads the game and the
// view and owns no rule.
type scene struct {
	root  *core.Node
	theme geom.Theme
	// cells holds the cells of each colour (NoPlayer: the empty ones).
	cells   [4]*mesh
	last    *mesh // an outline around the last move's cells
	hover   *mesh
	walls   [4]*mesh // by player
	borders *mesh
	winning *mesh
	marks   *mesh

	// The points drawn, where, and their cells: what the pointer can pick.
	points  []trunc.Point
	centres []geom.Vec
}

// newScene builds the meshes, all empty, under a new root node.
func newScene(th geom.Theme) *scene {
	s := &scene{root: core.NewNode(), theme: th}
	for _, p := range trunc.Players {
		s.walls[p] = newMesh(s.root, th.Wall[p])
	}
	for c := trunc.NoPlayer; c <= trunc.Black; c++ {
		col := th.Player[c]
		if c == trunc.NoPlayer {
			col = th.Empty
		}
		s.cells[c] = newMesh(s.root, col)
	}
	// The last move and the cells under the pointer are outlined: a larger
	// copy of the cells with only its inner (back) faces drawn shows as a
	// rim around them and leaves their own colour as it is.
	s.last = newMesh(s.root, th.Last)
	s.last.outline()
	s.hover = newMesh(s.root, th.Hover)
	s.hover.outline()
	s.borders = newMesh(s.root, th.Border)
	s.winning = newMesh(s.root, th.Winning)
	em := color(th.Winning)
	em.MultiplyScalar(0.35)
	s.winning.mat.setEmissive(em)
	s.marks = newMesh(s.root, th.Endpoint)
	return s
}

// viewKey identifies what of the view changes where cells are drawn.
func viewKey(k int, v geom.View) string {
	return fmt.Sprintf("k%d s%d:%d e%.4f", k, v.SliceAxis, v.SliceLevel, v.Explode)
}

// update rebuilds the meshes whose content changed for game g in view v.
func (s *scene) update(g *trunc.Game, v geom.View) {
	b := g.Board()
	k := b.Size()
	vk := viewKey(k, v)
	lastCell := trunc.NoCell
	if turns := g.Turns(); len(turns) > 0 {
		lastCell = turns[len(turns)-1].Cell
	}
	// Sort the visible points into the colour groups; the last move's
	// cells are outlined too.
	var groups [4][]trunc.Point
	var lastPts []trunc.Point
	s.points, s.centres = s.points[:0], s.centres[:0]
	for _, p := range b.Points() {
		if !v.Visible(p) {
			continue
		}
		c := b.CellAt(p)
		s.points = append(s.points, p)
		s.centres = append(s.centres, v.Centre(p))
		if c == lastCell {
			lastPts = append(lastPts, p)
		}
		groups[g.At(c)] = append(groups[g.At(c)], p)
	}
	// Leave out what is never seen while the cells touch: the faces
	// between two glass cells, and opaque cells walled in by opaque cells.
	// (A face between two opaque cells stays: the thin gap between them
	// shows it.) That keeps the triangles to about the coloured cells and
	// the surface of the empty region.
	glass := func(q trunc.Point) bool { return v.SeeThrough && g.At(b.CellAt(q)) == trunc.NoPlayer }
	drawn := func(q trunc.Point) bool { return b.Inside(q) && v.Visible(q) }
	mask := func(p trunc.Point) uint16 {
		if v.Explode > 0 {
			return geom.AllFaces
		}
		if glass(p) {
			return geom.FaceMask(p, func(q trunc.Point) bool { return drawn(q) && glass(q) })
		}
		if geom.FaceMask(p, func(q trunc.Point) bool { return drawn(q) && !glass(q) }) == 0 {
			return 0
		}
		return geom.AllFaces
	}
	for c := range groups {
		masks := make([]uint16, len(groups[c]))
		for i, p := range groups[c] {
			masks[i] = mask(p)
		}
		s.cells[c].set(vk+pointsKey(groups[c], masks), cellsBuffer(groups[c], masks, v, geom.CellScale))
	}
	if v.SeeThrough {
		s.cells[trunc.NoPlayer].seeThrough(s.theme.EmptyOpacity, true)
	} else {
		s.cells[trunc.NoPlayer].seeThrough(1, true)
	}
	s.last.set(vk+pointsKey(lastPts, nil), cellsBuffer(lastPts, nil, v, geom.CellScale*lastScale))
	s.updateWalls(k, v)
	s.updateBorders(g, v)
}

// setHover shows the cell of point p and its mirror highlighted (if ok and
// the point is shown).
func (s *scene) setHover(b *trunc.Board, v geom.View, p trunc.Point, ok bool) {
	var pts []trunc.Point
	if ok {
		for _, q := range b.Lifts(b.CellAt(p)) {
			if v.Visible(q) {
				pts = append(pts, q)
			}
		}
	}
	s.hover.set(viewKey(b.Size(), v)+pointsKey(pts, nil), cellsBuffer(pts, nil, v, geom.CellScale*hoverScale))
}

// updateWalls rebuilds the walls and the endpoint marks for the view.
func (s *scene) updateWalls(k int, v geom.View) {
	key := fmt.Sprintf("k%d e%.4f", k, v.Explode)
	var bufs [4][]float32
	for _, w := range geom.Walls(k, v) {
		bufs[w.Player] = geom.AppendWall(bufs[w.Player], w)
	}
	for _, p := range trunc.Players {
		s.walls[p].set(key, bufs[p])
	}
	var marks []float32
	for _, p := range geom.EndpointMarks(k, v) {
		marks = geom.AppendBall(marks, p, endpointSize)
	}
	s.marks.set(key, marks)
}

// updateBorders rebuilds the border tubes: once the game is decided, the
// paths that make the winning pairing are drawn thicker and brighter.
func (s *scene) updateBorders(g *trunc.Game, v geom.View) {
	lines := geom.BorderLines(g.Position().Borders(), g.Board().Size(), v)
	var plain, win []float32
	decided := g.Over() && g.Position().Pairing() != trunc.NoPairing
	for _, l := range lines {
		if decided && l.Path {
			win = geom.AppendTube(win, l.Points, winningRadius)
			continue
		}
		plain = geom.AppendTube(plain, l.Points, borderRadius)
	}
	s.borders.set("", plain)
	s.winning.set("", win)
}

// cellsBuffer merges the cells of points, drawn in view v and scaled by
// size, each with the faces of its mask (all of them for nil masks).
func cellsBuffer(points []trunc.Point, masks []uint16, v geom.View, size float64) []float32 {
	buf := make([]float32, 0, len(points)*geom.CellTriangles*3*geom.Stride)
	for i, p := range points {
		m := uint16(geom.AllFaces)
		if masks != nil {
			m = masks[i]
		}
		buf = geom.AppendCellFaces(buf, v.Centre(p), size, m)
	}
	return buf
}

// pointsKey summarises a list of points and their face masks for mesh.set.
func pointsKey(points []trunc.Point, masks []uint16) string {
	var sb strings.Builder
	sb.WriteString(strconv.Itoa(len(points)))
	for i, p := range points {
		sb.WriteByte('|')
		for _, x := range p {
			sb.WriteString(strconv.Itoa(x))
			sb.WriteByte(',')
		}
		if masks != nil {
			sb.WriteString(strconv.Itoa(int(masks[i])))
		}
	}
	return sb.String()
}

// pick returns the point under the ray, if any.
func (s *scene) pick(r geom.Ray) (trunc.Point, bool) {
	i, _ := geom.Pick(r, s.centres, geom.CellScale)
	if i < 0 {
		return trunc.Point{}, false
	}
	return s.points[i], true
}

// stats returns the number of triangles and of draw calls the scene's
// meshes make.
func (s *scene) stats() (triangles, calls int) {
	all := []*mesh{s.last, s.hover, s.borders, s.winning, s.marks}
	all = append(all, s.cells[:]...)
	all = append(all, s.walls[1:]...)
	for _, m := range all {
		if m.node.Visible() && m.triangles > 0 {
			triangles += m.triangles
			calls++
		}
	}
	return triangles, calls
}
