package main

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Line records read as games: Benzene's black is Red, who moves first; a resignation ends the
// record; marker lines and broken records are skipped; a record whose stones name the other
// winner is refused.
func TestReadLines(t *testing.T) {
	spec, _ := core.ParseSpec("hex:3x3")
	text := strings.Join([]string{
		"b b1,w a2,b b2,w c2,b b3,B", // Red joins rows 1 and 3 down column b
		"<<<<<<< HEAD",
		"b a1,w b2,b resign,W",
		"b a1,w b2,w c3,W", // Blue moves twice
		"b a1,w z9,W",      // no such cell
		"b a1,w b2,b c1,X", // no winner
	}, "\n")
	games, skipped, err := readLines(strings.NewReader(text), spec)
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 2 || skipped != 4 {
		t.Fatalf("%d games, %d skipped; want 2 and 4", len(games), skipped)
	}
	if w := games[0].Winner(); w != core.Red || len(games[0].Moves()) != 5 {
		t.Errorf("first game: winner %v after %d moves, want red after 5", w, len(games[0].Moves()))
	}
	if m := games[1].Moves(); len(m) != 2 || games[1].Over() {
		t.Errorf("second game: %d moves, over %v; want 2, not over (a resignation)", len(m), games[1].Over())
	}
	if _, _, err := readLines(strings.NewReader("a1,W\nb b1,w a2,b b2,w c2,b b3,W"), spec); err == nil {
		t.Error("a record whose stones make the other player the winner was read")
	}
}
