package session

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/internal/urlparam"
	"github.com/hexlab/hexlab/render3d/geom"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// Human is the name of a player that the person at the screen plays.
const Human = "human"

// Param describes one setting of the Trunc app: its name (the URL parameter; the desktop flag
// is --NAME), its default, and what it accepts.
type Param = urlparam.Param

// Params lists every setting Parse reads, in the order Permalink writes them.
var Params = []Param{
	{Name: "board", Default: "trunc:3", Usage: "board spec: trunc:K (K from 1 to 8), optionally +variant (a move may colour its cell in any player's colour)"},
	{Name: "order", Default: "white,gray,black", Usage: "turn order: white, gray and black, each once, comma-separated"},
	{Name: "white", Default: Human, Usage: "who plays White: human, or a strategy: random, mcts, solver (trunc:1 only) or moves:LIST"},
	{Name: "gray", Default: "mcts", Usage: "who plays Gray: human or a strategy, as for white"},
	{Name: "black", Default: "mcts", Usage: "who plays Black: human or a strategy, as for white"},
	{Name: "think", Default: "", Usage: "thinking time of mcts per move, such as 2s or 500ms (its fixed playout budget when empty)"},
	{Name: "seed", Default: "", Usage: "seed of the bots, a number from 0 to 2^64-1 (a random one when empty)"},
	{Name: "moves", Default: "", Usage: "moves already played, in play order, separated by ; such as 0,0,0;1,1,-1 (with the variant rule a move may end =gray)"},
	{Name: "at", Default: "", Usage: "how many of the moves are on the board: the others are taken back, to redo (default all)"},
}

// IsParam reports whether name is a parameter Parse reads; a page keeps its other
// parameters (how the cube is shown) out of what it gives ParseQuery.
func IsParam(name string) bool {
	return slices.ContainsFunc(Params, func(p Param) bool { return p.Name == name })
}

// MaxThink is the longest thinking time a bot may be given.
const MaxThink = time.Minute

// Config is a validated set of settings: the board and its rule, the turn order, who plays
// each colour, the bots' budget and seed, and the moves to start with.
type Config struct {
	Spec    trunc.Spec
	Options trunc.Options
	// Players says who plays White, Gray and Black (indexed by p - trunc.White; see Player):
	// Human or a name that truncbot.Build accepts.
	Players [3]string
	// Think is the thinking time per move of bots that search; zero leaves them their fixed
	// playout budget, so that a game is the same on every machine.
	Think time.Duration
	// Seed makes the bots' moves reproducible (truncbot.SeedFor gives each player its own).
	Seed uint64
	// Moves are the moves to play when the session starts, with their rule labels (Rules may
	// be shorter); the first At of them are on the board and the others taken back, to redo.
	// The session's own Config has none: the game holds them.
	Moves []trunc.Move
	Rules []string
	At    int
	// View is how the cube is shown (slicing, explosion, see-through): not the game, but part
	// of its link, as the board app's view is.
	View geom.View
}

// Player returns who plays p: Human or a strategy name.
func (c Config) Player(p trunc.Player) string {
	if p < trunc.White || p > trunc.Black {
		return ""
	}
	return c.Players[p-trunc.White]
}

// SetPlayer sets who plays p: Human or a strategy name.
func (c *Config) SetPlayer(p trunc.Player, name string) {
	if p >= trunc.White && p <= trunc.Black {
		c.Players[p-trunc.White] = name
	}
}

// IsBot reports whether a bot plays p.
func (c Config) IsBot(p trunc.Player) bool {
	name := c.Player(p)
	return name != "" && name != Human
}

// order returns the turn order, the default one for the zero value.
func (c Config) order() [3]trunc.Player {
	if c.Options.Order == ([3]trunc.Player{}) {
		return trunc.DefaultOrder
	}
	return c.Options.Order
}

// ParamError is a setting with a bad value: which one, the value, and what is wrong. Its
// message names the parameter and says what was expected.
type ParamError = urlparam.Error

// paramError returns the *ParamError of parameter name with value.
func paramError(name, value string, err error) error {
	return &ParamError{Param: name, Value: value, Err: err}
}

