package core

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSGFCorpus reads game records the Olympiad's programs wrote (testdata/programs/icga,
// whose README says where each comes from): each reads, or is refused for what is wrong with
// it; a game decided on the board was decided by its last move (read with the wrong swap
// convention, the winning path would close earlier, or never); and each comes back the same
// through Hexlab's own SGF.
func TestSGFCorpus(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "programs", "icga", "*.sgf"))
	if err != nil || len(files) < 10 {
		t.Fatalf("%d files: %v", len(files), err)
	}
	broken := map[string]string{
		"20-13-1.broken.sgf":     "move 113 (b10): blue moved out of turn",
		"09-orig-mw1.broken.sgf": "RE[B+] says",
	}
	decided, swaps := 0, 0
	for _, path := range files {
		name := filepath.Base(path)
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		g, err := ParseSGF(string(data))
		if want, ok := broken[name]; ok {
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("%s: %v, want an error saying %q", name, err, want)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		if g.Options().Swap {
			swaps++
		}
		if g.Over() && g.Resigned() == NoPlayer {
			decided++
			last, _ := g.LastTurn()
			if last.Player != g.Winner() {
				t.Errorf("%s: %v won, but %v made the last move", name, g.Winner(), last.Player)
			}
			probe, _ := NewGame(g.Spec(), g.Options())
			for _, m := range g.Moves()[:len(g.Moves())-1] {
				probe.Play(m)
			}
			if probe.Over() {
				t.Errorf("%s: decided before its last move", name)
			}
		}
		back, err := ParseSGF(g.SGF())
		if err != nil || !slices.Equal(back.Moves(), g.Moves()) || back.Winner() != g.Winner() || back.Resigned() != g.Resigned() {
			t.Errorf("%s: Hexlab's SGF of it reads back differently: %v", name, err)
		}
	}
	if decided < 7 || swaps < 6 {
		t.Errorf("%d games decided on the board and %d with a swap: the corpus lost its point", decided, swaps)
	}
}

// Records PlayHex writes (its SGF writer's tests) and HexGui's saved positions (as programs
// that read them quote them): each read with its program's meaning.
func TestSGFPlayHexAndPositions(t *testing.T) {
	for _, tc := range []struct {
		name, sgf, moves, setup string
		first, winner, resigned Player
	}{
		{
			// PlayHex: swap-pieces mirrors the stone and the colours go on alternating (the
			// first player moves next); RE[B+Resign] is White's resignation.
			name:  "PlayHex",
			sgf:   "(;FF[4]CA[UTF-8]AP[PlayHex:0.0.0]SO[PlayHex.org]GM[11]SZ[11]PB[Random bot]PW[aaa]DT[2024-08-27]HA[0]RE[B+Resign]TM[600]OT[fischer 5 capped];B[a2]BL[600];W[swap-pieces]WL[595];B[k5]BL[595];W[f6]WL[590];B[e3]BL[580])",
			moves: "a2,swap,k5,f6,e3", first: Red, winner: Red, resigned: Blue,
		},
		{
			name:  "PlayHex PL",
			sgf:   "(;FF[4]GM[11]AP[PlayHex:0.0.0]PL[B]SZ[4]DT[2023-12-08]PB[Player A]PW[Player B];B[c2];W[swap-pieces];B[d1])",
			moves: "c2,swap,d1", first: Red,
		},
		{
			// Little Golem, as PlayHex's importer test reads it: 27 moves from a13 to k6,
			// then the second player's resignation.
			name:  "Little Golem 13x13",
			sgf:   "(;FF[4]EV[hex.ch.32.2.1]PB[Bill LeBoeuf]PW[bennok]SZ[13]RE[B]GC[game #1612755]SO[https://www.littlegolem.net];W[am];B[ii];W[de];B[dc];W[bc];B[eh];W[dh];B[di];W[bj];B[dj];W[gh];B[gg];W[if];B[he];W[fh];B[fg];W[ke];B[hg];W[jh];B[ij];W[ih];B[hi];W[hh];B[ig];W[al];B[ci];W[kf];B[resign])",
			moves: "a13,i9,d5,d3,b3,e8,d8,d9,b10,d10,g8,g7,i6,h5,f8,f7,k5,h7,j8,i10,i8,h9,h8,i7,a12,c9,k6",
			first: Blue, winner: Blue, resigned: Red,
		},
		{
			// HexGui's savePosition: a node after the root with the stones and the player to move.
			name:  "HexGui position",
			sgf:   "(;AP[HexGui:0.9.GIT]FF[4]GM[11]SZ[9];AB[g1][f3][e5][d6][d7]AW[i1][c2][c7][e7][c9]PL[B])",
			setup: "red:g1,f3,e5,d6,d7,blue:i1,c2,c7,e7,c9", first: Red,
		},
		{
			name:  "HexGui position, white to move",
			sgf:   "(;AP[HexGui:1.0.]FF[4]GM[11]SZ[3];AB[a2][b3]AW[a1]PL[W])",
			setup: "red:a2,b3,blue:a1", first: Blue,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g, err := ParseSGF(tc.sgf)
			if err != nil {
				t.Fatal(err)
			}
			b := g.Board()
			want, _ := ParseSetup(b, tc.setup)
			w, _ := NewGame(g.Spec(), Options{Setup: want})
			if got := FormatMoveList(b, g.Moves()); got != tc.moves || !slices.Equal(g.Setup(), w.Setup()) ||
				g.Options().First != tc.first || g.Winner() != tc.winner || g.Resigned() != tc.resigned {
				t.Fatalf("moves %s, setup %s, first %v, winner %v, resigned %v", got, FormatSetup(b, g.Setup()), g.Options().First, g.Winner(), g.Resigned())
			}
		})
	}
}
