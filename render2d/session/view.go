package session

import (
	"fmt"
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// The kinds of board drawing (the values of the view parameter).
const (
	// ViewRhombus is the usual Hex rhombus: the M x N cells once, each row shifted half a cell
	// right of the one above. It fits every board; on a cylinder or torus the sides that wrap
	// are drawn in a lighter tone.
	ViewRhombus = "rhombus"
	// ViewStrip is the cylinder drawn flat: a band of M columns whose columns wrap, with faded
	// ghost columns at both sides; dragging sideways turns the cylinder.
	ViewStrip = "strip"
	// ViewAnnulus is the cylinder drawn as the annulus of the 3xn paper: ring 1 (row 1) is the
	// innermost band, ring N the outermost, and the inside and outside circles are Red's ends.
	ViewAnnulus = "annulus"
	// ViewPeriodic is the torus drawn as the flat periodic plane: copies of the board in every
	// direction, the fundamental domain outlined; dragging pans in both directions.
	ViewPeriodic = "periodic"
)

// View is how the board is drawn: which drawing, its orientation, and how far it is turned or
// panned. The zero value is not valid; DefaultView gives the default for a board.
type View struct {
	// Kind is ViewRhombus, ViewStrip, ViewAnnulus or ViewPeriodic.
	Kind string
	// Flip transposes the rhombus (rows become columns), so that Red's sides are the left and
	// right ones and Blue's the top and bottom. Rhombus only.
	Flip bool
	// Rotate is 0 or 180: the rhombus turned half a turn, so that a1 is at the bottom right.
	// Rhombus only.
	Rotate int
	// Pan is how far the periodic drawings are moved, in cells: PanX columns to the right
	// (the strip and the torus) or around (the annulus, counterclockwise), PanY rows down
	// (the torus). It is kept within one period: 0 <= PanX < M, 0 <= PanY < N.
	PanX, PanY float64
}

// ViewParams lists the view settings, in the order the README and the error page give them.
var ViewParams = []Param{
	{Name: "view", Default: "", Usage: "how the board is drawn: rhombus (any board), strip or annulus (cyl), periodic (torus); the default is rhombus on hex, strip on cyl, periodic on torus"},
	{Name: "flip", Default: "0", Usage: "1 draws the rhombus transposed, with Red's sides left and right; 0 as usual"},
	{Name: "rotate", Default: "0", Usage: "0 or 180: the rhombus turned half a turn"},
	{Name: "pan", Default: "0", Usage: "how far the strip, annulus or torus is turned or panned, in cells: X or X,Y (torus), such as 2 or 1.5,3"},
}

// DefaultView returns the view a board is drawn in when the URL names none: the rhombus on
// hex, the strip on cyl, the periodic plane on torus.
func DefaultView(spec core.Spec) View {
	switch spec.Topology {
	case core.Cylinder:
		return View{Kind: ViewStrip}
	case core.Torus:
		return View{Kind: ViewPeriodic}
	}
	return View{Kind: ViewRhombus}
}

// ViewKinds returns the kinds of drawing that fit a board, the default first.
func ViewKinds(spec core.Spec) []string {
	switch spec.Topology {
	case core.Cylinder:
		return []string{ViewStrip, ViewAnnulus, ViewRhombus}
	case core.Torus:
		return []string{ViewPeriodic, ViewRhombus}
	}
	return []string{ViewRhombus}
}

// ParseView reads the view parameters (view, flip, rotate, pan) from values, ignoring every
// other name, for a game on spec. A missing parameter takes its default; a bad value, or a
// view that does not fit the board (view=annulus on hex), is a *ParamError naming the
// parameter and saying what it accepts.
func ParseView(values url.Values, spec core.Spec) (View, error) {
	get := func(name string) (string, bool, error) {
		vs, ok := values[name]
		if !ok {
			return "", false, nil
		}
		if len(vs) != 1 {
			return "", false, paramError(name, strings.Join(vs, ","), fmt.Errorf("given %d times; give it once", len(vs)))
		}
		return vs[0], true, nil
	}
	v := DefaultView(spec)
	kinds := ViewKinds(spec)
	s, ok, err := get("view")
	if err != nil {
		return View{}, err
	}
	if ok {
		if !slices.Contains(kinds, s) {
			all := []string{ViewRhombus, ViewStrip, ViewAnnulus, ViewPeriodic}
			if !slices.Contains(all, s) {
				return View{}, paramError("view", s, fmt.Errorf("expected one of %s", strings.Join(all, ", ")))
			}
			return View{}, paramError("view", s, fmt.Errorf("does not fit a %v board; it takes %s", spec.Topology, strings.Join(kinds, " or ")))
		}
		v.Kind = s
	}
	if s, ok, err = get("flip"); err != nil {
		return View{}, err
	} else if ok {
		switch s {
		case "1", "true":
			v.Flip = true
		case "0", "false":
		default:
			return View{}, paramError("flip", s, fmt.Errorf("expected 1 (transposed) or 0"))
		}
		if v.Flip && v.Kind != ViewRhombus {
			return View{}, paramError("flip", s, fmt.Errorf("only the rhombus view can be flipped, and this view is %s", v.Kind))
		}
	}
	if s, ok, err = get("rotate"); err != nil {
		return View{}, err
	} else if ok {
		switch s {
		case "0":
		case "180":
			v.Rotate = 180
		default:
			return View{}, paramError("rotate", s, fmt.Errorf("expected 0 or 180"))
		}
		if v.Rotate != 0 && v.Kind != ViewRhombus {
			return View{}, paramError("rotate", s, fmt.Errorf("only the rhombus view can be rotated, and this view is %s", v.Kind))
		}
	}
	if s, ok, err = get("pan"); err != nil {
		return View{}, err
	} else if ok {
		if v.PanX, v.PanY, err = parsePan(s, v.Kind); err != nil {
			return View{}, paramError("pan", s, err)
		}
	}
	return v.Normalize(spec), nil
}

// parsePan reads "X" or "X,Y" for a view of the given kind.
func parsePan(s, kind string) (x, y float64, err error) {
	parts := strings.Split(s, ",")
	if len(parts) > 2 {
		return 0, 0, fmt.Errorf("expected X or X,Y (numbers of cells)")
	}
	var xy [2]float64
	for i, p := range parts {
		f, err := strconv.ParseFloat(strings.TrimSpace(p), 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) || math.Abs(f) > 1e6 {
			return 0, 0, fmt.Errorf("%q: expected a number of cells, such as 2 or -1.5", p)
		}
		xy[i] = f
	}
	switch {
	case kind == ViewRhombus && (xy[0] != 0 || xy[1] != 0):
		return 0, 0, fmt.Errorf("the rhombus view does not pan; pan is for strip, annulus and periodic")
	case kind != ViewPeriodic && xy[1] != 0:
		return 0, 0, fmt.Errorf("the %s view turns one way only: give one number", kind)
	}
	return xy[0], xy[1], nil
}

// Normalize returns v with the pan brought within one period of the board: 0 <= PanX < M and
// 0 <= PanY < N (the picture is the same), and no pan where the view has none.
func (v View) Normalize(spec core.Spec) View {
	wrap := func(x float64, n int) float64 {
		x = math.Mod(x, float64(n))
		if x < 0 {
			x += float64(n)
		}
		if x >= float64(n) || math.Abs(x) < 1e-9 || math.Abs(x-float64(n)) < 1e-9 {
			x = 0
		}
		return x
	}
	switch v.Kind {
	case ViewStrip, ViewAnnulus:
		v.PanX, v.PanY = wrap(v.PanX, spec.Cols), 0
	case ViewPeriodic:
		v.PanX, v.PanY = wrap(v.PanX, spec.Cols), wrap(v.PanY, spec.Rows)
	default:
		v.PanX, v.PanY = 0, 0
	}
	return v
}

// Query returns the URL parameters that give v on spec with ParseView: only those that
// differ from the defaults (none for the default view), the pan rounded to hundredths of a
// cell.
func (v View) Query(spec core.Spec) url.Values {
	q := url.Values{}
	if v.Kind != DefaultView(spec).Kind {
		q.Set("view", v.Kind)
	}
	if v.Flip {
		q.Set("flip", "1")
	}
	if v.Rotate != 0 {
		q.Set("rotate", strconv.Itoa(v.Rotate))
	}
	round := func(f float64, n int) float64 {
		if f = math.Round(f*100) / 100; f >= float64(n) {
			f = 0
		}
		return f
	}
	num := func(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
	if x, y := round(v.PanX, spec.Cols), round(v.PanY, spec.Rows); y != 0 {
		q.Set("pan", num(x)+","+num(y))
	} else if x != 0 {
		q.Set("pan", num(x))
	}
	return q
}