// Parse reads the settings and the moves of a game from URL query values (see Params):
// each name at most once, a missing one takes its default, and a name that is not a
// parameter is an error, so that a misspelt one is not silently ignored. Every bad value is
// a *ParamError that names the parameter and says what was expected; the moves are checked
// against the rules and the players against the board. Nothing is started: New does that.
func Parse(q url.Values) (Config, error) {
	get := map[string]string{}
	for name, vs := range q {
		if !IsParam(name) && !IsViewParam(name) {
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
		return paramDefault(name)
	}
	var c Config
	var err error
	bad := func(name string, err error) (Config, error) {
		return Config{}, paramError(name, value(name), err)
	}
	if c.Spec, err = trunc.ParseSpec(value("board")); err != nil {
		return bad("board", err)
	}
	if c.Options.Order, err = parseOrder(value("order")); err != nil {
		return bad("order", err)
	}
	for _, p := range trunc.Players {
		c.SetPlayer(p, value(p.String()))
		if err := checkPlayer(c.Player(p), c.Spec); err != nil {
			return bad(p.String(), err)
		}
	}
	if t := value("think"); t != "" {
		if c.Think, err = urlparam.ParseThink(t, MaxThink); err != nil {
			return bad("think", err)
		}
	}
	if s := value("seed"); s == "" {
		c.Seed = rand.Uint64()
	} else if c.Seed, err = strconv.ParseUint(s, 10, 64); err != nil {
		return bad("seed", fmt.Errorf("expected a number from 0 to %d", uint64(1<<64-1)))
	}
	b, err := trunc.NewBoard(c.Spec)
	if err != nil {
		return bad("board", err)
	}
	if c.Moves, err = b.ParseMoveList(value("moves")); err != nil {
		return bad("moves", err)
	}
	if _, err := trunc.NewGameFromMoves(c.Spec, c.Options, c.Moves); err != nil {
		return bad("moves", err)
	}
	if c.View, err = ParseView(q); err != nil {
		return Config{}, err // ParseView's errors name the parameter
	}
	c.At = len(c.Moves)
	if at := value("at"); at != "" {
		if c.At, err = strconv.Atoi(at); err != nil || c.At < 0 || c.At > len(c.Moves) {
			return bad("at", fmt.Errorf("expected a number from 0 to %d, the number of moves", len(c.Moves)))
		}
	}
	return c, nil
}

// paramDefault returns the default of the parameter name.
func paramDefault(name string) string {
	for _, p := range Params {
		if p.Name == name {
			return p.Default
		}
	}
	panic("session: no parameter " + name)
}

// DefaultConfig returns the settings of a page opened without parameters, with a random seed.
func DefaultConfig() Config {
	c, err := Parse(url.Values{})
	if err != nil {
		panic("session: the defaults do not parse: " + err.Error())
	}
	return c
}

// parseOrder reads a turn order: "white,gray,black" in any order, each once.
func parseOrder(text string) ([3]trunc.Player, error) {
	var order [3]trunc.Player
	names := strings.Split(text, ",")
	if len(names) != 3 {
		return order, fmt.Errorf("expected white, gray and black, each once, comma-separated")
	}
	for i, name := range names {
		p, err := trunc.ParsePlayer(strings.TrimSpace(name))
		if err != nil {
			return order, fmt.Errorf("%w; the order is white, gray and black, each once", err)
		}
		if slices.Contains(order[:i], p) {
			return order, fmt.Errorf("%v twice; expected white, gray and black, each once", p)
		}
		order[i] = p
	}
	return order, nil
}

// formatOrder writes a turn order as parseOrder reads it.
func formatOrder(order [3]trunc.Player) string {
	return order[0].String() + "," + order[1].String() + "," + order[2].String()
}

// checkPlayer accepts Human or a strategy that can play on spec.
func checkPlayer(name string, spec trunc.Spec) error {
	if name == Human {
		return nil
	}
	if _, err := truncbot.Build(name, truncbot.Settings{}); err != nil {
		return fmt.Errorf("expected %s or a strategy: %w", Human, err)
	}
	if name == "solver" {
		if b, err := trunc.NewBoard(spec); err == nil && b.NumCells() > truncbot.MaxSolveEmpty {
			return fmt.Errorf("the solver plays boards of at most %d cells (trunc:1); %v has %d", truncbot.MaxSolveEmpty, spec, b.NumCells())
		}
	}
	return nil
}

// paramNames lists the parameters' names, for error messages.
func paramNames() string {
	names := make([]string, len(Params))
	for i, p := range Params {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}
