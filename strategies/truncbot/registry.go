package truncbot

import (
	"fmt"
	"github.com/hexlab/hexlab/internal/registry"
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
	// means DefaultPlayouts. At most MaxPlayouts.
	Playouts int
}

// MaxPlayouts is the largest playout budget: mcts keeps a node per playout, so ten million
// playouts take a few gigabytes.
const MaxPlayouts = 10_000_000

// entry is one strategy of the registry: its description and how to build it from the
// argument of a family (moves:LIST) and the settings.
type entry = registry.Entry[Info, Bot, Settings]

// Naming says how the strategy is named and whether the name is a family's (registry.Described).
func (i Info) Naming() (string, bool) { return i.Name, i.Family }

var registered = registry.New("Trunc strategy", []entry{
	{
		Info: Info{Name: "random", Description: "plays uniformly at random among the legal moves", Boards: "any trunc board"},
		Build: func(_ string, s Settings) (Bot, error) {
			return NewRandom(s.Seed), nil
		},
	},
	{
		Info: Info{
			Name:        "mcts",
			Description: "three-player Monte Carlo tree search: UCT where each player maximises their own win rate",
			Boards:      "any trunc board",
			Rules:       mctsRules,
			Thinks:      true,
		},
		Build: func(_ string, s Settings) (Bot, error) {
			m := NewMCTS(s.Seed, s.Think)
			if s.Playouts > 0 {
				m.Playouts = s.Playouts
			}
			return m, nil
		},
	},
	{
		Info: Info{
			Name:        "solver",
			Description: "exhaustive search: wins when it can, else keeps a chance, else is a kingmaker or lost",
			Boards:      fmt.Sprintf("trunc:1; larger boards once at most %d cells are empty", MaxSolveEmpty),
			Rules:       solverRules,
		},
		Build: func(_ string, s Settings) (Bot, error) {
			return NewSolverPlayer(s.Seed), nil
		},
	},
	{
		Info: Info{
			Name:        ScriptedPrefix + "LIST",
			Family:      true,
			Description: "scripted: plays the listed moves in order, its own moves only (moves:0,0,0;1,1,1=gray)",
			Boards:      "any trunc board",
		},
		Build: func(list string, _ Settings) (Bot, error) {
			return NewScripted(list)
		},
	},
}...)

// Catalog describes every strategy Build knows, in a fixed order.
func Catalog() []Info { return registered.Infos() }

// Lookup returns the description of the strategy a player name refers to.
func Lookup(name string) (Info, error) {
	e, _, err := registered.Find(name)
	return e.Info, err
}

// Build builds the player named name: "random", "mcts", "solver" or
// "moves:LIST". An unknown name is an error that lists the known ones.
func Build(name string, s Settings) (Bot, error) {
	if s.Think < 0 || s.Playouts < 0 {
		return nil, fmt.Errorf("player %q: a negative budget", name)
	}
	return registered.Build(name, s)
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
