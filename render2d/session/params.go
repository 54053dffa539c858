package session

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/urlparam"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// Human is the name of a player that the person at the screen plays.
const Human = "human"

// Param describes one setting of the board app: its name (the URL parameter; the desktop
// flag is --NAME), its default, and what it accepts.
type Param = urlparam.Param

// Params lists every setting, in the order the README and --help give them.
var Params = []Param{
	{Name: "board", Default: "hex:11x11", Usage: "board spec: hex:MxN, cyl:MxN or torus:MxN (M columns, N rows), optionally +reverse"},
	{Name: "first", Default: "red", Usage: "who moves first: red or blue"},
	{Name: "red", Default: Human, Usage: "who plays red: human, or a strategy such as random"},
	{Name: "blue", Default: Human, Usage: "who plays blue: human, or a strategy such as random"},
	{Name: "setup", Default: "", Usage: "stones on the board before the first move (a puzzle position), such as red:c2,c3,blue:a1; first is then who moves in it"},
	{Name: "moves", Default: "", Usage: "moves already played, comma-separated in play order, such as f6,e7"},
	{Name: "swap", Default: "0", Usage: "swap rule (pie rule): 1 on, 0 off"},
	{Name: "seed", Default: "", Usage: "seed of the bots, a number from 0 to 2^64-1 (a random one when empty)"},
	{Name: "rule", Default: "", Usage: "normal or reverse (the same as +reverse on the board)"},
	{Name: "variation", Default: "", Usage: "the line shown, when it leaves the main line (moves): K:LIST, after K moves of the main line the moves LIST, such as 4:c3,d4"},
	{Name: "at", Default: "", Usage: "how many moves of the line shown are on the board: the others can be stepped through (default all)"},
	{Name: "resigned", Default: "", Usage: "red or blue: who resigned the game"},
	{Name: "think", Default: "", Usage: "thinking time of a bot that searches, per move, such as 2s or 500ms (its own default when empty)"},
	{Name: "ui", Default: "full", Usage: "full (menus, move list) or minimal (only the board)"},
	{Name: "readonly", Default: "0", Usage: "1 shows the game without playing: step through it with previous and next"},
	{Name: "inferior", Default: "0", Usage: "1 marks the inferior cells (dead, captured, vulnerable, dominated) for the player to move"},
	{Name: "story", Default: "0", Usage: "1 charts the game's story: the engine's win rate for Red after every move, proven positions and turning points; a click on the chart goes to that position"},
	{Name: "puzzle", Default: "0", Usage: "1: the position is a puzzle for the player to move, to play and win; the solver defends, and says whether each move holds the win"},
	{Name: "sent", Default: "0", Usage: "1: the link was sent by the opponent (Send move): the page says whose move it is and rings the move just played"},
	{Name: "analyse", Default: "", Usage: "how long the solver analyses each position, such as 30s (at most 10m): each move of the player to move is marked as it is proven to win or lose (off when empty)"},
}

// gameParams are the parameters that describe the game; a URL with any of them opens that
// game instead of the saved one (see Start).
var gameParams = []string{"board", "first", "red", "blue", "setup", "moves", "swap", "seed", "rule", "variation", "at", "resigned", "think", "puzzle"}

// Config is a validated set of settings.
type Config struct {
	Spec  core.Spec
	First core.Player
	Swap  bool
	// Setup is the stones on the board before the first move (core.Options.Setup), nil for
	// a game from the empty board.
	Setup []core.Stone
	// Red and Blue are Human or a strategy name that catalog.New accepts.
	Red, Blue string
	// Moves are the main line, played on the board before the session starts, Rules[i] (if
	// given) being the rule label of Moves[i]; Variation the line shown when it leaves the
	// main line; then the moves of the line shown after the first At are taken back, to be
	// stepped through. Tree, when set, is the whole game with its variations and notes (a
	// saved game's, a file's), of which Moves is the main line. A Session's Config has them
	// empty: its game holds them.
	Moves     []core.Move
	Rules     []string
	Variation Variation
	At        int
	Tree      *core.Record
	// Resigned is who resigned the game, or core.NoPlayer.
	Resigned core.Player
	Seed     uint64
	// Think is the thinking time per move of bots that search (catalog.Info.Thinks);
	// zero leaves it to the bot.
	Think time.Duration
	// UI is UIFull or UIMinimal (only the board); Readonly shows the game without playing.
	UI       string
	Readonly bool
	// View is how the board is drawn (see ParseView).
	View View
	// Inferior shows the inferior cells of the position (strategies/inferior).
	Inferior bool
	// Analyse is how long the solver analyses each position (strategies/solver), zero for
	// not at all.
	Analyse time.Duration
	// Story charts the game's story (Session.Story).
	Story bool
	// Puzzle makes the position shown a puzzle for the player to move there, to play and
	// win: the other colour is the solver (when it is not given), which defends and judges
	// each move (Session.Puzzle).
	Puzzle bool
	// Sent says the page was opened from a link the opponent sent (Send move): until the
	// game changes, the status says whose move it is after whose and the last move is ringed.
	// It is not in the page's own address.
	Sent bool
}

