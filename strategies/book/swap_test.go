package book

import (
	"strings"
	"testing"
)

// A swap table that is not whole or not well formed is refused, with the line.
func TestParseSwapTableRefuses(t *testing.T) {
	whole := "hex:1x1 a1 0.5\n"
	if _, err := ParseSwapTable(whole); err != nil {
		t.Fatalf("%q: %v", whole, err)
	}
	for _, tc := range []struct{ text, want string }{
		{"hex:2x2 a1 0.5\n", "lists 1 of its 4 cells"},
		{"hex:1x1 a1 0.5\nhex:1x1 a1 0.5\n", "line 2: hex:1x1 a1 twice"},
		{"hex:1x1 a1 1.5\n", "line 1: value"},
		{"hex:1x1 a1 x\n", "line 1: value"},
		{"hex:1x1 b1 0.5\n", "line 1"},
		{"cyl:3x3 a1 0.5\n", "not a square hex board"},
		{"hex:2x3 a1 0.5\n", "not a square hex board"},
		{"hex:1x1 a1\n", "want a board, a cell and a value"},
	} {
		if _, err := ParseSwapTable(tc.text); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.text, err, tc.want)
		}
	}
}
