package solver

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestSavedTableResumes stops a solve halfway, saves its table, and checks that a new solver
// loading it finishes with fewer nodes than one starting over, with the same answer.
func TestSavedTableResumes(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	pos := core.NewPosition(b)
	// Red's opening a6 wins, and takes about a thousand nodes to prove: Blue has many
	// answers.
	a6, err := b.ParseCell("a6")
	if err != nil {
		t.Fatal(err)
	}
	pos.Place(a6, core.Red)
	var fresh Result
	fresh, err = New(b, Options{}).Solve(context.Background(), pos, core.Blue)
	if err != nil || fresh.Winner != core.Red {
		t.Fatal(err, fresh.Winner)
	}
	first := New(b, Options{MaxNodes: fresh.Nodes / 2})
	if r, _ := first.Solve(context.Background(), pos, core.Blue); r.Winner != core.NoPlayer {
		t.Fatalf("solved within half the nodes: %+v", r)
	}
	var buf bytes.Buffer
	if err := first.SaveTable(&buf); err != nil {
		t.Fatal(err)
	}
	second := New(b, Options{})
	n, err := second.LoadTable(bytes.NewReader(buf.Bytes()))
	if err != nil || n == 0 {
		t.Fatal(n, err)
	}
	r, err := second.Solve(context.Background(), pos, core.Blue)
	if err != nil || r.Winner != core.Red {
		t.Fatal(err, r.Winner)
	}
	if r.Nodes >= fresh.Nodes {
		t.Errorf("resumed in %d nodes, from scratch %d", r.Nodes, fresh.Nodes)
	}
	// A table of another board, or not a table, is refused.
	if _, err := New(core.MustBoard("hex:5x5"), Options{}).LoadTable(bytes.NewReader(buf.Bytes())); err == nil || !strings.Contains(err.Error(), "hex:6x6") {
		t.Errorf("another board's table: %v", err)
	}
	if _, err := New(b, Options{}).LoadTable(strings.NewReader("hello\n")); err == nil {
		t.Error("a text read as a table")
	}
	cut := buf.Bytes()[:buf.Len()-3]
	if _, err := New(b, Options{}).LoadTable(bytes.NewReader(cut)); err == nil {
		t.Error("a table cut short is read")
	}
}

// SetMaxNodes bounds the next searches of the same solver, whose table stays: stopped at half
// the nodes, it finishes with the limit lifted in fewer nodes than a fresh solver needs.
func TestSetMaxNodesKeepsTheTable(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	pos := core.NewPosition(b)
	a6, _ := b.ParseCell("a6")
	pos.Place(a6, core.Red)
	fresh, err := New(b, Options{}).Solve(context.Background(), pos, core.Blue)
	if err != nil || fresh.Winner != core.Red {
		t.Fatal(err, fresh.Winner)
	}
	s := New(b, Options{})
	s.SetMaxNodes(fresh.Nodes / 2)
	if r, _ := s.Solve(context.Background(), pos, core.Blue); r.Winner != core.NoPlayer || r.Nodes > fresh.Nodes/2 {
		t.Fatalf("the limit of %d nodes did not hold: %+v", fresh.Nodes/2, r)
	}
	s.SetMaxNodes(0)
	r, err := s.Solve(context.Background(), pos, core.Blue)
	if err != nil || r.Winner != core.Red || r.Nodes >= fresh.Nodes {
		t.Errorf("with the limit lifted: %v, %d nodes (fresh: %d)", r.Winner, r.Nodes, fresh.Nodes)
	}
}
