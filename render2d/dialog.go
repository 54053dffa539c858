package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"slices"

	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// dialog is the new-game dialog: the form, its layout, and the row the keyboard is on.
type dialog struct {
	form     *session.Form
	layout   layout.Dialog
	selected int
}

// openDialog opens the new-game dialog with the game's settings.
func (a *App) openDialog() {
	if a.s.Config().Readonly {
		return
	}
	a.dialog = &dialog{form: session.NewForm(a.s.Config())}
	a.drawerOpen = false
	a.uiGen++
}

// closeDialog closes it; start says whether to start the game it describes.
func (a *App) closeDialog(start bool) {
	d := a.dialog
	a.dialog = nil
	a.uiGen++
	if !start {
		return
	}
	cfg, err := d.form.Config()
	if err == nil {
		err = a.s.Restart(cfg)
	}
	if err != nil {
		a.Say("The new game cannot start: "+err.Error(), true)
		return
	}
	// The note covers the status line for a while: it says whose turn it is too.
	a.Say("New game on "+cfg.Spec.String()+". "+a.s.Status().Text, false)
}

// openTrunc opens Trunc, the three-player game in 3D: its page in the browser, its own
// program on the desktop (the 2D and 3D engines cannot share an executable), or says why not.
func (a *App) openTrunc() {
	msg, err := platform.OpenTrunc()
	if err != nil {
		a.Say("Cannot open Trunc: "+err.Error(), true)
		return
	}
	a.Say(msg, false)
}

// dialogOutcome is what a tick's input did to the dialog: nothing that closes it, or it closed
// to start its game, to cancel, or to open Trunc.
type dialogOutcome int

const (
	dialogOpen dialogOutcome = iota
	dialogStart
	dialogCancel
	dialogTrunc
)

// Update handles the tick's clicks and taps (presses) and keys in a window of width x height
// device pixels at scale: Up and Down choose a row, Left and Right (and a click on a row)
// change it, Enter starts, Escape cancels. It reports how the dialog ends, if it does, and
// whether what it shows changed.
func (d *dialog) Update(in Input, presses []layout.Point, width, height, scale float64) (out dialogOutcome, changed bool) {
	d.layout = layout.ComputeDialog(session.NumFields, width, height, scale)
	for _, p := range presses {
		b, ok := d.layout.ButtonAt(p)
		if !ok {
			continue
		}
		switch b.Action {
		case layout.Start:
			return dialogStart, true
		case layout.Cancel:
			return dialogCancel, true
		case layout.Trunc:
			return dialogTrunc, true
		case layout.Field:
			d.form.Cycle(b.Row, b.Dir)
			d.selected = b.Row
			changed = true
		}
	}
	keys := slices.Clone(in.Pressed)
	for _, k := range []ebiten.Key{ebiten.KeyArrowUp, ebiten.KeyArrowDown, ebiten.KeyArrowLeft, ebiten.KeyArrowRight} {
		if slices.Contains(in.Repeating, k) {
			keys = append(keys, k)
		}
	}
	for _, k := range keys { // every key of the tick, in case several came at once
		switch k {
		case ebiten.KeyEscape:
			return dialogCancel, true
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter:
			return dialogStart, true
		case ebiten.KeyArrowUp:
			d.selected = (d.selected + session.NumFields - 1) % session.NumFields
		case ebiten.KeyArrowDown, ebiten.KeyTab:
			d.selected = (d.selected + 1) % session.NumFields
		case ebiten.KeyArrowLeft:
			d.form.Cycle(d.selected, -1)
		case ebiten.KeyArrowRight, ebiten.KeySpace:
			d.form.Cycle(d.selected, +1)
		default:
			continue
		}
		changed = true
	}
	return dialogOpen, changed
}

// dialogInput hands the tick's input to the open dialog and carries out how it ends.
func (a *App) dialogInput(in Input, presses []layout.Point) {
	out, changed := a.dialog.Update(in, presses, a.width, a.height, a.scale)
	if changed {
		a.uiGen++
	}
	switch out {
	case dialogStart:
		a.closeDialog(true)
	case dialogCancel:
		a.closeDialog(false)
	case dialogTrunc:
		a.closeDialog(false)
		a.openTrunc()
	}
}

// draw draws the dialog over the dimmed screen.
func (d *dialog) draw(dst *ebiten.Image, a *App) {
	th, s := a.theme, a.scale
	d.layout = layout.ComputeDialog(session.NumFields, a.width, a.height, a.scale)
	l := d.layout
	fill(dst, rectPoints(layout.Rect{Max: layout.Point{X: a.width, Y: a.height}}), fade(th.Text, 0.45))
	path := roundRect(l.Box, 10*s)
	fill(dst, path, th.Button)
	stroke(dst, path, max(1, s), th.CellEdge)
	drawText(dst, "New game", a.sc.StatusFont*1.1, layout.Point{X: l.Title.Min.X, Y: l.Title.Center().Y}, text.AlignStart, th.Text)
	if hint := "arrows choose · Enter starts · Esc cancels"; text.Advance(hint, face(a.sc.Font*0.8)) <= l.Title.Dx()*0.65 {
		drawText(dst, hint, a.sc.Font*0.8, layout.Point{X: l.Title.Max.X, Y: l.Title.Center().Y}, text.AlignEnd, th.Label)
	}
	fields := d.form.Fields()
	for i, st := range l.Rows {
		if i < len(fields) {
			a.drawSetting(dst, st, fields[i].Label, fields[i].Value, true, i == d.selected)
		}
	}
	if d.selected < len(fields) && fields[d.selected].Note != "" {
		note, size := fitText(fields[d.selected].Note, a.sc.Font*0.85, l.Note.Dx())
		drawText(dst, note, size, layout.Point{X: l.Note.Center().X, Y: l.Note.Center().Y}, text.AlignCenter, th.Label)
	}
	for _, b := range l.Buttons {
		if b.Action == layout.Start || b.Action == layout.Cancel || b.Action == layout.Trunc {
			a.drawButton(dst, b, b.Action.String(), buttonLook{enabled: true, hovered: a.isHovered(b), primary: b.Action == layout.Start})
		}
	}
}
