package session

import "fmt"

// Tick is called once a frame. It plays a bot's move that is ready, and starts the bot to move
// when a bot is to move and none is working. The bot works on a copy of the game in its own
// goroutine, so a slow one never blocks the frame loop; if the game changes meanwhile (undo,
// new game), its answer is dropped.
func (s *Session) Tick() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.job != nil {
		select {
		case a := <-s.job:
			s.job = nil
			if a.err != nil {
				s.botErr = a.err
			} else if err := s.game.PlayRule(a.choice.Move, a.choice.Rule); err != nil {
				s.botErr = fmt.Errorf("%s chose %s: %w", s.cfg.Player(s.game.ToMove()), s.game.Board().MoveName(a.choice.Move), err)
			} else {
				s.changed()
			}
		default:
			return
		}
	}
	if s.botErr != nil || s.game.Over() {
		return
	}
	bot := s.bots[s.game.ToMove()]
	if bot == nil {
		return
	}
	job := make(chan answer, 1) // buffered: a dropped job's goroutine never blocks
	s.job = job
	g := s.game.Clone()
	go func() {
		c, err := bot.Choose(g)
		job <- answer{c, err}
	}()
}

// Thinking reports whether a bot is working on a move.
func (s *Session) Thinking() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.job != nil
}

// BotError returns why the bot to move could not move, or nil.
func (s *Session) BotError() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.botErr
}