// The values of the ui parameter.
const (
	UIFull    = "full"
	UIMinimal = "minimal"
)

// Locked reports whether the board is shown to be read or played, not managed: an embed
// (ui=minimal) or a read-only board. Then no keyboard shortcut and no control changes the
// game, starts another or leaves the page; only the embedding page (postMessage) and, where
// the board is playable, moves played on it do.
func (c Config) Locked() bool { return c.UI == UIMinimal || c.Readonly }

// Options returns the rule options of the game the settings describe.
func (c Config) Options() core.Options {
	return core.Options{First: c.First, Swap: c.Swap, Setup: c.Setup}
}

// Player returns the name of who plays p: Human or a strategy name.
func (c Config) Player(p core.Player) string {
	if p == core.Blue {
		return c.Blue
	}
	return c.Red
}

// SetPlayer sets who plays p: Human or a strategy name.
func (c *Config) SetPlayer(p core.Player, name string) {
	if p == core.Blue {
		c.Blue = name
	} else {
		c.Red = name
	}
}

// ParamError is a setting with a bad value: which one, the value, and what is wrong. Its
// message names the parameter and says what was expected.
type ParamError = urlparam.Error

// paramError returns the *ParamError of parameter name with value.
func paramError(name, value string, err error) error {
	return &ParamError{Param: name, Value: value, Err: err}
}

// Parse reads settings given as URL query values (each name at most once; names not in
// Params are an error, so that a misspelt one is not silently ignored). A missing setting
// takes its default; a bad one is a *ParamError that says what was expected. The moves are
// checked against the rules, and a strategy against the board.
func Parse(values url.Values) (Config, error) {
	get := map[string]string{}
	for name, vs := range values {
		if !slices.ContainsFunc(allParams(), func(p Param) bool { return p.Name == name }) {
			return Config{}, paramError(name, strings.Join(vs, ","), fmt.Errorf("unknown parameter; known ones are %s", paramNames()))
		}
		if len(vs) != 1 {
			return Config{}, paramError(name, strings.Join(vs, ","), fmt.Errorf("given %d times; give it once", len(vs)))
		}
		get[name] = vs[0]
	}
	value := func(name string) string {
		if v, ok := get[name]; ok {
			return v
		}
		for _, p := range Params {
			if p.Name == name {
				return p.Default
			}
		}
		panic("session: no parameter " + name)
	}
	bad := func(name string, err error) (Config, error) {
		return Config{}, paramError(name, value(name), err)
	}
	var c Config
	var err error
	if c.Spec, err = core.ParseSpec(value("board")); err != nil {
		return bad("board", err)
	}
	switch value("rule") {
	case "":
	case "reverse":
		c.Spec.Reverse = true
	case "normal":
		if c.Spec.Reverse {
			return bad("rule", fmt.Errorf("the board %q says +reverse; give one or the other", value("board")))
		}
	default:
		return bad("rule", fmt.Errorf("expected normal or reverse"))
	}
	if c.First, err = core.ParsePlayer(value("first")); err != nil {
		return bad("first", err)
	}
	if c.Swap, err = parseBool(value("swap")); err != nil {
		return bad("swap", err)
	}
	if c.Readonly, err = parseBool(value("readonly")); err != nil {
		return bad("readonly", err)
	}
	if c.Inferior, err = parseBool(value("inferior")); err != nil {
		return bad("inferior", err)
	}
	if c.Sent, err = parseBool(value("sent")); err != nil {
		return bad("sent", err)
	}
	if c.Puzzle, err = parseBool(value("puzzle")); err != nil {
		return bad("puzzle", err)
	}
	if c.Story, err = parseBool(value("story")); err != nil {
		return bad("story", err)
	}
	if a := value("analyse"); a != "" {
		if c.Analyse, err = urlparam.ParseThink(a, MaxAnalyse); err != nil {
			return bad("analyse", err)
		}
	}
	switch c.UI = value("ui"); c.UI {
	case UIFull, UIMinimal:
	default:
		return bad("ui", fmt.Errorf("expected %s or %s", UIFull, UIMinimal))
	}
	if t := value("think"); t != "" {
		if c.Think, err = urlparam.ParseThink(t, MaxThink); err != nil {
			return bad("think", err)
		}
	}
	if r := value("resigned"); r != "" {
		if c.Resigned, err = core.ParsePlayer(r); err != nil {
			return bad("resigned", err)
		}
	}
	if s := value("seed"); s == "" {
		c.Seed = rand.Uint64()
	} else if c.Seed, err = strconv.ParseUint(s, 10, 64); err != nil {
		return bad("seed", fmt.Errorf("expected a number from 0 to %d", uint64(1<<64-1)))
	}
	c.Red, c.Blue = value("red"), value("blue")
	for _, p := range []core.Player{core.Red, core.Blue} {
		if err := checkPlayer(c.Player(p), c.Spec, p); err != nil {
			return bad(p.String(), err)
		}
	}
	board, err := core.NewBoard(c.Spec)
	if err != nil {
		return bad("board", err)
	}
	if c.Setup, err = core.ParseSetup(board, value("setup")); err != nil {
		return bad("setup", err)
	}
	if _, err := core.NewGame(c.Spec, core.Options{First: c.First, Setup: c.Setup}); err != nil {
		return bad("setup", err)
	}
	g, err := core.NewGame(c.Spec, c.Options())
	if err != nil {
		return bad("swap", err) // the only option left that NewGame may reject
	}
	c.Setup = g.Setup()
	if c.Moves, err = core.ParseMoveList(g.Board(), value("moves")); err != nil {
		return bad("moves", err)
	}
	if c.Variation, err = parseVariation(g.Board(), value("variation")); err != nil {
		return bad("variation", err)
	}
	if c.View, err = ParseView(values, c.Spec); err != nil {
		return Config{}, err
	}
	c.At = len(c.Moves)
	if len(c.Variation.Moves) > 0 {
		c.At = c.Variation.From + len(c.Variation.Moves)
	}
	if a := value("at"); a != "" {
		if c.At, err = strconv.Atoi(a); err != nil {
			return bad("at", fmt.Errorf("expected a number of moves"))
		}
	}
	shown, err := c.game()
	if err != nil {
		return Config{}, err
	}
	if c.Puzzle {
		if err := c.setPuzzle(shown); err != nil {
			return bad("puzzle", err)
		}
	}
	return c, nil
}

