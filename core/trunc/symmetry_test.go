package trunc

import (
	"math/rand/v2"
	"testing"
)

// symmetry is one of the cube's 48 symmetries: coordinate i of a point
// goes to axis perm[i], multiplied by sign[i].
type symmetry struct {
	perm [3]int
	sign [3]int
}

func symmetries() []symmetry {
	var out []symmetry
	perms := [][3]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}}
	for _, perm := range perms {
		for s := range 8 {
			sign := [3]int{1 - 2*(s&1), 1 - 2*(s>>1&1), 1 - 2*(s>>2&1)}
			out = append(out, symmetry{perm, sign})
		}
	}
	return out
}

func (s symmetry) point(p Point) Point {
	var q Point
	for i := range 3 {
		q[s.perm[i]] = s.sign[i] * p[i]
	}
	return q
}

// colour returns the colour the symmetry gives colour: the faces of axis i
// move to axis perm[i], so their player's colour goes with them.
func (s symmetry) colour(c Player) Player {
	if c == NoPlayer {
		return NoPlayer
	}
	return AxisPlayer(s.perm[c.Axis()])
}

// apply returns the image of p under s.
func (s symmetry) apply(p *Position) *Position {
	b := p.board
	out := NewPosition(b)
	for c := 0; c < b.NumCells(); c++ {
		out.Set(b.CellAt(s.point(b.Lift(Cell(c)))), s.colour(p.At(Cell(c))))
	}
	return out
}

func TestSymmetriesPermuteTheWinner(t *testing.T) {
	syms := symmetries()
	if len(syms) != 48 {
		t.Fatalf("%d symmetries", len(syms))
	}
	for _, k := range []int{1, 2, 3, 4, 6} {
		b := board(k)
		rng := rand.New(rand.NewPCG(uint64(k), 48))
		p := NewPosition(b)
		n := 100
		if testing.Short() {
			n = 10
		}
		for range n {
			randomFill(p, rng)
			w := p.Winner()
			for _, s := range syms {
				q := s.apply(p)
				if got, want := q.Winner(), s.colour(w); got != want {
					t.Fatalf("trunc:%d: symmetry %+v takes winner %v to %v, want %v", k, s, w, got, want)
				}
				if got, want := len(q.Borders()), len(p.Borders()); got != want {
					t.Fatalf("trunc:%d: symmetry %+v: %d borders, want %d", k, s, got, want)
				}
			}
		}
	}
}

// TestSymmetricGeometry: the board and its border complex are mapped onto
// themselves by every symmetry (node positions, and segments with their
// colour sources mapped as the faces move).
func TestSymmetricGeometry(t *testing.T) {
	for _, k := range []int{1, 2, 4} {
		b := board(k)
		g := b.graph
		type seg struct {
			a, b qpos
		}
		key := func(a, c qpos) seg {
			if c.less(a) {
				a, c = c, a
			}
			return seg{a, c}
		}
		full := map[seg]bool{}
		for s := range g.segA {
			for _, sign := range []int32{1, -1} {
				pa, pb := g.pos[g.segA[s]], g.pos[g.segB[s]]
				if g.twist[s] {
					pb = pb.neg()
				}
				if sign < 0 {
					pa, pb = pa.neg(), pb.neg()
				}
				full[key(pa, pb)] = true
			}
		}
		for _, sym := range symmetries() {
			move := func(q qpos) qpos {
				var out qpos
				for i := range 3 {
					out[sym.perm[i]] = int32(sym.sign[i]) * q[i]
				}
				return out
			}
			for sg := range full {
				if !full[key(move(sg.a), move(sg.b))] {
					t.Fatalf("trunc:%d: symmetry %+v moves segment %v off the complex", k, sym, sg)
				}
			}
		}
	}
}
