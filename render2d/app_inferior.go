package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hexlab/hexlab/render2d/session"
	"image/color"
	"math"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/inferiorreq"
	"github.com/hexlab/hexlab/render2d/layout"
)

// drawInferior marks the inferior cells on the board when the setting shows them: a grey
// cross on a dead cell, a small stone of the capturer's colour on a captured one (its
// fill-in), a ring in the colour of the player to move on a dominated move and a short bar on
// a reversible one (vulnerable or captured-reversible). The moves still to consider have no mark.
func (a *App) drawInferior(dst *ebiten.Image) {
	r, ok := a.s.Inferior()
	if !ok || a.bv.board != a.s.Board() {
		return
	}
	rad := a.cellRadius()
	th := a.theme
	mark := func(c core.Cell, draw func(p layout.Point)) {
		if p, ok := a.bv.CellCenter(c); ok {
			draw(p)
		}
	}
	cross := func(p layout.Point) {
		w, d := max(1.5*a.scale, rad*0.12), rad*0.3
		bar(dst, layout.Point{X: p.X - d, Y: p.Y - d}, layout.Point{X: p.X + d, Y: p.Y + d}, w, th.Label)
		bar(dst, layout.Point{X: p.X - d, Y: p.Y + d}, layout.Point{X: p.X + d, Y: p.Y - d}, w, th.Label)
	}
	for _, c := range r.Dead {
		mark(c, cross)
	}
	for c, why := range r.Inferior {
		switch why.Kind {
		case inferiorreq.Captured, inferiorreq.PermanentlyInferior:
			mark(c, func(p layout.Point) { disc(dst, p, rad*0.38, fade(th.Stone[why.By], 0.55)) })
		case inferiorreq.Dominated, inferiorreq.StarDominated:
			mark(c, func(p layout.Point) { ring(dst, p, rad*0.32, max(1.5*a.scale, rad*0.1), fade(th.Stone[why.By], 0.8)) })
		case inferiorreq.Vulnerable, inferiorreq.CapturedReversible:
			mark(c, func(p layout.Point) {
				w := max(2*a.scale, rad*0.14)
				bar(dst, layout.Point{X: p.X - rad*0.35, Y: p.Y}, layout.Point{X: p.X + rad*0.35, Y: p.Y}, w, fade(th.Stone[why.By], 0.8))
			})
		}
	}
}

// bar draws a straight bar of width w from p to q.
func bar(dst *ebiten.Image, p, q layout.Point, w float64, clr color.Color) {
	dx, dy := q.X-p.X, q.Y-p.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	fill(dst, []layout.Point{{X: p.X + nx, Y: p.Y + ny}, {X: q.X + nx, Y: q.Y + ny}, {X: q.X - nx, Y: q.Y - ny}, {X: p.X - nx, Y: p.Y - ny}}, clr)
}

// sayInspected puts in the status bar what the analysis or the inferior cells say of a cell
// a long press inspected, once per inspection: on a phone the panel, which says it too, is
// folded away in the drawer.
func (a *App) sayInspected() {
	c, ok := a.bv.Inspected()
	if !ok || c == a.said {
		if !ok {
			a.said = core.NoCell
		}
		return
	}
	a.said = c
	text := ""
	if an, ok := a.s.Analysis(); ok {
		text = session.AnalysisText(a.s.Board(), an, c)
	}
	if r, ok := a.s.Inferior(); ok && text == "" {
		if text = session.InferiorText(a.s.Board(), r, c); text == "" {
			text = "a move to consider"
		}
	}
	if text != "" {
		a.Say(a.s.Board().CellName(c)+": "+text, false)
	}
}
