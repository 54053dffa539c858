package strategies

import (
	"fmt"
	"github.com/hexlab/hexlab/core"
	"slices"
	"time"

	"github.com/hexlab/hexlab/internal/registry"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// Info describes a strategy for `hexlab strategies` and the UI (catalog.Info: the board page
// reads the catalog without the bots).
type Info = catalog.Info

// entry is one strategy of the registry: its description and how to build it from the
// argument of a family (moves:LIST) and the settings.
type entry = registry.Entry[Info, Bot, Settings]

// HTPPrefix starts the name of an external engine spoken to over HTP:
// "htp:COMMAND" (HTP, in native builds only).
const HTPPrefix = catalog.HTPPrefix

// builders build each strategy of the catalog by name; a new strategy adds its bot here and
// its description to the catalog (TestEveryStrategyBuilds checks that they agree).
var builders = map[string]func(arg string, s Settings) (Bot, error){
	"random":                func(_ string, s Settings) (Bot, error) { return NewRandom(s.Seed), nil },
	"mc":                    func(_ string, s Settings) (Bot, error) { return NewMonteCarlo(s.Seed), nil },
	"mcts":                  func(_ string, s Settings) (Bot, error) { return newMCTSWith(s), nil },
	catalog.NetworkPlayer:   buildNetworkPlayer,
	"solver":                func(_ string, s Settings) (Bot, error) { return NewSolverPlayer(s.Seed, s.Think), nil },
	"gardner":               func(_ string, s Settings) (Bot, error) { return NewGardner(s.Seed), nil },
	"alpern-beck":           func(_ string, s Settings) (Bot, error) { return NewAlpernBeck(s.Seed), nil },
	"3xn":                   func(_ string, s Settings) (Bot, error) { return NewThreeByN(s.Seed), nil },
	"vandenbroek":           func(_ string, s Settings) (Bot, error) { return NewVanDenBroek(s.Seed), nil },
	"fitzgerald":            func(_ string, _ Settings) (Bot, error) { return NewFitzgerald(), nil },
	"rex-pairing":           func(_ string, s Settings) (Bot, error) { return NewRexPairing(s.Seed, s.Think), nil },
	"rex-opening":           func(_ string, s Settings) (Bot, error) { return NewRexOpening(s.Seed, s.Think), nil },
	ScriptedPrefix + "LIST": func(list string, _ Settings) (Bot, error) { return NewScripted(list) },
}

// registered lists every strategy New knows, in the catalog's order: each description with its
// bot (a level's is the engine at that level). Families registered by other packages
// (RegisterFamily) come after these: htp:COMMAND, when a main imports strategies/htp (the
// command line does; the board does not).
var registered = registry.New("strategy", func() []entry {
	var out []entry
	for _, info := range catalog.Catalog() {
		build := builders[info.Name]
		if i := slices.IndexFunc(Levels, func(l Level) bool { return l.Name == info.Name }); i >= 0 {
			l := &Levels[i]
			build = func(_ string, s Settings) (Bot, error) {
				m := NewLevel(l, s.Seed)
				m.Threads = s.Threads
				return m, nil
			}
		}
		if build == nil {
			panic("strategies: the catalog's " + info.Name + " has no bot")
		}
		out = append(out, entry{Info: info, Build: build})
	}
	return out
}()...)

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
// A family's member that fits boards of its own (Info.FitsMember) gets its own Fits.
func Lookup(name string) (Info, error) {
	e, arg, err := registered.Find(name)
	info := e.Info
	if err == nil && info.FitsMember != nil {
		member := info.FitsMember
		info.Fits = func(spec core.Spec, player core.Player) error { return member(arg, spec, player) }
	}
	return info, err
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
