package core

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// Files as other programs write them, each read with its program's meaning.
func TestSGFOtherPrograms(t *testing.T) {
	for _, tc := range []struct {
		name, sgf string
		moves     string // Hexlab's moves
		winner    Player
		resigned  Player
		info      SGFInfo
	}{
		{
			// HexGui (HexGui.java: after swap-pieces the board is unchanged and the swapper
			// moves again with the same colour): B[k6];W[swap-pieces];W[b10]. In Hexlab's
			// frame the swap puts blue on f11 and red moves next: HexGui's white b10 is
			// Hexlab's red j2.
			name:  "HexGui swap",
			sgf:   "(;FF[4]AP[HexGui:0.9.GIT]GM[11]SZ[11]PB[alice]PW[MoHex];B[k6];W[swap-pieces];W[b10];B[c3])",
			moves: "k6,swap,j2,c3", winner: NoPlayer, resigned: NoPlayer,
			info: SGFInfo{Red: "alice", Blue: "MoHex"},
		},
		{
			// Little Golem (as PlayHex's reader of its files): letter-pair cells, a swap
			// that mirrors the stone, colour tags alternating from W, a final resign by
			// the second player, and RE[B] naming PB, the first player, as the winner.
			name: "Little Golem",
			// (The names are plain here: Little Golem escapes neither "\\" nor "]" in them.)
			sgf:   `(;FF[4]EV[null]PB[lazyplayer]PW[Shumacher]SZ[11]RE[B]GC[game #1804563]SO[https://www.littlegolem.net];W[ad];B[swap];W[eg];B[resign])`,
			moves: "a4,swap,e7", winner: Blue, resigned: Red,
			info: SGFInfo{Red: "Shumacher", Blue: "lazyplayer"}, // W moved first: Blue, PB
		},
		{
			name:  "upper case SWAP and no SZ (11)",
			sgf:   "(;FF[4]GM[11];B[a1];W[SWAP];B[c3])",
			moves: "a1,swap,c3", winner: NoPlayer, resigned: NoPlayer,
		},
		{
			name:  "RE with resignation and no resign move",
			sgf:   "(;FF[4]GM[11]SZ[5]RE[W+Resign];B[c3];W[c2])",
			moves: "c3,c2", winner: Blue, resigned: Red,
		},
		{
			name:  "RE on time, read as the loser's resignation",
			sgf:   "(;FF[4]GM[11]SZ[5]RE[B+Time];B[c3];W[c2])",
			moves: "c3,c2", winner: Red, resigned: Blue,
		},
		{
			name:  "RE agrees with the board",
			sgf:   "(;GM[11]SZ[3]RE[B+];B[a1];W[b1];B[a2];W[c1];B[a3])",
			moves: "a1,b1,a2,c1,a3", winner: Red, resigned: NoPlayer,
		},
		{
			name:  "RE void says nothing",
			sgf:   "(;GM[11]SZ[3]RE[Void];B[a1])",
			moves: "a1", winner: NoPlayer, resigned: NoPlayer,
		},
	} {
		g, info, err := ParseSGFWithInfo(tc.sgf)
		if err != nil {
			t.Errorf("%s: %v", tc.name, err)
			continue
		}
		if got := FormatMoveList(g.Board(), g.Moves()); got != tc.moves {
			t.Errorf("%s: moves %s, want %s\n%s", tc.name, got, tc.moves, Diagram(g.Position()))
		}
		if g.Winner() != tc.winner || g.Resigned() != tc.resigned {
			t.Errorf("%s: winner %v resigned %v, want %v and %v", tc.name, g.Winner(), g.Resigned(), tc.winner, tc.resigned)
		}
		if info != tc.info {
			t.Errorf("%s: players %+v, want %+v", tc.name, info, tc.info)
		}
	}
}

