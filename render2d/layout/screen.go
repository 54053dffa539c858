package layout

import "math"

// Options say what the screen holds besides the board.
type Options struct {
	// Minimal shows only the board (ui=minimal); Readonly shows the game without playing
	// (readonly=1): only the steps through the move list and the exports.
	Minimal, Readonly bool
	// DrawerOpen opens the drawer of a narrow window (its panel over the board).
	DrawerOpen bool
	// Settings are the setting rows of the panel, in order (RedPlayer, BluePlayer, Think,
	// ViewKind, Flip: those that apply to the game).
	Settings []Action
	// Swap shows the Swap button.
	Swap bool
	// Branch shows the "Play on" button (while a bot waits for the game to be stepped through).
	Branch bool
	// Puzzle gives a minimal board (an embedded puzzle) a status bar, which says whether each
	// move holds, and a toolbar to take a move back.
	Puzzle bool
	// Story gives the panel the chart of the game's story, between the reason box and the
	// move list.
	Story bool
	// Send shows the Send move button (a game between two people, after a move): in the
	// panel's second row and in a narrow window's toolbar, in Hint's place.
	Send bool
	// Variations is how many variations the position shown has (a row of buttons, one for
	// each of the first MaxVariations, when there are more than one).
	Variations int
	// ReasonLines is how many lines of text the reason box should show below its title (a
	// bot's rule can take several): at least 3, and the box grows to show more as long as the
	// move list keeps room for minListLines lines.
	ReasonLines int
}

// The reason box shows at least minReasonLines lines of text below its title; a longer text
// takes room from the move list, which keeps minListLines lines.
const (
	minReasonLines = 3
	minListLines   = 4
)

// Screen is the whole picture for a window of a given size: the status bar, the panel of
// controls (beside the board on a wide window, a drawer on a narrow one), and the board in the
// rest, as large as fits.
type Screen struct {
	Width, Height float64 // the window in device pixels
	Scale         float64 // device pixels per CSS pixel (the device scale factor)
	Bar           Rect    // the status bar across the top (empty with Options.Minimal)
	Status        Rect    // where the status text goes
	StatusFont    float64 // font size of the status text and the buttons' labels
	// Buttons are every control on the screen; ButtonAt takes the first that contains a point,
	// so an open drawer's buttons come first.
	Buttons []Button
	// Panel is the side panel or the open drawer (empty when there is none); Drawer says that
	// it lies over the board.
	Panel  Rect
	Drawer bool
	// Settings are the panel's setting rows; Reason is the box that says why the last move was
	// made; List is the move list, ListRow the height of one of its lines; Keys is the line of
	// key hints at the bottom of the panel.
	Settings []Setting
	Reason   Rect
	Chart    Rect // the chart of the game's story (Options.Story), empty without it
	List     Rect
	ListRow  float64
	Keys     Rect
	Font     float64 // the panel's font size
	// Toolbar is the row of buttons under the board on a narrow window (or of a read-only
	// minimal board), empty otherwise.
	Toolbar Rect
	// Counter is where a read-only board's toolbar says which move is shown ("3 / 12"),
	// between its steps back and on; empty otherwise.
	Counter Rect
	// BoardArea is where the board goes; Grid, Band and Frame are the rhombus fitted there.
	BoardArea Rect
	Grid      HexGrid
	Band      float64 // width of the coloured band along the sides
	Frame     Frame
}

// MaxVariations is how many variations of the position shown get a button.
const MaxVariations = 5

// Sizes in CSS pixels, multiplied by the device scale factor.
const (
	barRow     = 44.0
	buttonH    = 32.0
	buttonGap  = 6.0
	statusFont = 16.0
	panelFont  = 14.0
	panelW     = 300.0
	// maxPanelShare is the most of a portrait window's width the panel takes beside the board.
	maxPanelShare = 0.3
	drawerW       = 320.0
	wideMin       = 760.0 // a window at least this wide has the panel beside the board
	toolbarRow    = 48.0
	settingRow    = 34.0
	listRow       = 22.0
	chartH        = 84.0
	margin        = 10.0
	pad           = 12.0
	minLabelFont  = 10.0
	maxLabelFont  = 20.0
)

