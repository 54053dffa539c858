package session

import (
	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/play"
)

// CanUndo reports whether Undo would take back a move.
func (s *Session) CanUndo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	saved := s.game
	s.game = saved.Clone()
	ok := s.undo()
	s.game = saved
	return ok
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
// until the moves are redone or Branch is called. It reports whether anything changed.
func (s *Session) Undo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.undo() {
		return false
	}
	s.changed()
	return true
}

func (s *Session) undo() bool {
	return play.UndoToHuman(s.game.Undo, s.game.Redo, s.botToMove, s.humanPlays())
}

// Redo plays again the last move taken back and, when a human plays, the bots' moves after
// it up to a human's turn. It reports whether anything changed.
func (s *Session) Redo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !play.RedoToHuman(s.game.Redo, s.botToMove, s.humanPlays()) {
		return false
	}
	s.changed()
	return true
}

// Paused reports whether a bot to move waits because moves were taken back: it plays once they
// are redone or Branch drops them.
func (s *Session) Paused() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.CanRedo() && s.botToMove()
}

// botToMove reports whether the game goes on with a bot to move.
func (s *Session) botToMove() bool { return !s.game.Over() && s.cfg.IsBot(s.game.ToMove()) }

// humanPlays reports whether a human plays any of the three colours.
func (s *Session) humanPlays() bool {
	for _, p := range trunc.Players {
		if !s.cfg.IsBot(p) {
			return true
		}
	}
	return false
}

// Branch drops the moves taken back (the redo list), so that play goes on from the position
// shown: a bot to move there starts thinking on the next Tick. It reports whether there was
// anything to drop.
func (s *Session) Branch() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.game.Branch() {
		return false
	}
	s.changed()
	return true
}
