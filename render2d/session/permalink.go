package session

import (
	"net/url"
	"strconv"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/urlparam"
)

// Query returns the URL parameters that open this session's state with Parse: the board
// (with +reverse), who moves first, the swap rule, the setup position, the players, the main
// line of the game (the moves taken back too), the line shown when it leaves the main line
// (variation=K:LIST), with at= saying how many of its moves are on the board, a resignation,
// the seed (so that bots answer the same way), the thinking time, the view, and the embedding
// settings ui and readonly. Defaults are left out, except the seed. The other variations and
// the notes are not in it: Save keeps them.
func (s *Session) Query() url.Values {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.cfg
	q := url.Values{}
	q.Set("board", c.Spec.String())
	if c.First != core.Red {
		q.Set("first", c.First.String())
	}
	if c.Swap {
		q.Set("swap", "1")
	}
	if len(c.Setup) > 0 {
		q.Set("setup", core.FormatSetup(s.board, c.Setup))
	}
	if c.Red != Human {
		q.Set("red", c.Red)
	}
	if c.Blue != Human {
		q.Set("blue", c.Blue)
	}
	main, variation, at := lineOf(s.game)
	if len(main) > 0 {
		q.Set("moves", core.FormatMoveList(s.board, main))
	}
	if v := variation.format(s.board); v != "" {
		q.Set("variation", v)
	}
	if at < len(s.game.Turns())+len(s.game.Ahead()) {
		q.Set("at", strconv.Itoa(at))
	}
	if s.resigned != core.NoPlayer {
		q.Set("resigned", s.resigned.String())
	}
	q.Set("seed", strconv.FormatUint(c.Seed, 10))
	if t := FormatThink(c.Think); t != "" {
		q.Set("think", t)
	}
	for name, vs := range c.View.Query(c.Spec) {
		q[name] = vs
	}
	if c.UI != "" && c.UI != UIFull {
		q.Set("ui", c.UI)
	}
	if c.Readonly {
		q.Set("readonly", "1")
	}
	if c.Inferior {
		q.Set("inferior", "1")
	}
	if c.Puzzle {
		q.Set("puzzle", "1")
	}
	if c.Story {
		q.Set("story", "1")
	}
	if c.Analyse > 0 {
		q.Set("analyse", FormatThink(c.Analyse))
	}
	return q
}

// Permalink returns Query as a query string without the leading "?", in the order of Params
// and ViewParams, with the characters that board specs, move lists and pans use (":", "+",
// ",") left as they are so that the link stays readable. ParseQuery reads it back.
func (s *Session) Permalink() string {
	return Encode(s.Query())
}

// Encode writes values as a query string in the order of Params and ViewParams (other names
// after them, sorted), escaping only what must be escaped (see urlparam.Encode): ParseQuery
// reads it back, keeping "+" as a plus sign.
func Encode(values url.Values) string {
	var names []string
	for _, p := range allParams() {
		names = append(names, p.Name)
	}
	return urlparam.Encode(values, names)
}
