package render2d

import (
	"fmt"
	"github.com/hexlab/hexlab/play"
	"slices"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// thinkTimes are the thinking times the Think setting cycles through (0: the bot's own).
var thinkTimes = []time.Duration{0, 250 * time.Millisecond, 500 * time.Millisecond, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second, 30 * time.Second}

// enabled reports whether a control would do something now (a disabled one is greyed out).
func (a *App) enabled(act layout.Action) bool {
	switch act {
	case layout.Undo:
		return a.s.CanUndo()
	case layout.Redo:
		return a.s.CanRedo()
	case layout.Swap:
		return a.s.CanSwap()
	case layout.Hint:
		return a.s.HumanToMove() && !a.s.HintPending()
	case layout.Resign:
		return a.s.CanResign()
	case layout.First:
		return a.s.CanStep(session.First)
	case layout.Prev:
		return a.s.CanStep(session.Prev)
	case layout.Next:
		return a.s.CanStep(session.Next)
	case layout.Last:
		return a.s.CanStep(session.Last)
	case layout.Branch:
		return a.s.Paused()
	case layout.NewGame, layout.Import, layout.Trunc:
		return !a.s.Config().Locked()
	case layout.Promote, layout.Delete, layout.Comment, layout.Mark, layout.Variation:
		return a.studyEnabled(act)
	case layout.Send:
		return !a.s.Sent() // the move just received is the opponent's to answer, not to send back
	}
	return true
}

// do carries out a control's action, or says why it cannot.
func (a *App) do(b layout.Button) {
	s := a.s
	if !a.enabled(b.Action) && (b.Action == layout.NewGame || b.Action == layout.Import || b.Action == layout.Trunc) {
		return // a locked board starts no other game and leaves no page
	}
	switch b.Action {
	case layout.NewGame:
		a.openDialog()
	case layout.Undo:
		if !s.Undo() {
			a.Say("Nothing to undo", false)
		}
	case layout.Redo:
		if !s.Redo() {
			a.Say("Nothing to redo", false)
		}
	case layout.Swap:
		if !s.Config().Swap {
			a.Say("The swap rule is off (turn it on in New, or swap=1)", false)
		} else if err := s.PlayName("swap"); err != nil {
			a.Say(err.Error(), true)
		}
	case layout.Hint:
		if err := s.AskHint(); err != nil {
			a.Say("No hint: "+err.Error(), false)
		}
	case layout.Resign:
		if _, err := s.AskResign(); err != nil {
			a.Say("Cannot resign: "+err.Error(), false)
		}
	case layout.First:
		s.StepTo(session.First)
	case layout.Prev:
		s.StepTo(session.Prev)
	case layout.Next:
		s.StepTo(session.Next)
	case layout.Last:
		s.StepTo(session.Last)
	case layout.Branch:
		if s.Branch() {
			a.Say("Playing on from here: the next move starts a variation", false)
		}
	case layout.Menu:
		a.drawerOpen = !a.drawerOpen
		a.uiGen++
	case layout.Import:
		a.importFile()
	case layout.ExportSGF:
		a.export("sgf")
	case layout.ExportJSON:
		a.export("json")
	case layout.Share:
		a.share()
	case layout.RedPlayer, layout.BluePlayer:
		a.cyclePlayer(b.Action, b.Dir)
	case layout.Think:
		a.cycleThink(b.Dir)
	case layout.ViewKind, layout.Flip:
		a.cycleView(b.Action, b.Dir)
	case layout.Inferior:
		a.s.SetInferior(!a.s.Config().Inferior)
	case layout.Analyse:
		a.cycleAnalyse(b.Dir)
	case layout.Story:
		a.s.SetStory(!a.s.Config().Story)
	case layout.Promote, layout.Delete, layout.Comment, layout.Mark, layout.Variation:
		a.study(b, a.lastPressTouch)
	case layout.Send:
		a.send()
	}
}

// cyclePlayer gives a colour the previous or next player that fits the board.
func (a *App) cyclePlayer(act layout.Action, dir int) {
	c := a.s.Config()
	p := core.Red
	if act == layout.BluePlayer {
		p = core.Blue
	}
	names := session.Fitting(c.Spec, p)
	if cur := c.Player(p); !slices.Contains(names, cur) {
		names = append(names, cur) // a scripted player given in the URL
	}
	next := cycle(names, c.Player(p), dir)
	c.SetPlayer(p, next)
	if err := a.s.SetPlayers(c.Red, c.Blue); err != nil {
		a.Say(err.Error(), true)
		return
	}
	a.Say(fmt.Sprintf("%s is played by %s now", play.Title(p.String()), next), false)
}

// cycleThink steps the thinking time.
func (a *App) cycleThink(dir int) {
	cur := a.s.Config().Think
	i := slices.Index(thinkTimes, cur)
	if i < 0 {
		i = 0
	}
	i = (i + dir + len(thinkTimes)) % len(thinkTimes)
	_ = a.s.SetThink(thinkTimes[i])
}

// cycleView steps the drawing (ViewKind) or flips the rhombus (Flip).
func (a *App) cycleView(act layout.Action, dir int) {
	c := a.s.Config()
	v := c.View
	if act == layout.Flip {
		if v.Kind != session.ViewRhombus {
			a.Say("Only the rhombus view flips", false)
			return
		}
		v.Flip = !v.Flip
	} else {
		if len(session.ViewKinds(c.Spec)) < 2 {
			a.Say("This board has one view", false)
			return
		}
		v = session.View{Kind: cycle(session.ViewKinds(c.Spec), v.Kind, dir)}
	}
	if err := a.s.SetView(v); err != nil {
		a.Say(err.Error(), true)
	}
}

// thinkLabel is how a thinking time is shown.
func thinkLabel(d time.Duration) string {
	if d == 0 {
		return "bot's own"
	}
	return d.String()
}

// cycle returns the entry dir steps from cur in list, wrapping around.
func cycle[T comparable](list []T, cur T, dir int) T {
	if len(list) == 0 {
		return cur
	}
	i := slices.Index(list, cur)
	if i < 0 {
		return list[0]
	}
	return list[(i+dir%len(list)+len(list))%len(list)]
}
