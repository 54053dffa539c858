package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/hexlab/hexlab/render2d/layout"
)

// input turns this tick's clicks, taps and keys into actions.
func (a *App) input() {
	x, y := ebiten.CursorPosition()
	a.cursor = layout.Point{X: float64(x), Y: float64(y)}
	a.cursorIn = x >= 0 && y >= 0 && float64(x) < a.sc.Width && float64(y) < a.sc.Height

	tapped := false
	for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
		tx, ty := ebiten.TouchPosition(id)
		a.press(layout.Point{X: float64(tx), Y: float64(ty)})
		a.cursorIn, tapped = false, true // no hover after a tap
	}
	if !tapped && inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		a.press(a.cursor)
	}

	ctrl := ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)
	shift := ebiten.IsKeyPressed(ebiten.KeyShift)
	key := inpututil.IsKeyJustPressed
	switch {
	case key(ebiten.KeyN):
		a.do(layout.NewGame)
	case ctrl && shift && key(ebiten.KeyZ), key(ebiten.KeyR) && !ctrl, ctrl && key(ebiten.KeyY):
		a.do(layout.Redo)
	case key(ebiten.KeyU), key(ebiten.KeyBackspace), ctrl && key(ebiten.KeyZ):
		a.do(layout.Undo)
	case key(ebiten.KeyS) && !ctrl:
		a.do(layout.Swap)
	}

	shape := ebiten.CursorShapeDefault
	if _, _, ok := a.sc.Board.CellAt(a.cursor); ok && a.cursorIn && a.s.HumanToMove() {
		shape = ebiten.CursorShapePointer
	} else if act, ok := a.sc.ButtonAt(a.cursor); ok && a.shown.bar.enabled[act] && a.shown.bar.shown[act] {
		shape = ebiten.CursorShapePointer
	}
	ebiten.SetCursorShape(shape)
}

// press acts on a click or tap at p: a button's action, or a move on the cell under p.
func (a *App) press(p layout.Point) {
	if act, ok := a.sc.ButtonAt(p); ok {
		a.do(act)
		return
	}
	if col, row, ok := a.sc.Board.CellAt(p); ok {
		if err := a.s.PlayCell(col, row); err != nil {
			a.say(err.Error())
		}
	}
}

// do carries out a button's action, or says why it cannot.
func (a *App) do(act layout.Action) {
	switch act {
	case layout.NewGame:
		a.s.NewGame()
	case layout.Undo:
		if !a.s.Undo() {
			a.say("Nothing to undo")
		}
	case layout.Redo:
		if !a.s.Redo() {
			a.say("Nothing to redo")
		}
	case layout.Swap:
		if !a.s.Config().Swap {
			a.say("The swap rule is off (swap=1 turns it on)")
		} else if err := a.s.PlayName("swap"); err != nil {
			a.say(err.Error())
		}
	}
}
