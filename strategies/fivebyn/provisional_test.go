package fivebyn

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Covering (Definition 8.2.2) against connecting (Algorithm 7.1.1): the
// bridge c4-b6 covers ring 5 but does not connect it; a lone stone covers
// its own ring.
func TestCoveredAndConnected(t *testing.T) {
	tests := []struct {
		name      string
		red       string
		a, b      int
		cov, conn bool
	}{
		{"bridge covers the ring it jumps", "c4,b6", 5, 5, true, false},
		{"bridge covers its span", "c4,b6", 4, 6, true, true},
		{"the path may pass beyond", "c4,b6", 5, 6, true, false},
		{"but must reach ring a", "c4,b6", 3, 6, false, false},
		{"inner rings are not connected", "c4,b6", 4, 5, true, false},
		{"lone stone", "c5", 5, 5, true, true},
		{"lone stone, next ring", "c5", 4, 5, false, false},
		{"two separate stones", "c3,c6", 3, 6, false, false},
		{"edge bridge reaches ring 0", "c2", 0, 2, true, true},
		{"edge bridge jumps ring 1", "c2", 0, 1, true, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := pos(t, 9, tt.red, "")
			cs := NewComponents(p, core.Red)
			if got := cs.Covered(p.B.R(tt.a, tt.b)); got != tt.cov {
				t.Errorf("Covered(R(%d, %d)) = %v, want %v", tt.a, tt.b, got, tt.cov)
			}
			if got := cs.Connected(tt.a, tt.b); got != tt.conn {
				t.Errorf("Connected(%d, %d) = %v, want %v", tt.a, tt.b, got, tt.conn)
			}
		})
	}
	b := MustBoard(5, 9)
	if r := b.R(-2, 3); r != (Rings{0, 3}) {
		t.Errorf("R(-2, 3) = %v, want R(0, 3)", r)
	}
	if r := b.R(8, 12); r != (Rings{8, 10}) {
		t.Errorf("R(8, 12) = %v, want R(8, 10)", r)
	}
}

// Figure 7.2a: d2, c4 and b6 on the 5×7 board, joined by bridges, the ends
// joined to rings 0 and 8 by bridges: a provisional winning path of four
// bridges (Definition 6.4.2); no two share a vertex, so it is true.
func TestRedProvisionalWin(t *testing.T) {
	p := pos(t, 7, "d2,c4,b6", "b4")
	if !HasProvisionalWin(p, core.Red) {
		t.Fatal("no provisional winning path")
	}
	sp := ShortestProvisionalWin(p, core.Red)
	if sp.Length != 7 || len(sp.Bridges) != 4 {
		t.Errorf("shortest: length %d with %d bridges, want 7 with 4", sp.Length, len(sp.Bridges))
	}
	if got := p.B.Names(BridgeCells(sp.Bridges)); got != "d1,e1,c3,d3,b5,c5,a7,b7" {
		t.Errorf("bridge cells %s", got)
	}
	// Stones beside the path make only longer paths: the shortest stay.
	q := p.With(cell(t, p.B, "d4"), core.Red).With(cell(t, p.B, "d6"), core.Red)
	if sp := ShortestProvisionalWin(q, core.Red); sp.Length != 7 || len(sp.Bridges) != 4 {
		t.Errorf("with a detour: length %d, %d bridges", sp.Length, len(sp.Bridges))
	}
	// Blue on c3 breaks nothing for good: Red saves with d3; on both c3 and
	// d3 the path is gone.
	broken := p.With(cell(t, p.B, "c3"), core.Blue).With(cell(t, p.B, "d3"), core.Blue)
	if HasProvisionalWin(broken, core.Red) {
		t.Error("still a provisional winning path with c3 and d3 blue")
	}
	if got := ProvisionalWinningMoves(p, core.Red); got != nil {
		t.Errorf("moves %v when the path exists", got)
	}
}

// A blue provisional cycle around the 5×9 cylinder: a5, c4 and e3 joined by
// the double bridge of Figure 7.1, then a4 = e3 + (1, 1) across the seam,
// next to a5.
func TestBlueProvisionalWin(t *testing.T) {
	p := pos(t, 9, "", "a5,c4,e3,a4")
	if !HasProvisionalWin(p, core.Blue) {
		t.Fatal("no provisional winning cycle")
	}
	sp := ShortestProvisionalWin(p, core.Blue)
	if sp.Length != 7 || len(sp.Bridges) != 3 {
		t.Errorf("shortest cycle: %d cells, %d bridges; want 7 and 3", sp.Length, len(sp.Bridges))
	}
	open := p.Without(cell(t, p.B, "a4"))
	if HasProvisionalWin(open, core.Blue) {
		t.Error("a5, c4, e3 alone wrap")
	}
	if got := p.B.Names(ProvisionalWinningMoves(open, core.Blue)); got != "a4,e4" {
		t.Errorf("blue provisional winning moves %s, want a4,e4", got)
	}
	// Four cells of ring 6 do not wrap; five cells close the gap, each
	// joining d6 and a6's copy one period along by adjacency or a bridge.
	q := pos(t, 9, "", "a6,b6,c6,d6")
	if HasProvisionalWin(q, core.Blue) {
		t.Error("four cells of a ring wrap")
	}
	if got := q.B.Names(ProvisionalWinningMoves(q, core.Blue)); got != "a5,e5,e6,d7,e7" {
		t.Errorf("moves %s", got)
	}
}
