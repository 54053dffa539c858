package solver

import (
	"bytes"
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// TestProofsCheck writes proofs of random positions of every small board and of empty
// boards up to 6x6 (connection leaves and threats make them small), and has the independent
// checker replay each; the same proof for the other winner must fail.
func TestProofsCheck(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, spec := range smallBoards {
		b := core.MustBoard(spec)
		s := New(b, Options{Memory: 16 << 20})
		for range 6 {
			least := 0
			if b.Spec().Reverse && b.NumCells() > 12 {
				least = 6
			}
			pos, toMove := minimax.RandomOpenPosition(r, b, least+r.IntN(b.NumCells()/2+1-least))
			checkProof(t, s, pos, toMove)
		}
	}
	for _, tc := range []struct {
		spec  string
		first core.Player
	}{{"hex:4x4", core.Red}, {"hex:5x5", core.Red}, {"hex:6x6", core.Red}, {"hex:6x6", core.Blue}, {"cyl:5x6", core.Blue}} {
		b := core.MustBoard(tc.spec)
		checkProof(t, New(b, Options{}), core.NewPosition(b), tc.first)
	}
}

// checkProof proves pos, checks the proof, and checks that a corrupted copy fails.
func checkProof(t *testing.T, s *Solver, pos *core.Position, toMove core.Player) {
	t.Helper()
	var buf bytes.Buffer
	st, err := s.Prove(context.Background(), pos, toMove, &buf)
	if err != nil {
		t.Fatal(err)
	}
	sum, err := proof.Check(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatalf("%s: the proof does not check: %v\n%s\n%s", s.board.Spec(), err, core.Diagram(pos), buf.String())
	}
	if sum.Header.Winner != st.Winner || sum.Pairings != st.Pairings {
		t.Fatalf("checked %+v, wrote %+v", sum, st)
	}
	// The same proof claiming the other winner must fail.
	text := buf.String()
	other := strings.Replace(text, "winner "+st.Winner.String(), "winner "+st.Winner.Opponent().String(), 1)
	if _, err := proof.Check(strings.NewReader(other)); err == nil {
		t.Fatalf("%s: a proof for the wrong winner checks:\n%s", s.board.Spec(), other)
	}
}

// TestProofWithTemplate proves a position that only edge template IV-1-a wins: a red chain
// from the bottom of hex:9x9 up to c4, and Blue holding every cell of the top four rows but
// the template's carrier. The proof's connection leaf holds the template, which the checker
// plays out; without one of its cells the checker refuses it.
func TestProofWithTemplate(t *testing.T) {
	b := core.MustBoard("hex:9x9")
	pos := core.NewPosition(b)
	carrier := map[core.Cell]bool{}
	// The carrier: rows 1 to 3 from column 2 to columns 8, 7 and 6, and d4 beside the stone.
	for row, last := range map[int]int{1: 8, 2: 7, 3: 6} {
		for col := 2; col <= last; col++ {
			carrier[b.Cell(col, row)] = true
		}
	}
	carrier[b.Cell(4, 4)] = true
	for row := 4; row <= 9; row++ {
		pos.Place(b.Cell(3, row), core.Red)
	}
	for row := 1; row <= 4; row++ {
		for col := 1; col <= 9; col++ {
			if c := b.Cell(col, row); pos.At(c) == core.NoPlayer && !carrier[c] {
				pos.Place(c, core.Blue)
			}
		}
	}
	var buf bytes.Buffer
	if _, err := New(b, Options{}).Prove(context.Background(), pos, core.Red, &buf); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	if !strings.Contains(text, "tmpl c4 top 19") {
		t.Fatalf("the proof holds no template:\n%s", text)
	}
	if _, err := proof.Check(strings.NewReader(text)); err != nil {
		t.Fatalf("the checker refuses the proof: %v\n%s", err, text)
	}
	less := strings.Replace(text, "tmpl c4 top 19 ", "tmpl c4 top 18 ", 1)
	if _, err := proof.Check(strings.NewReader(less)); err == nil || !strings.Contains(err.Error(), "cuts") {
		t.Fatalf("a template short of a cell: %v", err)
	}
}

// TestRexProofLeaves proves 4x4 Rex after the opening a1 (Blue wins) and checks that the
// proof stands on the loser's pair-completions and pre-pair-completions (Theorems 7 and 6 of
// "How to play Reverse Hex"), which the checker verifies; the same leaf with the singleton
// moved to a cell that does not complete the pairing fails.
func TestRexProofLeaves(t *testing.T) {
	b := core.MustBoard("hex:4x4+reverse")
	pos := core.NewPosition(b)
	pos.Place(b.Cell(1, 1), core.Red)
	var buf bytes.Buffer
	st, err := New(b, Options{}).Prove(context.Background(), pos, core.Blue, &buf)
	if err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	if st.Pairings == 0 || !strings.Contains(text, "rexprepairs") || !strings.Contains(text, "rexpairs") {
		t.Fatalf("no Rex pairing leaves: %+v", st)
	}
	if _, err := proof.Check(strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	i := strings.Index(text, "rexprepairs ")
	j := i + len("rexprepairs ")
	k := j + strings.IndexByte(text[j:], ' ')
	for _, other := range []string{"a4", "d4", "c3", "b4"} {
		bad := text[:j] + other + text[k:]
		if bad == text {
			continue
		}
		if _, err := proof.Check(strings.NewReader(bad)); err == nil {
			t.Errorf("the singleton %s in place of %s checks", other, text[j:k])
		}
		return
	}
}
