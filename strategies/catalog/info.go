package catalog

import "github.com/hexlab/hexlab/core"

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
	// FitsMember, for a family whose members fit different boards by their argument (the
	// engine with the embedded network and with a network of one's own), is Fits for the
	// member arg names: strategies.Lookup makes it that member's Fits. Nil: Fits for all.
	FitsMember func(arg string, spec core.Spec, player core.Player) error
	// Rules gives, for each rule label the strategy puts on its moves,
	// the rule's text from the paper (e.g. "12" -> "cover rings R(j-2, j)"),
	// so that a student can follow the strategy. Empty for strategies
	// without rules.
	Rules map[string]string
	// Paper marks a strategy written from a paper's rules for boards of its own (gardner,
	// alpern-beck, 3xn, vandenbroek, fitzgerald, rex-pairing, rex-opening): on those boards the
	// page's hints come from it, so that a student can follow the paper's rules.
	Paper bool
	// Thinks is true for a strategy that uses strategies.Settings.Think (a search
	// with a time budget); the others answer at once.
	Thinks bool
	// Ponders is true for a strategy that thinks on its opponent's time when it is kept from
	// one move to the next (strategies.Ponderer, strategies.Keeper): the tree search and its
	// levels.
	Ponders bool
}

// Naming says how the strategy is named and whether the name is a family's (registry.Described).
func (i Info) Naming() (string, bool) { return i.Name, i.Family }

// HTPPrefix starts the name of an external engine spoken to over HTP:
// "htp:COMMAND" (HTP, in native builds only).
const HTPPrefix = "htp:"

// ScriptedPrefix starts the name of a scripted player: "moves:c5,b7,...".
const ScriptedPrefix = "moves:"
