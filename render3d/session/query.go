package session

import (
	"net/url"
	"strconv"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/internal/urlparam"
)

// Query returns the URL parameters that open exactly this game with Parse and New: the board
// (with +variant), the turn order when it is not the default, the three players, the thinking
// time, the seed (so that the bots answer the same way) and every move, the ones taken back
// too, with at= saying how many are on the board. Save adds the moves' rule labels.
func (s *Session) Query() url.Values {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.cfg
	q := url.Values{}
	q.Set("board", c.Spec.String())
	if order := formatOrder(c.order()); order != paramDefault("order") {
		q.Set("order", order)
	}
	for _, p := range trunc.Players {
		q.Set(p.String(), c.Player(p))
	}
	if c.Think > 0 {
		q.Set("think", c.Think.String())
	}
	q.Set("seed", strconv.FormatUint(c.Seed, 10))
	moves := s.game.Moves()
	for _, t := range s.game.Ahead() {
		moves = append(moves, t.Move())
	}
	if len(moves) > 0 {
		q.Set("moves", s.game.Board().FormatMoveList(moves))
	}
	if s.game.CanRedo() {
		q.Set("at", strconv.Itoa(len(s.game.Turns())))
	}
	for name, vs := range ViewValues(c.View) {
		q[name] = vs
	}
	return q
}

// Permalink returns Query as a query string without the leading "?", in the order of
// Params, leaving the characters of board specs and move lists (":", "+", ",", ";", "=" in a
// value) as they are so that the link stays readable. ParseQuery reads it back.
func (s *Session) Permalink() string { return Encode(s.Query()) }

// Encode writes values as a query string, the parameters of Params first and in their order,
// escaping only what must be escaped (see urlparam.Encode). ParseQuery reads it back.
func Encode(values url.Values) string {
	var names []string
	for _, p := range Params {
		names = append(names, p.Name)
	}
	for _, p := range ViewParams {
		names = append(names, p.Name)
	}
	return urlparam.Encode(values, names)
}

// ParseQuery reads a query string ("board=trunc:3+variant&moves=0,0,0;1,1,-1", with or
// without the leading "?") into values for Parse. Unlike url.ParseQuery it keeps "+" as
// a plus sign (board specs use it and people type them as they are) and ";" as part of a
// value (move lists use it); "%" escapes are decoded as usual.
func ParseQuery(raw string) (url.Values, error) { return urlparam.ParseRaw(raw) }
