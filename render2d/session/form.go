package session

import (
	"fmt"
	"github.com/hexlab/hexlab/play"
	"slices"
	"strconv"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/urlparam"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// Form is the new-game dialog's model: every choice of a new game, each cycled through the
// values that fit the board chosen (a bot that does not fit it is never offered, nor the swap
// rule where the rules refuse it).
type Form struct {
	Topology   core.Topology
	Cols, Rows int
	Reverse    bool
	First      core.Player
	Swap       bool
	Red, Blue  string
	// Think is the bots' thinking time per move (zero: each bot's own budget).
	Think time.Duration
	View  string
	// FromSetup starts the new game from the setup position of the game in progress (offered
	// only on its board, with the swap rule off); otherwise from the empty board.
	FromSetup bool
	base      Config // the settings the rest comes from (seed, ui, setup)
}

// thinkChoices are the thinking times the dialog offers (zero: each bot's own budget).
var thinkChoices = []time.Duration{0, time.Second, 2 * time.Second, 5 * time.Second, 10 * time.Second, 30 * time.Second, time.Minute}

// FormField is one row of the dialog: its label, the value shown, and a note on the value
// shown under the rows while the row is chosen ("" for none): how strong a bot is, what the
// thinking time is for.
type FormField struct {
	Label, Value, Note string
}

// The rows of the form, in order.
const (
	FieldBoard = iota
	FieldCols
	FieldRows
	FieldRule
	FieldStart
	FieldFirst
	FieldSwap
	FieldRed
	FieldBlue
	FieldThink
	FieldView
	NumFields
)

// NewForm starts the form from the settings of the game in progress.
func NewForm(cfg Config) *Form {
	f := &Form{
		Topology: cfg.Spec.Topology, Cols: cfg.Spec.Cols, Rows: cfg.Spec.Rows, Reverse: cfg.Spec.Reverse,
		First: cfg.First, Swap: cfg.Swap, Red: cfg.Red, Blue: cfg.Blue, Think: cfg.Think, View: cfg.View.Kind, base: cfg,
		FromSetup: len(cfg.Setup) > 0,
	}
	f.settle()
	return f
}

// Spec returns the board spec the form describes.
func (f *Form) Spec() core.Spec {
	return core.Spec{Topology: f.Topology, Cols: f.Cols, Rows: f.Rows, Reverse: f.Reverse}
}

// Fields returns the rows of the dialog.
func (f *Form) Fields() []FormField {
	onOff := map[bool]string{true: "on", false: "off"}
	rule := map[bool]string{true: "reverse (misère)", false: "normal"}
	swap := onOff[f.Swap]
	if !f.swapAllowed() {
		swap = "off (square hex or torus only)"
	}
	return []FormField{
		FieldBoard: {Label: "Board", Value: f.Topology.String()},
		FieldCols:  {Label: "Columns", Value: strconv.Itoa(f.Cols)},
		FieldRows:  {Label: "Rows", Value: strconv.Itoa(f.Rows)},
		FieldRule:  {Label: "Rule", Value: rule[f.Reverse], Note: map[bool]string{true: "completing your own path loses"}[f.Reverse]},
		FieldStart: {Label: "Start", Value: f.startText()},
		FieldFirst: {Label: "First", Value: play.Title(f.First.String())},
		FieldSwap:  {Label: "Swap rule", Value: swap, Note: map[bool]string{true: "the second player may take the first stone"}[f.Swap]},
		FieldRed:   {Label: "Red", Value: f.Red, Note: playerNote(f.Red)},
		FieldBlue:  {Label: "Blue", Value: f.Blue, Note: playerNote(f.Blue)},
		FieldThink: {Label: "Thinking", Value: thinkText(f.Think), Note: "how long a bot that searches thinks"},
		FieldView:  {Label: "View", Value: f.View},
	}
}

// Cycle moves row i's value one step back (dir < 0) or on (dir > 0), wrapping around, and
// brings the other rows back within what fits the board.
func (f *Form) Cycle(i, dir int) {
	step := func(n, lo, hi int) int {
		if dir < 0 {
			n--
		} else {
			n++
		}
		if n < lo {
			return hi
		}
		if n > hi {
			return lo
		}
		return n
	}
	pick := func(list []string, cur string) string {
		k := slices.Index(list, cur)
		return list[step(max(k, 0), 0, len(list)-1)]
	}
	switch i {
	case FieldBoard:
		f.Topology = core.Topology(step(int(f.Topology), int(core.Plane), int(core.Torus)))
		f.View = DefaultView(f.Spec()).Kind
	case FieldCols:
		f.Cols = step(f.Cols, core.MinSide, core.MaxSide)
	case FieldRows:
		f.Rows = step(f.Rows, core.MinSide, core.MaxSide)
	case FieldRule:
		f.Reverse = !f.Reverse
	case FieldStart:
		f.FromSetup = !f.FromSetup && f.setupAllowed()
		if f.FromSetup {
			f.Swap = false
		}
	case FieldFirst:
		f.First = f.First.Opponent()
	case FieldSwap:
		f.Swap = !f.Swap && f.swapAllowed()
		if f.Swap {
			f.FromSetup = false
		}
	case FieldRed:
		f.Red = pick(Fitting(f.Spec(), core.Red), f.Red)
	case FieldBlue:
		f.Blue = pick(Fitting(f.Spec(), core.Blue), f.Blue)
	case FieldThink:
		choices := thinkChoices
		if !slices.Contains(choices, f.Think) {
			choices = append(slices.Clip(choices), f.Think)
			slices.Sort(choices)
		}
		f.Think = choices[step(max(slices.Index(choices, f.Think), 0), 0, len(choices)-1)]
	case FieldView:
		f.View = pick(ViewKinds(f.Spec()), f.View)
	}
	f.settle()
}

// setupAllowed reports whether the new game may start from the setup position of the game in
// progress: it has one, and the form's board is its board.
func (f *Form) setupAllowed() bool {
	return len(f.base.Setup) > 0 && f.Spec() == f.base.Spec
}

// startText shows where the new game starts: the empty board or the position.
func (f *Form) startText() string {
	switch {
	case f.FromSetup:
		return "the position (" + play.Count(len(f.base.Setup), "stone") + ")"
	case len(f.base.Setup) > 0 && !f.setupAllowed():
		return "empty (position on " + f.base.Spec.String() + ")"
	}
	return "empty board"
}

// settle brings the choices back within what fits the board.
func (f *Form) settle() {
	if !f.setupAllowed() {
		f.FromSetup = false
	}
	if !f.swapAllowed() {
		f.Swap = false
	}
	if !slices.Contains(Fitting(f.Spec(), core.Red), f.Red) {
		f.Red = Human
	}
	if !slices.Contains(Fitting(f.Spec(), core.Blue), f.Blue) {
		f.Blue = Human
	}
	if !slices.Contains(ViewKinds(f.Spec()), f.View) {
		f.View = DefaultView(f.Spec()).Kind
	}
}

// swapAllowed reports whether the rules allow the swap rule on the form's board.
func (f *Form) swapAllowed() bool {
	_, err := core.NewGame(f.Spec(), core.Options{Swap: true})
	return err == nil
}

// Config returns the settings of the new game: the form's choices, and the seed and view
// orientation of the game it started from. It checks them as Parse would.
func (f *Form) Config() (Config, error) {
	c := f.base
	c.Spec, c.First, c.Swap, c.Red, c.Blue, c.Think = f.Spec(), f.First, f.Swap, f.Red, f.Blue, f.Think
	c.Moves, c.Rules, c.Variation, c.At, c.Tree, c.Resigned = nil, nil, Variation{}, 0, nil, core.NoPlayer
	if !f.FromSetup {
		c.Setup = nil
	}
	if f.View != c.View.Kind || c.Spec.Topology != f.base.Spec.Topology {
		c.View = View{Kind: f.View}
	}
	c.View = c.View.Normalize(c.Spec)
	if err := c.Spec.Validate(); err != nil {
		return Config{}, fmt.Errorf("board: %w", err)
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		if err := checkPlayer(c.Player(p), c.Spec, p); err != nil {
			return Config{}, fmt.Errorf("%v: %w", p, err)
		}
	}
	return c, nil
}

// playerNote says how strong a player is (catalog.Info.Strength), or that a person plays.
func playerNote(name string) string {
	if name == Human {
		return "you play this colour at the board"
	}
	info, err := catalog.Lookup(name)
	if err != nil {
		return ""
	}
	return name + ": " + info.Strength
}

// thinkText shows a thinking time in the dialog: "5s a move" (for the bots that search), or
// "each bot's own" for none.
func thinkText(d time.Duration) string {
	if d == 0 {
		return "each bot's own"
	}
	return urlparam.FormatThink(d) + " a move"
}
