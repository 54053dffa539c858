package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core/proof"
)

// TestSolvedTable checks docs/results/solved.md against its proof files, as the issue asks
// ("the solver's claims in docs are all checked"): every row with a proof names a file whose
// SHA-256 starts as the row says and which check-proof's checker accepts, for the row's
// board, first player and winner; every proof file has its row.
func TestSolvedTable(t *testing.T) {
	dir := filepath.Join("..", "..", "docs", "results")
	text, err := os.ReadFile(filepath.Join(dir, "solved.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := 0
	listed := map[string]bool{}
	for _, line := range strings.Split(string(text), "\n") {
		f := strings.Split(line, "|")
		if len(f) != 11 || !strings.Contains(f[1], ":") {
			continue
		}
		for i := range f {
			f[i] = strings.TrimSpace(f[i])
		}
		board, first, winner, sum := f[1], f[2], f[3], f[9]
		rows++
		if sum == "-" {
			continue
		}
		name := strings.ReplaceAll(board, ":", "-") + "-" + first + ".proof.gz"
		listed[name] = true
		data, err := os.ReadFile(filepath.Join(dir, "solved", name))
		if err != nil {
			t.Errorf("%s %s: %v", board, first, err)
			continue
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(data)); !strings.HasPrefix(got, sum) {
			t.Errorf("%s: SHA-256 %s, the table says %s", name, got, sum)
		}
		z, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		s, err := proof.Check(z)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		h := s.Header
		if h.Board.Spec().String() != board || h.ToMove.String() != first || h.Winner.String() != winner || h.Position.Stones() != 0 {
			t.Errorf("%s proves %s wins %s with %s to move (%d stones); the table says %s wins %s, %s first",
				name, h.Winner, h.Board.Spec(), h.ToMove, h.Position.Stones(), winner, board, first)
		}
	}
	if rows < 40 {
		t.Errorf("only %d rows read from solved.md", rows)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "solved", "*.proof.gz"))
	for _, f := range files {
		if !listed[filepath.Base(f)] {
			t.Errorf("%s has no row in solved.md", f)
		}
	}
	if len(listed) == 0 {
		t.Error("no proof checked")
	}
}
