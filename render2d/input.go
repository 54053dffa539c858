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
	a.lastPressTouch = len(presses) > 0
	if len(presses) == 0 && in.MousePressed {
		presses = append(presses, a.pointer)
	}
	if a.comment != nil {
		a.commentInput(in, presses)
		return
	}
	if a.linkShown != nil {
		a.linkInput(in, presses)
		return
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
	if cell, ok := a.bv.Update(in, a.s.HumanToMove() || a.marking); ok {
		var err error
		if a.marking {
			if m := moveOf(cell); !m.Swap {
				err = a.s.CycleMark(m.Cell)
			}
		} else {
			err = a.s.Play(moveOf(cell))
		}
		if err != nil {
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
	if a.sc.Chart.Contains(p) {
		a.storyPress(p)
		return true
	}
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
	readonly := a.s.Config().Readonly
	act, ok := shortcut(in, readonly)
	switch {
	case !ok:
		return
	case act == layout.Menu && in.JustPressed(ebiten.KeyEscape):
		ok = a.drawerOpen // Escape only closes the drawer
	case act == layout.Menu:
		ok = !a.sc.Drawer && !a.drawerOpen && a.buttonShown(layout.Menu) || a.drawerOpen
	}
	loud := !readonly && (act == layout.Undo || act == layout.Redo || act == layout.Swap) // says why not
	if ok && (a.enabled(act) || loud) {
		a.do(layout.Button{Action: act, Dir: 1})
	}
}

// shortcut returns the action of the keyboard shortcut pressed in this tick, if any: on a
// read-only board, N (a new game) is none.
func shortcut(in Input, readonly bool) (layout.Action, bool) {
	ctrl := in.IsHeld(ebiten.KeyControl, ebiten.KeyControlLeft, ebiten.KeyControlRight, ebiten.KeyMeta, ebiten.KeyMetaLeft, ebiten.KeyMetaRight)
	shift := in.IsHeld(ebiten.KeyShift, ebiten.KeyShiftLeft, ebiten.KeyShiftRight)
	key := func(k ebiten.Key) bool { return in.JustPressed(k) }
	switch {
	case ctrl && shift && key(ebiten.KeyZ), key(ebiten.KeyR) && !ctrl, ctrl && key(ebiten.KeyY):
		return layout.Redo, true
	case key(ebiten.KeyU), key(ebiten.KeyBackspace), ctrl && key(ebiten.KeyZ):
		return layout.Undo, true
	case key(ebiten.KeyN) && !readonly:
		return layout.NewGame, true
	case key(ebiten.KeyS) && !ctrl:
		return layout.Swap, true
	case key(ebiten.KeyH):
		return layout.Hint, true
	case key(ebiten.KeyP) && !ctrl:
		return layout.Branch, true
	case key(ebiten.KeyHome):
		return layout.First, true
	case key(ebiten.KeyEnd):
		return layout.Last, true
	case key(ebiten.KeyPageUp), key(ebiten.KeyComma):
		return layout.Prev, true
	case key(ebiten.KeyPageDown), key(ebiten.KeyPeriod):
		return layout.Next, true
	case key(ebiten.KeyE) && shift, key(ebiten.KeyJ):
		return layout.ExportJSON, true
	case key(ebiten.KeyE):
		return layout.ExportSGF, true
	case key(ebiten.KeyO), key(ebiten.KeyI):
		return layout.Import, true
	case key(ebiten.KeyL):
		return layout.Share, true
	case key(ebiten.KeyV):
		return layout.ViewKind, true
	case key(ebiten.KeyF):
		return layout.Flip, true
	case key(ebiten.KeyX):
		return layout.Inferior, true
	case key(ebiten.KeyA) && !ctrl:
		return layout.Analyse, true
	case key(ebiten.KeyC) && !ctrl && !readonly:
		return layout.Comment, true
	case key(ebiten.KeyK) && !readonly:
		return layout.Mark, true
	case key(ebiten.KeyM), key(ebiten.KeyTab), key(ebiten.KeyEscape):
		return layout.Menu, true
	}
	return 0, false
}

// moveOf is the move that plays cell c.
func moveOf(c core.Cell) core.Move { return core.CellMove(c) }
