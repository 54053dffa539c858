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
		{"a connection", proofText("hex:3x3", "red", "red", "red b2\n", conn3x3), ""},
		{"a connection's steps only in part", proofText("hex:3x3", "red", "red", "red b2\n", "conn 7"+conn3x3[7:strings.Index(conn3x3, " adj a3")]), "does not join"},
		{"an and of overlapping carriers", proofText("hex:3x3", "red", "red", "red b2\n", conn3x3[:strings.Index(conn3x3, " adj a3")]+
			" adj b1 a1 adj b1 b2 and 7 8 adj a2 a1 adj a2 b2 and 10 11 or 2 9 12 and 6 13"), "overlap"},
		{"a connection through cells apart", proofText("hex:3x3", "red", "red", "red b2\n", "conn 1 adj a1 c3"), "not next to"},
		{"a connection through a side", proofText("hex:3x3", "red", "red", "red b2\n", "conn 3 adj b1 top adj c1 top and 0 1"), "through a side"},
		{"a connection joining a semi-connection", proofText("hex:3x3", "red", "red", "red b2\n", "conn 4 adj b1 top adj b1 b2 and 0 1 and 2 2"), "semi-connection"},
		{"an or of overlapping semis", proofText("hex:3x3", "red", "red", "red b2\n", "conn 4 adj b1 top adj b1 b2 and 0 1 or 2 2 2"), "in common"},
		{"an or of one", proofText("hex:3x3", "red", "red", "red b2\n", "conn 4 adj b1 top adj b1 b2 and 0 1 or 1 2"), "expected 2"},
		{"a part ahead", proofText("hex:3x3", "red", "red", "red b2\n", "conn 2 and 0 1 adj b1 top"), "expected 0 to -1"},
		{"a connection from the loser's stone", proofText("hex:3x3", "red", "red", "red b2\nblue a1\n", "conn 1 adj a1 top"), "not an empty cell or a stone"},
		{"a connection to the loser's side", proofText("hex:3x3", "red", "red", "red b2\n", "conn 1 adj a1 left"), "not a side"},
		{"a connection on the torus", proofText("torus:3x3", "red", "red", "red b2\n", "conn 1 adj b1 b2"), "not a chain between two sides"},
		{"a connection in Rex", proofText("hex:3x3+reverse", "red", "red", "red b2\n", "conn 1 adj b1 b2"), "not a chain between two sides"},
		{"a connection for Blue on the cylinder", proofText("cyl:3x3", "blue", "blue", "blue b2\n", "conn 1 adj a2 b2"), "not a chain between two sides"},
		{"threats that hold", proofText("hex:3x3", "blue", "red", "red b2\n", threats3x3), ""},
		{"threats that leave a move", proofText("hex:3x3", "blue", "red", "red b2\n", "threats 1"+threats3x3[9:strings.Index(threats3x3, " conn 11 adj b1 top adj b1 b2 and 0 1 adj c1 top adj c1 b2 and 3 4 or 2 2 5 adj b3")]), "\"end\""},
		{"a template from the loser's stone", proofText("hex:3x3", "red", "red", "red b2\nblue a2\n", "conn 1 tmpl a2 top 2 a1 b1"), "must be a stone"},
		{"a template from an empty cell, short of the other side", proofText("hex:3x3", "red", "red", "red b2\n", "conn 1 tmpl a2 top 2 a1 b1"), "does not join"},
		{"a template to the loser's side", proofText("hex:3x3", "red", "red", "red b2\n", "conn 1 tmpl b2 left 2 a1 b1"), "must be a side"},
		{"a template that does not hold", proofText("hex:3x3", "red", "red", "red b2\n", "conn 1 tmpl b2 top 1 b1"), "cuts"},
		{"a template that holds", proofText("hex:3x3", "red", "red", "red b2\n",
			"conn 9 tmpl b2 top 2 b1 c1 adj a3 bottom adj a3 b2 and 1 2 adj b3 bottom adj b3 b2 and 4 5 or 2 3 6 and 0 7"), ""},
		{"a Rex pairing in Hex", proofText("hex:3x3", "red", "red", "red b2\n", "rexpairs 1 a1 b1"), "a Rex pairing leaf"},
		{"a Rex pre-pairing with the empty cells odd", proofText("hex:3x3+reverse", "red", "red", "red a1\nblue b2\n", "rexprepairs b1 0"), "odd"},
		{"a Rex pairing that does not hold", proofText("hex:3x3+reverse", "red", "red", "blue b2 a1\n", "rexpairs 1 b1 c1"), "no chain"},
		{"threats that do not hold", proofText("hex:3x3", "blue", "red", "red b2\n", "threats 1 conn 1 adj a1 c3"), "not next to"},
		{"no threats", proofText("hex:3x3", "blue", "red", "red b2\n", "threats 0"), "expected 1 to 16"},
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
	f.Add(proofText("hex:3x3", "red", "red", "red b2\n", conn3x3))
	f.Add(proofText("hex:3x3", "red", "red", "red b2\n", "conn 4 adj b1 top adj b1 b2 and 0 1 or 2 2 2"))
	f.Add(proofText("cyl:3x3", "blue", "red", "", "conn 2 adj a1 top and 0 0"))
	f.Add("hexlab-proof 1\nboard hex:2x2\nto-move red\nwinner red\ntree\nconn 70000\n")
	f.Add("hexlab-proof 2\nboard hex:2x2\nto-move red\nwinner red\nmemo 0\ntree\nb1 b2 b2 a2\nend\n")
	f.Add("hexlab-proof 2\nboard hex:3x2\nto-move blue\nwinner red\nmemo 1\ntree\n= a1 = b1\r\nend\n")
	f.Fuzz(func(t *testing.T, text string) {
		_, _ = Check(strings.NewReader(text))
	})
}

// conn3x3 is a connection leaf for Red on hex:3x3 with a red stone at b2: b2 to the top by
// b1 or c1, to the bottom by a3 or b3, each an Or of two semi-connections, joined at b2.
const conn3x3 = "conn 15 adj b1 top adj b1 b2 adj c1 top adj c1 b2 and 0 1 and 2 3 or 2 4 5 " +
	"adj a3 bottom adj a3 b2 adj b3 bottom adj b3 b2 and 7 8 and 9 10 or 2 11 12 and 6 13"

// threats3x3 is what the prover writes on hex:3x3 with a red stone at b2 and Blue to move:
// four threats of Red's (semi-connections between the sides: b2 joined to one side by a
// bridge, to the other through a key), whose carriers have no cell in common, so every
// move of Blue's leaves one of them.
const threats3x3 = "threats 4 conn 11 adj b1 top adj b1 b2 and 0 1 adj c1 top adj c1 b2 and 3 4 or 2 2 5 adj a3 b2 and 6 " +
	"7 adj a3 bottom and 8 9 conn 11 adj b1 top adj b1 b2 and 0 1 adj c1 top adj c1 b2 and 3 4 or 2 2 5 " +
	"adj b3 b2 and 6 7 adj b3 bottom and 8 9 conn 11 adj a3 bottom adj a3 b2 and 0 1 adj b3 bottom adj b3 " +
	"b2 and 3 4 or 2 2 5 adj b1 b2 and 6 7 adj b1 top and 8 9 conn 11 adj a3 bottom adj a3 b2 and 0 1 adj " +
	"b3 bottom adj b3 b2 and 3 4 or 2 2 5 adj c1 b2 and 6 7 adj c1 top and 8 9"
