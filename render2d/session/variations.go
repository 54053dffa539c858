package session

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Variations: a move played where another was played before starts a variation beside it
// (core.Game), and every position may carry a note (a comment, marks). The move list shows
// the line through the position shown; these methods choose among the variations there,
// promote the line shown to the main line, delete a variation, and write the notes.

// Variations returns the moves played from the position shown, one per variation (the main
// line's first), and the index of the one Next and Redo play.
func (s *Session) Variations() (moves []MoveInfo, chosen int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	ply := len(s.game.Turns())
	for _, t := range s.game.Variations() {
		moves = append(moves, s.moveInfo(ply, t, true))
	}
	return moves, s.game.Chosen()
}

// moveInfo describes turn t, move ply+1 of the line (the lock held).
func (s *Session) moveInfo(ply int, t core.Turn, ahead bool) MoveInfo {
	return MoveInfo{
		Ply: ply + 1, Player: t.Player, Name: s.board.MoveName(t.Move),
		Rule: t.Rule, Reason: Reason(s.cfg.Player(t.Player), t.Rule), Ahead: ahead,
	}
}

// ChooseVariation plays the i-th of Variations from the position shown (0: the main line's
// move), as Next does: the move list then shows that line. It reports whether there was one.
func (s *Session) ChooseVariation(i int) bool {
	return s.update(func() bool {
		if s.resigned != core.NoPlayer || !s.game.ChooseVariation(i) {
			return false
		}
		return s.game.Redo()
	})
}

// OnMainLine reports whether the line shown is the main line.
func (s *Session) OnMainLine() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	_, v, _ := lineOf(s.game)
	return len(v.Moves) == 0
}

// PromoteVariation makes the line shown the main line. It reports whether it was not already,
// and does nothing on a read-only board.
func (s *Session) PromoteVariation() bool {
	return s.update(func() bool {
		if s.cfg.Readonly {
			return false
		}
		if _, v, _ := lineOf(s.game); len(v.Moves) == 0 {
			return false
		}
		s.game.PromoteVariation()
		return true
	})
}

// DeleteVariation removes the last move on the board, with every move played after it in any
// variation, and shows the position before it. It reports whether there was a move to
// remove, and does nothing on a read-only board or after a resignation.
func (s *Session) DeleteVariation() bool {
	return s.update(func() bool {
		return !s.cfg.Readonly && s.resigned == core.NoPlayer && s.game.DeleteVariation()
	})
}

// Note returns the note of the position shown.
func (s *Session) Note() core.Note {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.Note()
}

// SetComment replaces the comment of the position shown. A comment too long is an error, and
// a read-only board keeps its notes.
func (s *Session) SetComment(text string) error {
	return s.editNote(func(n *core.Note) { n.Comment = text })
}

// CycleMark changes the mark on cell c of the position shown, in the order none, triangle,
// square, label (the next letter no other label uses), none.
func (s *Session) CycleMark(c core.Cell) error {
	return s.editNote(func(n *core.Note) {
		old, had := n.MarkAt(c)
		var marks []core.Mark
		for _, m := range n.Marks {
			if m.Cell != c {
				marks = append(marks, m)
			}
		}
		n.Marks = marks
		next := core.Mark{Cell: c}
		switch {
		case !had:
			next.Shape = core.Triangle
		case old.Shape == core.Triangle:
			next.Shape = core.Square
		case old.Shape == core.Square:
			next.Shape, next.Label = core.Label, freeLabel(*n)
		default:
			return
		}
		n.Marks = append(n.Marks, next)
	})
}

// freeLabel returns the first letter from A that no label of n uses.
func freeLabel(n core.Note) string {
	used := map[string]bool{}
	for _, m := range n.Marks {
		used[m.Label] = true
	}
	for r := 'A'; r <= 'Z'; r++ {
		if !used[string(r)] {
			return string(r)
		}
	}
	return "?"
}

// editNote changes the note of the position shown by edit.
func (s *Session) editNote(edit func(n *core.Note)) error {
	var err error
	s.update(func() bool {
		if s.cfg.Readonly {
			err = fmt.Errorf("this board is read-only: it only shows the game")
			return false
		}
		n := s.game.Note()
		n.Marks = append([]core.Mark(nil), n.Marks...)
		edit(&n)
		err = s.game.SetNote(n)
		return err == nil
	})
	return err
}
