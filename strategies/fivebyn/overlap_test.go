package fivebyn

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Figure 6.3: the three ways bridges overlap.
func TestOverlapsFigure63(t *testing.T) {
	tests := []struct {
		name       string
		red, blue  string
		points     string // the points of overlap
		sharedEnd  int    // overlaps whose bridges share an end vertex
		parallel   int
		overlapped int // OverlappingBridges
	}{
		// (a) two bridges from c5, to d3 and to b4, share c4; Blue on c3
		// keeps d3 and b4 from forming a third.
		{"6.3a shared end", "c5,d3,b4", "c3", "c4", 1, 0, 2},
		// (b) the same three stones with c3 free: three bridges, each pair
		// sharing an end, all through c4.
		{"6.3b three bridges", "c5,d3,b4", "", "c4", 3, 0, 3},
		// (c) b5-c3 and c5-d3 are parallel: their ends are neighbours.
		{"6.3c parallel", "b5,c5,c3,d3", "", "c4", 0, 1, 0},
		{"no overlap", "c5,d3", "", "", 0, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := pos(t, 9, tt.red, tt.blue)
			bs := Bridges(p, core.Red)
			os := Overlaps(bs)
			shared := SharedEndOverlaps(bs)
			if len(shared) != tt.sharedEnd || len(os)-len(shared) != tt.parallel {
				t.Errorf("%d shared-end and %d parallel overlaps, want %d and %d", len(shared), len(os)-len(shared), tt.sharedEnd, tt.parallel)
			}
			if got := p.B.Names(OverlapPoints(os)); got != tt.points {
				t.Errorf("points of overlap %q, want %q", got, tt.points)
			}
			if got := len(OverlappingBridges(bs)); got != tt.overlapped {
				t.Errorf("%d overlapping bridges, want %d", got, tt.overlapped)
			}
		})
	}
}

// Figure 7.2a on the 5×7 board with j = 4: ring 4 is joined by bridges to
// rings 2 and 6 (d2-c4 and c4-b6) and Blue has just played b4. Of the four
// moves in ring 5 that rule 7 of Algorithm 7.1.1 allows, the two outer
// ones create overlapping bridges that share an end vertex: a5 a new
// bridge a5-b6 through b5, the point of overlap of c4-b6 (Figure 7.2b),
// and d5 three bridges pairwise overlapping in c5. The two bridge vertices
// b5 and c5 create none.
func TestCreatesOverlapFigure72(t *testing.T) {
	p := pos(t, 7, "d2,c4,b6", "b4")
	for _, tt := range []struct {
		move string
		want bool
	}{{"a5", true}, {"b5", false}, {"c5", false}, {"d5", true}, {"e5", false}} {
		if got := CreatesOverlap(p, cell(t, p.B, tt.move), core.Red); got != tt.want {
			t.Errorf("CreatesOverlap(%s) = %v, want %v", tt.move, got, tt.want)
		}
	}
	after := p.With(cell(t, p.B, "a5"), core.Red)
	shared := SharedEndOverlaps(Bridges(after, core.Red))
	if len(shared) != 1 || p.B.Name(shared[0].Point) != "b5" {
		t.Errorf("after a5: %d overlaps, want one at b5", len(shared))
	}
	after = p.With(cell(t, p.B, "d5"), core.Red)
	if got := len(SharedEndOverlaps(Bridges(after, core.Red))); got != 3 {
		t.Errorf("after d5: %d overlaps, want 3 (Figure 6.3b)", got)
	}
	// Parallel overlaps do not count: c3 makes the bridge b5-c3 through c4
	// beside c5-d3 (Figure 6.3c).
	q := pos(t, 9, "b5,c5,d3", "")
	c3 := cell(t, q.B, "c3")
	if CreatesOverlap(q, c3, core.Red) {
		t.Error("a parallel overlap counts as created")
	}
	if os := Overlaps(Bridges(q.With(c3, core.Red), core.Red)); len(os) != 1 || os[0].SharedEnd {
		t.Errorf("after c3: overlaps %+v, want one parallel", os)
	}
}
