package render2d

import (
	"fmt"
	"github.com/hexlab/hexlab/play"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// drawPanel draws the panel (or the open drawer): its buttons, the settings, the reason for
// the last move (or the hint), the move list and the key hints.
func (a *App) drawPanel(dst *ebiten.Image) {
	sc, th := a.sc, a.theme
	fill(dst, rectPoints(sc.Panel), th.Bar)
	for _, b := range sc.Buttons {
		if b.Dir != 0 || b.Action == layout.Menu || !sc.Panel.Contains(b.Rect.Center()) {
			continue
		}
		label, chosen := a.buttonLabel(b.Action), false
		if b.Action == layout.Variation {
			label, chosen = a.variationName(b.Index)
		}
		active := (b.Action == layout.Mark && a.marking) || chosen
		a.drawButton(dst, b, label, buttonLook{enabled: a.enabled(b.Action), hovered: a.isHovered(b), active: active, primary: b.Action == layout.Send})
	}
	for _, st := range sc.Settings {
		label, value := a.settingText(st.Action)
		a.drawSetting(dst, st, label, value, true, false)
	}
	a.drawReason(dst)
	a.drawStory(dst)
	a.drawMoveList(dst)
	if !sc.Keys.Empty() {
		size := sc.Font * 0.8
		lines := wrap(a.keyHints(), size, sc.Keys.Dx(), 3)
		drawLines(dst, lines, size, sc.Keys.Dy()/3, sc.Keys, th.Label)
	}
}

// buttonLabel is the label of a panel button.
func (a *App) buttonLabel(act layout.Action) string {
	switch act {
	case layout.ExportSGF:
		return "Save SGF"
	case layout.ExportJSON:
		return "Save JSON"
	case layout.Share:
		return "Copy link"
	case layout.NewGame:
		return "New…"
	}
	return act.String()
}

// settingText is a setting row's label and value.
func (a *App) settingText(act layout.Action) (label, value string) {
	c := a.s.Config()
	switch act {
	case layout.RedPlayer:
		return "Red", c.Red
	case layout.BluePlayer:
		return "Blue", c.Blue
	case layout.Think:
		return "Think", thinkLabel(c.Think)
	case layout.ViewKind:
		return "View", c.View.Kind
	case layout.Inferior:
		if c.Inferior {
			return "Inferior", "marked (X)"
		}
		return "Inferior", "off (X)"
	case layout.Analyse:
		return "Analyse", analyseLabel(c.Analyse)
	case layout.Story:
		if c.Story {
			return "Story", "charted"
		}
		return "Story", "off"
	case layout.Flip:
		if c.View.Flip {
			return "Flip", "transposed"
		}
		return "Flip", "as usual"
	}
	return act.String(), ""
}

// keyHints is the line of keyboard shortcuts at the bottom of the panel.
func (a *App) keyHints() string {
	if a.s.Config().Readonly {
		return "Keys: Home, PgUp or comma, PgDn or period, End step · E export SGF · J JSON · V view · X inferior cells · A analyse"
	}
	return "Keys: arrows+Enter play · N new · U/R undo/redo · H hint · S swap · P play on · Home/End/PgUp/PgDn step · E/J save SGF/JSON · L link · O import · V view · F flip · X inferior cells · A analyse · C comment · K mark · +/- zoom"
}

// drawReason draws the box that says why the last move was made (a bot's rule), or the hint
// when one is shown.
func (a *App) drawReason(dst *ebiten.Image) {
	r := a.sc.Reason
	if r.Empty() {
		return
	}
	th, s := a.theme, a.scale
	fill(dst, roundRect(r, 6*s), th.Background)
	in := layout.Rect{Min: r.Min.Add(layout.Point{X: 8 * s, Y: 4 * s}), Max: r.Max.Add(layout.Point{X: -8 * s, Y: -4 * s})}
	title, body, who := reasonOf(a.s, a.focus())
	lineH := a.sc.ListRow
	if who != core.NoPlayer {
		disc(dst, layout.Point{X: in.Min.X + 5*s, Y: in.Min.Y + lineH/2}, 5*s, th.Stone[who])
		in.Min.X += 14 * s
	}
	t, size := fitText(title, a.sc.Font, in.Dx())
	drawText(dst, t, size, layout.Point{X: in.Min.X, Y: in.Min.Y + lineH/2}, text.AlignStart, th.Text)
	body1 := in
	body1.Min.Y += lineH
	if who != core.NoPlayer {
		body1.Min.X -= 14 * s
	}
	lines := max(int((body1.Dy()+1e-6)/(lineH*0.95)), 1)
	drawLines(dst, wrap(body, a.sc.Font*0.85, body1.Dx(), lines), a.sc.Font*0.85, lineH*0.95, body1, th.Label)
}

// reasonFit remembers how many lines the reason box's text took at a width, so that the
// text is wrapped again only when it or the panel changes.
type reasonFit struct {
	text  string
	width float64
	lines int
}

// reasonLines returns how many lines the reason box's text takes at the box's width now: the
// layout grows the box to show them all (a rule's text from the paper can be long), as far as
// the move list leaves room.
func (a *App) reasonLines() int {
	r := a.sc.Reason
	if r.Empty() {
		return 0
	}
	_, body, _ := reasonOf(a.s, a.focus())
	width := r.Dx() - 16*a.scale
	if f := a.reasonFit; f.text != body || f.width != width {
		a.reasonFit = reasonFit{text: body, width: width, lines: len(wrap(body, a.sc.Font*0.85, width, 0))}
	}
	return a.reasonFit.lines
}

// reasonOf returns what the reason box says of session s: its title, text and player (what
// the analysis or the inferior cells say of the cell in focus, or of the position, when they
// are shown; else the hint, or why the last move was made, or how the game starts).
func reasonOf(s *session.Session, focus core.Cell) (title, body string, who core.Player) {
	// The cell in focus first (its value, else why it is inferior), then the analysis, then
	// the inferior cells.
	aTitle, aBody, aWho, analysing := analysisReason(s, focus)
	if analysing && focus != core.NoCell && aTitle == "Cell "+s.Board().CellName(focus) {
		return aTitle, aBody, aWho
	}
	r, inferiorShown := s.Inferior()
	if text := session.InferiorText(s.Board(), r, focus); inferiorShown && focus != core.NoCell && text != "" {
		return "Cell " + s.Board().CellName(focus), text, core.NoPlayer
	}
	if analysing {
		return aTitle, aBody, aWho
	}
	if s.InferiorPending() && !inferiorShown {
		return "Inferior cells", "being worked out…", core.NoPlayer
	}
	if inferiorShown {
		empty := len(r.Consider) + len(r.Inferior)
		return fmt.Sprintf("Inferior cells: %d of %d moves left", len(r.Consider), empty),
			"× dead · ● captured or permanently inferior (in the colour of who has it) · ○ dominated · – reversible. Point at a cell, or hold a finger on it, to see why.", r.ToMove
	}
	if h, ok := s.Hint(); ok {
		if h.Name == "" {
			return "Hint", h.RuleText, h.Player
		}
		body = "suggested by " + h.Bot
		if h.RuleText != "" {
			body += ": " + h.RuleText
		}
		return fmt.Sprintf("Hint for %s: %s", titled(h.Player), h.Name), body, h.Player
	}
	if s.HintPending() {
		return "Hint", "a bot is looking for a move…", core.NoPlayer
	}
	m, ok := s.LastMove()
	comment := s.Note().Comment
	if !ok {
		if comment != "" {
			return "At the start", comment, core.NoPlayer
		}
		return "No move yet", openingText(s.Config()), core.NoPlayer
	}
	if comment != "" {
		return fmt.Sprintf("Move %d: %s %s", m.Ply, titled(m.Player), m.Name), comment, m.Player
	}
	who = m.Player
	by := s.Config().Player(m.Player)
	title = fmt.Sprintf("Move %d: %s %s", m.Ply, titled(m.Player), m.Name)
	switch {
	case m.Reason != "":
		body = by + ", " + m.Reason
	case by != session.Human && m.Rule == "":
		body = "played by " + by
	case m.Rule != "":
		body = "rule " + m.Rule
	default:
		body = "played at the board (bots give their reasons here)"
	}
	return title, body, who
}

// focus is the cell the person points at: the one under the pointer, or else the keyboard
// cursor's, or else the one a long press inspected (NoCell for none).
func (a *App) focus() core.Cell {
	if c, ok := a.bv.Hover(); ok {
		return c
	}
	if c, ok := a.bv.Cursor(); ok {
		return c
	}
	if c, ok := a.bv.Inspected(); ok {
		return c
	}
	return core.NoCell
}

// openingText says who starts a game of settings c and how to move.
func openingText(c session.Config) string {
	if c.Readonly {
		return "A game to step through with the step buttons, or Home, PgUp, PgDn and End."
	}
	if len(c.Setup) > 0 {
		return fmt.Sprintf("The game starts from a position; %s moves first. Click or tap a cell, or move the cursor with the arrow keys and press Enter.", c.First)
	}
	return fmt.Sprintf("%s moves first. Click or tap a cell, or move the cursor with the arrow keys and press Enter.", titled(c.First))
}

// titled is a player's name with a capital.
func titled(p core.Player) string { return play.Title(p.String()) }
