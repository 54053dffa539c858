package session

import (
	"fmt"
	"net/url"
	"slices"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/play"
)

// StorageKey names the saved game: the browser's localStorage key, and on the desktop the file
// name (with ".json") under os.UserConfigDir()/hexlab/.
const StorageKey = "hexlab.trunc.game"

// Save returns the session's state as JSON to keep in storage, for Restore: the permalink
// (every move, the ones taken back too) and the moves' rule labels (play.Save).
func (s *Session) Save() []byte {
	q := s.Permalink()
	s.mu.Lock()
	defer s.mu.Unlock()
	return play.SaveTurns(q, append(slices.Clip(s.game.Turns()), s.game.Ahead()...), func(t trunc.Turn) string { return t.Rule })
}

// Restore reads data that Save wrote and returns the settings it holds, moves and rule labels
// included (for New). Data that is not a saved game, of another version, or that does not
// describe a legal game is an error that says what is wrong. A save of the first Trunc app
// (its moves taken back in a list of their own) still comes back.
func Restore(data []byte) (Config, error) {
	sv, err := play.ReadSaved(data)
	if err != nil {
		return Config{}, err
	}
	values, err := ParseQuery(sv.Query)
	if err != nil {
		return Config{}, fmt.Errorf("the saved game: %w", err)
	}
	if _, ok := values["seed"]; !ok {
		return Config{}, fmt.Errorf("the saved game has no seed")
	}
	c, err := Parse(values)
	if err != nil {
		return Config{}, fmt.Errorf("the saved game: %w", err)
	}
	if len(sv.Rules) > len(c.Moves) {
		return Config{}, fmt.Errorf("the saved game has %d rule labels for %d moves", len(sv.Rules), len(c.Moves))
	}
	c.Rules = sv.Rules
	if len(sv.Redo) > 0 {
		if c.At != len(c.Moves) {
			return Config{}, fmt.Errorf("the saved game has moves to redo twice: in its query and in a list")
		}
		b, _ := trunc.NewBoard(c.Spec) // Parse checked the spec
		c.Rules = append(c.Rules, make([]string, len(c.Moves)-len(c.Rules))...)
		for i, t := range sv.Redo {
			m, err := b.ParseMove(t.Move)
			if err != nil {
				return Config{}, fmt.Errorf("the saved game: redo move %d: %w", i+1, err)
			}
			c.Moves, c.Rules = append(c.Moves, m), append(c.Rules, t.Rule)
		}
	}
	if _, err := newGame(c); err != nil {
		return Config{}, fmt.Errorf("the saved game: %w", err)
	}
	return c, nil
}

// Start opens the session the app starts with, from its settings (the page's URL parameters
// or the desktop's flags) and the saved game (nil if none):
//
//   - bad settings are an error, and nothing runs;
//   - without settings, the saved game comes back;
//   - settings that name the saved game itself (a reload of the page, whose address is the
//     game's permalink) bring it back too, with the moves' rule labels the address leaves out,
//     shown as the settings say;
//   - other settings open their game;
//   - a saved game that cannot be restored is reported in note and ignored.
//
// The session asks its bots through GoRunner; a page calls SetRunner.
func Start(values url.Values, saved []byte) (s *Session, note string, err error) {
	if len(values) == 0 && saved != nil {
		cfg, rerr := Restore(saved)
		if rerr == nil {
			s, nerr := New(cfg)
			if nerr == nil {
				return s, "", nil
			}
			rerr = nerr
		}
		note = "The saved game could not be restored: " + rerr.Error()
	}
	cfg, err := Parse(values)
	if err != nil {
		return nil, "", err
	}
	if s, err = New(cfg); err != nil {
		return nil, "", err
	}
	if len(values) > 0 && saved != nil {
		if restored, rerr := Restore(saved); rerr == nil {
			restored.View = cfg.View // the same game, whatever the view
			if rs, nerr := New(restored); nerr == nil && rs.Permalink() == s.Permalink() {
				return rs, note, nil
			}
		}
	}
	return s, note, nil
}
