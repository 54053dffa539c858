package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
)

// A job's proof file (solve --job K/N --proof FILE) holds one proof after the other, each a
// whole proof as check-proof reads it, ending with its line "end": a proof of the position
// after each move of the job's share whose value is proven, in the share's order, but for
// the moves that end the game, which the rules decide. --merge checks each against what the
// job claims: the position after that move, the opponent to move, and the winner the value
// says (the mover for a win, the opponent for a loss).

// checkProofs checks the proofs of job j (read from name): one for each move of its share
// that j values win or loss and that does not end the game, in the share's order, each of
// exactly the claim of that value, and nothing more; the moves that end the game are
// decided by the rules.
func (m *mergedSolve) checkProofs(name string, j solveJob) error {
	file := j.Proof.File
	f, err := os.Open(file)
	if err != nil {
		return fmt.Errorf("%s: job %d/%d's proof: %w", name, j.Job, j.Jobs, err)
	}
	defer f.Close()
	proofs := &proofStream{br: bufio.NewReaderSize(f, 1<<16)}
	n := 0
	for _, c := range m.share(j.Job) {
		cell := m.board.CellName(c)
		value := j.Values[cell]
		if value == "unknown" {
			continue
		}
		winner := m.toMove
		if value == "loss" {
			winner = m.toMove.Opponent()
		}
		claims := fmt.Sprintf("%s: job %d/%d says %s %s (%s wins after it)", name, j.Job, j.Jobs, cell, value, winner)
		after, over := movePlayed(m.pos, m.toMove, c)
		if over {
			if ruled := ruledWinner(after, m.toMove.Opponent()); ruled != winner {
				return fmt.Errorf("%s, but the game ends there and the rules have %s win", claims, ruled)
			}
			continue
		}
		if !proofs.more() {
			return fmt.Errorf("%s, but its proof file %s holds no proof of it (only %d proofs)", claims, file, n)
		}
		n++
		claim := proof.Claim{Position: after, ToMove: m.toMove.Opponent(), Winner: winner}
		if _, err := proof.CheckWith(proofs.next(), proof.Options{Claim: claim}); err != nil {
			if errors.Is(err, proof.ErrNotClaimed) {
				return fmt.Errorf("%s, but proof %d of %s proves something else: %v", claims, n, file, err)
			}
			return fmt.Errorf("%s, but proof %d of %s is refused: %v", claims, n, file, err)
		}
	}
	if proofs.more() {
		return fmt.Errorf("%s: job %d/%d's proof file %s holds more than the %d proofs of its proven moves", name, j.Job, j.Jobs, file, n)
	}
	return nil
}

// ruledWinner returns the winner of pos, a game over with toMove to move, as the solver
// decides it: the winner under the board's rule (core.Position.Winner), and on a full board
// where nobody has won the player to move loses. One move ended the game, so at most its
// mover holds a structure.
func ruledWinner(pos *core.Position, toMove core.Player) core.Player {
	if w := pos.Winner(); w.Decided() {
		return w.Player()
	}
	return toMove.Opponent()
}

// proofStream reads the proofs of a job's proof file one after the other.
type proofStream struct {
	br *bufio.Reader
}

// more reports whether another proof follows (anything but blank space).
func (s *proofStream) more() bool {
	for {
		b, err := s.br.ReadByte()
		if err != nil {
			return false
		}
		if !strings.ContainsRune(" \t\r\n", rune(b)) {
			s.br.UnreadByte()
			return true
		}
	}
}

// next returns the next proof: a reader that ends after its line "end".
func (s *proofStream) next() io.Reader {
	return &proofSection{br: s.br}
}

// proofSection reads one proof of a proofStream, up to and including its line "end" (a line
// holding only "end", as proof.Writer ends a proof).
type proofSection struct {
	br      *bufio.Reader
	pending []byte
	ended   bool
	midLine bool // the last piece read did not end its line
}

func (p *proofSection) Read(out []byte) (int, error) {
	for len(p.pending) == 0 {
		if p.ended {
			return 0, io.EOF
		}
		piece, err := p.br.ReadSlice('\n')
		whole := err == nil || err == io.EOF
		if !p.midLine && whole && strings.TrimSpace(string(piece)) == "end" {
			p.ended = true
		}
		if len(piece) > 0 {
			p.midLine = piece[len(piece)-1] != '\n'
		}
		p.pending = piece
		switch {
		case err == bufio.ErrBufferFull:
		case err == io.EOF:
			p.ended = true
		case err != nil:
			return 0, err
		}
	}
	n := copy(out, p.pending)
	p.pending = p.pending[n:]
	return n, nil
}
