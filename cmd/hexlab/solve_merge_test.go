package main

import (
	"bufio"
	"io"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// A job's proof file is read one proof at a time: each ends after its line "end", however
// long its lines (longer than the reader's buffer here), and blank space between proofs or
// after the last is no proof.
func TestProofStreamSplits(t *testing.T) {
	long := strings.Repeat("a1 ", 40000) // 120 KB on one line
	proofs := []string{
		"hexlab-proof 2\ntree\n" + long + "\nend\n",
		"hexlab-proof 2\ntree\nb2 endless end\nend\n",
		"hexlab-proof 2\ntree\nc3\nend", // the last, with no newline
	}
	s := &proofStream{br: bufio.NewReaderSize(strings.NewReader(proofs[0]+"\n\n"+proofs[1]+" \n"+proofs[2]), 1<<16)}
	for i, want := range proofs {
		if !s.more() {
			t.Fatalf("proof %d: no more", i+1)
		}
		got, err := io.ReadAll(s.next())
		if err != nil || string(got) != want {
			t.Fatalf("proof %d: %d bytes %.40q..., %v; want %d bytes", i+1, len(got), got, err, len(want))
		}
	}
	if s.more() {
		t.Error("a proof after the last")
	}
	s = &proofStream{br: bufio.NewReader(strings.NewReader(" \n\t\n"))}
	if s.more() {
		t.Error("blank space read as a proof")
	}
}

// memTotal reads MemTotal from /proc/meminfo's text, and nothing else.
func TestMemTotal(t *testing.T) {
	for text, want := range map[string]int64{
		"MemTotal:       24683748 kB\nMemFree:  1 kB\n": 24683748 << 10,
		"MemFree: 5 kB\nMemTotal: 2 kB\n":               2 << 10,
		"MemTotal: 2 MB\n":                              0,
		"MemTotal: -2 kB\n":                             0,
		"":                                              0,
	} {
		if got := memTotal(strings.NewReader(text)); got != want {
			t.Errorf("%q: %d, want %d", text, got, want)
		}
	}
}

// A move that ends the game is judged by the rules: the player who completes a structure
// wins in Hex and loses in Rex. (A full board without a structure, where the player to move
// would lose, is found on no board: see core's TestFullBoardsHaveExactlyOneWinner.)
func TestRuledWinner(t *testing.T) {
	tests := []struct {
		spec, red, blue string
		toMove, want    core.Player
	}{
		{"hex:3x3", "b1,b2,b3", "a1,a2", core.Blue, core.Red},
		{"hex:3x3+reverse", "b1,b2,b3", "a1,a2", core.Blue, core.Blue},
		{"hex:4x3", "a1,b1,c1", "a2,b2,c2,d2", core.Red, core.Blue},
		{"hex:4x3+reverse", "a1,b1,c1", "a2,b2,c2,d2", core.Red, core.Red},
		{"cyl:4x7", "a1,a2,a3,a4", "a5,b5,c5,d5", core.Red, core.Blue},
		{"torus:3x3+reverse", "a1,a2,a3", "b1,b2", core.Blue, core.Blue},
	}
	for _, tc := range tests {
		p := place(t, tc.spec, tc.red, tc.blue)
		if got := ruledWinner(p, tc.toMove); got != tc.want {
			t.Errorf("%s red %s blue %s, %v to move: %v, want %v\n%s", tc.spec, tc.red, tc.blue, tc.toMove, got, tc.want, core.Diagram(p))
		}
	}
}