// Compute lays out a cols x rows board in a window of width x height device pixels, with
// scale device pixels per CSS pixel, with the full interface and default options. Tiny windows
// still give a usable, if cramped, layout. The board's place does not depend on the options
// of a full interface (only ComputeWith's Minimal and Readonly toolbars move it).
func Compute(cols, rows int, width, height, scale float64) Screen {
	return ComputeWith(cols, rows, width, height, scale, Options{})
}

// ComputeWith is Compute with options.
func ComputeWith(cols, rows int, width, height, scale float64, o Options) Screen {
	if scale <= 0 || math.IsNaN(scale) {
		scale = 1
	}
	width, height = math.Max(width, 1), math.Max(height, 1)
	s := Screen{Width: width, Height: height, Scale: scale, StatusFont: statusFont * scale, Font: panelFont * scale, ListRow: listRow * scale}
	u := func(css float64) float64 { return css * scale }
	area := Rect{Point{0, 0}, Point{width, height}}
	if o.Minimal && o.Puzzle && !o.Readonly {
		s.Bar = Rect{Point{0, 0}, Point{width, u(barRow)}}
		s.Status = inset(s.Bar, u(margin), 0)
		s.Toolbar = Rect{Point{0, height - u(toolbarRow)}, Point{width, height}}
		s.Buttons = append(s.Buttons, row(s.Toolbar, u, Undo, Redo)...)
		area.Min.Y, area.Max.Y = s.Bar.Max.Y, s.Toolbar.Min.Y
		s.fitBoard(cols, rows, area, u)
		return s
	}
	if o.Minimal {
		if o.Readonly {
			s.Toolbar = Rect{Point{0, height - u(toolbarRow)}, Point{width, height}}
			s.readonlySteps(u)
			area.Max.Y = s.Toolbar.Min.Y
		}
		s.fitBoard(cols, rows, area, u)
		return s
	}
	s.Bar = Rect{Point{0, 0}, Point{width, u(barRow)}}
	area.Min.Y = s.Bar.Max.Y
	// The panel stands beside the board in a wide window; in a portrait one (a tablet held
	// upright) where it would take more than maxPanelShare of the width, it waits behind ☰
	// like a phone's, and the board has the whole width.
	wide := width >= u(wideMin) && (width >= height || u(panelW) <= maxPanelShare*width)
	var bar []Button
	if wide {
		s.Panel = Rect{Point{width - u(panelW), 0}, Point{width, height}}
		s.Bar.Max.X = s.Panel.Min.X
		area.Max.X = s.Panel.Min.X
		s.Status = inset(s.Bar, u(margin), 0)
	} else {
		menu := Rect{Point{u(margin), (s.Bar.Dy() - u(buttonH)) / 2}, Point{u(margin) + u(44), (s.Bar.Dy() + u(buttonH)) / 2}}
		bar = append(bar, Button{Action: Menu, Rect: menu})
		s.Status = Rect{Point{menu.Max.X + u(margin), 0}, Point{width - u(margin), s.Bar.Max.Y}}
		s.Toolbar = Rect{Point{0, height - u(toolbarRow)}, Point{width, height}}
		area.Max.Y = s.Toolbar.Min.Y
		if o.Readonly {
			s.readonlySteps(u)
		} else {
			third := Hint
			if o.Send {
				third = Send
			}
			bar = append(bar, row(s.Toolbar, u, Undo, Redo, third, Prev, Next)...)
		}
		if o.DrawerOpen {
			s.Drawer = true
			s.Panel = Rect{Point{math.Max(0, width-u(drawerW)), s.Bar.Max.Y}, Point{width, s.Toolbar.Min.Y}}
		}
	}
	if !s.Panel.Empty() {
		s.layoutPanel(u, o)
	}
	s.Buttons = append(s.Buttons, bar...) // an open drawer's buttons come first
	s.fitBoard(cols, rows, area, u)
	return s
}

// readonlySteps lays out a read-only board's toolbar: the steps, with the counter in the
// middle.
func (s *Screen) readonlySteps(u func(float64) float64) {
	steps := row(s.Toolbar, u, First, Prev, Cancel, Next, Last) // Cancel holds the counter's place
	s.Counter = steps[2].Rect
	s.Buttons = append(s.Buttons, steps[0], steps[1], steps[3], steps[4])
}

