package catalog

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/registry"
)

// infos describes every strategy strategies.New builds, in the order Catalog gives: the
// searches, the engine's levels, the engine with the network, the papers' strategies. A new strategy adds its Info here and
// its bot to strategies' registry.
var infos = slices.Concat([]Info{
	{
		Name:        "random",
		Description: "plays uniformly at random among the empty cells",
		Strength:    "weakest: a random empty cell",
		Boards:      "any board",
		Fits:        anyBoard,
	},
	{
		Name:        "mc",
		Description: "Monte Carlo player of thesis Algorithm 9.1.1: the cell whose random playouts the opponent wins least",
		Strength:    "weak: a quick one-level sampler",
		Boards:      "any board",
		Fits:        anyBoard,
		Rules:       MonteCarloRules,
	},
	{
		Name:        "mcts",
		Ponders:     true,
		Description: "Hexlab's engine: Monte Carlo tree search after MoHex (RAVE, the solver's inferior cells and virtual connections at its nodes, bridge-saving playouts)",
		Strength:    "strongest here: a tree search",
		Boards:      "any board",
		Fits:        anyBoard,
		Rules:       MCTSRules,
		Thinks:      true,
	},
}, levelInfos(), []Info{
	networkInfo,
	{
		Name:        "solver",
		Description: "plays a move the exact solver (df-pn with inferior cells and virtual connections) proves wins, else the tree search's move",
		Strength:    "perfect where it proves a win; else mcts",
		Boards:      "any board",
		Fits:        anyBoard,
		Rules:       SolverRules,
		Thinks:      true,
	},
	{
		Name:        "gardner",
		Paper:       true,
		Description: "Gardner's mirror strategy, thesis Algorithms 4.1.1/4.1.2 and 5.1.1: answers each move in its mirror cell of two triangles",
		Strength:    "never loses on hex and cyl (proven)",
		Boards:      "M≠N: Red if M>N, Blue if M<N; cyl needs M>N; torus unproven",
		Fits:        gardnerPlays,
		Rules:       GardnerRules,
	},
	{
		Name:        "alpern-beck",
		Paper:       true,
		Description: "Alpern and Beck's strategy, thesis Algorithm 4.2.1: Red answers each Blue move half way round the cylinder",
		Strength:    "never loses on cyl (proven)",
		Boards:      "cyl:MxN with M even, as Red; torus unproven",
		Fits:        alpernBeckPlays,
		Rules:       AlpernBeckRules,
	},
	{
		Name:        "3xn",
		Paper:       true,
		Description: "Huneke, Hayward and Toft's 3xn strategy, thesis Algorithm 4.2.2: Red joins the ring of Blue's move to the rings beside it",
		Strength:    "never loses on cyl (proven)",
		Boards:      "cyl:3xN, as Red; torus unproven",
		Fits:        threeByNPlays,
		Rules:       ThreeByNRules,
	},
	{
		Name:        "vandenbroek",
		Paper:       true,
		Description: "Van den Broek's 5xn strategy, thesis Algorithm 7.1.1: rules 1-19 with bridges, a random move among the first applicable rule's",
		Strength:    "never loses where it fits (proven)",
		Boards:      "cyl:5xN, as Red",
		Fits:        redOnly("vandenbroek", FiveByNBoard),
		Rules:       VanDenBroekRules,
	},
	{
		Name:        "fitzgerald",
		Paper:       true,
		Description: "the new 5xn strategy, thesis Algorithm 8.4.1: rules 1-19 on covered rings and provisional paths, a hierarchy picks the move",
		Strength:    "never loses where it fits (proven)",
		Boards:      "cyl:5xN, as Red",
		Fits:        redOnly("fitzgerald", FiveByNBoard),
		Rules:       FitzgeraldRules,
	},
	{
		Name:        "rex-pairing",
		Paper:       true,
		Description: "Reverse Hex pairing strategies (Hayward, Toft, Henderson, Theorems 6, 7): wins as first player on even N, second on odd N",
		Strength:    "never loses where it fits (proven)",
		Boards:      "hex:NxN+reverse, N≤5",
		Fits:        eitherColour(RexPairingBoard),
		Rules:       RexPairingRules,
		Thinks:      true,
	},
	{
		Name:        "rex-opening",
		Paper:       true,
		Description: "Reverse Hex openings and replies (Hayward, Toft, Henderson, Corollaries 1, 2), then Theorems 4-7 where they apply, else search",
		Strength:    "proven replies, then a search",
		Boards:      "hex:NxN+reverse, N≥2; whole game proven for N≤5",
		Fits:        eitherColour(RexOpeningBoard),
		Rules:       RexOpeningRules,
		Thinks:      true,
	},
	{
		Name:        ScriptedPrefix + "LIST",
		Family:      true,
		Description: "scripted: plays the listed cells in order, its own moves only (moves:c5,b7,swap)",
		Strength:    "plays only the listed cells",
		Boards:      "any board",
		Fits:        anyBoard,
	},
	// Families registered by other packages (strategies.RegisterFamily) come after these in
	// strategies' own registry: htp:COMMAND, when a main imports strategies/htp (the command
	// line does; the board does not).
})

