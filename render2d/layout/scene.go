package layout

import "math"

// Kind is a way of drawing the board.
type Kind int

// The drawings of a board.
const (
	// Rhombus is the usual Hex rhombus, each cell once; it may be transposed (Flip) and
	// turned half a turn (Rotate180).
	Rhombus Kind = iota
	// Strip is the cylinder unrolled: a band M columns wide whose columns wrap, with faded
	// ghost columns on both sides. Red's ends are its top and bottom.
	Strip
	// Annulus is the cylinder as the 3xn paper draws it: ring j (row j) is the j-th band of
	// cells from the inside, the inner and outer circles are Red's ends, and each ring is
	// offset half a cell against the next.
	Annulus
	// Periodic is the torus as the periodic plane: copies of the board in every direction,
	// the fundamental domain outlined.
	Periodic
)

// Drawing says what to draw: the board's size, the kind of drawing, and its orientation and
// pan (the session's View, in the layout's terms). A Scene is a Drawing laid out in pixels.
type Drawing struct {
	Kind       Kind
	Cols, Rows int
	// Flip transposes the rhombus: cell (col, row) is drawn where (row, col) would be, so
	// that rows run down the screen's columns and Red's sides are left and right.
	Flip bool
	// Rotate180 turns the rhombus half a turn.
	Rotate180 bool
	// Upright keeps the rhombus as Flip and Rotate180 say in a portrait area too, where it is
	// otherwise turned a quarter to lie along it: an embedded board keeps the orientation the
	// page around it describes.
	Upright bool
	// PanX and PanY move the periodic drawings by that many cells: PanX columns to the right
	// on the strip and the torus (counterclockwise on the annulus), PanY rows down on the torus.
	PanX, PanY float64
}

// Tile is one drawn copy of a cell.
type Tile struct {
	Col, Row int
	// Ghost marks a copy outside the fundamental domain (the strip's side columns, the
	// torus's neighbouring copies): it is drawn faded, and clicking it plays its cell.
	Ghost bool
	// Center is where a stone goes, and Radius how large a stone fits there.
	Center Point
	Radius float64
	// Poly is the outline of the cell, clockwise on the screen. Hexagons have 6 corners;
	// annulus sectors have their arcs cut into short straight pieces.
	Poly []Point
}

// Band is a coloured strip along a side of the board that a player must join: Red's (the
// sides of rows 1 and N) or Blue's (the sides of columns 1 and M).
type Band struct {
	Red  bool
	Poly []Point
	// Ring is set (Outer > 0) when the band is a ring around a hole, as the annulus's ends
	// are: Poly then outlines the hole too, and a renderer draws the ring itself.
	Ring Ring
}

// Ring is the band between two circles around Center, of radii Inner < Outer.
type Ring struct {
	Center       Point
	Inner, Outer float64
}

// Label is a coordinate written beside the cells: a column letter or a row number.
type Label struct {
	// Col is the column (1..M) whose letter this is, or 0; Row the row whose number it is, or 0.
	Col, Row int
	At       Point
	// Ghost marks the label of a ghost copy, drawn faded.
	Ghost bool
}

// Segment is a straight piece of a line.
type Segment struct{ A, B Point }

