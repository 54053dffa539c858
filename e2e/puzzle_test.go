package e2e

import (
	"context"
	"strings"
	"testing"
	"time"
)

// puzzle4 is a 4x4 puzzle where only b4 wins (hexlab puzzle finds it in a game).
const puzzle4 = "board=hex:4x4&setup=red:d1,c2,b3,blue:d2,c3,a4&first=red&puzzle=1&seed=2"

// waitStatus waits until the page's status line contains want.
func waitStatus(t *testing.T, ctx context.Context, want string) string {
	t.Helper()
	for { // until it does, however long that takes
		st := status(t, ctx)
		if strings.Contains(st, want) {
			return st
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// A puzzle in the browser: a wrong move is refuted by the solver's answer, Undo takes it
// back, the winning move solves it; embedded with ui=minimal, the page that holds it hears
// "solved".
func TestBrowserPuzzle(t *testing.T) {
	ctx, msg := openBoard(t, puzzle4, 900, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	waitStatus(t, ctx, "Puzzle: Red to play and win")
	click(t, ctx, cellCenter(t, ctx, "a1"))
	waitMoves(t, ctx, 2)
	waitStatus(t, ctx, "a1 fails: Blue answers")
	screenshot(t, ctx)
	click(t, ctx, buttonCenter(t, ctx, "Undo", 0))
	waitMoves(t, ctx, 0)
	clickCell(t, ctx, "b4", 1)
	waitStatus(t, ctx, "Solved!")

	// Embedded in a lesson's page on another origin.
	startBrowser(t)
	lesson := openEmbedding(t, otherURL, "ui=minimal&"+puzzle4+"&origins="+otherURL)
	ready := waitEvent(t, lesson, `e.type === "ready"`)
	if ready.State == nil || ready.State.ToMove != "red" || ready.State.Blue != "solver" {
		t.Fatalf("ready %+v", ready)
	}
	send(t, lesson, `{type: "play", move: "b4"}`)
	solved := waitEvent(t, lesson, `e.type === "solved"`)
	if solved.Winner != "red" {
		t.Errorf("solved event %+v", solved)
	}
}
