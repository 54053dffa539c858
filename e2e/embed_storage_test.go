package e2e

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// gameKey is the board page's localStorage key of the visitor's saved game
// (render2d/session.StorageKey).
const gameKey = "hexlab.board.game"

// savedGame reads the game the board page keeps in the tab's localStorage ("" if none).
func savedGame(t *testing.T, ctx context.Context) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`localStorage.getItem(`+string(must(json.Marshal(gameKey)))+`) || ""`))
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// openSameOriginEmbedding opens the example embedding page on the board's own site (written
// into a page of that site), showing the board with the given parameters.
func openSameOriginEmbedding(t *testing.T, query string) context.Context {
	t.Helper()
	page, err := examplePage("board.html?" + query)
	if err != nil {
		t.Fatal(err)
	}
	ctx := openPage(t, siteURL+"/index.html", 700, 900, 1)
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[any](`document.open(); document.write(`+string(must(json.Marshal(page)))+`); document.close(); null`)); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// TestEmbedKeepsTheVisitorsGame saves a visitor's game on the board page, then embeds the
// board in pages on another origin and on the board's own site, with the full interface and
// the minimal one, commanded by an allowed origin or by any: no frame opens the visitor's
// game, none replaces it when the page plays or loads a game in it, and none keeps its own
// game either (the embedding page opened again starts afresh). Afterwards the board page
// still opens the visitor's game.
func TestEmbedKeepsTheVisitorsGame(t *testing.T) {
	startBrowser(t)
	home, msg := openBoard(t, "board=hex:5x5", 700, 600, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	for _, m := range []string{"c3", "b4"} {
		if res, err := chromedp.Run(home, chromedp.Evaluate[*string](`hexlab.play("`+m+`")`)); err != nil || res != nil {
			t.Fatalf("play %s: %v %v", m, res, err)
		}
	}
	if _, err := chromedp.Run(home, chromedp.Poll[bool](`(localStorage.getItem("`+gameKey+`") || "").includes("moves=c3,b4")`,
		chromedp.WithPollingTimeout(30*time.Second))); err != nil {
		t.Fatalf("the board page did not save the visitor's game: %q", savedGame(t, home))
	}
	visitors := savedGame(t, home)

	for _, c := range []struct {
		name, origin, query string
		play                bool // the page plays and loads a game in the frame
	}{
		{"full, no game named, allowed origin", otherURL, "ui=full&origins=" + otherURL, true},
		{"full, a game named, any origin", otherURL, "board=hex:3x3&ui=full&origins=*", true},
		{"full, read-only", otherURL, "ui=full&readonly=1&origins=" + otherURL, false},
		{"minimal, no game named, any origin", otherURL, "ui=minimal&origins=*", true},
		{"full, no game named, the board's own site", "", "ui=full", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			// Each case starts from the visitor's game, whatever an earlier one did.
			if _, err := chromedp.Run(home, chromedp.Evaluate[any](`localStorage.setItem("`+gameKey+`", `+string(must(json.Marshal(visitors)))+`); null`)); err != nil {
				t.Fatal(err)
			}
			open := func() context.Context {
				if c.origin == "" {
					return openSameOriginEmbedding(t, c.query)
				}
				return openEmbedding(t, c.origin, c.query)
			}
			ctx := open()
			if ready := waitEvent(t, ctx, `e.type === "ready"`); ready.moves() != "" {
				t.Fatalf("the frame opened the visitor's game: %+v", ready.State.Record)
			}
			if c.play {
				if r := waitEvent(t, ctx, `e.id === `+send(t, ctx, `{type: "play", move: "a1"}`)); r.Type != "reply" || r.moves() != "a1" {
					t.Fatalf("play a1: %+v", r)
				}
				if r := waitEvent(t, ctx, `e.id === `+send(t, ctx, `{type: "load", sgf: "(;FF[4]GM[11]SZ[3];B[b1];W[a2])"}`)); r.Type != "reply" || r.moves() != "b1,a2" {
					t.Fatalf("load: %+v", r)
				}
				// An answer after the change: the frame has had its turn to save by now.
				if r := waitEvent(t, ctx, `e.id === `+send(t, ctx, `{type: "state"}`)); r.Type != "reply" {
					t.Fatalf("state: %+v", r)
				}
				ctx = open() // the embedding page again
				if ready := waitEvent(t, ctx, `e.type === "ready"`); ready.moves() != "" {
					t.Errorf("the embedding page opened again shows %q in the frame", ready.moves())
				}
			}
			if got := savedGame(t, home); got != visitors {
				t.Fatalf("the frame replaced the visitor's saved game:\n%s\nwas\n%s", got, visitors)
			}
		})
	}

	if err := chromedp.Do(home, chromedp.Navigate(siteURL+"/board.html")); err != nil {
		t.Fatal(err)
	}
	if msg := waitBoard(t, home); msg != "" {
		t.Fatal(msg)
	}
	if r := state(t, home); r.Board != "hex:5x5" || len(r.Moves) != 2 || r.Moves[0].Cell != "c3" || r.Moves[1].Cell != "b4" {
		t.Errorf("the board page opens %+v, want the visitor's game (hex:5x5, c3, b4)", r)
	}
}
