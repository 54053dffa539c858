package rex

import (
	"bytes"
	"os"
	"testing"
	"time"
)

// The committed table.go is what gen_table.go writes now: the search
// finds the same completions (it is deterministic), and no position the
// generator visits lacks one.
func TestTableIsGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("regenerating the table takes some seconds; run without -short")
	}
	start := time.Now()
	src := GenerateTable()
	committed, err := os.ReadFile("table.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(src, committed) {
		t.Fatalf("table.go is stale: run go generate ./strategies/rex")
	}
	if bytes.Contains(src, []byte("No completion")) {
		t.Errorf("the generator met a position without a completion:\n%s", src)
	}
	t.Logf("regenerated in %v", time.Since(start).Round(time.Millisecond))
}

// Every entry of the table, under every symmetry, is a completion of its
// player by the definition read literally on core positions.
func TestTableEntries(t *testing.T) {
	total := 0
	for n := 1; n <= TableSizes; n++ {
		for _, e := range TableFor(n) {
			total++
			if !slowIsCompletion(n, e.Start, e.X, e.A) {
				t.Errorf("%dx%d %s: %s is not a completion of %v", n, n, e.Note, e.A.Format(MustBoard(n)), e.X)
			}
		}
	}
	if total < len(table) {
		t.Errorf("%d entries with their images, fewer than the %d rows", total, len(table))
	}
}
