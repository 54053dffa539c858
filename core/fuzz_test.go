package core

import (
	"encoding/json"
	"slices"
	"testing"
)

// The parsers must never panic, and what they accept must print back to
// something they read the same way.

func FuzzParseSpec(f *testing.F) {
	for _, s := range []string{"hex:11x11", "cyl:5x9+reverse", "torus:1x1", "hex:0x0", "x", ":x+reverse"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		spec, err := ParseSpec(s)
		if err != nil {
			return
		}
		again, err := ParseSpec(spec.String())
		if err != nil || again != spec {
			t.Fatalf("%q -> %v -> %v, %v", s, spec, again, err)
		}
	})
}

func FuzzParseMoveList(f *testing.F) {
	for _, s := range []string{"a1,b2,swap", " c5 , d4 ", "", ",", "zz99", "A1,aa1"} {
		f.Add("hex:5x5", s)
	}
	f.Add("cyl:27x3", "aa1,a3")
	f.Fuzz(func(t *testing.T, spec, s string) {
		sp, err := ParseSpec(spec)
		if err != nil {
			return
		}
		b, _ := NewBoard(sp)
		moves, err := ParseMoveList(b, s)
		if err != nil {
			return
		}
		again, err := ParseMoveList(b, FormatMoveList(b, moves))
		if err != nil || len(again) != len(moves) {
			t.Fatalf("%q round trip: %v %v", s, again, err)
		}
		// Playing a parsed list is an error or a game, never a panic.
		if g, err := NewGameFromMoves(sp, Options{Swap: swapAllowed(sp)}, moves); err == nil {
			g.WinningCells()
		}
	})
}

func FuzzParseSGF(f *testing.F) {
	f.Add("(;FF[4]GM[11]SZ[5];B[c2];W[swap-pieces];B[c3])")
	f.Add("(;GM[11]SZ[3:4]HB[torus:3x4+reverse]HS[1];W[a1](;B[b2])(;B[c3]))")
	f.Add("(;C[\\]]SZ[2];B[a1];W[b1];B[a2])")
	f.Add("(;FF[4]GM[11]SZ[5]PB[a]PW[b]RE[W+Resign];B[k6];W[swap-pieces];W[b4];B[resign])")
	f.Add("(;FF[4]PB[x]PW[y]SZ[11]RE[B]SO[https://www.littlegolem.net];W[ad];B[swap];W[eg];B[resign])")
	f.Add("(;FF[4]GM[11]SZ[4]AB[aa:ab];AE[a1]AW[c3]PL[W];W[d4])")
	f.Add("(;GM[11]SZ[3];PL[B]AB[bb]AW[ab][ca]AE[aa][ba][ac][bc][cb][cc])")
	f.Add("(;FF[4]GM[11]SZ[4]C[Red to play];B[b2]C[x]LB[c2:A](;W[c2]TR[b3]SQ[a4];B[b3])(;W[b3](;B[c2])(;B[c1]C[y])))")
	f.Add("(;FF[4]GM[11]SZ[5]HS[1];B[c2](;W[swap-pieces]TR[a1];W[b4]SQ[c1])(;W[d4];B[e5]HR[12]))")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseSGF(s)
		if err != nil {
			return
		}
		back, err := ParseSGF(g.SGF())
		if err != nil {
			t.Fatalf("%q: its own SGF does not read back: %v\n%s", s, err, g.SGF())
		}
		if FormatMoveList(back.Board(), back.Moves()) != FormatMoveList(g.Board(), g.Moves()) {
			t.Fatalf("%q: moves changed in the round trip", s)
		}
		if !slices.Equal(back.Setup(), g.Setup()) || back.Options().First != g.Options().First {
			t.Fatalf("%q: the setup or the first player changed in the round trip", s)
		}
		if back.Winner() != g.Winner() || back.Resigned() != g.Resigned() {
			t.Fatalf("%q: the result changed in the round trip: %v/%v, then %v/%v", s, g.Winner(), g.Resigned(), back.Winner(), back.Resigned())
		}
		if treeDump(back) != treeDump(g) {
			t.Fatalf("%q: the tree changed in the round trip:\n%s\nthen\n%s", s, treeDump(g), treeDump(back))
		}
	})
}

func FuzzParseRecord(f *testing.F) {
	f.Add(`{"board":"cyl:5x9","first":"blue","moves":[{"player":"blue","cell":"c2"},{"player":"red","cell":"b4","rule":"12"}],"winner":"none"}`)
	f.Add(`{"board":"hex:3x3","swap":true,"moves":[{"cell":"a1"},{"cell":"swap"}]}`)
	f.Add(`{"board":"hex:3x3","first":"blue","setup":[{"player":"red","cell":"b2"}],"moves":[{"cell":"a1"}]}`)
	f.Add(`{"board":"hex:4x4","moves":[{"cell":"b2"}],"note":{"comment":"c"},"tree":{"moves":[{"cell":"b2","note":{"marks":[{"cell":"c2","shape":"label","label":"A"}]}}],"variations":[{"moves":[{"cell":"c2"}]},{"moves":[{"cell":"b3"},{"cell":"c1"}]}]}}`)
	f.Fuzz(func(t *testing.T, s string) {
		g, err := ParseRecord([]byte(s))
		if err != nil {
			return
		}
		data, _ := json.Marshal(g.Record())
		back, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("%q: its own record does not read back: %v", s, err)
		}
		if treeDump(back) != treeDump(g) || !slices.Equal(back.Path(), g.Path()) {
			t.Fatalf("%q: the tree or the position shown changed in the round trip", s)
		}
	})
}
