package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// The app redraws only what changed: nothing when the picture's frameKey is the same, the
// status bar alone when only the bar changed (the thinking spinner), and on a move the board
// first and the panel a frame later.

// frameKey is everything a picture depends on: the screen is redrawn only when it changes.
type frameKey struct {
	rev, board, ui       uint64
	width, height, scale float64
	hovered              layout.Button
	hovering, noteOn     bool
	thinking             bool // a bot's move is under way (session.BotMoving)
	spin                 int  // the thinking spinner's phase plus one (0: no spinner)
	listTop              int
}

// Draw draws the screen, when anything it shows has changed.
//
// A frame that changes both the board and the panel (a move: the stone and the move list)
// draws the board with the panel's previous picture and brings the panel up to date on the
// next frame: with software rendering that halves the longest frame, and the panel is one
// frame (a sixtieth of a second) late.
func (a *App) Draw(screen *ebiten.Image) {
	f := a.frame()
	if a.drawn && f == a.shown {
		if a.panelLate {
			a.panelLate = a.drawPanelCached(screen, false)
			a.still = 0
		} else {
			a.still++
		}
		return
	}
	a.still = 0
	spinOnly := a.drawn && a.dialog == nil && a.comment == nil && a.linkShown == nil && f.barOnly() == a.shown.barOnly()
	a.shown, a.drawn = f, true
	if spinOnly {
		a.drawBar(screen) // the bar repaints all of itself
		a.tellSpinner()
		return
	}
	screen.Fill(a.theme.Background)
	playing := a.s.HumanToMove() && a.dialog == nil
	a.s.Read(func(g *core.Game) { a.bv.Draw(screen, g, playing) })
	a.drawInferior(screen)
	a.drawAnalysis(screen)
	a.drawHint(screen)
	a.drawMarks(screen)
	a.drawSentMove(screen)
	a.drawBar(screen)
	a.drawToolbar(screen)
	a.panelLate = false
	if !a.sc.Panel.Empty() {
		a.panelLate = a.drawPanelCached(screen, a.dialog == nil)
	}
	if a.dialog != nil {
		a.dialog.draw(screen, a)
	}
	if a.comment != nil {
		a.comment.Place(a.sc.BoardArea, a.scale)
		a.comment.draw(screen, a, "Comment on this position (Ctrl+Enter saves, Esc cancels)")
	}
	if a.linkShown != nil {
		a.linkShown.Place(a.sc.BoardArea, a.scale)
		a.linkShown.draw(screen, a)
	}
	a.tellSpinner()
	if a.OnDraw != nil {
		a.OnDraw()
	}
}

// frame gathers what the picture depends on.
func (a *App) frame() frameKey {
	f := frameKey{
		rev: a.s.Generation(), board: a.bv.Generation(), ui: a.uiGen,
		width: a.width, height: a.height, scale: a.scale,
		hovered: a.hovered, hovering: a.hovering, noteOn: a.notice.Shown(a.ticks), listTop: a.list.Top(),
	}
	if f.thinking = a.s.BotMoving(); f.thinking || a.s.HintPending() {
		f.spin = 1 // shown, and animated outside the screen (OnSpinner)
		if a.OnSpinner == nil {
			f.spin += (a.ticks / spinTicks) % 8
		}
	}
	return f
}

// barOnly returns f without what only the status bar shows (the spinner, the thinking state,
// a note): two frames whose barOnly are equal differ only in the status bar.
func (f frameKey) barOnly() frameKey {
	f.spin, f.thinking, f.noteOn = 0, false, false
	return f
}
