package solver

import (
	"bytes"
	"context"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
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
			pos, toMove := randomOpenPosition(r, b, least+r.IntN(b.NumCells()/2+1-least))
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
