package rex

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// BenchmarkFindEmpty5x5 is the search for the first player's
// pre-pair-completion of the empty 5x5 board (Figure 15).
func BenchmarkFindEmpty5x5(b *testing.B) {
	bd := MustBoard(5)
	for b.Loop() {
		if _, r := Find(bd, Pos{}, core.Red, true, 0); r != Found {
			b.Fatal(r)
		}
	}
}

// BenchmarkFindNone5x5 proves that the empty 5x5 board has no
// pair-completion.
func BenchmarkFindNone5x5(b *testing.B) {
	bd := MustBoard(5)
	for b.Loop() {
		if _, r := Find(bd, Pos{}, core.Red, false, 0); r != None {
			b.Fatal(r)
		}
	}
}

// BenchmarkPairingMove5x5 is one move of Theorem 6 on 5x5 from the table,
// after the first player's opening c3.
func BenchmarkPairingMove5x5(b *testing.B) {
	bd := MustBoard(5)
	q := Pos{}.With(bd.Cell(3, 3), core.Red)
	for b.Loop() {
		if _, ok := PairingMove(bd, q, core.Blue, bd.Cell(3, 3), -1); !ok {
			b.Fatal("no move")
		}
	}
}
