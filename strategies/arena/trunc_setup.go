package arena

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
)

// TruncSetup is what a Trunc arena plays, as its JSON says it: the board, the turn order, the
// seats' strategies (in the order of trunc.Players), the games and seeds, the rotation and
// the bots' budgets. It opens the arena's JSON, so that a run stopped, or cut off by a kill,
// can be played to its end from its file alone (ReadTruncJSON, TruncConfig.Done).
type TruncSetup struct {
	Board   string   `json:"board"`
	Order   []string `json:"order"`
	Players []string `json:"players"`
	Games   int      `json:"games"`
	Seed    uint64   `json:"seed"`
	Rotate  bool     `json:"rotate"`
	// Think is mcts's thinking time a move ("1.5s"; none: its playout budget), Playouts
	// its playouts a move without one (0: its default).
	Think    string `json:"think,omitempty"`
	Playouts int    `json:"playouts,omitempty"`
}

// Setup returns c's setup, as its JSON gives it.
func (c TruncConfig) Setup() TruncSetup {
	s := TruncSetup{Board: c.Spec.String(), Players: c.Players[:], Games: c.Games, Seed: c.Seed, Rotate: c.Rotate, Playouts: c.Settings.Playouts}
	order := c.Options.Order
	if order == ([3]trunc.Player{}) {
		order = trunc.DefaultOrder
	}
	for _, p := range order {
		s.Order = append(s.Order, p.String())
	}
	if c.Settings.Think > 0 {
		s.Think = c.Settings.Think.String()
	}
	return s
}

// Config returns the arena s describes, or what is wrong with s.
func (s TruncSetup) Config() (TruncConfig, error) {
	var c TruncConfig
	var err error
	if c.Spec, err = trunc.ParseSpec(s.Board); err != nil {
		return c, err
	}
	if len(s.Order) != 3 {
		return c, fmt.Errorf("order %q: expected white, gray and black, each once", s.Order)
	}
	for i, name := range s.Order {
		if c.Options.Order[i], err = trunc.ParsePlayer(name); err != nil {
			return c, fmt.Errorf("order %q: %v", s.Order, err)
		}
	}
	if len(s.Players) != 3 {
		return c, fmt.Errorf("players %q: expected White's, Gray's and Black's strategies", s.Players)
	}
	copy(c.Players[:], s.Players)
	c.Games, c.Seed, c.Rotate = s.Games, s.Seed, s.Rotate
	if s.Think != "" {
		if c.Settings.Think, err = time.ParseDuration(s.Think); err != nil || c.Settings.Think <= 0 {
			return c, fmt.Errorf("think %q: expected a positive duration such as 1.5s", s.Think)
		}
	}
	if s.Playouts < 0 {
		return c, fmt.Errorf("playouts %d: expected a positive number (or none, for mcts's own)", s.Playouts)
	}
	c.Settings.Playouts = s.Playouts
	return c, c.check()
}

// ReadTruncJSON reads a Trunc arena's JSON (`hexlab trunc arena --json`), whole, stopped
// (partial) or cut off anywhere after its setup (a run killed outright, its output streamed
// to a file): the arena it played, and its finished games in order, read one at a time from r
// as the sequence is ranged over (the complete ones before a cut; a file with more games than
// its setup, or a value of more than MaxJSONValue bytes, ends it with an error). Give them to RunTrunc as the
// config's Done to play the rest. A file cut off before its setup is whole, or not an
// arena's JSON, is an error.
func ReadTruncJSON(r io.Reader) (TruncConfig, iter.Seq2[TruncGame, error], error) {
	br := &boundedReader{r: r, allowed: MaxJSONValue}
	dec := json.NewDecoder(br)
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return TruncConfig{}, nil, errors.New("not a Trunc arena's JSON: expected an object")
	}
	var s TruncSetup
	fields := map[string]any{"board": &s.Board, "order": &s.Order, "players": &s.Players, "games": &s.Games,
		"seed": &s.Seed, "rotate": &s.Rotate, "think": &s.Think, "playouts": &s.Playouts}
	games := false
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return TruncConfig{}, nil, fmt.Errorf("cut off before the games: %w", err)
		}
		key, _ := tok.(string)
		if key == "results" {
			games = true
			break
		}
		field, known := fields[key]
		if !known {
			var skip json.RawMessage
			field = &skip
		}
		br.allow(dec.InputOffset())
		if err := dec.Decode(field); br.over {
			return TruncConfig{}, nil, fmt.Errorf("%q: a value of more than %d bytes", key, MaxJSONValue)
		} else if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return TruncConfig{}, nil, errors.New("cut off in its setup, before any game")
		} else if err != nil {
			return TruncConfig{}, nil, fmt.Errorf("%q: %w", key, err)
		}
	}
	if !games {
		// The setup comes before the games: without them it may be cut off (in a number,
		// even, which reads as a smaller one).
		return TruncConfig{}, nil, errors.New("cut off in its setup, before any game, or not a Trunc arena's JSON (no games)")
	}
	if s.Board == "" || s.Games == 0 {
		return TruncConfig{}, nil, errors.New("no setup before the games (board, players, games...): a file written before `hexlab trunc arena` could resume, or not one of its files")
	}
	c, err := s.Config()
	if err != nil {
		return c, nil, fmt.Errorf("the setup: %w", err)
	}
	seq := func(yield func(TruncGame, error) bool) {
		if tok, err := dec.Token(); err != nil || tok != json.Delim('[') {
			return
		}
		for n := 0; dec.More(); n++ {
			var g TruncGame
			br.allow(dec.InputOffset())
			if err := dec.Decode(&g); err != nil {
				if br.over {
					yield(TruncGame{}, fmt.Errorf("game %d is longer than %d bytes", n+1, MaxJSONValue))
				}
				return // cut off in the middle of a game: the games before it stand
			}
			if n == c.Games {
				yield(TruncGame{}, fmt.Errorf("more than the %d games of the setup", c.Games))
				return
			}
			if !yield(g, nil) {
				return
			}
		}
	}
	return c, seq, nil
}
