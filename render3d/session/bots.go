package session

import (
	"fmt"

	"github.com/hexlab/hexlab/strategies/truncbot"
)

// Tick is called once a frame. It plays the bot's move if its answer has come (with the
// rule label the bot gave it), and asks the bot to move through the Runner when a bot is to
// move in a game that goes on and none is working. If the game changed after the question
// (undo, a new game), the answer is dropped. Bots wait while there are moves to redo (see
// Branch).
func (s *Session) Tick() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if resp, ok := s.bots.Answer(); ok {
		s.answered(resp)
	} else if s.bots.Busy() {
		return
	}
	if s.botsMayMove() {
		s.bots.Ask(s.request())
		s.generation++ // the status line says the bot is thinking
	}
}

// answered plays a bot's answer, or keeps its error for the status line.
func (s *Session) answered(resp truncbot.Response) {
	p := s.game.ToMove()
	c, err := truncbot.ChoiceOf(resp, s.game.Board())
	if err == nil {
		if err = s.game.PlayRule(c.Move, c.Rule); err != nil {
			err = fmt.Errorf("%s chose %s: %w", s.cfg.Player(p), s.game.Board().MoveName(c.Move), err)
		}
	}
	if err != nil {
		s.botErr = err
		s.generation++
		return
	}
	s.changed()
}

// botsMayMove reports whether the bot to move should be asked now: a bot is to move in a game
// that goes on, it has not failed, and there is nothing to redo.
func (s *Session) botsMayMove() bool {
	return s.botErr == nil && !s.game.Over() && s.cfg.IsBot(s.game.ToMove()) && !s.game.CanRedo()
}

// request is the question to the bot to move about the game as it is.
func (s *Session) request() truncbot.Request {
	p := s.game.ToMove()
	return truncbot.Request{
		ID:          s.generation,
		Player:      s.cfg.Player(p),
		Seed:        truncbot.SeedFor(s.cfg.Seed, p),
		ThinkMillis: s.cfg.Think.Milliseconds(),
		Game:        s.game.Record(),
	}
}

// Thinking reports whether a bot is working on a move.
func (s *Session) Thinking() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bots.Busy()
}

// BotError returns why the bot to move could not move, or nil. Undo, a new game or Retry
// clear it.
func (s *Session) BotError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.botErr
}

// Retry clears the bot's error, so that the next Update asks it again (after the bot worker
// failed to load, say). It reports whether there was an error.
func (s *Session) Retry() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.botErr == nil {
		return false
	}
	s.botErr = nil
	s.generation++
	return true
}
