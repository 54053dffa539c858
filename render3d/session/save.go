package session

import (
	"encoding/json"
	"fmt"

	"github.com/hexlab/hexlab/core/trunc"
)

// StorageKey names the saved game: the browser's localStorage key, and on the desktop the file
// name (with ".json") under os.UserConfigDir()/hexlab/.
const StorageKey = "hexlab.trunc.game"

// savedVersion is the version of the saved-game format Save writes.
const savedVersion = 1

// saved is the saved game: the permalink (settings and moves), the rule labels of the moves
// (which a URL does not carry), and the moves taken back, which Redo plays again.
type saved struct {
	Version int         `json:"version"`
	Query   string      `json:"query"`
	Rules   []string    `json:"rules,omitempty"`
	Redo    []savedTurn `json:"redo,omitempty"`
}

// savedTurn is a move taken back: the move as Board.MoveName writes it, and its rule label.
type savedTurn struct {
	Move string `json:"move"`
	Rule string `json:"rule,omitempty"`
}

// Save returns the session's state as JSON to keep in storage, for Restore: everything a
// permalink holds, plus the moves' rule labels and the moves taken back.
func (s *Session) Save() []byte {
	q := s.Permalink()
	s.mu.Lock()
	defer s.mu.Unlock()
	sv := saved{Version: savedVersion, Query: q}
	labelled := false
	for _, t := range s.game.Turns() {
		sv.Rules = append(sv.Rules, t.Rule)
		labelled = labelled || t.Rule != ""
	}
	if !labelled {
		sv.Rules = nil
	}
	for _, t := range s.game.Ahead() {
		sv.Redo = append(sv.Redo, savedTurn{Move: s.game.Board().MoveName(t.Move()), Rule: t.Rule})
	}
	data, _ := json.Marshal(sv)
	return data
}

// Restore starts the session that Save wrote into data, asking its bots through r (nil means
// GoRunner). Data that is not a saved game, of another version, or that does not describe a
// legal game is an error that says what is wrong, and no session starts.
func Restore(data []byte, r Runner) (*Session, error) {
	var sv saved
	if err := json.Unmarshal(data, &sv); err != nil {
		return nil, fmt.Errorf("the saved game is not readable: %v", err)
	}
	if sv.Version != savedVersion {
		return nil, fmt.Errorf("the saved game has version %d; this version reads %d", sv.Version, savedVersion)
	}
	values, err := ParseRawQuery(sv.Query)
	if err != nil {
		return nil, fmt.Errorf("the saved game: %w", err)
	}
	if _, ok := values["seed"]; !ok {
		return nil, fmt.Errorf("the saved game has no seed")
	}
	cfg, moves, err := ParseQuery(values)
	if err != nil {
		return nil, fmt.Errorf("the saved game: %w", err)
	}
	if len(sv.Rules) > len(moves) {
		return nil, fmt.Errorf("the saved game has %d rule labels for %d moves", len(sv.Rules), len(moves))
	}
	b, _ := trunc.NewBoard(cfg.Spec) // ParseQuery checked the spec
	redo := make([]trunc.Turn, len(sv.Redo))
	for i, t := range sv.Redo {
		m, err := b.ParseMove(t.Move)
		if err != nil {
			return nil, fmt.Errorf("the saved game: redo move %d: %w", i+1, err)
		}
		redo[i] = trunc.Turn{Cell: m.Cell, Colour: m.Colour, Rule: t.Rule}
	}
	s, err := newSession(cfg, moves, sv.Rules, redo)
	if err != nil {
		return nil, fmt.Errorf("the saved game: %w", err)
	}
	s.SetRunner(r)
	return s, nil
}
