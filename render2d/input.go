package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// input turns this tick's clicks, taps, wheel turns, keys and dropped files into actions.
func (a *App) input(in Input) {
	a.pointer = in.Pointer
	a.pointerIn = in.Pointer.X >= 0 && in.Pointer.Y >= 0 && in.Pointer.X < a.width && in.Pointer.Y < a.height
	a.droppedFiles()
	a.pickedFiles()

	var presses []layout.Point
	for _, t := range in.Touches {
		if t.Pressed {
			presses = append(presses, t.At)
			a.pointerIn = false // no hover after a tap
		}
	}
	if len(presses) == 0 && in.MousePressed {
		presses = append(presses, a.pointer)
	}

	if d := a.dialog; d != nil {
		a.dialogInput(in, presses) // may close the dialog
		a.hover(d.layout.Buttons)
		return
	}

	onControl := a.listInput(in)
	for _, p := range presses {
		if !a.sc.List.Contains(p) && a.press(p) {
			onControl = true
		}
	}
	a.keys(in)
	a.wheel(in)
	a.hover(a.sc.Buttons)

	// The board: only when nothing lies over it and the press was not on a control.
	if a.drawerOpen || onControl {
		return
	}
	if cell, ok := a.bv.Update(in, a.s.HumanToMove()); ok {
		if err := a.s.Play(moveOf(cell)); err != nil {
			a.Say(err.Error(), true)
		}
	}
	shape := ebiten.CursorShapeDefault
	if _, ok := a.bv.Hover(); ok && a.s.HumanToMove() {
		shape = ebiten.CursorShapePointer
	}
	if a.hovering {
		shape = ebiten.CursorShapePointer
	}
	ebiten.SetCursorShape(shape)
}

// press acts on a click or tap at p: a control's action, or closing the drawer when the
// press is outside it (presses on the move list are listInput's). It reports whether the press was taken.
func (a *App) press(p layout.Point) bool {
	if b, ok := a.sc.ButtonAt(p); ok {
		if a.enabled(b.Action) {
			a.do(b)
		}
		return true
	}
	if a.drawerOpen {
		if !a.sc.Panel.Contains(p) && !a.sc.Bar.Contains(p) {
			a.drawerOpen = false
			a.uiGen++
		}
		return true
	}
	return a.sc.Panel.Contains(p) || a.sc.Bar.Contains(p) || a.sc.Toolbar.Contains(p)
}

// hover finds the control under the pointer, for its highlight and the pointer's shape.
func (a *App) hover(buttons []layout.Button) {
	var b layout.Button
	ok := false
	if a.pointerIn {
		for _, c := range buttons {
			if c.Rect.Contains(a.pointer) {
				b, ok = c, a.enabled(c.Action)
				break
			}
		}
	}
	a.hovered, a.hovering = b, ok
}

// wheel scrolls the move list when the pointer is over it.
func (a *App) wheel(in Input) {
	dy := in.Wheel.Y
	if dy == 0 || !a.sc.List.Contains(a.pointer) {
		return
	}
	step := -1
	if dy < 0 {
		step = 1
	}
	a.scrollList(step * 3)
}

// keys carries out the keyboard shortcuts (the arrow keys and Enter belong to the board's
// cursor). A locked board (an embed, a read-only board) takes none: a lesson's board must not
// be switched to another game or navigate away from the page that embeds it.
func (a *App) keys(in Input) {
	if a.s.Config().Locked() {
		return
	}
	ctrl := in.IsHeld(ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight)
	shift := in.IsHeld(ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight)
	key := func(k ebiten.Key) bool { return in.JustPressed(k) }
	readonly := a.s.Config().Readonly
	act := func(act layout.Action) {
		loud := !readonly && (act == layout.Undo || act == layout.Redo || act == layout.Swap) // says why not
		if a.enabled(act) || loud {
			a.do(layout.Button{Action: act, Dir: 1})
		}
	}
	switch {
	case ctrl && shift && key(ebiten.KeyZ), key(ebiten.KeyR) && !ctrl, ctrl && key(ebiten.KeyY):
		act(layout.Redo)
	case key(ebiten.KeyU), key(ebiten.KeyBackspace), ctrl && key(ebiten.KeyZ):
		act(layout.Undo)
	case key(ebiten.KeyN) && !readonly:
		act(layout.NewGame)
	case key(ebiten.KeyS) && !ctrl:
		act(layout.Swap)
	case key(ebiten.KeyH):
		act(layout.Hint)
	case key(ebiten.KeyP) && !ctrl:
		act(layout.Branch)
	case key(ebiten.KeyHome):
		act(layout.First)
	case key(ebiten.KeyEnd):
		act(layout.Last)
	case key(ebiten.KeyPageUp), key(ebiten.KeyComma):
		act(layout.Prev)
	case key(ebiten.KeyPageDown), key(ebiten.KeyPeriod):
		act(layout.Next)
	case key(ebiten.KeyE) && shift, key(ebiten.KeyJ):
		act(layout.ExportJSON)
	case key(ebiten.KeyE):
		act(layout.ExportSGF)
	case key(ebiten.KeyO), key(ebiten.KeyI):
		act(layout.Import)
	case key(ebiten.KeyL):
		act(layout.Share)
	case key(ebiten.KeyV):
		act(layout.ViewKind)
	case key(ebiten.KeyF):
		act(layout.Flip)
	case key(ebiten.KeyM), key(ebiten.KeyTab):
		if !a.sc.Drawer && !a.drawerOpen && a.buttonShown(layout.Menu) || a.drawerOpen {
			act(layout.Menu)
		}
	case key(ebiten.KeyEscape):
		if a.drawerOpen {
			act(layout.Menu)
		}
	}
}

// moveOf is the move that plays cell c.
func moveOf(c core.Cell) core.Move { return core.CellMove(c) }
