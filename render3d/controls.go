package render3d

import (
	"fmt"
	"math"
	"strings"

	"github.com/g3n/engine/gui"
	"github.com/g3n/engine/math32"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/geom"
	"github.com/hexlab/hexlab/render3d/session"
)

// Sizes of the controls, in control pixels (times App.uiScale on screen).
const (
	panelWidth  = 260
	rowHeight   = 27
	gap         = 5
	margin      = 10
	fontSize    = 13
	narrowWidth = 640 // below this many control pixels, the controls start hidden
	lineHeight  = 17  // of the move list
)

// controls is the panel of controls at the left of the window: the status
// line, undo, redo and a new game, how the cube is shown (slicing,
// explosion, see-through empty cells, the camera), the settings of the next
// game, and the move list. Drawn with g3n's gui, the same in the browser
// and on the desktop.
type controls struct {
	a *App
	// movesShown is how many moves the list has room for, movesBack how far it is scrolled
	// back from the latest move (the wheel over the panel scrolls it).
	movesShown, movesBack int
	root                  *gui.Panel // the whole window; the controls are its children
	panel                 *gui.Panel // the panel's background
	shown                 bool
	laid                  bool        // the first layout has chosen whether the panel shows
	toggle                *gui.Button // shows and hides the panel

	title, status, moves *gui.Label
	banner               *gui.Label // the winner, over the cube
	brief                *gui.Label // the status line while the panel is hidden
	corners              *cornerLabels
	undo, redo, paint    *gui.Button
	slice, seeThrough    *gui.Button
	explode, level       *gui.Slider
	setup                session.Config
	setupButtons         []*setupButton
	widgets              []gui.IPanel // the rows below the toggle, in order
}

// setupButton is a button that cycles one setting of the next game.
type setupButton struct {
	b     *gui.Button
	label func(session.Config) string
}

// newControls builds the controls of app a.
func newControls(a *App) *controls {
	u := float32(a.uiScale)
	st := gui.StyleDefault()
	st.Label.FontAttributes.PointSize = fontSize * float64(u)
	c := &controls{a: a, setup: a.s.Config()}
	c.root = gui.NewPanel(1, 1)
	c.root.SetRenderable(false) // a frame for the controls, not drawn itself
	gui.Manager().Set(c.root)
	c.panel = gui.NewPanel(panelWidth*u, 1)
	pc := color(a.theme.Panel)
	c.panel.SetColor4(&math32.Color4{R: pc.R, G: pc.G, B: pc.B, A: 0.94})
	c.root.Add(c.panel)

	c.toggle = c.button("Hide controls", func() { c.show(!c.shown) })
	c.title = c.label("")
	c.status = c.label("")
	c.undo = c.button("Undo (U)", func() { a.undo() })
	c.redo = c.button("Redo (R)", func() { a.redo() })
	c.row(c.undo, c.redo)
	c.paint = c.button("", func() { a.cyclePaint() })
	c.row(c.paint)
	reset := c.button("Reset view (Home)", func() { a.resetCamera() })
	c.row(reset)
	c.heading("Seeing inside")
	c.slice = c.button("", func() { a.setView(a.view.CycleSlice()) })
	lower := c.button("Lower ([)", func() { a.setView(a.view.StepSlice(-1, a.size)) })
	raise := c.button("Raise (])", func() { a.setView(a.view.StepSlice(1, a.size)) })
	c.row(c.slice)
	c.row(lower, raise)
	c.level = gui.NewHSlider(float32(panelWidth-2*margin)*u, float32(rowHeight)*u)
	c.level.SetText("Slice level")
	c.level.Subscribe(gui.OnChange, func(string, interface{}) {
		if a.view.SliceAxis == geom.NoSlice || a.size == 0 {
			return
		}
		v := a.view
		v.SliceLevel = int(math.Round(float64(c.level.Value())*float64(2*a.size))) - a.size
		a.setView(v)
	})
	c.add(c.level)
	c.explode = gui.NewHSlider(float32(panelWidth-2*margin)*u, float32(rowHeight)*u)
	c.explode.SetText("Explode (E)")
	c.explode.Subscribe(gui.OnChange, func(string, interface{}) {
		a.setView(a.view.SetExplode(float64(c.explode.Value()) * geom.MaxExplode))
	})
	c.add(c.explode)
	c.seeThrough = c.button("", func() { a.toggleSeeThrough() })
	c.row(c.seeThrough)
	c.heading("New game")
	c.setupRow(
		c.cycler(func(cfg session.Config) string { return fmt.Sprintf("Size %d", cfg.Spec.Size) }, nextSize),
		c.cycler(func(cfg session.Config) string { return "Rule: " + ruleName(cfg.Spec) }, nextRule),
	)
	c.setupRow(c.cycler(func(cfg session.Config) string { return "Order: " + orderName(cfg.Options.Order) }, nextOrder))
	for _, p := range trunc.Players {
		c.setupRow(c.cycler(func(cfg session.Config) string {
			return strings.ToUpper(p.String()[:1]) + p.String()[1:] + ": " + cfg.Player(p)
		}, func(cfg session.Config) session.Config { return nextPlayer(cfg, p) }))
	}
	start := c.button("Start new game (N)", func() { a.newGame(c.setup) })
	c.row(start)
	c.heading("Moves")
	c.moves = c.label("")
	c.banner = gui.NewLabel("")
	c.banner.SetFontSize(22 * float64(u))
	c.banner.SetPaddings(6*u, 14*u, 6*u, 14*u)
	pc = color(a.theme.Winning)
	c.banner.SetBgColor4(&math32.Color4{R: pc.R, G: pc.G, B: pc.B, A: 0.92})
	c.banner.SetColor(&math32.Color{R: 0.1, G: 0.1, B: 0.12})
	c.banner.SetVisible(false)
	c.root.Add(c.banner)
	c.corners = newCornerLabels(c.root, a.theme, a.uiScale)
	c.brief = gui.NewLabel("")
	c.brief.SetPaddings(2*u, 6*u, 2*u, 6*u)
	bg := color(a.theme.Panel)
	c.brief.SetBgColor4(&math32.Color4{R: bg.R, G: bg.G, B: bg.B, A: 0.8})
	c.root.Add(c.brief)
	c.shown = true
	return c
}