// checked is the catalog as a registry whose Build checks a name without building a bot: a
// family's argument (moves:LIST) is read as the strategy reads it.
var checked = registry.New("strategy", func() []registry.Entry[Info, struct{}, struct{}] {
	out := make([]registry.Entry[Info, struct{}, struct{}], len(infos))
	for i, info := range infos {
		out[i].Info = info
		out[i].Build = func(arg string, _ struct{}) (struct{}, error) {
			if info.Name == ScriptedPrefix+"LIST" {
				_, err := ScriptedMoves(arg)
				return struct{}{}, err
			}
			return struct{}{}, nil
		}
	}
	return out
}()...)

// Catalog describes every strategy strategies.New builds (but the families other packages
// register, htp:COMMAND), in a fixed order.
func Catalog() []Info { return slices.Clone(infos) }

// Lookup returns the description of the strategy a player name refers to ("moves:c5,b7"
// refers to "moves:LIST"), or an error as strategies.New gives one.
func Lookup(name string) (Info, error) {
	e, _, err := checked.Find(name)
	return e.Info, err
}

// Check returns the error strategies.New would give for name, without building the bot: an
// unknown name, or a family's argument that does not read (moves:LIST).
func Check(name string) error {
	_, err := checked.Build(name, struct{}{})
	return err
}

// RuleText returns the paper's text of rule label of the strategy that player names, or "" if
// there is none.
func RuleText(player, label string) string {
	info, err := Lookup(player)
	if err != nil || label == "" {
		return ""
	}
	return info.Rules[label]
}

// Ponders reports whether the strategy name thinks on its opponent's time when it is kept
// from one move to the next (Info.Ponders).
func Ponders(name string) bool {
	info, err := Lookup(name)
	return err == nil && info.Ponders
}

// ScriptedMoves reads the list of a scripted player, moves:LIST, a comma-separated list of
// moves such as "c5,b7,swap": each item a cell name or "swap" (whether the cell is on the
// board and empty is the game's to say, when the move is played).
func ScriptedMoves(list string) ([]string, error) {

	if strings.TrimSpace(list) == "" {
		return nil, errors.New("the list of moves is empty; expected moves:CELL,CELL,... such as moves:c5,b7")
	}
	parts := strings.Split(list, ",")
	items := make([]string, len(parts))
	for i, part := range parts {
		item := strings.TrimSpace(part)
		if item != core.SwapName && item != "swap-pieces" {
			if _, _, err := core.ParseCoords(item); err != nil {
				return nil, fmt.Errorf("listed move %d: %w", i+1, err)
			}
		}
		items[i] = item
	}
	return items, nil
}
