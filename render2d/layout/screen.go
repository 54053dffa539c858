package layout

import "math"

// Action names a button of the status bar.
type Action int

// The buttons of the status bar, in their order from the left.
const (
	Swap    Action = iota // the swap move (pie rule), when the game allows it
	NewGame               // start a new game with the same settings
	Undo                  // take back the last move (and the bot's reply)
	Redo                  // play again a move taken back
	numActions
)

// String returns the button's label.
func (a Action) String() string {
	switch a {
	case NewGame:
		return "New"
	case Undo:
		return "Undo"
	case Redo:
		return "Redo"
	case Swap:
		return "Swap"
	}
	return "?"
}

// Button is one button of the status bar.
type Button struct {
	Action Action
	Rect   Rect
}

// Screen is the whole picture for a window of a given size: the status bar at the top (a line
// of text and the buttons) and the board below it, as large as fits.
type Screen struct {
	Width, Height float64 // the window in device pixels
	Scale         float64 // device pixels per CSS pixel (the device scale factor)
	Bar           Rect    // the status bar across the top: the status text and the buttons
	Status        Rect    // where the status text goes
	StatusFont    float64 // font size of the status text and the buttons' labels
	Buttons       []Button
	Board         Board
	Band          float64 // width of the coloured band along the sides
	Frame         Frame
}

// Sizes in CSS pixels, multiplied by the device scale factor.
const (
	barRow       = 44.0
	buttonW      = 72.0
	buttonH      = 32.0
	buttonGap    = 8.0
	statusFont   = 16.0
	statusMinW   = 260.0
	margin       = 10.0
	minLabelFont = 10.0
	maxLabelFont = 20.0
)

// Compute lays out a cols x rows board in a window of width x height device pixels, with
// scale device pixels per CSS pixel. Tiny windows still give a usable, if cramped, layout.
func Compute(cols, rows int, width, height, scale float64) Screen {
	if scale <= 0 {
		scale = 1
	}
	s := Screen{Width: width, Height: height, Scale: scale, StatusFont: statusFont * scale}
	n := float64(numActions)
	bw := buttonW * scale // a button's width, less in a window too narrow for them all
	if fit := (width - 2*margin*scale - (n-1)*buttonGap*scale) / n; fit < bw {
		bw = math.Max(fit, 1)
	}
	all := n*bw + (n-1)*buttonGap*scale // all the buttons and the gaps between them
	twoRows := width < all+2*margin*scale+statusMinW*scale
	bar := barRow * scale
	top := (bar - buttonH*scale) / 2
	x := width - margin*scale - all
	if twoRows {
		s.Status = Rect{Point{margin * scale, 0}, Point{width - margin*scale, bar}}
		top += bar
		bar *= 2
		x = margin * scale
	} else {
		s.Status = Rect{Point{margin * scale, 0}, Point{x - buttonGap*scale, bar}}
	}
	for a := Action(0); a < numActions; a++ {
		min := Point{x, top}
		s.Buttons = append(s.Buttons, Button{a, Rect{min, min.Add(Point{bw, buttonH * scale})}})
		x += bw + buttonGap*scale
	}
	s.Bar = Rect{Point{0, 0}, Point{width, bar}}
	area := Rect{Point{margin * scale, bar + margin*scale}, Point{width - margin*scale, height - margin*scale}}
	s.Board, s.Band, s.Frame = fit(cols, rows, area, scale)
	return s
}

// fit finds the largest board, with its frame and labels, that fits in area, centred there.
// Everything grows with the radius R (the label font too, within a readable range), so the
// largest R that fits is found by bisection.
func fit(cols, rows int, area Rect, scale float64) (Board, float64, Frame) {
	if cols < 1 || rows < 1 {
		cols, rows = 1, 1
	}
	frame := func(r float64) Frame {
		font := math.Min(math.Max(0.5*r, minLabelFont*scale), maxLabelFont*scale)
		return frameOf(Board{Cols: cols, Rows: rows, R: r}, bandWidth(r), font, labelGap(font))
	}
	lo, hi := scale, math.Max(area.Dx(), area.Dy()) // a radius of one CSS pixel at least
	for range 60 {
		mid := (lo + hi) / 2
		if b := frame(mid).Bounds(); b.Dx() <= area.Dx() && b.Dy() <= area.Dy() {
			lo = mid
		} else {
			hi = mid
		}
	}
	f := frame(lo)
	// Move the board so that the whole frame, labels included, is centred in the area.
	shift := area.Center().Sub(f.Bounds().Center())
	b := Board{Cols: cols, Rows: rows, R: lo, Origin: shift}
	font := f.FontSize
	return b, bandWidth(lo), frameOf(b, bandWidth(lo), font, labelGap(font))
}

func bandWidth(r float64) float64   { return 0.5 * r }
func labelGap(font float64) float64 { return 0.3 * font }

// ButtonAt returns the button under p, or ok=false.
func (s Screen) ButtonAt(p Point) (Action, bool) {
	for _, b := range s.Buttons {
		if b.Rect.Contains(p) {
			return b.Action, true
		}
	}
	return 0, false
}

// Button returns the button of the given action.
func (s Screen) Button(a Action) Button {
	for _, b := range s.Buttons {
		if b.Action == a {
			return b
		}
	}
	return Button{Action: a}
}