// label adds a label row.
func (c *controls) label(text string) *gui.Label {
	l := gui.NewLabel(text)
	c.add(l)
	return l
}

// heading adds a section heading.
func (c *controls) heading(text string) {
	l := c.label(text)
	l.SetColor(&math32.Color{R: 0.72, G: 0.82, B: 0.95})
}

// button makes a button that calls f when clicked (not yet placed).
func (c *controls) button(text string, f func()) *gui.Button {
	b := gui.NewButton(text)
	b.Subscribe(gui.OnClick, func(string, interface{}) {
		f()
		c.a.touch()
	})
	return b
}

// cycler makes a setup button: its label shows a setting of the next game,
// a click moves it to the next value.
func (c *controls) cycler(label func(session.Config) string, next func(session.Config) session.Config) *setupButton {
	sb := &setupButton{label: label}
	sb.b = c.button(label(c.setup), func() {
		c.setup = next(c.setup)
		c.refreshSetup()
	})
	c.setupButtons = append(c.setupButtons, sb)
	return sb
}

// row adds buttons side by side, sharing the panel's width.
func (c *controls) row(bs ...*gui.Button) {
	row := gui.NewPanel(1, 1)
	row.SetRenderable(false)
	for _, b := range bs {
		row.Add(b)
	}
	c.add(row)
}

// setupRow adds setup buttons side by side.
func (c *controls) setupRow(sbs ...*setupButton) {
	bs := make([]*gui.Button, len(sbs))
	for i, sb := range sbs {
		bs[i] = sb.b
	}
	c.row(bs...)
}

// add appends a row to the panel.
func (c *controls) add(w gui.IPanel) {
	c.panel.Add(w)
	c.widgets = append(c.widgets, w)
}

// refresh shows the session's state: the status, the move list, what undo
// and redo can do, and the view's settings.
func (c *controls) refresh() {
	a := c.a
	g := a.s.Game()
	c.title.SetText("Trunc  " + g.Spec().String())
	status := a.s.Status().Text
	if a.note != "" {
		status += "\n" + a.note
	}
	c.status.SetText(wrap(status, 34))
	c.undo.SetEnabled(a.s.CanUndo())
	c.redo.SetEnabled(a.s.CanRedo())
	c.paint.SetEnabled(g.Spec().Variant)
	paint := "own colour"
	if g.Spec().Variant && a.paint != trunc.NoPlayer {
		paint = a.paint.String()
	}
	c.paint.Label.SetText("Colour: " + paint + " (C)")
	slice := "Slice: off (S)"
	if a.view.SliceAxis != geom.NoSlice {
		slice = fmt.Sprintf("Slice: %s <= %d (S)", string("xyz"[a.view.SliceAxis]), a.view.SliceLevel)
	}
	c.slice.Label.SetText(slice)
	if a.view.SeeThrough {
		c.seeThrough.Label.SetText("Empty cells: see-through (T)")
	} else {
		c.seeThrough.Label.SetText("Empty cells: solid (T)")
	}
	if v := float32(a.view.Explode / geom.MaxExplode); v != c.explode.Value() {
		c.explode.SetValue(v)
	}
	c.level.SetEnabled(a.view.SliceAxis != geom.NoSlice)
	if a.size > 0 {
		if v := float32(a.view.SliceLevel+a.size) / float32(2*a.size); v != c.level.Value() && a.view.SliceAxis != geom.NoSlice {
			c.level.SetValue(v)
		}
	}
	c.refreshSetup()
	c.layout()
}

// refreshSetup shows the settings of the next game.
func (c *controls) refreshSetup() {
	for _, sb := range c.setupButtons {
		sb.b.Label.SetText(sb.label(c.setup))
	}
}
