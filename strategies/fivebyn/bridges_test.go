package fivebyn

import (
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Figure 6.1b: the six bridges from (i, j), here (3, 5) = c5, with their
// bridge vertices; Figure 6.2: Blue takes away one bridge by playing an end
// cell, two by playing a bridge vertex next to (i, j).
func TestBridgesFigure61(t *testing.T) {
	// The six end cells: (4,3), (5,4), (4,6), (2,7), (1,6), (2,4).
	ends := "d3,e4,d6,b7,a6,b4"
	all := []string{
		"a6-c5:b5,b6",
		"b4-c5:b5,c4",
		"b7-c5:b6,c6",
		"c5-d3:c4,d4",
		"c5-d6:c6,d5",
		"c5-e4:d4,d5",
	}
	tests := []struct {
		name string
		blue string
		want []string
	}{
		{"figure 6.1b", "", all},
		{"figure 6.2a: blue on an end cell", "", nil},
		{"figure 6.2b: blue on a bridge vertex", "d4", []string{"a6-c5:b5,b6", "b4-c5:b5,c4", "b7-c5:b6,c6", "c5-d6:c6,d5"}},
		{"blue on the other vertices", "b6,d5", []string{"b4-c5:b5,c4", "c5-d3:c4,d4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			red := "c5," + ends
			want := tt.want
			if tt.want == nil { // Blue holds (4,3) instead of Red
				red, tt.blue = "c5,e4,d6,b7,a6,b4", "d3"
				want = slices.DeleteFunc(slices.Clone(all), func(s string) bool { return s == "c5-d3:c4,d4" })
			}
			p := pos(t, 9, red, tt.blue)
			c5 := cell(t, p.B, "c5")
			got := bridgeNames(p.B, BridgesFrom(p, c5, core.Red))
			if !slices.Equal(got, want) {
				t.Errorf("bridges from c5 = %v, want %v", got, want)
			}
		})
	}
}

// Each shape's two bridge vertices are the common neighbours of its ends,
// and the shapes come in opposite pairs.
func TestBridgeShapes(t *testing.T) {
	b := MustBoard(5, 9)
	c5 := b.At(3, 5)
	for k, v := range BridgeShapes {
		end := b.Offset(c5, v).To
		for _, a := range bridgeVias[k] {
			via := b.Offset(c5, a).To
			if !b.IsAdjacent(c5, via) || !b.IsAdjacent(end, via) {
				t.Errorf("shape %v: vertex %s is not next to both ends", v, b.Name(via))
			}
		}
		if b.IsAdjacent(c5, end) {
			t.Errorf("shape %v: ends are adjacent", v)
		}
		if BridgeShapes[(k+3)%6] != v.Neg() {
			t.Errorf("shape %d is not the opposite of shape %d", (k+3)%6, k)
		}
	}
}

// Bridges across the seam carry the lift shift; a red stone in ring 2
// forms a bridge with ring 0 (the top edge), one in ring 1 touches it.
func TestBridgesSeamAndEdges(t *testing.T) {
	tests := []struct {
		name        string
		n           int
		red, blue   string
		want        []string
		wantShifted int // bridges whose Shift is not 0
	}{
		{"seam", 9, "a5,e4", "", []string{"a5-e4:a4,e5"}, 1},
		{"to ring 0", 9, "c2", "", []string{"(4,0)-c2:c1,d1"}, 0},
		{"to ring n+1", 5, "c4", "", []string{"(2,6)-c4:b5,c5"}, 0},
		{"ring 1 touches ring 0", 9, "c1", "", nil, 0},
		{"blocked edge bridge", 9, "c2", "d1", nil, 0},
		{"two stones, one bridge", 9, "c5,d3", "", []string{"c5-d3:c4,d4"}, 0},
		{"blue bridges", 9, "", "c5,d3", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := pos(t, tt.n, tt.red, tt.blue)
			bs := Bridges(p, core.Red)
			if got := bridgeNames(p.B, bs); !slices.Equal(got, tt.want) {
				t.Errorf("red bridges = %v, want %v", got, tt.want)
			}
			shifted := 0
			for _, br := range bs {
				if br.Shift != 0 {
					shifted++
				}
			}
			if shifted != tt.wantShifted {
				t.Errorf("%d bridges cross the seam, want %d", shifted, tt.wantShifted)
			}
		})
	}
	p := pos(t, 9, "", "c5,d3")
	if got := bridgeNames(p.B, Bridges(p, core.Blue)); !slices.Equal(got, []string{"c5-d3:c4,d4"}) {
		t.Errorf("blue bridges = %v", got)
	}
}

// OtherCells and BridgeCells: after Blue plays a bridge vertex, the other
// vertex saves the bridge.
func TestOtherCells(t *testing.T) {
	p := pos(t, 9, "c5,d3,a6", "")
	bs := Bridges(p, core.Red)
	if got := p.B.Names(OtherCells(bs, cell(t, p.B, "c4"))); got != "d4" {
		t.Errorf("OtherCells(c4) = %s, want d4", got)
	}
	if got := p.B.Names(OtherCells(bs, cell(t, p.B, "b5"))); got != "b6" {
		t.Errorf("OtherCells(b5) = %s, want b6", got)
	}
	if got := p.B.Names(BridgeCells(bs)); got != "c4,d4,b5,b6" {
		t.Errorf("BridgeCells = %s", got)
	}
}
