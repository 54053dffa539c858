package session

import (
	"fmt"
	"math/rand/v2"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// Human is the name of a player that the person at the screen plays.
const Human = "human"

// Param describes one setting of the board app: its name (the URL parameter; the desktop
// flag is --NAME), its default, and what it accepts.
type Param struct {
	Name    string
	Default string
	Usage   string
}

// Params lists every setting, in the order the README and --help give them.
var Params = []Param{
	{"board", "hex:11x11", "board spec: hex:MxN, cyl:MxN or torus:MxN (M columns, N rows), optionally +reverse"},
	{"first", "red", "who moves first: red or blue"},
	{"red", Human, "who plays red: human, or a strategy such as random"},
	{"blue", Human, "who plays blue: human, or a strategy such as random"},
	{"moves", "", "moves already played, comma-separated in play order, such as f6,e7"},
	{"swap", "0", "swap rule (pie rule): 1 on, 0 off"},
	{"seed", "", "seed of the bots, a number from 0 to 2^64-1 (a random one when empty)"},
}

// Config is a validated set of settings.
type Config struct {
	Spec  core.Spec
	First core.Player
	Swap  bool
	// Red and Blue are Human or a strategy name that strategies.New accepts.
	Red, Blue string
	// Moves are played on the board before the session starts.
	Moves []core.Move
	Seed  uint64
}

// Player returns the name of who plays p: Human or a strategy name.
func (c Config) Player(p core.Player) string {
	if p == core.Blue {
		return c.Blue
	}
	return c.Red
}

// ParamError is a setting with a bad value: which one, the value, and what is wrong.
type ParamError struct {
	Param string
	Value string
	Err   error
}

// Error names the parameter and says what was expected.
func (e *ParamError) Error() string {
	return fmt.Sprintf("parameter %s=%q: %v", e.Param, e.Value, e.Err)
}

// Unwrap returns the underlying error.
func (e *ParamError) Unwrap() error { return e.Err }

// Parse reads settings given as URL query values (each name at most once; names not in
// Params are an error, so that a misspelt one is not silently ignored). A missing setting
// takes its default; a bad one is a *ParamError that says what was expected. The moves are
// checked against the rules, and a strategy against the board.
func Parse(values url.Values) (Config, error) {
	get := map[string]string{}
	for name, vs := range values {
		if !slices.ContainsFunc(Params, func(p Param) bool { return p.Name == name }) {
			return Config{}, &ParamError{name, strings.Join(vs, ","), fmt.Errorf("unknown parameter; known ones are %s", paramNames())}
		}
		if len(vs) != 1 {
			return Config{}, &ParamError{name, strings.Join(vs, ","), fmt.Errorf("given %d times; give it once", len(vs))}
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
		return Config{}, &ParamError{name, value(name), err}
	}
	var c Config
	var err error
	if c.Spec, err = core.ParseSpec(value("board")); err != nil {
		return bad("board", err)
	}
	if c.First, err = core.ParsePlayer(value("first")); err != nil {
		return bad("first", err)
	}
	switch value("swap") {
	case "1", "true":
		c.Swap = true
	case "0", "false":
	default:
		return bad("swap", fmt.Errorf("expected 1 (on) or 0 (off)"))
	}
	if s := value("seed"); s == "" {
		c.Seed = rand.Uint64()
	} else if c.Seed, err = strconv.ParseUint(s, 10, 64); err != nil {
		return bad("seed", fmt.Errorf("expected a number from 0 to %d", uint64(1<<64-1)))
	}
	c.Red, c.Blue = value("red"), value("blue")
	for _, p := range []core.Player{core.Red, core.Blue} {
		if err := checkPlayer(c.Player(p), c.Spec); err != nil {
			return bad(p.String(), err)
		}
	}
	g, err := core.NewGame(c.Spec, core.Options{First: c.First, Swap: c.Swap})
	if err != nil {
		return bad("swap", err) // the only option NewGame rejects on a valid spec
	}
	if c.Moves, err = core.ParseMoveList(g.Board(), value("moves")); err != nil {
		return bad("moves", err)
	}
	for i, m := range c.Moves {
		if err := g.Play(m); err != nil {
			return bad("moves", fmt.Errorf("move %d (%s): %w", i+1, g.Board().MoveName(m), err))
		}
	}
	return c, nil
}

// checkPlayer accepts Human or a strategy that plays on spec.
func checkPlayer(name string, spec core.Spec) error {
	if name == Human {
		return nil
	}
	info, err := strategies.Lookup(name)
	if err != nil {
		return fmt.Errorf("expected %s or a strategy: %w", Human, err)
	}
	if info.Fits != nil {
		if err := info.Fits(spec); err != nil {
			return err
		}
	}
	_, err = strategies.New(name, 0)
	return err
}

func paramNames() string {
	names := make([]string, len(Params))
	for i, p := range Params {
		names[i] = p.Name
	}
	return strings.Join(names, ", ")
}
