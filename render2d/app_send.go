package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/session"
)

// Correspondence by link: Send move hands the opponent the game's link, and a page opened
// from one rings the move to answer.

// send hands the game's link, with a line on whose move it is, to the platform's share sheet
// or clipboard.
func (a *App) send() {
	s := a.s
	if msg, err := platform.SendLink(session.Encode(s.SendQuery()), s.SendText()); err != nil {
		a.Say("Cannot send: "+err.Error(), true)
	} else {
		a.Say(msg, false)
	}
}

// drawSentMove rings the last stone of a position opened from a link the opponent sent (Send
// move), until the game changes: the move to answer.
func (a *App) drawSentMove(dst *ebiten.Image) {
	if !a.s.Sent() {
		return
	}
	var last core.Cell
	ok := false
	a.s.Read(func(g *core.Game) { last, ok = g.LastStone() })
	if !ok {
		return
	}
	c, ok := a.bv.CellCenter(last)
	if !ok {
		return
	}
	r := a.cellRadius() * 1.25
	ring(dst, c, r, max(3*a.scale, r*0.14), a.theme.Cursor)
}
