package fivebyn

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Figure 7.1a (5×7, after four moves: Blue (1,5) and (5,3), Red (2,6) and
// (3,2)): the two blue stones form a double-bridge set-up with
// intermediary (3,4), the black double bridge of Figure 6.4 that covers
// all five columns: from (1,5) it reaches (5,3) = (1,5) + (4,-2), from
// (5,3) it reaches (1,5) = (5,3) + (-4,2). Its connection area (Definition
// 8.2.1) takes columns 1, 5 and 3 in rings 5 and 3.
func TestSetupFigure71(t *testing.T) {
	p := pos(t, 7, "b6,c2", "a5,e3")
	b := p.B
	for _, tt := range []struct {
		from string
		v    Vec
	}{{"a5", Vec{4, -2}}, {"e3", Vec{-4, 2}}} {
		ss := ThreateningSetupsFrom(p, cell(t, b, tt.from), core.Blue)
		if len(ss) != 1 {
			t.Fatalf("%d threatening set-ups from %s, want 1", len(ss), tt.from)
		}
		s := ss[0]
		if b.Name(s.Mid) != "c4" || s.V != tt.v {
			t.Errorf("set-up from %s: intermediary %s, shape %v; want c4, %v", tt.from, b.Name(s.Mid), s.V, tt.v)
		}
		if got := b.Names(s.Potential[:]); got != "d3,b4,d4,b5" {
			t.Errorf("potential bridge cells %s", got)
		}
		if r := s.Rings(b); r != (Rings{3, 5}) {
			t.Errorf("rings %v, want 3..5", r)
		}
		if got := b.Names(ConnectionArea(b, s)); got != "a3,c3,e3,a5,c5,e5" {
			t.Errorf("connection area from %s: %s", tt.from, got)
		}
	}
	// Red on a potential bridge cell or the intermediary breaks it
	// (section 8.2.3, Figure 8.2).
	for _, red := range []string{"c4", "b4", "d3"} {
		q := p.With(cell(t, b, red), core.Red)
		if ss := ThreateningSetupsFrom(q, cell(t, b, "a5"), core.Blue); len(ss) != 0 {
			t.Errorf("red %s: still %d set-ups", red, len(ss))
		}
	}
}

// The four threatening shapes, and set-ups that are not threatening: the
// white double bridge of Figure 6.4 (two vertical bridges, five rings) and
// the green and blue ones (two intermediaries for one pair of ends).
func TestSetupShapes(t *testing.T) {
	tests := []struct {
		name        string
		blue        string
		from        string
		all, threat int
		mids        string
	}{
		{"(i+4, j-2)", "a5,e3", "a5", 1, 1, "c4"},
		{"(i+2, j+2)", "b3,d5", "b3", 1, 1, "c4"},
		{"(i-4, j+2)", "e3,a5", "e3", 1, 1, "c4"},
		{"(i-2, j-2)", "d5,b3", "d5", 1, 1, "c4"},
		{"white: (i+2, j-4)", "b7,d3", "b7", 1, 0, "c5"},
		{"green and blue: (i, j+3)", "c3,c6", "c3", 2, 0, "d4,b5"},
		{"too close", "c3,d3", "c3", 0, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := pos(t, 9, "", tt.blue)
			from := cell(t, p.B, tt.from)
			all := SetupsFrom(p, from, core.Blue)
			threat := ThreateningSetupsFrom(p, from, core.Blue)
			if len(all) != tt.all || len(threat) != tt.threat {
				t.Errorf("%d set-ups, %d threatening; want %d, %d", len(all), len(threat), tt.all, tt.threat)
			}
			var mids []Cell
			for _, s := range all {
				mids = append(mids, s.Mid)
			}
			if got := p.B.Names(mids); got != tt.mids {
				t.Errorf("intermediaries %q, want %q", got, tt.mids)
			}
		})
	}
}

// The connection area of a (2, 2) set-up: columns i, i+1, i+2, rings j and
// j+2; across the seam the columns wrap.
func TestConnectionArea(t *testing.T) {
	b := MustBoard(5, 9)
	s := Setup{Z: b.At(2, 3), V: Vec{2, 2}}
	if got := b.Names(ConnectionArea(b, s)); got != "b3,c3,d3,b5,c5,d5" {
		t.Errorf("CA = %s", got)
	}
	s = Setup{Z: b.At(4, 5), V: Vec{4, -2}}
	if got := b.Names(ConnectionArea(b, s)); got != "a3,c3,d3,a5,c5,d5" {
		t.Errorf("CA across the seam = %s", got)
	}
	s = Setup{Z: b.At(1, 3), V: Vec{3, 0}}
	if got := b.Names(ConnectionArea(b, s)); got != "a3,b3,c3,d3" {
		t.Errorf("CA with an odd column distance = %s", got)
	}
}
