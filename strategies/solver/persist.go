package solver

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// tableMagic is the first line of a saved table.
const tableMagic = "hexlab-table 1"

// record is one saved position: key, φ, δ, work and best move.
type record struct {
	Key        uint64
	Phi, Delta uint32
	Work       uint32
	Best       int32
}

// SaveTable writes the solver's table to w, so that a later solver of the same board can
// go on from it (LoadTable): every position's key, proof numbers, work and best move. The
// analyses kept with them are not saved; they are worked out again when needed.
func (s *Solver) SaveTable(w io.Writer) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "%s\n%s\n", tableMagic, s.board.Spec())
	for i := range s.tt.buckets {
		for _, e := range s.tt.buckets[i] {
			if e.work == 0 {
				continue
			}
			r := record{Key: e.key, Phi: e.phi, Delta: e.delta, Work: e.work, Best: int32(e.best)}
			if err := binary.Write(bw, binary.LittleEndian, r); err != nil {
				return err
			}
		}
	}
	return bw.Flush()
}

// LoadTable reads a table SaveTable wrote for the same board into the solver's table (which
// keeps what fits). It returns the number of positions read.
func (s *Solver) LoadTable(r io.Reader) (int, error) {
	br := bufio.NewReader(r)
	for _, want := range []string{tableMagic, s.board.Spec().String()} {
		line, err := br.ReadString('\n')
		if err != nil || strings.TrimSuffix(line, "\n") != want {
			if want == tableMagic {
				return 0, errors.New("solver: not a saved table")
			}
			return 0, fmt.Errorf("solver: the table is of %s, not %s", strings.TrimSpace(line), want)
		}
	}
	n := 0
	for {
		var rec record
		err := binary.Read(br, binary.LittleEndian, &rec)
		if errors.Is(err, io.EOF) {
			return n, nil
		}
		if err != nil {
			return n, fmt.Errorf("solver: the table is cut short: %w", err)
		}
		best := core.Cell(rec.Best)
		if best != core.NoCell && !s.board.Contains(best) || rec.Phi > infinity || rec.Delta > infinity || rec.Work == 0 {
			return n, errors.New("solver: the table holds a record that is not a position's")
		}
		e := s.tt.store(rec.Key)
		e.phi, e.delta, e.work, e.best = rec.Phi, rec.Delta, rec.Work, best
		n++
	}
}
