package session

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
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

// Inferior returns the inferior cells of the position on the board, for the player to move,
// when the setting shows them (ok is false otherwise, and once the game is over). The analysis
// is worked out once a position, when first asked for (a few milliseconds on large boards).
func (s *Session) Inferior() (r inferior.Result, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.cfg.Inferior || s.over() {
		return inferior.Result{}, false
	}
	if s.inferior == nil || s.inferiorGen != s.gen {
		res, err := inferior.Analyze(s.game.Position(), s.game.ToMove())
		if err != nil {
			return inferior.Result{}, false
		}
		s.inferior, s.inferiorGen = &res, s.gen
	}
	return *s.inferior, true
}

// InferiorText says in words why cell c is inferior in r ("dead: no winning path of either
// player can use it"), or "" if it is not.
func InferiorText(b *core.Board, r inferior.Result, c core.Cell) string {
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
	case inferior.Dead:
		return "dead: no winning path of either player can use it, so a move there is as good as a pass"
	case inferior.Captured:
		return "captured by " + why.By.String() + " with " + name(0) + ": if " + why.By.Opponent().String() + " plays one, " + why.By.String() + " takes the other and keeps the connection, so both count as " + why.By.String() + "'s"
	case inferior.Vulnerable:
		return "vulnerable: " + why.By.Opponent().String() + "'s answer at " + name(0) + " would make a " + why.By.String() + " stone here dead, so the move can be skipped"
	case inferior.CapturedReversible:
		return "captured-reversible: " + why.By.Opponent().String() + "'s answer at " + name(0) + " would make this cell " + why.By.String() + "'s fill-in, so the move can be skipped"
	case inferior.StarDominated:
		return "star-dominated by " + name(0) + ": " + why.By.String() + "'s move there closes a region both players could take first, and this cell is not one the opponent needs to take it, so that move is at least as good"
	case inferior.Dominated:
		return "dominated by " + name(0) + ": " + why.By.String() + "'s move there makes this cell " + why.By.String() + "'s anyway, so it is at least as good"
	}
	return ""
}