// layoutPanel fills the panel from the top: the buttons, the settings, the reason box, the
// key hints at the bottom and the move list in between. What does not fit in a short window is
// left out, from the bottom up.
func (s *Screen) layoutPanel(u func(float64) float64, o Options) {
	in := inset(s.Panel, u(pad), u(pad))
	y := in.Min.Y
	fits := func(h float64) bool { return y+h <= in.Max.Y }
	line := func(acts ...Action) {
		if len(acts) == 0 || !fits(u(buttonH)) {
			return
		}
		r := Rect{Point{in.Min.X, y}, Point{in.Max.X, y + u(buttonH)}}
		s.Buttons = append(s.Buttons, spread(r, u(buttonGap), acts...)...)
		y += u(buttonH) + u(buttonGap)
	}
	if !o.Readonly {
		line(NewGame, Undo, Redo, Hint)
		second := []Action{Resign}
		if o.Send {
			second = append(second, Send)
		}
		if o.Swap {
			second = append(second, Swap)
		}
		if o.Branch {
			second = append(second, Branch)
		}
		line(append(second, Import)...)
	}
	line(First, Prev, Next, Last)
	if n := min(o.Variations, MaxVariations); n > 1 && fits(u(buttonH)) {
		r := Rect{Point{in.Min.X, y}, Point{in.Max.X, y + u(buttonH)}}
		acts := make([]Action, n)
		for i := range acts {
			acts[i] = Variation
		}
		bs := spread(r, u(buttonGap), acts...)
		for i := range bs {
			bs[i].Index = i
		}
		s.Buttons = append(s.Buttons, bs...)
		y += u(buttonH) + u(buttonGap)
	}
	if !o.Readonly {
		line(Comment, Mark, Promote, Delete)
	}
	line(ExportSGF, ExportJSON, Share)
	y += u(4)
	for _, a := range o.Settings {
		if !fits(u(settingRow) - u(4)) {
			break
		}
		r := Rect{Point{in.Min.X, y}, Point{in.Max.X, y + u(settingRow) - u(4)}}
		st := setting(a, r, u)
		s.Settings = append(s.Settings, st)
		s.Buttons = append(s.Buttons, Button{Action: a, Rect: st.Prev, Dir: -1}, Button{Action: a, Rect: st.Next, Dir: +1})
		y += u(settingRow)
	}
	y += u(4)
	keys := 3 * u(15)
	reasonH := func(lines int) float64 { return float64(1+lines)*s.ListRow + u(8) }
	lines := max(o.ReasonLines, minReasonLines)
	for lines > minReasonLines && !fits(reasonH(lines)+u(8)+float64(minListLines)*s.ListRow+keys+u(6)) {
		lines--
	}
	if h := reasonH(lines); fits(h) {
		s.Reason = Rect{Point{in.Min.X, y}, Point{in.Max.X, y + h}}
		y = s.Reason.Max.Y + u(8)
	}
	if h := u(chartH); o.Story && fits(h+u(8)+float64(minListLines-1)*s.ListRow+keys+u(6)) {
		s.Chart = Rect{Point{in.Min.X, y}, Point{in.Max.X, y + h}}
		y = s.Chart.Max.Y + u(8)
	}
	if fits(keys + u(6)) {
		s.Keys = Rect{Point{in.Min.X, in.Max.Y - keys}, in.Max}
		s.List = Rect{Point{in.Min.X, y}, Point{in.Max.X, s.Keys.Min.Y - u(6)}}
	}
}

// setting lays out a setting row in r: the label on the left, then the value between arrows.
func setting(a Action, r Rect, u func(float64) float64) Setting {
	labelW := math.Min(u(64), r.Dx()/3)
	arrow := math.Min(u(32), r.Dy())
	st := Setting{Action: a, Label: Rect{r.Min, Point{r.Min.X + labelW, r.Max.Y}}}
	st.Prev = Rect{Point{st.Label.Max.X, r.Min.Y}, Point{st.Label.Max.X + arrow, r.Max.Y}}
	st.Next = Rect{Point{r.Max.X - arrow, r.Min.Y}, r.Max}
	st.Value = Rect{Point{st.Prev.Max.X, r.Min.Y}, Point{st.Next.Min.X, r.Max.Y}}
	return st
}