// PuzzleThink is the solver's time to defend a puzzle when none is given.
const PuzzleThink = 2 * time.Second

// setPuzzle checks that the game's start (its setup position, or the empty board) can be a
// puzzle for the player who moves first there, a person, and makes the solver the other
// colour's player unless one is given. g is the game as the settings show it.
func (c *Config) setPuzzle(g *core.Game) error {
	start, err := core.NewGame(c.Spec, c.Options())
	if err != nil || start.Over() {
		return fmt.Errorf("the position is decided already: a puzzle is a position to play on")
	}
	if g.Options().Swap {
		return fmt.Errorf("a puzzle has no swap rule")
	}
	side := c.First
	if who := c.Player(side); who != Human {
		return fmt.Errorf("%v is to play and win, but is played by %s: a puzzle is for a person", side, who)
	}
	if c.Player(side.Opponent()) == Human {
		c.SetPlayer(side.Opponent(), SolverName)
	}
	if c.Think == 0 {
		c.Think = PuzzleThink
	}
	return nil
}

// SolverName is the player that defends puzzles (strategies' solver player).
const SolverName = "solver"

// parseBool reads 1/true (on) or 0/false (off).
func parseBool(v string) (bool, error) {
	switch v {
	case "1", "true":
		return true, nil
	case "0", "false":
		return false, nil
	}
	return false, fmt.Errorf("expected 1 (on) or 0 (off)")
}

// MaxThink is the longest thinking time a bot may be given.
const MaxThink = time.Minute

// FormatThink writes a thinking time as the think parameter reads it ("" for none).
func FormatThink(d time.Duration) string { return urlparam.FormatThink(d) }

// checkPlayer accepts Human or a strategy that plays player on spec. It refuses external
// engines (htp:COMMAND): a link or a saved game must not start programs.
func checkPlayer(name string, spec core.Spec, player core.Player) error {
	if name == Human {
		return nil
	}
	if strings.HasPrefix(name, catalog.HTPPrefix) {
		return fmt.Errorf("external engines (%sCOMMAND) are for the command line (hexlab play, hexlab arena), not the board", catalog.HTPPrefix)
	}
	info, err := catalog.Lookup(name)
	if err != nil {
		return fmt.Errorf("expected %s or a strategy: %w", Human, err)
	}
	if info.Fits != nil {
		if err := info.Fits(spec, player); err != nil {
			return err
		}
	}
	return catalog.Check(name)
}

// AllParams returns Params and ViewParams: every name Parse reads, in the order the README
// gives them.
func AllParams() []Param { return append(slices.Clip(Params), ViewParams...) }

// allParams is AllParams.
func allParams() []Param { return AllParams() }

func paramNames() string {
	var names []string
	for _, p := range allParams() {
		names = append(names, p.Name)
	}
	return strings.Join(names, ", ")
}

// IsParam reports whether name is a parameter Parse reads (of Params or ViewParams); a page
// keeps the other parameters of its address (such as the embedding's origins) as they are.
func IsParam(name string) bool {
	return slices.ContainsFunc(allParams(), func(p Param) bool { return p.Name == name })
}
