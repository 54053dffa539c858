package session

import (
	"errors"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/inferiorreq"
	"github.com/hexlab/hexlab/play"
)

// SetInferior shows or hides the inferior cells (the inferior=1 setting): the dead, captured,
// vulnerable and dominated cells of the position, for the player to move. It reports whether
// the setting changed.
func (s *Session) SetInferior(on bool) bool {
	return s.notify(func() bool {
		if s.cfg.Inferior == on {
			return false
		}
		s.cfg.Inferior = on
		return true
	})
}

// InferiorRunner works out the analysis of a position away from the frame loop, as a Runner
// does a bot's move: in a goroutine on the desktop (inferiorreq.Go), in the bot worker on the
// page, where even a 32x32 board does not hold up a frame.
type InferiorRunner = play.Runner[inferiorreq.Request, inferiorreq.Response]

// SetInferiorRunner makes the session ask for its analyses through r (nil restores the
// default, Thinkers.Inferior).
func (s *Session) SetInferiorRunner(r InferiorRunner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = defaults().Inferior
	}
	s.analysis.SetRunner(r)
}

// Inferior returns the inferior cells of the position on the board, for the player to move,
// when the setting shows them and the analysis has come (ok is false otherwise, and once the
// game is over). Tick asks for the analysis of each new position, once, and collects it.
func (s *Session) Inferior() (r inferiorreq.Result, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.cfg.Inferior || s.over() || s.inferior == nil || s.inferiorGen != s.gen {
		return inferiorreq.Result{}, false
	}
	return *s.inferior, true
}

// InferiorPending reports whether the analysis of the position is being worked out.
func (s *Session) InferiorPending() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.analysis.Busy()
}

// tickInferior is Tick's part for the analysis (the lock held): it collects an analysis that
// has come, and asks for the position's when it is shown and not there. It reports whether
// anything shown changed.
func (s *Session) tickInferior() bool {
	changed := false
	if resp, ok := s.analysis.Answer(); ok {
		r, err := inferiorreq.Result{}, errors.New(resp.Error)
		if resp.Report != nil {
			r, err = resp.Report.Result(s.board)
		}
		if err != nil {
			s.inferiorFailed = s.gen + 1 // not asked again for this position
			return false
		}
		s.inferior, s.inferiorGen = &r, s.gen
		changed = true
	} else if s.analysis.Busy() {
		return false
	}
	fresh := s.inferior != nil && s.inferiorGen == s.gen
	if s.cfg.Inferior && !s.over() && !fresh && s.inferiorFailed != s.gen+1 {
		s.analysis.Ask(inferiorreq.NewRequest(s.game))
	}
	return changed
}

// InferiorText says in words why cell c is inferior in r ("dead: no winning path of either
// player can use it"), or "" if it is not.
func InferiorText(b *core.Board, r inferiorreq.Result, c core.Cell) string {
	why, ok := r.Inferior[c]
	if !ok {
		for _, d := range r.Dead {
			if d == c {
				return "dead: no winning path of either player can use it, so a move there changes nothing (but a tempo)"
			}
		}
		return ""
	}
	name := func(i int) string { return b.CellName(why.Cells[i]) }
	switch why.Kind {
	case inferiorreq.Dead:
		return "dead: no winning path of either player can use it, so a move there is as good as a pass"
	case inferiorreq.Captured:
		return "captured by " + why.By.String() + " with " + name(0) + ": if " + why.By.Opponent().String() + " plays one, " + why.By.String() + " takes the other and keeps the connection, so both count as " + why.By.String() + "'s"
	case inferiorreq.PermanentlyInferior:
		return "permanently inferior for " + why.By.String() + ": three of its neighbours in a row are " + why.By.String() + "'s and the others, " + name(0) + ", " + name(1) + " and " + name(2) + ", are shut in, so " + why.By.Opponent().String() + " gains nothing there and it counts as " + why.By.String() + "'s"
	case inferiorreq.Vulnerable:
		return "vulnerable: " + why.By.Opponent().String() + "'s answer at " + name(0) + " would make a " + why.By.String() + " stone here dead, so the move can be skipped"
	case inferiorreq.CapturedReversible:
		return "captured-reversible: " + why.By.Opponent().String() + "'s answer at " + name(0) + " would make this cell " + why.By.String() + "'s fill-in, so the move can be skipped"
	case inferiorreq.StarDominated:
		return "star-dominated by " + name(0) + ": " + why.By.String() + "'s move there closes a region both players could take first, and this cell is not one the opponent needs to take it, so that move is at least as good"
	case inferiorreq.Dominated:
		return "dominated by " + name(0) + ": " + why.By.String() + "'s move there makes this cell " + why.By.String() + "'s anyway, so it is at least as good"
	}
	return ""
}
