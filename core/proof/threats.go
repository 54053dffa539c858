package proof

import (
	"fmt"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// MaxThreats is the most threats a loser's node may hold.
const MaxThreats = 16

// threats reads a loser's node's threats, if it has any ("threats M" and M connections).
func (c *checker) threats(pos *core.Position) ([][]ConnectionStep, error) {
	if c.t.peek() != "threats" {
		return nil, nil
	}
	c.t.next()
	tok, err := c.t.next()
	if err != nil {
		return nil, err
	}
	m, err := strconv.Atoi(tok)
	if err != nil || m < 1 || m > MaxThreats {
		return nil, fmt.Errorf("threats %q: expected 1 to %d", tok, MaxThreats)
	}
	out := make([][]ConnectionStep, m)
	for i := range out {
		if tok, err := c.t.next(); err != nil || tok != "conn" {
			return nil, fmt.Errorf("threats: expected conn")
		}
		if out[i], err = c.readConnection(pos); err != nil {
			return nil, err
		}
		if err := connectionWins(pos, c.h.Winner, out[i], c.templates); err != nil {
			return nil, fmt.Errorf("threat %d: %w", i, err)
		}
		c.sum.Connections++
	}
	return out, nil
}

// Threats writes, where the loser is to move, connections of the winner's between their
// sides (each as a connection leaf's steps): a move of the loser's after which one of them
// still holds (ThreatHolds) needs no answer in the tree, which goes on only after the others.
func (w *Writer) Threats(threats [][]ConnectionStep) {
	w.token("threats")
	w.token(strconv.Itoa(len(threats)))
	for _, t := range threats {
		w.connection(t)
	}
}

// Templates remembers the edge templates whose games a check has played out, by shape (see
// ReachesSide), so that each is played out once: share one between the checks of one
// board's proof. The zero value remembers nothing.
type Templates map[string]bool

// ThreatHolds reports whether the loser's move e at pos, where the loser is to move, leaves
// one of the threats (connection leaves' steps) holding for the winner w: then the winner,
// to move, wins, and the proof writes nothing after e.
func ThreatHolds(pos *core.Position, w core.Player, e core.Cell, threats [][]ConnectionStep, templates Templates) bool {
	if len(threats) == 0 {
		return false
	}
	q := pos.Clone()
	q.Place(e, w.Opponent())
	for _, t := range threats {
		if connectionWins(q, w, t, templates) == nil {
			return true
		}
	}
	return false
}
