package session

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/play"
)

// StorageKey names the saved game: the browser's localStorage key, and on the desktop the
// file name (with ".json") under os.UserConfigDir()/hexlab/.
const StorageKey = "hexlab.board.game"

// Save returns the session's state as the data to keep in storage, for Restore: the permalink
// (the main line, the line shown), the main line's rule labels, and the whole game with its
// variations and notes when it has any (play.SaveTree).
func (s *Session) Save() []byte {
	q := s.Permalink()
	s.mu.Lock()
	defer s.mu.Unlock()
	var rules []string
	for _, t := range s.game.MainLine() {
		rules = append(rules, t.Rule)
	}
	var tree []byte
	if s.game.HasTree() {
		tree, _ = json.Marshal(s.game.Record())
	}
	return play.SaveTree(q, rules, tree)
}

// Restore reads data that Save wrote and returns the settings it holds (for New). Data that
// is not a saved game, of another version, or that does not describe a legal game is an
// error that says what is wrong.
func Restore(data []byte) (Config, error) {
	sv, err := play.ReadSaved(data)
	if err != nil {
		return Config{}, err
	}
	if len(sv.Redo) > 0 {
		return Config{}, fmt.Errorf("the saved game has a list of moves to redo, which only the Trunc app wrote")
	}
	values, err := ParseQuery(sv.Query)
	if err != nil {
		return Config{}, fmt.Errorf("the saved game: %w", err)
	}
	c, err := Parse(values)
	if err != nil {
		return Config{}, fmt.Errorf("the saved game: %w", err)
	}
	if len(sv.Rules) > len(c.Moves) {
		return Config{}, fmt.Errorf("the saved game has %d rule labels for %d moves", len(sv.Rules), len(c.Moves))
	}
	c.Rules = sv.Rules
	if len(sv.Tree) > 0 {
		var rec core.Record
		if err := json.Unmarshal(sv.Tree, &rec); err != nil {
			return Config{}, fmt.Errorf("the saved game's tree: %v", err)
		}
		c.Tree = &rec
		if _, err := c.game(); err != nil {
			return Config{}, fmt.Errorf("the saved game: %w", err)
		}
	}
	return c, nil
}

// IsGameQuery reports whether values name the game (any of board, rule, first, swap, red,
// blue, moves, variation, at, resigned, seed, think) rather than only how it is shown (view, flip,
// rotate, pan, ui, readonly).
func IsGameQuery(values url.Values) bool {
	for _, name := range gameParams {
		if _, ok := values[name]; ok {
			return true
		}
	}
	return false
}

// Saves reports whether a page with these settings keeps its game in storage and restores
// it: a full page that is not read-only does; an embedded board (ui=minimal, readonly=1)
// does neither, so that it never takes the place of the person's own game.
func (c Config) Saves() bool {
	return !c.Readonly && c.UI != UIMinimal
}

// Start opens the session a page or the desktop app starts with, from its URL query (or
// flags) and the saved game (nil if none):
//
//   - bad parameters are an error, and nothing runs;
//   - a query that names the game (IsGameQuery) opens that game, and the saved one is left
//     alone until this one changes;
//   - otherwise, on a page that saves (Config.Saves), the saved game is restored, shown with
//     the query's view and settings when it gives any;
//   - a saved game that cannot be restored is reported in note and ignored: the page opens a
//     new game.
func Start(values url.Values, savedData []byte) (s *Session, note string, err error) {
	cfg, err := Parse(values)
	if err != nil {
		return nil, "", err
	}
	if cfg.Saves() && IsGameQuery(values) && len(savedData) > 0 {
		// The page's own address after a reload: the saved game has the moves' rule labels,
		// which an address does not carry.
		if restored, rerr := Restore(savedData); rerr == nil && sameMoves(restored, cfg) {
			cfg.Rules, cfg.Tree = restored.Rules, restored.Tree
		}
	}
	if cfg.Saves() && !IsGameQuery(values) && len(savedData) > 0 {
		if restored, rerr := Restore(savedData); rerr != nil {
			note = rerr.Error() + "; it was ignored and a new game started"
		} else {
			if v, verr := ParseView(values, restored.Spec); verr == nil && hasAny(values, ViewParams) {
				restored.View = v
			}
			s, nerr := New(restored)
			if nerr == nil {
				return s, "", nil
			}
			note = "the saved game: " + nerr.Error() + "; it was ignored and a new game started"
		}
	}
	note = play.Title(note)
	s, err = New(cfg)
	if s != nil {
		s.note = note
	}
	return s, note, err
}

// StartNote returns the note Start gave when it opened the session ("" if none), so that
// the app can show it.
func (s *Session) StartNote() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.note
}

// sameMoves reports whether a and b are the same game so far: board, first player, swap rule
// setup, main line and line shown.
func sameMoves(a, b Config) bool {
	return a.Spec == b.Spec && a.First == b.First && a.Swap == b.Swap && slices.Equal(a.Setup, b.Setup) &&
		slices.Equal(a.Moves, b.Moves) && a.Variation.From == b.Variation.From && slices.Equal(a.Variation.Moves, b.Variation.Moves)
}

// hasAny reports whether values has any of params.
func hasAny(values url.Values, params []Param) bool {
	for _, p := range params {
		if _, ok := values[p.Name]; ok {
			return true
		}
	}
	return false
}
