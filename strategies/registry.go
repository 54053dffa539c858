package strategies

import (
	"fmt"
	"github.com/hexlab/hexlab/internal/registry"
	"slices"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/fivebyn"
)

// Info describes a strategy for `hexlab strategies` and the UI.
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
	// Strength says in a few words how well it plays, for someone choosing an opponent.
	Strength string
	// Boards says in words which boards it is meant for.
	Boards string
	// Fits returns nil if the strategy is meant to play player (Red or
	// Blue) on spec, the rule included (+reverse), or an error that names
	// the player and the board and says what the strategy is meant for.
	// Some strategies play one colour only, or the colour the board gives
	// them (gardner); Colours lists them.
	Fits func(spec core.Spec, player core.Player) error
	// Rules gives, for each rule label the strategy puts on its moves,
	// the rule's text from the paper (e.g. "12" -> "cover rings R(j-2, j)"),
	// so that a student can follow the strategy. Empty for strategies
	// without rules.
	Rules map[string]string
	// Thinks is true for a strategy that uses Settings.Think (a search
	// with a time budget); the others answer at once.
	Thinks bool
}

// entry is one strategy of the registry: its description and how to build it from the
// argument of a family (moves:LIST) and the settings.
type entry = registry.Entry[Info, Bot, Settings]

// Naming says how the strategy is named and whether the name is a family's (registry.Described).
func (i Info) Naming() (string, bool) { return i.Name, i.Family }

// HTPPrefix starts the name of an external engine spoken to over HTP:
// "htp:COMMAND" (HTP, in native builds only).
const HTPPrefix = "htp:"

// registered lists every strategy New knows, in the order Catalog gives: the searches, the
// engine's levels, the papers' strategies. New strategies add an entry here.
var registered = registry.New("strategy", slices.Concat([]entry{
	{
		Info: Info{
			Name:        "random",
			Description: "plays uniformly at random among the empty cells",
			Strength:    "weakest: a random empty cell",
			Boards:      "any board",
			Fits:        anyBoard,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewRandom(s.Seed), nil },
	},
	{
		Info: Info{
			Name:        "mc",
			Description: "Monte Carlo player of thesis Algorithm 9.1.1: the cell whose random playouts the opponent wins least",
			Strength:    "weak: a quick one-level sampler",
			Boards:      "any board",
			Fits:        anyBoard,
			Rules:       monteCarloRules,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewMonteCarlo(s.Seed), nil },
	},
	{
		Info: Info{
			Name:        "mcts",
			Description: "Hexlab's engine: Monte Carlo tree search after MoHex (RAVE, the solver's inferior cells and virtual connections at its nodes, bridge-saving playouts)",
			Strength:    "strongest here: a tree search",
			Boards:      "any board",
			Fits:        anyBoard,
			Rules:       mctsRules,
			Thinks:      true,
		},
		Build: func(_ string, s Settings) (Bot, error) { return newMCTSWith(s), nil },
	},
}, levelEntries(), []entry{
	{
		Info: Info{
			Name:        "solver",
			Description: "plays a move the exact solver (df-pn with inferior cells and virtual connections) proves wins, else the tree search's move",
			Strength:    "perfect where it proves a win; else mcts",
			Boards:      "any board",
			Fits:        anyBoard,
			Rules:       solverRules,
			Thinks:      true,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewSolverPlayer(s.Seed, s.Think), nil },
	},
	{
		Info: Info{
			Name:        "gardner",
			Description: "Gardner's mirror strategy, thesis Algorithms 4.1.1/4.1.2 and 5.1.1: answers each move in its mirror cell of two triangles",
			Strength:    "never loses on hex and cyl (proven)",
			Boards:      "M≠N: Red if M>N, Blue if M<N; cyl needs M>N; torus unproven",
			Fits:        gardnerPlays,
			Rules:       gardnerRuleTexts,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewGardner(s.Seed), nil },
	},
	{
		Info: Info{
			Name:        "alpern-beck",
			Description: "Alpern and Beck's strategy, thesis Algorithm 4.2.1: Red answers each Blue move half way round the cylinder",
			Strength:    "never loses on cyl (proven)",
			Boards:      "cyl:MxN with M even, as Red; torus unproven",
			Fits:        alpernBeckPlays,
			Rules:       alpernBeckRuleTexts,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewAlpernBeck(s.Seed), nil },
	},
	{
		Info: Info{
			Name:        "3xn",
			Description: "Huneke, Hayward and Toft's 3xn strategy, thesis Algorithm 4.2.2: Red joins the ring of Blue's move to the rings beside it",
			Strength:    "never loses on cyl (proven)",
			Boards:      "cyl:3xN, as Red; torus unproven",
			Fits:        threeByNPlays,
			Rules:       threeByNRuleTexts,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewThreeByN(s.Seed), nil },
	},
	{
		Info: Info{
			Name:        "vandenbroek",
			Description: "Van den Broek's 5xn strategy, thesis Algorithm 7.1.1: rules 1-19 with bridges, a random move among the first applicable rule's",
			Strength:    "never loses where it fits (proven)",
			Boards:      fiveByNBoards,
			Fits:        redOnly("vandenbroek", fivebyn.Fits),
			Rules:       fivebyn.VanDenBroekRules,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewVanDenBroek(s.Seed), nil },
	},
	{
		Info: Info{
			Name:        "fitzgerald",
			Description: "the new 5xn strategy, thesis Algorithm 8.4.1: rules 1-19 on covered rings and provisional paths, a hierarchy picks the move",
			Strength:    "never loses where it fits (proven)",
			Boards:      fiveByNBoards,
			Fits:        redOnly("fitzgerald", fivebyn.Fits),
			Rules:       fivebyn.FitzgeraldRules,
		},
		Build: func(_ string, _ Settings) (Bot, error) { return NewFitzgerald(), nil },
	},
	{
		Info: Info{
			Name:        "rex-pairing",
			Description: "Reverse Hex pairing strategies (Hayward, Toft, Henderson, Theorems 6, 7): wins as first player on even N, second on odd N",
			Strength:    "never loses where it fits (proven)",
			Boards:      "hex:NxN+reverse, N≤5",
			Fits:        eitherColour(rexPairingFits),
			Rules:       rexPairingRuleTexts,
			Thinks:      true,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewRexPairing(s.Seed, s.Think), nil },
	},
	{
		Info: Info{
			Name:        "rex-opening",
			Description: "Reverse Hex openings and replies (Hayward, Toft, Henderson, Corollaries 1, 2), then Theorems 4-7 where they apply, else search",
			Strength:    "proven replies, then a search",
			Boards:      "hex:NxN+reverse, N≥2; whole game proven for N≤5",
			Fits:        eitherColour(rexOpeningFits),
			Rules:       rexOpeningRuleTexts,
			Thinks:      true,
		},
		Build: func(_ string, s Settings) (Bot, error) { return NewRexOpening(s.Seed, s.Think), nil },
	},
	{
		Info: Info{
			Name:        ScriptedPrefix + "LIST",
			Family:      true,
			Description: "scripted: plays the listed cells in order, its own moves only (moves:c5,b7,swap)",
			Strength:    "plays only the listed cells",
			Boards:      "any board",
			Fits:        anyBoard,
		},
		Build: func(list string, _ Settings) (Bot, error) { return NewScripted(list) },
	},
	// Families registered by other packages (RegisterFamily) come after these: htp:COMMAND,
	// when a main imports strategies/htp (the command line does; the board does not).
})...)

