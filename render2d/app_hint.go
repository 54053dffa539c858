package render2d

import "github.com/hajimehoshi/ebiten/v2"

// drawHint marks the hinted cell on the board: a ring in the colour of the player it is for,
// with a small stone of that colour inside, so that it reads as "play here" without looking
// like a stone already played.
func (a *App) drawHint(dst *ebiten.Image) {
	h, ok := a.s.Hint()
	if !ok || h.Name == "" || h.Move.Swap {
		return
	}
	b := a.s.Board()
	if !b.Contains(h.Move.Cell) || a.bv.board != b {
		return
	}
	c, ok := a.bv.CellCenter(h.Move.Cell)
	if !ok {
		return
	}
	r := a.cellRadius() * 0.78
	clr := a.theme.Stone[h.Player]
	ring(dst, c, r, max(2*a.scale, r*0.16), clr)
	disc(dst, c, r*0.3, fade(clr, 0.7))
}

// cellRadius is the radius of a stone on the board as drawn now.
func (a *App) cellRadius() float64 {
	if r, ok := middleRadius(a.bv.Scene(), a.s.Board()); ok {
		return r
	}
	return 10 * a.scale
}
