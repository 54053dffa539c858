package layout

import "math"

// Dialog is the new-game dialog: a box in the middle of the window with a title, one setting
// row per field (a label and a value cycled with arrows) and the Start and Cancel buttons.
type Dialog struct {
	Box   Rect
	Title Rect
	Rows  []Setting
	// Note is the line under the rows for a note on the chosen row (how strong a bot is).
	Note Rect
	// Buttons are the rows' arrows (Action Field, Row the row's index), Trunc (which opens
	// the three-player 3D game instead), Cancel and Start.
	Buttons []Button
	Font    float64
}

// Sizes of the dialog in CSS pixels.
const (
	dialogW   = 440.0
	dialogRow = 40.0
	noteH     = 24.0
)

// ComputeDialog lays out the new-game dialog with n rows in a window of width x height device
// pixels at scale device pixels per CSS pixel. Rows shrink in a short window, down to what
// can still be tapped.
func ComputeDialog(n int, width, height, scale float64) Dialog {
	if scale <= 0 || math.IsNaN(scale) {
		scale = 1
	}
	u := func(css float64) float64 { return css * scale }
	d := Dialog{Font: panelFont * scale}
	w := math.Min(u(dialogW), width-2*u(margin))
	rowH := u(dialogRow)
	header, note, footer := u(44), u(noteH), u(buttonH)+2*u(pad)
	footer += note
	if h := header + float64(n)*rowH + footer; h > height-2*u(margin) {
		rowH = math.Max((height-2*u(margin)-header-footer)/math.Max(float64(n), 1), u(24))
	}
	h := header + float64(n)*rowH + footer
	top := math.Max((height-h)/2, 0)
	d.Box = Rect{Point{(width - w) / 2, top}, Point{(width + w) / 2, top + h}}
	d.Title = Rect{Point{d.Box.Min.X + u(pad), top}, Point{d.Box.Max.X - u(pad), top + header}}
	y := top + header
	for i := range n {
		r := Rect{Point{d.Box.Min.X + u(pad), y + 2}, Point{d.Box.Max.X - u(pad), y + rowH - 2}}
		st := setting(Field, r, func(css float64) float64 { return css * scale * 1.4 })
		d.Rows = append(d.Rows, st)
		d.Buttons = append(d.Buttons, Button{Action: Field, Rect: st.Prev, Dir: -1, Row: i}, Button{Action: Field, Rect: st.Next, Dir: +1, Row: i})
		y += rowH
	}
	d.Note = Rect{Point{d.Box.Min.X + u(pad), y}, Point{d.Box.Max.X - u(pad), y + note}}
	y += note
	foot := Rect{Point{d.Box.Min.X + u(pad), y + u(pad)}, Point{d.Box.Max.X - u(pad), y + u(pad) + u(buttonH)}}
	d.Buttons = append(d.Buttons, spread(foot, u(buttonGap)*2, Trunc, Cancel, Start)...)
	return d
}

// ButtonAt returns the dialog's control under p, or ok=false.
func (d Dialog) ButtonAt(p Point) (Button, bool) {
	for _, b := range d.Buttons {
		if b.Rect.Contains(p) {
			return b, true
		}
	}
	return Button{}, false
}
