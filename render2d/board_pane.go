package render2d

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// BoardPane is the board on the screen: it draws a game in one of the views (the rhombus,
// the cylinder's strip or annulus, the torus's periodic plane) inside the area the app gives
// it, and turns the pointer, touches and keys over that area into moves and pans. Its
// geometry is a layout.Scene, the same the browser tests use to find a cell.
type BoardPane struct {
	board *core.Board
	view  session.View
	theme Theme
	area  layout.Rect
	scale float64
	scene *layout.Scene
	// upright keeps the rhombus unturned in a portrait area (layout.Drawing.Upright).
	upright bool
	// gen counts the changes to what the view shows (area, pan, hover, cursor).
	gen uint64

	// The pointer: where it is, and the cell under it.
	pointer   layout.Point
	pointerIn bool
	hover     [2]int // (col, row), or {0, 0}
	// The keyboard cursor, shown after an arrow key until the pointer presses.
	cursor   [2]int
	cursorOn bool
	// The press in progress: a mouse button (touch -1) or a touch, where it started and where
	// it was last; it becomes a drag once it moves farther than the threshold.
	press press
	// moved is set when a drag has changed the view, until ViewChanged reads it.
	moved bool
	// Inspect makes a long press on a cell inspect it (Inspected) instead of playing it; the
	// app turns it on while it has something to say of cells (the inferior cells shown).
	Inspect    bool
	inspected  core.Cell
	inspecting bool
	// zoom magnifies the drawing (pinch, wheel, + and -); pinch is two fingers doing it, and
	// swallow says the fingers still down after a pinch play nothing.
	zoom    layout.Zoom
	pinch   pinch
	swallow bool

	// The cells' triangles, kept between frames to reuse their memory: real and ghost,
	// plain and winning; and their outlines, ghost and real.
	cells    [4]brush
	edges    [2]brush
	overview [2]brush // the cells of the overview of a zoomed board, real and ghost
}

// NewBoardPane returns the view v of board b, drawn with theme th. It has no area until
// SetArea is called.
func NewBoardPane(b *core.Board, v session.View, th Theme) *BoardPane {
	bv := &BoardPane{board: b, view: v.Normalize(b.Spec()), theme: th, scale: 1}
	bv.layout()
	return bv
}

// SetArea gives the view its rectangle of the screen, in device pixels, and the device
// scale factor (device pixels per CSS pixel).
func (bv *BoardPane) SetArea(area layout.Rect, scale float64) {
	if area == bv.area && scale == bv.scale {
		return
	}
	if area.Dx() != bv.area.Dx() || area.Dy() != bv.area.Dy() || scale != bv.scale {
		bv.zoom = layout.Zoom{} // a new window (a phone turned): the whole board again
	}
	bv.area, bv.scale = area, scale
	bv.layout()
}

// SetUpright keeps the rhombus as its view says in a portrait area too, where it is otherwise
// turned a quarter to lie along it (an embedded board: layout.Drawing.Upright).
func (bv *BoardPane) SetUpright(on bool) {
	if on != bv.upright {
		bv.upright = on
		bv.layout()
	}
}

// SetView changes the drawing (the kind, orientation or pan).
func (bv *BoardPane) SetView(v session.View) {
	v = v.Normalize(bv.board.Spec())
	if v == bv.view {
		return
	}
	if v.Kind != bv.view.Kind || v.Flip != bv.view.Flip || v.Rotate != bv.view.Rotate {
		bv.zoom = layout.Zoom{} // another drawing: the whole board again
	}
	bv.view = v
	bv.layout()
}

// View returns the drawing shown now, the pan included.
func (bv *BoardPane) View() session.View { return bv.view }

// ViewChanged reports whether a drag has turned or panned the view since the last call (so
// that the app can keep the session's view, and the permalink, up to date).
func (bv *BoardPane) ViewChanged() bool {
	m := bv.moved
	bv.moved = false
	return m
}

// Scene returns the geometry of the view as it is drawn now.
func (bv *BoardPane) Scene() *layout.Scene { return bv.scene }

// Generation returns a number that changes whenever the picture of the board does for any
// reason other than the game (a resize, a pan, the hover or the cursor).
func (bv *BoardPane) Generation() uint64 { return bv.gen }

// CellCenter returns where cell c is on the screen now, in device pixels: for a cell with
// several copies, the copy nearest the middle of the area. ok is false if no copy of c is in
// the area.
func (bv *BoardPane) CellCenter(c core.Cell) (layout.Point, bool) {
	if !bv.board.Contains(c) {
		return layout.Point{}, false
	}
	col, row := bv.board.Coords(c)
	return bv.scene.CellCenter(col, row)
}

// CellAt returns the cell under p (device pixels), a ghost copy's real cell included.
func (bv *BoardPane) CellAt(p layout.Point) (core.Cell, bool) {
	col, row, ok := bv.scene.CellAt(p)
	if !ok {
		return core.NoCell, false
	}
	return bv.board.Cell(col, row), true
}

// layout rebuilds the scene for the area and the view.
func (bv *BoardPane) layout() {
	v := bv.view
	spec := layout.Drawing{Cols: bv.board.Cols(), Rows: bv.board.Rows(), Flip: v.Flip, Rotate180: v.Rotate == 180, PanX: v.PanX, PanY: v.PanY, Upright: bv.upright}
	switch v.Kind {
	case session.ViewStrip:
		spec.Kind = layout.Strip
	case session.ViewAnnulus:
		spec.Kind = layout.Annulus
	case session.ViewPeriodic:
		spec.Kind = layout.Periodic
	default:
		spec.Kind = layout.Rhombus
	}
	bv.scene = layout.NewZoomedScene(spec, bv.area, bv.scale, bv.zoom)
	bv.zoom = bv.scene.Zoom
	bv.gen++
}
