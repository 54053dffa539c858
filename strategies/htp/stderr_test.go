package htp

import (
	"fmt"
	"strings"
	"testing"
)

// A tailBuffer keeps the end of what it is given, and quotes its last
// non-empty lines.
func TestTailBuffer(t *testing.T) {
	var b tailBuffer
	if got := b.Last(3); got != "" {
		t.Errorf("empty buffer: %q", got)
	}
	for i := range 500 {
		fmt.Fprintf(&b, "line %d\n\n", i)
	}
	if len(b.data) > tailKeep {
		t.Errorf("keeps %d bytes, at most %d", len(b.data), tailKeep)
	}
	if got, want := b.Last(3), "line 497 / line 498 / line 499"; got != want {
		t.Errorf("Last(3) = %q, want %q", got, want)
	}
	b.Write([]byte("no newline at the end"))
	if got := b.Last(1); got != "no newline at the end" {
		t.Errorf("Last(1) = %q", got)
	}
	if got := b.Last(100); strings.HasPrefix(got, "line 0") || !strings.HasSuffix(got, "at the end") {
		t.Errorf("Last(100) = %q", got)
	}
}
