package session

import "github.com/hexlab/hexlab/core/trunc"

// CanUndo reports whether Undo would take back a move.
func (s *Session) CanUndo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.canStep((*trunc.Game).Undo, (*trunc.Game).Redo)
}

// CanRedo reports whether Redo would play a move again.
func (s *Session) CanRedo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.CanRedo()
}

// Undo takes back the last move and, when a human plays, the bots' moves before it too, so
// that a human is to move again (the bots' opening moves, before a human's first turn, stay:
// the bots would play them again). With bots only it takes back one move, and the bots wait
// until the moves are redone or Resume is called. It reports whether anything changed.
func (s *Session) Undo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.step((*trunc.Game).Undo, (*trunc.Game).Redo) {
		return false
	}
	s.changed()
	return true
}

// Redo plays again the last move taken back and, when a human plays, the bots' moves after
// it up to a human's turn. It reports whether anything changed.
func (s *Session) Redo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.step((*trunc.Game).Redo, nil) {
		return false
	}
	s.changed()
	return true
}

// step applies move (Undo or Redo) once and then, when a human plays, again while a bot is
// to move, so that it stops at a human's turn. When move can go no further before that, it
// stops there if back is nil (Redo: the bot will move), or else goes back with back and
// reports false (Undo: only the bots' opening moves were left).
func (s *Session) step(move, back func(*trunc.Game) bool) bool {
	if !move(s.game) {
		return false
	}
	if !s.humanPlays() {
		return true
	}
	for n := 1; s.cfg.IsBot(s.game.ToMove()) && !s.game.Over(); n++ {
		if !move(s.game) {
			if back == nil {
				return true
			}
			for ; n > 0; n-- {
				back(s.game)
			}
			return false
		}
	}
	return true
}

// canStep reports whether step(move, back) would change anything, without changing the game.
func (s *Session) canStep(move, back func(*trunc.Game) bool) bool {
	saved := s.game
	s.game = saved.Clone()
	ok := s.step(move, back)
	s.game = saved
	return ok
}

// humanPlays reports whether a human plays any of the three colours.
func (s *Session) humanPlays() bool {
	for _, p := range trunc.Players {
		if !s.cfg.IsBot(p) {
			return true
		}
	}
	return false
}

// Resume drops the moves taken back (the redo list), so that play goes on from the position
// shown: a bot to move there starts thinking on the next Update. It reports whether there was
// anything to drop.
func (s *Session) Resume() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.game.CanRedo() {
		return false
	}
	turns := s.game.Turns()
	moves, rules := make([]trunc.Move, len(turns)), make([]string, len(turns))
	for i, t := range turns {
		moves[i], rules[i] = t.Move(), t.Rule
	}
	g, err := newGame(s.cfg, moves, rules)
	if err != nil {
		return false
	}
	s.game = g
	s.changed()
	return true
}
