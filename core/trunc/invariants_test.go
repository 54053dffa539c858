package trunc

import (
	"math/rand/v2"
	"testing"
)

// checkFull checks the invariants of a full colouring: every node of the
// complex meets 0 or 2 border segments, an endpoint exactly 1; the borders
// are paths and loops, two paths joining the four endpoints in one of the
// three pairings; exactly one player wins.
func checkFull(t *testing.T, p *Position) {
	t.Helper()
	g := p.board.graph
	for n := range g.pos {
		d := 0
		for _, s := range g.adj[g.adjStart[n]:g.adjStart[n+1]] {
			if p.isBorder(s) {
				d++
			}
		}
		want := "0 or 2"
		ok := d == 0 || d == 2
		if g.corner[n] != NoCorner {
			want, ok = "1", d == 1
		}
		if !ok {
			t.Fatalf("node %v meets %d border segments, want %s", g.pos[n], d, want)
		}
	}
	borders := p.Borders()
	var paths int
	var seen [NumCorners]int
	for _, bd := range borders {
		switch bd.Kind {
		case BorderPath:
			paths++
			seen[bd.Ends[0]]++
			seen[bd.Ends[1]]++
			if bd.Ends[0] == bd.Ends[1] {
				t.Fatalf("a border joins %v to itself", bd.Ends[0])
			}
		case BorderLoop:
		default:
			t.Fatalf("a full board has an open border: %+v", bd)
		}
		if len(bd.Points) < 2 || len(bd.Cells) == 0 {
			t.Fatalf("border %+v has %d points and %d cells", bd, len(bd.Points), len(bd.Cells))
		}
	}
	if paths != 2 || seen != [NumCorners]int{1, 1, 1, 1} {
		t.Fatalf("%d paths, endpoints met %v times; want 2 paths meeting each endpoint once", paths, seen)
	}
	pairing := p.Pairing()
	if pairing == NoPairing || pairing.Winner() == NoPlayer {
		t.Fatalf("full board without a pairing")
	}
	for _, bd := range borders {
		if bd.Kind == BorderPath && pairingJoining(bd.Ends[0], bd.Ends[1]) != pairing {
			t.Fatalf("border %v-%v is not in pairing %v", bd.Ends[0], bd.Ends[1], pairing)
		}
	}
	for x := A; x <= D; x++ {
		if y := p.Partner(x); pairingJoining(x, y) != pairing {
			t.Fatalf("Partner(%v) = %v, not in pairing %v", x, y, pairing)
		}
	}
}

func TestInvariantsAllColouringsTrunc1(t *testing.T) {
	b := board(1)
	p := NewPosition(b)
	wins := map[Player]int{}
	total := 1
	for range b.NumCells() {
		total *= 3
	}
	for i := 0; i < total; i++ {
		fillFromIndex(p, i)
		checkFull(t, p)
		wins[p.Winner()]++
	}
	t.Logf("trunc:1, all %d colourings: %v", total, wins)
	// The model is symmetric under permuting the axes with the colours, so
	// each player wins the same number of colourings.
	if wins[White] != wins[Gray] || wins[Gray] != wins[Black] {
		t.Errorf("wins %v are not equal", wins)
	}
}

func TestInvariantsRandomColourings(t *testing.T) {
	for _, k := range sizes {
		b := board(k)
		p := NewPosition(b)
		rng := rand.New(rand.NewPCG(uint64(k), 5))
		wins := map[Player]int{}
		loops := 0
		n := colourings(k, testing.Short())
		for range n {
			randomFill(p, rng)
			checkFull(t, p)
			wins[p.Winner()]++
			loops += len(p.Borders()) - 2
		}
		t.Logf("trunc:%d, %d random colourings: wins %v, %.2f loops per board", k, n, wins, float64(loops)/float64(n))
	}
}

// TestMonochrome: a board of one colour is won by that colour, whose
// borders follow the two cube edges parallel to its axis.
func TestMonochrome(t *testing.T) {
	for _, k := range sizes {
		p := NewPosition(board(k))
		for _, pl := range Players {
			for c := 0; c < p.board.NumCells(); c++ {
				p.Set(Cell(c), pl)
			}
			checkFull(t, p)
			if w := p.Winner(); w != pl {
				t.Errorf("trunc:%d all %v: winner %v", k, pl, w)
			}
			for _, bd := range p.Borders() {
				if bd.Kind != BorderPath {
					t.Errorf("trunc:%d all %v: a %v", k, pl, bd.Kind)
				}
				// Every point stays within a cell of the edge along the
				// player's axis.
				axis := pl.Axis()
				for _, v := range bd.Points {
					for a := range 3 {
						if a != axis && (v[a] < -float64(k)-1 || v[a] > float64(k)+1 || (v[a] > -float64(k) && v[a] < float64(k))) {
							t.Fatalf("trunc:%d all %v: border point %v is not along an edge parallel to axis %d", k, pl, v, axis)
						}
					}
				}
			}
		}
	}
}

// TestPartialBorders: on a board being filled, a border that joins two
// endpoints stays as the board fills up, and the pairing it gives is the
// final one.
func TestPartialBorders(t *testing.T) {
	for _, k := range []int{1, 2, 3, 5} {
		b := board(k)
		rng := rand.New(rand.NewPCG(uint64(k), 9))
		p := NewPosition(b)
		for range 200 {
			p.Reset()
			order := rng.Perm(b.NumCells())
			var decided Pairing
			at := -1
			for i, c := range order {
				p.Set(Cell(c), Players[rng.IntN(3)])
				if got := p.Pairing(); decided == NoPairing && got != NoPairing {
					decided, at = got, i
				} else if decided != NoPairing && got != decided {
					t.Fatalf("trunc:%d: the pairing changed from %v to %v", k, decided, got)
				}
				for _, bd := range p.Borders() {
					if bd.Kind == BorderOpen && p.Full() {
						t.Fatalf("open border on a full board")
					}
				}
			}
			if decided == NoPairing || at < 0 {
				t.Fatalf("trunc:%d: no pairing on a full board", k)
			}
		}
	}
}