// RegisterFamily adds to the registry a family of players named by a prefix and an argument
// ("htp:COMMAND": info.Name, with info.Family set), built by build from the argument. A package
// whose players strategies must not import (an external engine's client starts processes)
// registers them so, in its init. It panics on a name already registered or a family without
// a prefix: those are programming errors.
func RegisterFamily(info Info, build func(arg string, s Settings) (Bot, error)) {
	registered.Register(entry{Info: info, Build: build})
}

// Catalog describes every strategy New knows, in a fixed order.
func Catalog() []Info { return registered.Infos() }

// Lookup returns the description of the strategy a player name refers to
// ("moves:c5,b7" refers to "moves:LIST"), or an error as New gives one.
func Lookup(name string) (Info, error) {
	e, _, err := registered.Find(name)
	return e.Info, err
}

// MaxThreads is the most threads (Settings.Threads) a player is built with.
const MaxThreads = 1024

// Settings are what a bot is built with besides its name.
type Settings struct {
	// Seed makes the bot's choices reproducible.
	Seed uint64
	// Think is the time budget of a thinking strategy for one move (see
	// Info.Thinks); zero means the strategy's own default. A time budget
	// makes a search depend on the machine's speed.
	Think time.Duration
	// Threads is the number of cores a searching strategy may use (mcts and the levels:
	// root-parallel trees); zero or one is one, whose games a seed repeats.
	Threads int
	// EngineTimeout bounds an external engine's (htp:COMMAND) wait for each answer; zero
	// means the engine client's own default (htp.DefaultTimeout).
	EngineTimeout time.Duration
}

// New builds the player named name with the given seed: "random",
// "moves:c5,b7,...", or any other name Catalog lists. An unknown name is
// an error that lists the known ones.
func New(name string, seed uint64) (Bot, error) {
	return Build(name, Settings{Seed: seed})
}

// Build is New with all the settings.
func Build(name string, s Settings) (Bot, error) {
	if s.Think < 0 {
		return nil, fmt.Errorf("player %q: thinking time %v is negative", name, s.Think)
	}
	if s.Threads < 0 || s.Threads > MaxThreads {
		return nil, fmt.Errorf("player %q: %d threads: expected 0 to %d", name, s.Threads, MaxThreads)
	}
	return registered.Build(name, s)
}

// RuleText returns the paper's text of rule label of the strategy that
// player names, or "" if there is none.
func RuleText(player, label string) string {
	info, err := Lookup(player)
	if err != nil || label == "" {
		return ""
	}
	return info.Rules[label]
}
