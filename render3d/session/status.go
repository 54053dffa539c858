package session

import (
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
)

// Status is the status line: whose turn it is and who plays them ("White to move", "Gray
// (mcts) is thinking…"), a bot that cannot move, the bots waiting while moves are taken
// back, or who won and how ("Black wins: borders AD, BC", or, when the game ends before the
// borders close, that every way of filling the last cells gives the same winner).
func (s *Session) Status() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.game
	if g.Over() {
		w := title(g.Winner().String())
		if pairing := g.Position().Pairing(); pairing != trunc.NoPairing {
			return fmt.Sprintf("%s wins: borders %s", w, strings.ReplaceAll(pairing.String(), " ", ", "))
		}
		n := g.Position().NumEmpty()
		cells := "cells"
		if n == 1 {
			cells = "cell"
		}
		return fmt.Sprintf("%s wins: every way of filling the %d empty %s pairs the borders %s", w, n, cells,
			strings.ReplaceAll(trunc.PairingOf(g.Winner()).String(), " ", ", "))
	}
	p := g.ToMove()
	who := title(p.String())
	if s.cfg.IsBot(p) {
		who += " (" + s.cfg.Player(p) + ")"
	}
	switch {
	case s.botErr != nil:
		return fmt.Sprintf("%s cannot move: %v", who, s.botErr)
	case s.job != nil:
		return who + " is thinking…"
	case s.cfg.IsBot(p) && g.CanRedo():
		return who + " to move, waiting while moves are taken back (redo them, or resume)"
	}
	return who + " to move"
}

// title returns s with its first letter in upper case.
func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
