package session

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/play"
)

// CanUndo reports whether Undo would take back a move (or a resignation): it tries on a copy of
// the game.
func (s *Session) CanUndo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cfg.Readonly || s.resigned != core.NoPlayer {
		return !s.cfg.Readonly
	}
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
	return !s.cfg.Readonly && s.game.CanRedo()
}

// Undo takes back a resignation, or else the last move, and against a bot also the bot's
// moves before it, so that a human is to move again (when a human plays at all; a bot's
// opening move stays). It reports whether anything changed. A read-only board has no undo:
// it steps with Prev.
func (s *Session) Undo() bool {
	return s.update(func() bool {
		if s.cfg.Readonly {
			return false
		}
		if s.resigned != core.NoPlayer {
			s.resigned = core.NoPlayer
			return true
		}
		return s.undo()
	})
}

// undo takes back moves to a human's turn (the lock held).
func (s *Session) undo() bool {
	return play.UndoToHuman(s.game.Undo, s.game.Redo, s.botToMove, s.humanPlays())
}

// Redo plays again the last move taken back, and against a bot the bot's moves after it up
// to a human's turn. It reports whether anything changed.
func (s *Session) Redo() bool {
	return s.update(func() bool {
		return !s.cfg.Readonly && play.RedoToHuman(s.game.Redo, s.botToMove, s.humanPlays())
	})
}

// botToMove reports whether the game goes on with a bot to move.
func (s *Session) botToMove() bool { return !s.over() && s.isBot(s.game.ToMove()) }

// humanPlays reports whether a human plays either side.
func (s *Session) humanPlays() bool { return !s.isBot(core.Red) || !s.isBot(core.Blue) }

// Paused reports whether a bot to move waits because the game is being stepped through: there
// are moves taken back ahead (Branch lets the bot play). Never on a read-only board or after a
// resignation.
func (s *Session) Paused() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.CanRedo() && s.playOn != s.gen && s.botToMove() && !s.cfg.Readonly
}

// CanStep reports whether StepTo(step) would change anything: back while there are moves on
// the board (or a resignation to take back), on while there are moves ahead.
func (s *Session) CanStep(step Step) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if step == First || step == Prev {
		return s.game.CanUndo() || s.resigned != core.NoPlayer
	}
	return s.game.CanRedo()
}

// Ply returns how many moves are on the board and how many the game has in all, counting
// the moves taken back that Next and Redo would play again: stepping through a game shows
// move ply of total.
func (s *Session) Ply() (ply, total int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ply = len(s.game.Turns())
	return ply, ply + len(s.game.Ahead())
}

// Step names the moves through the game's move list: to its start, one move back, one move
// on, to its end.
type Step int

// The steps through the move list.
const (
	First Step = iota
	Prev
	Next
	Last
)

// StepTo moves through the game's move list one move at a time (Prev, Next) or to either end
// (First, Last), without dropping anything: the moves ahead stay until a new move is played,
// and bots wait while there are moves ahead. It works on read-only boards too, and takes back
// a resignation on the way back. It reports whether anything changed.
func (s *Session) StepTo(step Step) bool {
	return s.update(func() bool {
		changed := false
		if s.resigned != core.NoPlayer && (step == First || step == Prev) {
			s.resigned, changed = core.NoPlayer, true
			if step == Prev {
				return true
			}
		}
		move := s.game.Redo
		if step == First || step == Prev {
			move = s.game.Undo
		}
		for move() {
			changed = true
			if step == Prev || step == Next {
				break
			}
		}
		return changed
	})
}

// Branch lets play go on from the position shown while stepping through a game: a bot to
// move there starts thinking, and its move starts a variation beside the moves ahead, which
// are kept. It reports whether there were moves ahead.
func (s *Session) Branch() bool {
	return s.update(func() bool {
		if s.cfg.Readonly || !s.game.CanRedo() {
			return false
		}
		s.playOn = s.gen + 1 // the generation this change starts
		return true
	})
}

// GoTo steps through the move list to the position after ply moves (0: the empty board), as
// StepTo does one move at a time. It reports whether anything changed.
func (s *Session) GoTo(ply int) bool {
	return s.update(func() bool {
		changed := false
		if s.resigned != core.NoPlayer && ply < len(s.game.Turns())+len(s.game.Ahead()) {
			s.resigned, changed = core.NoPlayer, true
		}
		for len(s.game.Turns()) > ply && s.game.Undo() {
			changed = true
		}
		for len(s.game.Turns()) < ply && s.game.Redo() {
			changed = true
		}
		return changed
	})
}
