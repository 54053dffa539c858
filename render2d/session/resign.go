package session

// CanResign reports whether Resign would end the game: it goes on, on a board that is not
// read-only.
func (s *Session) CanResign() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.over() && !s.cfg.Readonly
}

// AskResign is what the Resign button does: a resignation ends the game and cannot be played
// back by mistake, so the first press only asks (the status says to press again) and a second
// press in the same position resigns (Resign). A move, an undo or any other change of the game
// in between withdraws the question. It reports whether the game was resigned.
func (s *Session) AskResign() (bool, error) {
	s.mu.Lock()
	asked := s.resignAsked == s.gen+1
	s.mu.Unlock()
	if asked {
		return true, s.Resign()
	}
	s.mu.Lock()
	switch {
	case s.cfg.Readonly:
		s.mu.Unlock()
		return false, s.Resign() // says why not
	case s.over():
		s.mu.Unlock()
		return false, s.Resign()
	}
	s.resignAsked = s.gen + 1
	s.rev++ // the status asks
	listeners := append([]func(){}, s.listeners...)
	s.mu.Unlock()
	for _, l := range listeners {
		l()
	}
	return false, nil
}

// resignPending reports whether the Resign button waits for its second press (the lock is
// held).
func (s *Session) resignPending() bool { return s.resignAsked == s.gen+1 && !s.over() }