// row spreads buttons across a toolbar, with margins.
func row(r Rect, u func(float64) float64, acts ...Action) []Button {
	inner := Rect{Point{r.Min.X + u(margin), r.Center().Y - u(buttonH)/2}, Point{r.Max.X - u(margin), r.Center().Y + u(buttonH)/2}}
	if max := float64(len(acts))*u(88) + float64(len(acts)-1)*u(buttonGap); inner.Dx() > max {
		cx := inner.Center().X
		inner.Min.X, inner.Max.X = cx-max/2, cx+max/2
	}
	return spread(inner, u(buttonGap), acts...)
}

// spread divides r into equal buttons separated by gap.
func spread(r Rect, gap float64, acts ...Action) []Button {
	n := float64(len(acts))
	w := math.Max((r.Dx()-(n-1)*gap)/n, 1)
	out := make([]Button, len(acts))
	for i, a := range acts {
		x := r.Min.X + float64(i)*(w+gap)
		out[i] = Button{Action: a, Rect: Rect{Point{x, r.Min.Y}, Point{x + w, r.Max.Y}}}
	}
	return out
}

// inset returns r shrunk by dx on the left and right and dy at the top and bottom (never
// inside out).
func inset(r Rect, dx, dy float64) Rect {
	out := Rect{Point{r.Min.X + dx, r.Min.Y + dy}, Point{r.Max.X - dx, r.Max.Y - dy}}
	out.Max.X, out.Max.Y = math.Max(out.Max.X, out.Min.X), math.Max(out.Max.Y, out.Min.Y)
	return out
}

// Empty reports whether r has no area.
func (r Rect) Empty() bool { return r.Dx() <= 0 || r.Dy() <= 0 }

// fitBoard puts the board in area, less a margin.
func (s *Screen) fitBoard(cols, rows int, area Rect, u func(float64) float64) {
	s.BoardArea = inset(area, u(margin), u(margin))
	s.Grid, s.Band, s.Frame = fit(cols, rows, s.BoardArea, s.Scale)
}

// fit finds the largest board, with its frame and labels, that fits in area, centred there.
// Everything grows with the radius R (the label font too, within a readable range), so the
// largest R that fits is found by bisection.
func fit(cols, rows int, area Rect, scale float64) (HexGrid, float64, Frame) {
	if cols < 1 || rows < 1 {
		cols, rows = 1, 1
	}
	frame := func(r float64) Frame {
		font := math.Min(math.Max(0.5*r, minLabelFont*scale), maxLabelFont*scale)
		return frameOf(HexGrid{Cols: cols, Rows: rows, R: r}, bandWidth(r), font, labelGap(font))
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
	b := HexGrid{Cols: cols, Rows: rows, R: lo, Origin: shift}
	font := f.FontSize
	return b, bandWidth(lo), frameOf(b, bandWidth(lo), font, labelGap(font))
}

func bandWidth(r float64) float64   { return 0.5 * r }
func labelGap(font float64) float64 { return 0.3 * font }

// ButtonAt returns the control under p, or ok=false.
func (s Screen) ButtonAt(p Point) (Button, bool) {
	for _, b := range s.Buttons {
		if b.Rect.Contains(p) {
			return b, true
		}
	}
	return Button{}, false
}

// Button returns the button of the given action (the first, for a setting's arrows: back),
// and whether the screen has it.
func (s Screen) Button(a Action) (Button, bool) {
	for _, b := range s.Buttons {
		if b.Action == a {
			return b, true
		}
	}
	return Button{Action: a}, false
}

// OverBoard reports whether p is on the board area and not under the drawer or a bar.
func (s Screen) OverBoard(p Point) bool {
	return s.BoardArea.Contains(p) && !(s.Drawer && s.Panel.Contains(p))
}

// ListLine returns the index of the move-list line under p (0 for the first line shown after
// scrolling by scroll lines), or ok=false.
func (s Screen) ListLine(p Point, scroll int) (int, bool) {
	if !s.List.Contains(p) || s.ListRow <= 0 {
		return 0, false
	}
	return scroll + int((p.Y-s.List.Min.Y)/s.ListRow), true
}
