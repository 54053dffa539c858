package proof

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// MaxThreats is the most threats a loser's node may hold.
const MaxThreats = 16

// threats reads a loser's node's threats, if it has any ("threats M" and M connections),
// and counts their steps as held (c.held) until the caller gives them back: it returns
// how many. Past MaxHeldSteps held on the line the proof is refused.
func (c *checker) threats(pos *core.Position) ([][]ConnectionStep, int, error) {
	if c.t.peek() != "threats" {
		return nil, 0, c.t.err
	}
	c.t.next()
	tok, err := c.t.next()
	if err != nil {
		return nil, 0, err
	}
	m, err := strconv.Atoi(tok)
	if err != nil || m < 1 || m > MaxThreats {
		return nil, 0, fmt.Errorf("threats %q: expected 1 to %d", tok, MaxThreats)
	}
	out := make([][]ConnectionStep, m)
	held := 0
	for i := range out {
		if tok, err := c.t.next(); err != nil || tok != "conn" {
			c.held -= held
			return nil, 0, fmt.Errorf("threats: expected conn")
		}
		if out[i], err = c.readConnection(pos); err != nil {
			c.held -= held
			return nil, 0, err
		}
		held += len(out[i])
		c.held += len(out[i])
		if c.held > maxHeldSteps {
			c.held -= held
			return nil, 0, fmt.Errorf("threats: the threats of this line of the tree hold more than %d connection steps at once, the checker's limit", maxHeldSteps)
		}
		if err := connectionWins(pos, c.h.Winner, out[i], c.templates, c.stopped); err != nil {
			c.held -= held
			return nil, 0, fmt.Errorf("threat %d: %w", i, err)
		}
		c.sum.Connections++
	}
	return out, held, nil
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
	holds, _ := threatHolds(pos, w, e, threats, templates, nil)
	return holds
}

// threatHolds is ThreatHolds giving up with an error wrapping ErrTimeUp once stop (if not
// nil) says so.
func threatHolds(pos *core.Position, w core.Player, e core.Cell, threats [][]ConnectionStep, templates Templates, stop func() bool) (bool, error) {
	if len(threats) == 0 {
		return false, nil
	}
	q := pos.Clone()
	q.Place(e, w.Opponent())
	for _, t := range threats {
		err := connectionWins(q, w, t, templates, stop)
		if err == nil {
			return true, nil
		}
		if errors.Is(err, ErrTimeUp) {
			return false, err
		}
	}
	return false, nil
}
