package render2d

import (
	"fmt"
	"github.com/hexlab/hexlab/play"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

// listLines is how many lines of the move list fit.
func (a *App) listLines() int {
	if a.sc.List.Empty() || a.sc.ListRow <= 0 {
		return 0
	}
	return int(a.sc.List.Dy() / a.sc.ListRow)
}

// scrollList scrolls the move list by n lines (negative: up), within the list.
func (a *App) scrollList(n int) {
	_, all := a.s.Ply()
	top := max(min(a.listTop+n, all-a.listLines()), 0)
	if top != a.listTop {
		a.listTop = top
		a.uiGen++
	}
}

// followList scrolls the move list so that the current move shows, when it has changed, and
// so that the list never ends in blank lines while earlier moves are scrolled out of sight
// (the list has room for more lines once the window grows).
func (a *App) followList(ply int) {
	n := a.listLines()
	if n == 0 {
		return
	}
	_, all := a.s.Ply()
	a.listTop = max(min(a.listTop, all-n), 0)
	if ply == a.listPly {
		return
	}
	a.listPly = ply
	cur := max(ply-1, 0)
	if cur < a.listTop {
		a.listTop = cur
	} else if cur >= a.listTop+n {
		a.listTop = cur - n + 1
	}
}

// drawMoveList draws the move list: number, player, move and the bot's rule; the move on the
// board highlighted, the moves ahead (taken back) faded. A click on a line goes there.
func (a *App) drawMoveList(dst *ebiten.Image) {
	r := a.sc.List
	if r.Empty() {
		return
	}
	th, s := a.theme, a.scale
	fill(dst, roundRect(r, 6*s), th.Background)
	moves := a.s.Moves()
	ply, _ := a.s.Ply()
	a.followList(ply)
	rowH := a.sc.ListRow
	font := a.sc.Font * 0.9
	if len(moves) == 0 {
		empty := "The moves will be listed here."
		if n := len(a.s.Config().Setup); n > 0 {
			empty = "From a position of " + play.Count(n, "stone") + "."
		}
		drawText(dst, empty, font, layout.Point{X: r.Min.X + 8*s, Y: r.Min.Y + rowH/2}, text.AlignStart, th.Disabled)
		return
	}
	for i := a.listTop; i < len(moves) && i < a.listTop+a.listLines(); i++ {
		m := moves[i]
		y := r.Min.Y + float64(i-a.listTop)*rowH
		line := layout.Rect{Min: layout.Point{X: r.Min.X, Y: y}, Max: layout.Point{X: r.Max.X, Y: y + rowH}}
		fg := th.Text
		if m.Ahead {
			fg = th.Disabled
		}
		if m.Ply == ply {
			fill(dst, roundRect(line, 4*s), mix(th.Bar, th.Stone[m.Player], 0.18))
		} else if a.pointerIn && line.Contains(a.pointer) {
			fill(dst, roundRect(line, 4*s), th.Bar)
		}
		mid := line.Center().Y
		drawText(dst, fmt.Sprintf("%d.", m.Ply), font, layout.Point{X: r.Min.X + 34*s, Y: mid}, text.AlignEnd, th.Label)
		clr := th.Stone[m.Player]
		if m.Ahead {
			clr = mix(clr, th.Background, 0.6)
		}
		disc(dst, layout.Point{X: r.Min.X + 46*s, Y: mid}, 5*s, clr)
		drawText(dst, m.Name, font, layout.Point{X: r.Min.X + 58*s, Y: mid}, text.AlignStart, fg)
		if m.Rule != "" {
			tag, size := fitText("rule "+m.Rule, font*0.85, r.Max.X-(r.Min.X+110*s)-8*s)
			drawText(dst, tag, size, layout.Point{X: r.Max.X - 8*s, Y: mid}, text.AlignEnd, th.Label)
		}
	}
}
