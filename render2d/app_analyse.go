package render2d

import (
	"fmt"
	"strconv"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/solvereq"
	"github.com/hexlab/hexlab/render2d/session"
)

// analyseTimes are the times the Analyse setting cycles through (0: off).
var analyseTimes = []time.Duration{0, 5 * time.Second, 30 * time.Second, 2 * time.Minute, 10 * time.Minute}

// drawAnalysis marks the moves the solver has valued when the analyse setting is on: a
// green disc on a winning move, a small grey dot on a losing one, nothing on a move not
// proven yet. Pointing at a valued move draws its line (the principal variation): the moves
// numbered, as translucent stones of the players who make them.
func (a *App) drawAnalysis(dst *ebiten.Image) {
	an, ok := a.s.Analysis()
	if !ok || a.bv.board != a.s.Board() {
		return
	}
	rad := a.cellRadius()
	th := a.theme
	focus := a.focus()
	line, lined := an.Values[focus]
	for c, v := range an.Values {
		p, ok := a.bv.CellCenter(c)
		if !ok || (lined && c == focus) {
			continue
		}
		if v.Value == solvereq.Win {
			disc(dst, p, rad*0.4, th.Winning)
			ring(dst, p, rad*0.4, max(1.2*a.scale, rad*0.07), th.Background)
		} else {
			disc(dst, p, rad*0.17, th.Losing)
		}
	}
	if !lined {
		return
	}
	who := an.Player
	for i, c := range line.Line {
		if p, ok := a.bv.CellCenter(c); ok {
			disc(dst, p, rad*0.62, fade(th.Stone[who], 0.78))
			if i == 0 {
				clr := th.Winning
				if line.Value == solvereq.Loss {
					clr = th.Losing
				}
				ring(dst, p, rad*0.7, max(2*a.scale, rad*0.12), clr)
			}
			drawText(dst, strconv.Itoa(i+1), rad*0.7, p, text.AlignCenter, th.Background)
		}
		who = who.Opponent()
	}
}

// cycleAnalyse steps the analyse setting's time.
func (a *App) cycleAnalyse(dir int) {
	next := cycle(analyseTimes, a.s.Config().Analyse, dir)
	_ = a.s.SetAnalyse(next)
	if next == 0 {
		a.Say("The analysis is off", false)
		return
	}
	a.Say("The solver analyses each position for up to "+analyseLabel(next), false)
}

// analyseLabel is the Analyse setting's value as the panel shows it.
func analyseLabel(d time.Duration) string {
	if d == 0 {
		return "off (A)"
	}
	return session.FormatThink(d) + " (A)"
}

// analysisReason is what the reason box says while the analysis is on: of the cell in focus
// when it is valued, else how far the analysis has come (ok false when it is off).
func analysisReason(s *session.Session, focus core.Cell) (title, body string, who core.Player, ok bool) {
	an, ok := s.Analysis()
	if !ok {
		return "", "", core.NoPlayer, false
	}
	b := s.Board()
	if text := session.AnalysisText(b, an, focus); focus != core.NoCell && text != "" {
		return "Cell " + b.CellName(focus), text + ". The numbers show the line.", an.Player, true
	}
	wins, losses := len(an.Wins()), len(an.Losses())
	switch w := an.Winner(); {
	case an.Err != "":
		title = "Analysis stopped"
	case w == an.Player:
		title = fmt.Sprintf("%s to move wins: %d winning moves", titled(an.Player), wins)
	case w != core.NoPlayer:
		title = fmt.Sprintf("%s to move loses: every move loses", titled(an.Player))
	case an.Running:
		title = "Analysing…"
	default:
		title = "Not solved in " + session.FormatThink(an.Budget)
	}
	body = fmt.Sprintf("● wins %d · • loses %d · unknown %d, after %.1f s and %d nodes. Point at a marked cell, or hold a finger on it, to see its line.",
		wins, losses, an.Moves-wins-losses, an.Spent.Seconds(), an.Nodes)
	if an.Err != "" {
		body = an.Err
	}
	return title, body, an.Player, true
}