// Scene is a board drawn in an area of the window: every tile, the players' bands, the
// coordinate labels and the outline of the fundamental domain, in device pixels, with the
// exact hit test. Tiles may stick out of the area on the periodic plane: draw them clipped
// to Area.
type Scene struct {
	Drawing Drawing
	Area    Rect
	Scale   float64
	// Tiles are every drawn cell copy; Tiles[i] for i < Cols*Rows are the real cells (not
	// ghosts) in the order of the board's cells (column fastest), then the ghosts.
	Tiles  []Tile
	Bands  []Band
	Labels []Label
	// FontSize is the size of the labels in device pixels.
	FontSize float64
	// Outline is the border of the fundamental domain (strip and torus), or nil.
	Outline []Segment
	// Edge is the width of the lines between cells.
	Edge float64
	// Clip is where tiles are drawn and hit: the area, or on the strip and the torus the part
	// of it inside the labels; always inside Shown.
	Clip Rect
	// Shown is the part of the window the scene is shown in: Area, unless Zoom magnifies the
	// drawing, which is then laid out in a larger Area of which Shown is a window. Labels and
	// anything else drawn outside Clip are clipped to Shown.
	Shown Rect
	Zoom  Zoom
	// ZoomLimit is the largest Zoom factor worth using (see MaxZoom), set by NewZoomedScene.
	ZoomLimit float64
	fit       *Scene // a zoomed scene's drawing as it fits the area, for its Overview
	// Names says that each empty cell shows its name: on the annulus (as the 3xn paper's
	// Figure 2 does) and the strip (whose columns wrap, so the letters along its edges do not
	// say which copy is which), when the cells are large enough to read it.
	Names bool

	lat lattice // the flat drawings' grid
	ann annulus // the annulus's geometry
	// ghosts is how many cells of ghost copies the strip draws on each side.
	ghosts int
	// reals counts the real tiles laid out, which the tests check is one per cell.
	reals int
	// turned says the drawing is the rhombus laid out in the area's transpose and turned a
	// quarter turn clockwise into the area (see turn); lat then works in the unturned frame.
	turned bool
}

// NewScene lays out the view v in area (device pixels) at scale device pixels per CSS
// pixel: as large as fits, centred in the area.
func NewScene(v Drawing, area Rect, scale float64) *Scene {
	if v.Cols < 1 || v.Rows < 1 {
		v.Cols, v.Rows = 1, 1
	}
	if scale <= 0 {
		scale = 1
	}
	if area.Dx() < 1 || area.Dy() < 1 {
		area.Max = area.Min.Add(Point{math.Max(area.Dx(), 1), math.Max(area.Dy(), 1)})
	}
	s := newScene(v, area, scale)
	if v.Kind == Rhombus && !v.Upright && area.Dy() > area.Dx() {
		// A portrait window (a phone held upright): the rhombus turned a quarter turn lies
		// along its length, with cells up to twice as large.
		t := newScene(v, Rect{Max: Point{area.Dy(), area.Dx()}}, scale)
		if t.Tiles[0].Radius > s.Tiles[0].Radius*minTurnGain {
			t.turn(area)
			s = t
		}
	}
	s.Names = (v.Kind == Annulus || v.Kind == Strip) && len(s.Tiles) > 0 && s.Tiles[0].Radius > minNameRadius*scale
	s.Shown = s.Area
	return s
}

// minTurnGain is how much larger the cells of the turned rhombus must be for a portrait
// window to show it turned.
const minTurnGain = 1.2

// newScene lays out v in area, unturned.
func newScene(v Drawing, area Rect, scale float64) *Scene {
	s := &Scene{Drawing: v, Area: area, Scale: scale}
	switch v.Kind {
	case Strip, Periodic:
		s.layoutPeriodic()
	case Annulus:
		s.layoutAnnulus()
	default:
		s.layoutRhombus()
	}
	s.sortTiles()
	return s
}

// minNameRadius is the smallest stone radius, in CSS pixels, at which a cell's name can be
// read inside it.
const minNameRadius = 9

// sortTiles puts the real tiles first, in cell order, then the ghosts.
func (s *Scene) sortTiles() {
	n := s.Drawing.Cols * s.Drawing.Rows
	out := make([]Tile, n, len(s.Tiles))
	var ghosts []Tile
	for _, t := range s.Tiles {
		if t.Ghost {
			ghosts = append(ghosts, t)
		} else {
			s.reals++
			out[(t.Row-1)*s.Drawing.Cols+t.Col-1] = t
		}
	}
	s.Tiles = append(out, ghosts...)
}

// Tile returns the real (not ghost) tile of cell (col, row).
func (s *Scene) Tile(col, row int) Tile {
	return s.Tiles[(row-1)*s.Drawing.Cols+col-1]
}

