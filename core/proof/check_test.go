package proof

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// proofText is a proof file about board with the tree's tokens.
func proofText(board, toMove, winner, stones, tree string) string {
	return "hexlab-proof 1\nboard " + board + "\n" + stones + "to-move " + toMove + "\nwinner " + winner + "\ntree\n" + tree + "\nend\n"
}

// On hex:2x2 Red to move wins with b1, which touches the top and both cells of the bottom
// row: a1 b1 / a2 b2 in cell order.
func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		name, text string
		wantErr    string // "" for a proof that checks
	}{
		{"every reply", proofText("hex:2x2", "red", "red", "", "b1 b2 b2 a2"), ""},
		{"a pairing after the move", proofText("hex:2x2", "red", "red", "", "play b1 pairs 1 a2 b2"), ""},
		{"a pairing leaf", proofText("hex:2x2", "red", "red", "red b1\nblue a1\n", "pairs 1 a2 b2"), ""},
		{"the loser to move first", proofText("hex:2x2", "blue", "red", "red b1\n", "b2 b2 a2"), ""},
		{"a reply left out", proofText("hex:2x2", "red", "red", "", "b1 b2 b2"), "\"end\""},
		{"a move to a stone", proofText("hex:2x2", "red", "red", "", "b1 a1 b2 a2"), "not empty"},
		{"a losing answer", proofText("hex:2x2", "red", "red", "", "a1 a2 b1"), "blue wins by b2"},
		{"pairs that do not hold", proofText("hex:2x2", "red", "red", "", "play a1 pairs 1 a2 b2"), "can take one cell of each pair"},
		{"a pair cell twice", proofText("hex:2x2", "red", "red", "", "play b1 pairs 2 a2 b2 a2 a1"), "listed once"},
		{"the wrong winner", proofText("hex:2x2", "red", "blue", "", "b1 b2 b2 a2"), ""},
		{"pairs on the torus", proofText("torus:3x3", "red", "red", "", "pairs 1 a1 b1"), "not proofs"},
		{"a carrier leaf", proofText("hex:2x2", "red", "red", "red b1\nblue a1\n", "carrier 2 a2 b2"), ""},
		{"a carrier after the move", proofText("hex:2x2", "red", "red", "", "play b1 carrier 2 a2 b2"), ""},
		{"a carrier too small", proofText("hex:2x2", "red", "red", "", "play b1 carrier 1 a2"), "stops red"},
		{"a carrier in Rex", proofText("hex:2x2+reverse", "red", "red", "", "carrier 1 a1"), "Rex"},
		{"a carrier cell twice", proofText("hex:2x2", "red", "red", "", "play b1 carrier 2 a2 a2"), "listed once"},
		{"play that ends the game", proofText("hex:2x2", "red", "red", "red b1\n", "play b2 carrier 1 a2"), "ends the game"},
		{"= with nothing before", proofText("hex:2x2", "red", "red", "", "="), "not proven before"},
		{"junk after the end", proofText("hex:2x2", "red", "red", "", "b1 b2 b2 a2") + "a1\n", "after the end"},
		{"not a proof", "hello\n", "not a proof file"},
		{"no winner", "hexlab-proof 1\nboard hex:2x2\nto-move red\ntree\nb1\nend\n", "needs a board, to-move and winner"},
		{"a game over", proofText("hex:2x2", "blue", "red", "red b1 b2\n", ""), "over already"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Check(strings.NewReader(tc.text))
			switch {
			case tc.name == "the wrong winner":
				if err == nil {
					t.Fatal("a proof for the wrong winner checks")
				}
			case tc.wantErr == "" && err != nil:
				t.Fatalf("the proof does not check: %v", err)
			case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
				t.Fatalf("got %v, want an error with %q", err, tc.wantErr)
			}
		})
	}
}

// TestWriterChecks writes a proof with the Writer and checks it.
func TestWriterChecks(t *testing.T) {
	b := core.MustBoard("hex:2x2")
	var buf bytes.Buffer
	w := NewWriter(&buf, Header{Board: b, Position: core.NewPosition(b), ToMove: core.Red, Winner: core.Red})
	cell := func(name string) core.Cell { c, _ := b.ParseCell(name); return c }
	w.Pairs(cell("b1"), [][2]core.Cell{{cell("a2"), cell("b2")}})
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	sum, err := Check(&buf)
	if err != nil {
		t.Fatalf("%v\n%s", err, buf.String())
	}
	if sum.Pairings != 1 || sum.Nodes != 1 {
		t.Errorf("summary %+v", sum)
	}
}

// TestPairingWins checks PairingWins against the choices written out by hand.
func TestPairingWins(t *testing.T) {
	b := core.MustBoard("hex:3x3")
	pos := core.NewPosition(b)
	cell := func(name string) core.Cell { c, _ := b.ParseCell(name); return c }
	pos.Place(cell("b2"), core.Red)
	// b2 reaches row 1 by b1 or c1 and row 3 by a3 or b3: two bridges to the edges.
	if !PairingWins(pos, core.Red, [][2]core.Cell{{cell("b1"), cell("c1")}, {cell("a3"), cell("b3")}}) {
		t.Error("b2 with its two edge bridges does not win")
	}
	// a1 and c3 are not next to b2's way: the loser takes a3 and b3's partner.
	if PairingWins(pos, core.Red, [][2]core.Cell{{cell("b1"), cell("c1")}, {cell("a3"), cell("c3")}}) {
		t.Error("a pair that does not join b2 to row 3 wins")
	}
}

// FuzzCheck feeds the checker any text: it must answer, never panic.
func FuzzCheck(f *testing.F) {
	f.Add(proofText("hex:2x2", "red", "red", "", "b1 b2 b2 a2"))
	f.Add(proofText("hex:2x2", "red", "red", "", "play b1 pairs 1 a2 b2"))
	f.Add(proofText("cyl:3x3+reverse", "blue", "red", "red b1\n", "= pairs 9"))
	f.Fuzz(func(t *testing.T, text string) {
		_, _ = Check(strings.NewReader(text))
	})
}
