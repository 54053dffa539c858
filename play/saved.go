package play

import (
	"encoding/json"
	"fmt"
)

// SavedVersion is the version of the saved-game format both apps write.
const SavedVersion = 1

// Saved is a game kept in storage (the browser's localStorage, a file on the desktop) so that
// it survives a reload or a restart: its permalink (the settings and every move, with how
// many are on the board), and the rule labels of its moves, which an address does not carry.
type Saved struct {
	Version int      `json:"version"`
	Query   string   `json:"query"`
	Rules   []string `json:"rules,omitempty"`
	// Tree is the game's whole record, when it holds more than the query says (variations,
	// notes): the app's JSON record of the game, which it reads back itself.
	Tree json.RawMessage `json:"tree,omitempty"`
	// Redo holds the moves taken back as the first Trunc app kept them, beside a query of the
	// moves on the board only. It is read, so that such a save still comes back, and never
	// written: the query holds those moves now.
	Redo []SavedTurn `json:"redo,omitempty"`
}

// SavedTurn is a move taken back in the first Trunc app's saves: the move in the game's
// notation and its rule label.
type SavedTurn struct {
	Move string `json:"move"`
	Rule string `json:"rule,omitempty"`
}

// Save returns the saved form of a game: its permalink and the rule labels of all its moves,
// taken-back ones included (left out when no move has one).
func Save(query string, rules []string) []byte { return SaveTree(query, rules, nil) }

// SaveTree is Save with the game's whole record (nil when the query says it all).
func SaveTree(query string, rules []string, tree json.RawMessage) []byte {
	sv := Saved{Version: SavedVersion, Query: query, Tree: tree}
	for _, r := range rules {
		if r != "" {
			sv.Rules = rules
			break
		}
	}
	data, _ := json.Marshal(sv)
	return data
}

// SaveTurns is Save for a game whose moves, played and then taken back, are turns, each with
// the rule label label gives.
func SaveTurns[T any](query string, turns []T, label func(T) string) []byte {
	rules := make([]string, len(turns))
	for i, t := range turns {
		rules[i] = label(t)
	}
	return Save(query, rules)
}

// ReadSaved reads a saved game. Data that is not one, or of another version, is an error that
// says so; what the query holds is the app's to check.
func ReadSaved(data []byte) (Saved, error) {
	var sv Saved
	if err := json.Unmarshal(data, &sv); err != nil {
		return Saved{}, fmt.Errorf("the saved game is not readable: %v", err)
	}
	if sv.Version != SavedVersion {
		return Saved{}, fmt.Errorf("the saved game has version %d; this version reads %d", sv.Version, SavedVersion)
	}
	return sv, nil
}
