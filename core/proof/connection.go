package proof

import (
	"fmt"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// MaxConnectionSteps is the most steps a connection leaf may hold, and MaxConnectionParts
// the most parts its and and or steps may join in all (the checker holds a leaf whole).
const (
	MaxConnectionSteps = 1 << 16
	MaxConnectionParts = 1 << 18
)

// Link is how a step of a connection leaf makes its connection (Anshelevich's rules, as
// H-search applies them; "A hierarchical approach to computer Hex", 2002).
type Link uint8

// The links. Adjacent: two ends next to each other (an empty cell and a neighbouring empty
// cell, a neighbouring group of the winner's, or a side of the winner's it lies on) are
// joined whatever the loser does, with no cell needed (a full connection with an empty
// carrier). And: a full connection x–z and a full connection z–y, their carriers disjoint
// and holding neither x nor y, join x and y: through a group z, a full connection with the
// union of the carriers; through an empty cell z, a semi-connection (the winner must move,
// at z) with z added to the carrier. Or: semi-connections x–y whose carriers have no cell
// in common make a full connection x–y with the union of the carriers (the loser can break
// only one; the winner plays another's key).
const (
	Adjacent Link = iota + 1
	And
	Or
	// Template: an edge template, a full connection from a stone of the winner's, or an
	// empty cell as if the winner held it (Ends[0]), to one of their sides (Ends[1]) with the
	// cells Carrier, which the checker verifies by playing its game out (ReachesSide).
	Template
)

// End is an end of a connection: a cell (empty, or a stone of the winner's, meaning its
// group), or one of the winner's two sides, written as the side (Top, Bottom, Left, Right)
// in Side with Cell NoCell.
type End struct {
	Cell core.Cell
	Side core.Side
}

// ConnectionStep is one step of a connection leaf: an Adjacent link between two Ends, or an
// And or Or link of earlier steps (Parts, by index).
type ConnectionStep struct {
	Link    Link
	Ends    [2]End
	Parts   []int
	Carrier []core.Cell // a Template's cells
}

// sideNames are the sides as a proof writes them.
var sideNames = map[core.Side]string{core.Top: "top", core.Bottom: "bottom", core.Left: "left", core.Right: "right"}

// Connection writes a connection leaf: steps, each after the steps it joins, the last a
// full connection between the winner's two sides or a semi-connection between them (the
// winner, to move, plays its key). The checker rebuilds every step's ends and carrier from
// the rules and the position.
func (w *Writer) Connection(steps []ConnectionStep) {
	w.connection(steps)
	w.count++
}

// connection writes a connection's steps.
func (w *Writer) connection(steps []ConnectionStep) {
	w.token("conn")
	w.token(strconv.Itoa(len(steps)))
	for _, s := range steps {
		switch s.Link {
		case Adjacent:
			w.token("adj")
			for _, e := range s.Ends {
				if e.Cell == core.NoCell {
					w.token(sideNames[e.Side])
				} else {
					w.token(w.b.CellName(e.Cell))
				}
			}
		case And:
			w.token("and")
		case Or:
			w.token("or")
			w.token(strconv.Itoa(len(s.Parts)))
		case Template:
			w.token("tmpl")
			w.token(w.b.CellName(s.Ends[0].Cell))
			w.token(sideNames[s.Ends[1].Side])
			w.token(strconv.Itoa(len(s.Carrier)))
			for _, c := range s.Carrier {
				w.token(w.b.CellName(c))
			}
		}
		for _, p := range s.Parts {
			w.token(strconv.Itoa(p))
		}
	}
}

// connection reads a connection leaf and checks that it joins the winner's sides at pos,
// with the winner to move.
func (c *checker) connection(pos *core.Position) error {
	steps, err := c.readConnection(pos)
	if err != nil {
		return err
	}
	c.sum.Connections++
	return connectionWins(pos, c.h.Winner, steps, c.templates, c.stopped)
}

// readConnection reads a connection leaf's steps (after "conn").
func (c *checker) readConnection(pos *core.Position) ([]ConnectionStep, error) {
	count := func(what string, least, most int) (int, error) {
		tok, err := c.t.next()
		if err != nil {
			return 0, err
		}
		k, err := strconv.Atoi(tok)
		if err != nil || k < least || k > most {
			return 0, fmt.Errorf("conn: %s %q: expected %d to %d", what, tok, least, most)
		}
		return k, nil
	}
	k, err := count("steps", 1, MaxConnectionSteps)
	if err != nil {
		return nil, err
	}
	parts := 0 // the parts of the steps so far, at most MaxConnectionParts
	b := c.h.Board
	steps := make([]ConnectionStep, 0, min(k, 1024))
	for i := range k {
		tok, err := c.t.next()
		if err != nil {
			return nil, err
		}
		var s ConnectionStep
		n := 0
		switch tok {
		case "adj":
			s.Link = Adjacent
			for j := range s.Ends {
				name, err := c.t.next()
				if err != nil {
					return nil, err
				}
				s.Ends[j] = End{Cell: core.NoCell}
				for side, sn := range sideNames {
					if sn == name {
						s.Ends[j].Side = side
					}
				}
				if s.Ends[j].Side == 0 {
					if s.Ends[j].Cell, err = b.ParseCell(name); err != nil {
						return nil, fmt.Errorf("conn: step %d: %q: %v", i, name, err)
					}
				}
			}
		case "tmpl":
			s.Link = Template
			var names [2]string
			for j := range names {
				if names[j], err = c.t.next(); err != nil {
					return nil, err
				}
			}
			stone, err := b.ParseCell(names[0])
			if err != nil {
				return nil, fmt.Errorf("conn: step %d: %q: %v", i, names[0], err)
			}
			s.Ends[0], s.Ends[1] = End{Cell: stone}, End{Cell: core.NoCell}
			for side, sn := range sideNames {
				if sn == names[1] {
					s.Ends[1].Side = side
				}
			}
			k, err := count("tmpl", 1, 1<<30)
			if err != nil {
				return nil, err
			}
			if k > MaxTemplate {
				return nil, fmt.Errorf("conn: step %d: tmpl %d: a template holds at most %d cells, the checker's limit (it plays the template's game out)", i, k, MaxTemplate)
			}
			if s.Carrier, err = c.readCells(pos, k, "tmpl"); err != nil {
				return nil, err
			}
		case "and":
			s.Link, n = And, 2
		case "or":
			s.Link = Or
			if n, err = count("or", 2, i); err != nil {
				return nil, err
			}
		default:
			return nil, fmt.Errorf("conn: step %d: %q: expected adj, and, or or tmpl", i, tok)
		}
		if parts += n; parts > MaxConnectionParts {
			return nil, fmt.Errorf("conn: more than %d parts in the and and or steps of one leaf, the checker's limit", MaxConnectionParts)
		}
		for range n {
			p, err := count("part", 0, i-1)
			if err != nil {
				return nil, err
			}
			s.Parts = append(s.Parts, p)
		}
		steps = append(steps, s)
	}
	return steps, nil
}

// ConnectionWins checks a connection leaf's steps at pos for w, w to move: that each step
// follows from the rules (see Link) and the earlier steps, and that the last joins w's two
// sides, by a full connection or a semi-connection. That is a winning strategy wherever w's
// goal is a chain between two sides and an extra stone never hurts its owner: Hex on the
// plane, and Red on the cylinder (its two ends). It returns nil or what is wrong.
func ConnectionWins(pos *core.Position, w core.Player, steps []ConnectionStep) error {
	return connectionWins(pos, w, steps, nil, nil)
}

// connectionWins is ConnectionWins remembering, in templates (if not nil), the edge
// templates whose games it has played out (see templateKey), and giving up with an error
// wrapping ErrTimeUp once stop (if not nil) says so.
func connectionWins(pos *core.Position, w core.Player, steps []ConnectionStep, templates Templates, stop func() bool) error {
	b := pos.Board()
	if b.Spec().Reverse || b.Topology() == core.Torus || b.Topology() == core.Cylinder && w != core.Red {
		return fmt.Errorf("a connection leaf on %s for %s, whose goal is not a chain between two sides", b.Spec(), w)
	}
	g := newChains(pos, w)
	type conn struct {
		x, y    int // ends, as chains.end names them
		key     core.Cell
		carrier cellSet
	}
	made := make([]conn, len(steps))
	for i, s := range steps {
		var out conn
		out.key = core.NoCell
		switch s.Link {
		case Adjacent:
			x, err := g.end(s.Ends[0])
			if err != nil {
				return fmt.Errorf("conn: step %d: %v", i, err)
			}
			y, err := g.end(s.Ends[1])
			if err != nil {
				return fmt.Errorf("conn: step %d: %v", i, err)
			}
			if x == y || !g.adjacent(x, y) {
				return fmt.Errorf("conn: step %d: its ends are not next to each other", i)
			}
			out.x, out.y, out.carrier = x, y, newCellSet(b.NumCells())
		case And:
			p, q := made[s.Parts[0]], made[s.Parts[1]]
			if p.key != core.NoCell || q.key != core.NoCell {
				return fmt.Errorf("conn: step %d joins a semi-connection", i)
			}
			z, x, y, ok := common(p.x, p.y, q.x, q.y)
			if !ok {
				return fmt.Errorf("conn: step %d: its parts do not share exactly one end", i)
			}
			if g.isSide(z) {
				return fmt.Errorf("conn: step %d joins through a side", i)
			}
			if p.carrier.meets(q.carrier) || g.in(x, q.carrier) || g.in(y, p.carrier) {
				return fmt.Errorf("conn: step %d: its parts' carriers overlap or hold an end", i)
			}
			out.x, out.y, out.carrier = x, y, p.carrier.union(q.carrier)
			if zc, empty := g.emptyCell(z); empty {
				out.key = zc
				out.carrier.add(zc)
			}
		case Template:
			x, err := g.end(s.Ends[0])
			if err != nil || pos.At(s.Ends[0].Cell) == w.Opponent() {
				return fmt.Errorf("conn: step %d: a template's first end must be a stone of %s's or an empty cell", i, w)
			}
			y, err := g.end(s.Ends[1])
			if err != nil || y >= 0 {
				return fmt.Errorf("conn: step %d: a template's second end must be a side of %s's", i, w)
			}
			if x == y {
				return fmt.Errorf("conn: step %d: the template's stone is on its side already", i)
			}
			from := pos
			if pos.At(s.Ends[0].Cell) == core.NoPlayer {
				// An empty cell's template is the game its stone would have.
				from = pos.Clone()
				from.Place(s.Ends[0].Cell, w)
			}
			if err := reachesSideOnce(from, w, s.Ends[0].Cell, s.Ends[1].Side, s.Carrier, templates, stop); err != nil {
				return fmt.Errorf("conn: step %d: %w", i, err)
			}
			out.x, out.y, out.carrier = x, y, newCellSet(b.NumCells())
			for _, c := range s.Carrier {
				if pos.At(c) != core.NoPlayer || out.carrier.has(c) {
					return fmt.Errorf("conn: step %d: a template's cells must be empty, each once", i)
				}
				out.carrier.add(c)
			}
		case Or:
			first := made[s.Parts[0]]
			meet := first.carrier.clone()
			out.x, out.y, out.carrier = first.x, first.y, first.carrier.clone()
			for _, pi := range s.Parts {
				p := made[pi]
				if p.key == core.NoCell || !(p.x == first.x && p.y == first.y || p.x == first.y && p.y == first.x) {
					return fmt.Errorf("conn: step %d: its parts are not semi-connections between the same ends", i)
				}
				meet.intersect(p.carrier)
				out.carrier = out.carrier.union(p.carrier)
			}
			if !meet.empty() {
				return fmt.Errorf("conn: step %d: its parts' carriers have a cell in common", i)
			}
		default:
			return fmt.Errorf("conn: step %d: no link", i)
		}
		if g.in(out.x, out.carrier) || g.in(out.y, out.carrier) {
			return fmt.Errorf("conn: step %d: its carrier holds one of its ends", i)
		}
		made[i] = out
	}
	if len(made) == 0 {
		return fmt.Errorf("conn: no steps")
	}
	last := made[len(made)-1]
	if !(last.x == sideOne && last.y == sideTwo || last.x == sideTwo && last.y == sideOne) {
		return fmt.Errorf("conn: the last step does not join %s's two sides", w)
	}
	return nil
}

// common returns the end two connections a–b and c–d share, and their other ends; ok is
// false unless they share exactly one.
func common(a, b, c, d int) (z, x, y int, ok bool) {
	switch {
	case a == c && b != d:
		return a, b, d, true
	case a == d && b != c:
		return a, b, c, true
	case b == c && a != d:
		return b, a, d, true
	case b == d && a != c:
		return b, a, c, true
	}
	return 0, 0, 0, false
}