// CellAt returns the cell whose tile (real or ghost) contains p, and ok=false when p is on
// no tile or outside the area.
func (s *Scene) CellAt(p Point) (col, row int, ok bool) {
	if !s.Clip.Contains(p) {
		return 0, 0, false
	}
	if s.turned {
		p = s.unturn(p)
	}
	if s.Drawing.Kind == Annulus {
		return s.ann.cellAt(p)
	}
	q, r := s.lat.round(p)
	switch s.Drawing.Kind {
	case Strip, Periodic:
		return s.periodicCell(q, r)
	}
	if l1, l2 := s.rhombusDims(); q < 0 || q >= l1 || r < 0 || r >= l2 {
		return 0, 0, false
	}
	col, row = s.rhombusCell(q, r)
	return col, row, true
}

// CellCenter returns where cell (col, row) is on the screen now: the centre of its copy
// nearest the centre of the area, and ok=false if no copy of it is inside the area or
// (col, row) is not a cell.
func (s *Scene) CellCenter(col, row int) (Point, bool) {
	if col < 1 || col > s.Drawing.Cols || row < 1 || row > s.Drawing.Rows {
		return Point{}, false
	}
	best, found := Point{}, false
	mid := s.Shown.Center()
	for _, t := range s.Tiles {
		if t.Col == col && t.Row == row && s.Clip.Contains(t.Center) {
			if !found || dist2(t.Center, mid) < dist2(best, mid) {
				best, found = t.Center, true
			}
		}
	}
	return best, found
}

// Copies returns the indexes in Tiles of every drawn copy of cell (col, row).
func (s *Scene) Copies(col, row int) []int {
	var out []int
	for i, t := range s.Tiles {
		if t.Col == col && t.Row == row {
			out = append(out, i)
		}
	}
	return out
}

// Step returns the cell the keyboard cursor goes to from (col, row) when an arrow key moves
// it dx cells right and dy cells down on the screen. It stops at the board's sides and
// wraps around where the board wraps. On the annulus, right is counterclockwise (as it is at
// the bottom of the ring) and down is outwards, one ring further.
func (s *Scene) Step(col, row, dx, dy int) (int, int) {
	m, n := s.Drawing.Cols, s.Drawing.Rows
	clamp := func(x, hi int) int { return min(max(x, 1), hi) }
	switch s.Drawing.Kind {
	case Strip, Annulus:
		return mod(col-1+dx, m) + 1, clamp(row+dy, n)
	case Periodic:
		return mod(col-1+dx, m) + 1, mod(row-1+dy, n) + 1
	}
	if s.turned { // the screen's right is the unturned drawing's up
		dx, dy = dy, -dx
	}
	q, r := s.rhombusLattice(col, row)
	l1, l2 := s.rhombusDims()
	return s.rhombusCell(clamp(q+dx+1, l1)-1, clamp(r+dy+1, l2)-1)
}

// PanBy returns how far (in cells, as Drawing.PanX and PanY count them) a drag from a to b
// moves the drawing: the strip and the torus follow the pointer, the annulus turns with it.
// The rhombus does not pan.
func (s *Scene) PanBy(a, b Point) (dx, dy float64) {
	switch s.Drawing.Kind {
	case Strip:
		return (b.X - a.X) / s.lat.w, 0
	case Periodic:
		d := s.lat.toLattice(b).Sub(s.lat.toLattice(a))
		return d.X, d.Y
	case Annulus:
		return s.ann.turnBy(a, b), 0
	}
	return 0, 0
}

// mod returns a mod n in [0, n).
func mod(a, n int) int {
	a %= n
	if a < 0 {
		a += n
	}
	return a
}

// fmod returns x mod n in [0, n).
func fmod(x, n float64) float64 {
	x = math.Mod(x, n)
	if x < 0 {
		x += n
	}
	return x
}

func dist2(p, q Point) float64 { return (p.X-q.X)*(p.X-q.X) + (p.Y-q.Y)*(p.Y-q.Y) }
