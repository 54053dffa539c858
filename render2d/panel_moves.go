package render2d

import "github.com/hajimehoshi/ebiten/v2"

// The move list in the panel: the app places it, hands it the tick's input and draws it.

// placeList gives the move list its place on the screen as laid out now.
func (a *App) placeList() { a.list.Place(a.sc.List, a.sc.ListRow, a.scale) }

// listInput follows a press on the move list (a drag scrolls it, a tap goes to that move); it
// reports whether this tick's new press began there (so that nothing else takes it).
func (a *App) listInput(in Input) bool {
	_, all := a.s.Ply()
	began, line, tapped, scrolled := a.list.Update(in, all)
	if scrolled {
		a.uiGen++
	}
	if tapped {
		a.s.GoTo(line + 1)
	}
	return began
}

// scrollList scrolls the move list by n lines (negative: up).
func (a *App) scrollList(n int) {
	if _, all := a.s.Ply(); a.list.Scroll(n, all) {
		a.uiGen++
	}
}

// drawMoveList draws the move list, scrolled to follow the move on the board.
func (a *App) drawMoveList(dst *ebiten.Image) {
	ply, all := a.s.Ply()
	a.list.Follow(ply, all)
	a.list.Draw(dst, a.theme, a.sc.Font*0.9, a.s.Moves(), ply, len(a.s.Config().Setup), a.pointer, a.pointerIn)
}
