package geom

import "github.com/hexlab/hexlab/core/trunc"

// NoSlice is View.SliceAxis when no slicing plane is set.
const NoSlice = -1

// MaxExplode is the largest explosion factor a View allows.
const MaxExplode = 1.5

// CellScale is how large a cell is drawn (and picked) relative to its
// Voronoi cell, so that a thin gap shows where cells meet.
const CellScale = 0.94

// View is how the cube is shown, besides the camera: a slicing plane that
// hides the layers above it, an explosion that pulls the cells apart, and
// whether empty cells are drawn see-through. The zero View shows every cell
// in place, empty cells opaque; use NewView for a view without slicing.
type View struct {
	// SliceAxis is the axis (0 x, 1 y, 2 z) of the slicing plane, or NoSlice.
	SliceAxis int
	// SliceLevel is the highest coordinate along SliceAxis still shown: a
	// point p is hidden when p[SliceAxis] > SliceLevel.
	SliceLevel int
	// Explode pulls the cells apart: a cell centred at p is drawn at
	// p·(1+Explode). From 0 to MaxExplode.
	Explode float64
	// SeeThrough draws the empty cells translucent.
	SeeThrough bool
}

// NewView returns the default view: no slicing, no explosion, empty cells
// see-through.
func NewView() View { return View{SliceAxis: NoSlice, SeeThrough: true} }

// Visible reports whether the cell centred at lattice point p is shown.
func (v View) Visible(p trunc.Point) bool {
	return v.SliceAxis < 0 || v.SliceAxis > 2 || p[v.SliceAxis] <= v.SliceLevel
}

// Place returns where a point of the cube is drawn: p·(1+Explode).
func (v View) Place(p Vec) Vec { return scale(p, 1+v.Explode) }

// Centre returns where the cell of lattice point p is drawn.
func (v View) Centre(p trunc.Point) Vec { return v.Place(pointVec(p)) }

// WallDistance returns how far from the centre the cube's walls are drawn on
// a board of size k: half a cell beyond the outermost cells' faces.
func (v View) WallDistance(k int) float64 {
	return float64(k)*(1+v.Explode) + 1.5
}

// StepSlice moves the slicing plane by delta layers, keeping it between -k
// and k, and returns the new view. With no plane it does nothing.
func (v View) StepSlice(delta, k int) View {
	if v.SliceAxis == NoSlice {
		return v
	}
	v.SliceLevel = min(max(v.SliceLevel+delta, -k), k)
	return v
}

// CycleSlice moves the plane to the next axis: none, x, y, z, none. A new
// plane starts at level 0, hiding the half of the cube above the centre.
func (v View) CycleSlice() View {
	v.SliceAxis++
	if v.SliceAxis > 2 {
		v.SliceAxis = NoSlice
	}
	v.SliceLevel = 0
	return v
}

// SetExplode returns the view with the explosion factor e, kept between 0
// and MaxExplode.
func (v View) SetExplode(e float64) View {
	v.Explode = min(max(e, 0), MaxExplode)
	return v
}