// The position HexGui shows after its swap is Hexlab's seen through the transpose-and-recolour
// symmetry, move after move.
func TestSGFHexGuiSwapIsTheSymmetry(t *testing.T) {
	hexgui := "(;GM[11]SZ[5];B[b4];W[swap-pieces];W[c2];B[d3];W[a5])"
	g, err := ParseSGF(hexgui)
	if err != nil {
		t.Fatal(err)
	}
	// HexGui's board: black b4, white c2, black d3, white a5 (stones never change).
	want := map[string]Player{"b4": Red, "c2": Blue, "d3": Red, "a5": Blue}
	b := g.Board()
	for name, p := range want {
		c, _ := b.ParseCell(name)
		if got := g.At(b.Transpose(c)); got != p.Opponent() {
			t.Errorf("HexGui's %v %s should be Hexlab's %v %s, found %v", p, name, p.Opponent(), b.CellName(b.Transpose(c)), got)
		}
	}
}

// Every game, written as SGF (swap in HexGui's form, resignation, players) and read back, is
// the same game: random games on every topology, with and without swap and resignation.
func TestSGFRoundTrip(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	specs := []string{"hex:5x5", "hex:7x7", "hex:4x6", "cyl:5x4", "torus:5x5", "hex:5x5+reverse", "torus:4x4+reverse"}
	for _, text := range specs {
		spec, _ := ParseSpec(text)
		for k := 0; k < 30; k++ {
			opts := Options{First: Red, Swap: swapAllowed(spec) && k%2 == 0}
			if k%3 == 1 {
				opts.First = Blue
			}
			g, _ := NewGame(spec, opts)
			stop := rng.IntN(spec.Cols*spec.Rows + 1)
			for i := 0; i < stop && !g.Over(); i++ {
				legal := g.LegalMoves()
				m := legal[rng.IntN(len(legal))]
				if i == 1 && opts.Swap && k%4 == 0 {
					m = SwapMove()
				}
				g.PlayRule(m, []string{"", "12", "rule ] with \\ text"}[rng.IntN(3)])
			}
			if !g.Over() && k%5 == 0 {
				g.Resign(g.ToMove())
			}
			info := SGFInfo{Red: "mcts", Blue: "a person ]"}
			text := g.SGFWith(info)
			back, gotInfo, err := ParseSGFWithInfo(text)
			if err != nil {
				t.Fatalf("%s: %v\n%s", spec, err, text)
			}
			if a, b := g.Record(), back.Record(); !sameRecord(a, b) {
				t.Fatalf("%s: round trip changed the game\n%+v\n%+v\n%s", spec, a, b, text)
			}
			if gotInfo != info {
				t.Fatalf("%s: players %+v, want %+v", spec, gotInfo, info)
			}
		}
	}
}

func sameRecord(a, b Record) bool {
	if a.Board != b.Board || a.First != b.First || a.Swap != b.Swap || a.Winner != b.Winner || a.Resigned != b.Resigned || len(a.Moves) != len(b.Moves) {
		return false
	}
	for i := range a.Moves {
		if a.Moves[i] != b.Moves[i] {
			return false
		}
	}
	return strings.Join(a.Winning, ",") == strings.Join(b.Winning, ",")
}

// A resignation ends the game, is kept in the record, and is undone first.
func TestResign(t *testing.T) {
	spec, _ := ParseSpec("hex:4x4")
	g, _ := NewGameFromMoves(spec, Options{}, []Move{CellMove(5)})
	if err := g.Resign(Blue); err != nil {
		t.Fatal(err)
	}
	if !g.Over() || g.Winner() != Red || g.Play(CellMove(6)) == nil || g.Resign(Red) == nil {
		t.Fatalf("after blue resigned: over %v winner %v", g.Over(), g.Winner())
	}
	back, err := g.Record().Game()
	if err != nil || back.Resigned() != Blue || back.Winner() != Red {
		t.Fatalf("record round trip: %v %v", back, err)
	}
	if !g.Undo() || g.Over() || g.Resigned() != NoPlayer || len(g.Turns()) != 1 {
		t.Fatalf("undo of a resignation: over %v turns %d", g.Over(), len(g.Turns()))
	}
	if g.Resign(NoPlayer) == nil {
		t.Fatal("nobody resigned")
	}
}
