package session

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/seed"
)

// Tick is called once a frame. It plays a bot's move that is ready, and asks the bot to move
// (through the session's Runner) when a bot is to move and none is working. The bot works on
// a record of the game, away from the frame loop, so a slow one never blocks it; if the game
// changes meanwhile (undo, new game), its answer is dropped. It also collects a hint that is
// ready.
func (s *Session) Tick() {
	s.notify(s.tick)
}

// tick is Tick with the lock held; it reports whether anything changed.
func (s *Session) tick() bool {
	changed := s.collectHint()
	if s.tickInferior() {
		changed = true
	}
	if s.tickAnalyse() {
		changed = true
	}
	if s.tickStory() {
		changed = true
	}
	if resp, ok := s.bots.Answer(); ok {
		s.answered(resp)
		changed = true
	} else if s.bots.Busy() {
		return changed
	}
	if s.botsMayMove() {
		s.bots.Ask(s.request(s.game.ToMove())) // Thinking says so; nothing else changed
	}
	s.tickPonder()
	return changed
}

// answered plays a bot's answer, or keeps its error for the status line.
func (s *Session) answered(resp botreq.Response) {
	p := s.game.ToMove()
	m, rule, err := botreq.Read(resp, s.board.ParseMove)
	if err != nil {
		s.botErr = err
		return
	}
	if err := s.game.PlayRule(m, rule); err != nil {
		s.botErr = fmt.Errorf("%s chose %s: %w", s.cfg.Player(p), s.board.MoveName(m), err)
		return
	}
	s.changed()
}

// botsMayMove reports whether the bot to move should be asked for its move now: a bot is to
// move in a game that goes on, it has not failed, and nobody is stepping through moves that
// were taken back (a bot waits while the game is reviewed, until Branch).
func (s *Session) botsMayMove() bool {
	return s.botErr == nil && !s.over() && s.isBot(s.game.ToMove()) && (!s.game.CanRedo() || s.playOn == s.gen) && !s.cfg.Readonly
}

// request is the question to the bot that plays p, about the game as it is.
func (s *Session) request(p core.Player) botreq.Request {
	return botreq.Request{
		ID:          s.gen,
		Player:      s.cfg.Player(p),
		Seed:        seed.ForPlayer(s.cfg.Seed, uint64(p)), // strategies.SeedFor
		ThinkMillis: s.cfg.Think.Milliseconds(),
		Game:        s.game.LineRecord(),
	}
}

// isBot reports whether a bot plays p.
func (s *Session) isBot(p core.Player) bool {
	return p != core.NoPlayer && s.cfg.Player(p) != Human
}

// Thinking reports whether a bot is working on a move.
func (s *Session) Thinking() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.bots.Busy()
}

// BotMoving reports whether a bot's move is under way: the bot works on it (Thinking), or it
// is to be asked for it at the next Tick. The status line says the bot thinks from then on,
// so that a screen which shows the move before also shows the bot thinking, and need not
// change again while it does (the app asks the bot once its screen is still).
func (s *Session) BotMoving() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.botMoving()
}

// botMoving is BotMoving with the lock held.
func (s *Session) botMoving() bool { return s.bots.Busy() || s.botsMayMove() }

// Retry clears the bot's error, so that the next Tick asks it again (after the bot worker
// failed to load, say). It reports whether there was an error.
func (s *Session) Retry() bool {
	return s.notify(func() bool {
		if s.botErr == nil {
			return false
		}
		s.botErr = nil
		return true
	})
}

// BotError returns why the bot to move could not move, or nil.
func (s *Session) BotError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.botErr
}
