package catalog

import "strconv"

// Level is a named strength of the engine, for people choosing an opponent: a playout
// budget, the solver's knowledge on or off, and for the weakest a move drawn among the ones
// the search liked. Each level's budget is a number of playouts, so that it plays the same on
// every machine, only slower on a slow one.
type Level struct {
	Name string
	// Strength is the measured line `hexlab strategies` and the new-game dialog show.
	Strength string
	// Playouts is the budget of each move.
	Playouts int
	// NoKnowledge turns the solver's knowledge off (engine.Options.NoKnowledge).
	NoKnowledge bool
	// Temperature draws the move among the searched ones (engine.Options.Temperature).
	Temperature float64
	// PageSeconds is the time a move takes at most in the board page (the worker, as
	// WebAssembly) on hex:9x9 and hex:11x11, measured in headless Chromium on the project's
	// machine (e2e TestLevelTimes, docs/engine.md) and rounded up: the level's promise, in
	// its description. Natively a move takes about half as long.
	PageSeconds float64
}

// Levels are the engine's named levels, weakest first. Their strength lines are measured
// (docs/engine.md, "Levels"): each level against the one before it (beginner against mc), 40
// games on hex:11x11 from random starts (two stones of each player drawn from each game's
// seed: arena.Handicap), each start played with each level on each side and each moving
// first. From the empty board the first move decides nearly every game between the two
// strongest, so games from there do not tell them apart.
var Levels = []Level{
	{Name: "beginner", Playouts: 1000, NoKnowledge: true, Temperature: 0.5, PageSeconds: 1,
		Strength: "level 1 of 4: beats mc 25 in 40"},
	{Name: "club", Playouts: 3000, NoKnowledge: true, PageSeconds: 1.5,
		Strength: "level 2 of 4: beats beginner 37 in 40"},
	{Name: "strong", Playouts: 20000, PageSeconds: 3,
		Strength: "level 3 of 4: beats club 36 in 40"},
	{Name: "strongest", Playouts: 100000, PageSeconds: 12,
		Strength: "level 4 of 4: beats strong 27 in 40"},
}

// levelInfos describe the levels, weakest first.
func levelInfos() []Info {
	var out []Info
	for _, l := range Levels {
		out = append(out, Info{
			Name: l.Name,
			Description: "the engine (mcts) at a fixed budget of " + thousands(l.Playouts) + " playouts a move, up to " +
				strconv.FormatFloat(l.PageSeconds, 'g', -1, 64) + " s a move in the browser",
			Strength: l.Strength,
			Boards:   "any board",
			Fits:     anyBoard,
			Rules:    MCTSRules,
			Ponders:  true,
		})
	}
	return out
}

// thousands writes n with commas between its groups of three digits: 20,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
