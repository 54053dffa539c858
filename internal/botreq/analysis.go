package botreq

import "github.com/hexlab/hexlab/core"

// Analysis is what every request for the analysis of a game's position starts with (the
// inferior cells', the solver's, the review's): embedded in the request, its fields are the
// request's own in JSON, {"id":3,"analysis":"inferior","game":{...}}.
type Analysis struct {
	// ID lets the asker match the answer to its question.
	ID uint64 `json:"id"`
	// Kind is what is asked ("inferior", "solve", "story"): how a worker that answers several
	// kinds of request tells them apart (IsAnalysis).
	Kind string `json:"analysis"`
	// Game is the game up to the position analysed, for the player to move there.
	Game core.Record `json:"game"`
}

// NewAnalysis returns the head of a request of kind for g's position.
func NewAnalysis(kind string, g *core.Game) Analysis {
	return Analysis{Kind: kind, Game: g.LineRecord()}
}
