package session

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/play"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// Puzzles: with puzzle=1 the game's start (a setup position) is a puzzle for the player who
// moves first there, to play and win. The other colour is the solver player, which judges
// each move by its answer: a move the solver proves wins against it refutes the attempt, a
// move it proves lost to holds the win, and it defends as long as it can.

// Puzzle returns the colour the puzzle is for, whether the game is a puzzle, and whether it
// is solved: that colour has won.
func (s *Session) Puzzle() (side core.Player, puzzle, solved bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.cfg.Puzzle {
		return core.NoPlayer, false, false
	}
	side = s.cfg.First
	return side, true, s.game.Over() && s.game.Winner() == side
}

// puzzleStatus is the status line of a puzzle (the lock held): what to do, or what the
// solver's last answer says of the person's move.
func (s *Session) puzzleStatus() (Status, bool) {
	if !s.cfg.Puzzle || s.resigned != core.NoPlayer {
		return Status{}, false
	}
	g, side := s.game, s.cfg.First
	opp := side.Opponent()
	turns := g.Turns()
	name := func(t core.Turn) string { return s.board.MoveName(t.Move) }
	if g.Over() {
		if g.Winner() == side {
			return Status{Player: side, Text: fmt.Sprintf("Solved! %s wins the puzzle", play.Title(side.String()))}, true
		}
		if n := len(turns); n >= 2 && turns[n-2].Player == side {
			return Status{Player: opp, Text: fmt.Sprintf("%s fails: %s answers %s and wins. Undo to try again", name(turns[n-2]), play.Title(opp.String()), name(turns[n-1]))}, true
		}
		return Status{Player: opp, Text: fmt.Sprintf("Not this time: %s wins. Undo to try again", play.Title(opp.String()))}, true
	}
	task := fmt.Sprintf("%s to play and win", play.Title(side.String()))
	if len(turns) == 0 {
		return Status{Player: side, Text: "Puzzle: " + task}, true
	}
	last := turns[len(turns)-1]
	if last.Player == side {
		if s.bots.Busy() {
			return Status{Player: opp, Text: fmt.Sprintf("The solver is checking %s…", name(last))}, true
		}
		return Status{}, false // the solver is not asked (stepping back): the usual line
	}
	if len(turns) < 2 {
		return Status{}, false
	}
	tried := name(turns[len(turns)-2])
	switch last.Rule {
	case catalog.SolverWin:
		return Status{Player: opp, Text: fmt.Sprintf("%s fails: %s answers %s and wins (proven). Undo to try again", tried, play.Title(opp.String()), name(last))}, true
	case catalog.SolverLost:
		return Status{Player: side, Text: fmt.Sprintf("%s holds: %s answers %s. %s", tried, play.Title(opp.String()), name(last), task)}, true
	}
	return Status{Player: side, Text: fmt.Sprintf("%s answers %s (the solver could not judge %s in time). %s", play.Title(opp.String()), name(last), tried, task)}, true
}
