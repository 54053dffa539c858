package main

import (
	"errors"
	"fmt"
	"io"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/solver"
)

// writeProof writes a proof of pos, toMove to move, with s to file, whole or not at all. It
// returns what it wrote or, when a limit stopped it first, why no file was written.
func writeProof(s *solver.Solver, limits solveLimits, pos *core.Position, toMove core.Player, file string) (*proofAnswer, string, error) {
	total := &proofAnswer{File: file}
	err := safefile.Write(file, func(w io.Writer) error {
		st, err := s.Prove(limits.ctx, pos, toMove, w)
		total.add(st)
		return err
	})
	return proofWritten(total, err, limits)
}

// writeJobProofs writes, to file, whole or not at all, a proof of the position after each of
// the job's moves that values proves (in the order of values, the share's), with s: one
// proof after the other, each a whole proof file's content. A move that ends the game has
// none (--merge decides it by the rules). It returns what it wrote or, when a limit stopped
// it first, why no file was written.
func writeJobProofs(s *solver.Solver, limits solveLimits, pos *core.Position, toMove core.Player, values []solver.MoveValue, file string) (*proofAnswer, string, error) {
	total := &proofAnswer{File: file}
	err := safefile.Write(file, func(w io.Writer) error {
		for _, v := range values {
			after, over := movePlayed(pos, toMove, v.Cell)
			if over || v.Value == solver.Unknown {
				continue
			}
			st, err := s.Prove(limits.ctx, after, toMove.Opponent(), w)
			if err != nil {
				return err
			}
			if (st.Winner == toMove) != (v.Value == solver.Win) {
				return fmt.Errorf("the proof after %s has %s win, the move's value is %s", pos.Board().CellName(v.Cell), st.Winner, v.Value)
			}
			total.add(st)
		}
		return nil
	})
	return proofWritten(total, err, limits)
}

// proofWritten is what writing the proofs of total gave: total, why no file was written
// (a limit stopped it), or an error.
func proofWritten(total *proofAnswer, err error, limits solveLimits) (*proofAnswer, string, error) {
	switch {
	case errors.Is(err, solver.ErrStopped):
		return nil, limits.proofStopped(), nil
	case err != nil:
		return nil, "", fmt.Errorf("--proof %s: %w", total.File, err)
	}
	return total, "", nil
}

// add counts st's moves and leaves into a.
func (a *proofAnswer) add(st solver.ProofStats) {
	a.Moves += st.Moves
	a.Pairings += st.Pairings
	a.Carriers += st.Carriers
	a.Connections += st.Connections
}

// movePlayed returns pos after toMove plays c, and whether that ends the game: a structure
// completed, or the board full.
func movePlayed(pos *core.Position, toMove core.Player, c core.Cell) (*core.Position, bool) {
	after := pos.Clone()
	after.Place(c, toMove)
	return after, after.Completed(core.Red) || after.Completed(core.Blue) || after.Full()
}
