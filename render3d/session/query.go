package session

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
)

// Query returns the URL parameters that open exactly this game with ParseQuery and New: the
// board (with +variant), the turn order when it is not the default, the three players, the
// thinking time, the seed (so that the bots answer the same way) and the moves on the board.
// Moves taken back (the redo list) are not part of it; Save keeps them.
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
	if moves := s.game.Moves(); len(moves) > 0 {
		q.Set("moves", s.game.Board().FormatMoveList(moves))
	}
	return q
}

// Permalink returns Query as a query string without the leading "?", in the order of
// Params, leaving the characters of board specs and move lists (":", "+", ",", ";", "=" in a
// value) as they are so that the link stays readable. ParseRawQuery reads it back.
func (s *Session) Permalink() string { return Encode(s.Query()) }

// Encode writes values as a query string, the parameters of Params first and in their order,
// escaping only what a query value must not contain ("&", "#", "%", spaces and the like).
// ParseRawQuery reads it back.
func Encode(values url.Values) string {
	var parts []string
	add := func(name string) {
		for _, v := range values[name] {
			parts = append(parts, escape(name, "")+"="+escape(v, "="))
		}
	}
	for _, p := range Params {
		add(p.Name)
	}
	var others []string
	for name := range values {
		if !IsParam(name) {
			others = append(others, name)
		}
	}
	slices.Sort(others)
	for _, name := range others {
		add(name)
	}
	return strings.Join(parts, "&")
}

// escape percent-escapes s for a query string, leaving letters, digits, "-._~:+,;" and the
// characters of keep as they are.
func escape(s, keep string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~:+,;", c) >= 0 || strings.IndexByte(keep, c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// ParseRawQuery reads a query string ("board=trunc:3+variant&moves=0,0,0;1,1,-1", with or
// without the leading "?") into values for ParseQuery. Unlike url.ParseQuery it keeps "+" as
// a plus sign (board specs use it and people type them as they are) and ";" as part of a
// value (move lists use it); "%" escapes are decoded as usual.
func ParseRawQuery(raw string) (url.Values, error) {
	values := url.Values{}
	for _, part := range strings.Split(strings.TrimPrefix(raw, "?"), "&") {
		if part == "" {
			continue
		}
		rawName, rawValue, _ := strings.Cut(part, "=")
		name, err := url.PathUnescape(rawName)
		if err != nil {
			return nil, fmt.Errorf("address: bad %%-escape in the parameter name %q", rawName)
		}
		value, err := url.PathUnescape(rawValue)
		if err != nil {
			return nil, &ParamError{name, rawValue, fmt.Errorf("bad %%-escape in the value")}
		}
		values[name] = append(values[name], value)
	}
	return values, nil
}
