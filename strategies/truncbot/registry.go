package truncbot

import (
	"fmt"
	"strings"
	"time"
)

// Info describes a Trunc strategy for the command line and the UI.
type Info struct {
	// Name is how a player is named: "random", or a prefix and its
	// argument such as "moves:LIST".
	Name string
	// Family marks a family of players named by a prefix and an argument (moves:LIST, and
	// htp:COMMAND on the Hex side): the argument is the caller\'s to give, so a list of players
	// to choose from leaves families out.
	Family bool
	// Description says in one line what the strategy does.
	Description string
	// Boards says in words which boards it is meant for.
	Boards string
	// Rules gives, for each rule label the strategy puts on its moves,
	// what the label means.
	Rules map[string]string
	// Thinks is true for a strategy that uses Settings.Think.
	Thinks bool
}

// Settings are what a bot is built with besides its name.
type Settings struct {
	// Seed makes the bot's choices reproducible.
	Seed uint64
	// Think is the time budget of a thinking strategy for one move; zero
	// means its playout budget. A time budget makes a search depend on the
	// machine's speed.
	Think time.Duration
	// Playouts is mcts's playout budget per move when Think is zero; zero
	// means DefaultPlayouts.
	Playouts int
}

// entry is one strategy of the registry.
type entry struct {
	info   Info
	prefix string // "moves:" for a family; "" for a plain name
	build  func(arg string, s Settings) (Bot, error)
}

var registry = []entry{
	{
		info: Info{Name: "random", Description: "plays uniformly at random among the legal moves", Boards: "any trunc board"},
		build: func(_ string, s Settings) (Bot, error) {
			return NewRandom(s.Seed), nil
		},
	},
	{
		info: Info{
			Name:        "mcts",
			Description: "three-player Monte Carlo tree search: UCT where each player maximises their own win rate",
			Boards:      "any trunc board",
			Rules:       mctsRules,
			Thinks:      true,
		},
		build: func(_ string, s Settings) (Bot, error) {
			m := NewMCTS(s.Seed, s.Think)
			if s.Playouts > 0 {
				m.Playouts = s.Playouts
			}
			return m, nil
		},
	},
	{
		info: Info{
			Name:        "solver",
			Description: "exhaustive search: wins when it can, else keeps a chance, else is a kingmaker or lost",
			Boards:      fmt.Sprintf("trunc:1; larger boards once at most %d cells are empty", MaxSolveEmpty),
			Rules:       solverRules,
		},
		build: func(_ string, s Settings) (Bot, error) {
			return NewSolverPlayer(s.Seed), nil
		},
	},
	{
		info: Info{
			Name:        ScriptedPrefix + "LIST",
			Description: "scripted: plays the listed moves in order, its own moves only (moves:0,0,0;1,1,1=gray)",
			Boards:      "any trunc board",
		},
		prefix: ScriptedPrefix,
		build: func(list string, _ Settings) (Bot, error) {
			return NewScripted(list)
		},
	},
}

// Catalog describes every strategy Build knows, in a fixed order.
func Catalog() []Info {
	out := make([]Info, len(registry))
	for i, e := range registry {
		out[i] = e.info
		out[i].Family = e.prefix != ""
	}
	return out
}

// Lookup returns the description of the strategy a player name refers to.
func Lookup(name string) (Info, error) {
	e, _, err := find(name)
	info := e.info
	info.Family = e.prefix != ""
	return info, err
}

// Build builds the player named name: "random", "mcts", "solver" or
// "moves:LIST". An unknown name is an error that lists the known ones.
func Build(name string, s Settings) (Bot, error) {
	e, arg, err := find(name)
	if err != nil {
		return nil, err
	}
	if s.Think < 0 || s.Playouts < 0 {
		return nil, fmt.Errorf("player %q: a negative budget", name)
	}
	bot, err := e.build(arg, s)
	if err != nil {
		return nil, fmt.Errorf("player %q: %w", name, err)
	}
	return bot, nil
}

// find returns the registry entry of name and the argument after its
// prefix.
func find(name string) (entry, string, error) {
	for _, e := range registry {
		if e.prefix == "" && name == e.info.Name {
			return e, "", nil
		}
		if arg, ok := strings.CutPrefix(name, e.prefix); e.prefix != "" && ok {
			return e, arg, nil
		}
	}
	names := make([]string, len(registry))
	for i, e := range registry {
		names[i] = e.info.Name
	}
	return entry{}, "", fmt.Errorf("player %q: unknown Trunc strategy; known players are %s", name, strings.Join(names, ", "))
}

// RuleText returns the meaning of rule label of the strategy that player
// names, or "" if there is none.
func RuleText(player, label string) string {
	info, err := Lookup(player)
	if err != nil || label == "" {
		return ""
	}
	return info.Rules[label]
}
