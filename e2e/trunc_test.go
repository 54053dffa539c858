package e2e

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// truncState is what the Trunc page's hexlab.state() returns: the game's record and what the
// screen shows besides.
type truncState struct {
	trunc.Record
	ToMove   string `json:"toMove"`
	Over     bool   `json:"over"`
	Thinking bool   `json:"thinking"`
	Status   string `json:"status"`
}

// moveList is the record's moves as a move list ("0,0,0;1,1,1=gray").
func (s truncState) moveList() string {
	names := make([]string, len(s.Moves))
	for i, m := range s.Moves {
		names[i] = m.Cell
		if m.Colour != "" && m.Colour != m.Player {
			names[i] += "=" + m.Colour
		}
	}
	return strings.Join(names, ";")
}

// openTrunc opens trunc.html?query in a new tab and waits until the cube is drawn or the page
// reports an error (returned as the string).
func openTrunc(t *testing.T, query string, width, height int64) (context.Context, string) {
	t.Helper()
	startBrowser(t)
	if _, err := os.Stat(filepath.Join(root, "dist", "trunc.wasm")); err != nil {
		t.Fatalf("dist/trunc.wasm is missing: run `make dist` first (make test does)")
	}
	ctx := openPage(t, siteURL+"/trunc.html?"+query, width, height, 1)
	return ctx, waitBoard(t, ctx)
}

// readTrunc reads the game through the Trunc page's test hook.
func readTrunc(t *testing.T, ctx context.Context) truncState {
	t.Helper()
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`window.hexlab.state()`))
	if err != nil {
		t.Fatal(err)
	}
	var s truncState
	if err := json.Unmarshal([]byte(text), &s); err != nil {
		t.Fatalf("hexlab.state() = %q: %v", text, err)
	}
	return s
}

// waitTrunc waits until the JavaScript condition on s (the parsed state) holds, for at most
// limit, and returns the state.
func waitTrunc(t *testing.T, ctx context.Context, cond string) truncState {
	t.Helper()
	expr := `(() => { const s = JSON.parse(window.hexlab.state()); return ` + cond + `; })()`
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingTimeout(0), chromedp.WithPollingInterval(100*time.Millisecond))); err != nil {
		t.Fatalf("waiting for %s (state %+v): %v", cond, readTrunc(t, ctx), err)
	}
	return readTrunc(t, ctx)
}

// playTrunc plays a move through hexlab.play and fails the test if it is refused.
func playTrunc(t *testing.T, ctx context.Context, move string) {
	t.Helper()
	res, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`window.hexlab.play(`+string(must(json.Marshal(move)))+`)`))
	if err != nil {
		t.Fatal(err)
	}
	if res != nil {
		t.Fatalf("hexlab.play(%q) refused: %s", move, *res)
	}
}

// TestTruncClick clicks cells of the cube with real mouse events, at the positions the page's
// own projection gives for them (hexlab.cellCenter), and reads the moves back: each click
// plays the cell it was aimed at. Then the bots (Gray and Black, in the bot worker) answer.
func TestTruncClick(t *testing.T) {
	ctx, msg := openTrunc(t, "board=trunc:2&gray=random&black=random&seed=5", 900, 700)
	if msg != "" {
		t.Fatal(msg)
	}
	s := readTrunc(t, ctx)
	if s.Board != "trunc:2" || len(s.Moves) != 0 || s.ToMove != "white" {
		t.Fatalf("the new game: %+v", s)
	}
	b := trunc.MustBoard("trunc:2")
	clicked := 0
	for _, name := range []string{"2,2,2", "2,-2,2", "0,2,2", "2,0,-2"} {
		s = readTrunc(t, ctx)
		g, err := s.Record.Game()
		if err != nil {
			t.Fatal(err)
		}
		c, _ := b.ParseCell(name)
		if g.At(c) != trunc.NoPlayer {
			continue // a bot took it
		}
		n := len(s.Moves)
		click(t, ctx, cellCenter(t, ctx, name))
		s = waitTrunc(t, ctx, "s.moves.length >= "+strconv.Itoa(n+1))
		if got, _ := b.ParseCell(s.Moves[n].Cell); got != c || s.Moves[n].Player != "white" {
			t.Fatalf("a click on %s played %+v", name, s.Moves[n])
		}
		clicked++
		s = waitTrunc(t, ctx, `s.over || s.toMove === "white"`)
		if !s.Over && (len(s.Moves) != n+3 || s.Moves[n+1].Player != "gray" || s.Moves[n+2].Player != "black") {
			t.Fatalf("the bots did not answer: %+v", s.Moves)
		}
		if s.Over || clicked == 2 {
			break
		}
	}
	if clicked < 1 {
		t.Fatal("no cell was clicked")
	}
}

// TestTruncGameRestorePermalink plays a whole game on trunc:2 against two bots (the human's
// moves through hexlab.play, the bots' in the worker) until a winner is shown; then the bare
// page restores the finished game from the browser's storage, a reload keeps it, and the
// game's permalink opens exactly that game in a new tab.
func TestTruncGameRestorePermalink(t *testing.T) {
	ctx, msg := openTrunc(t, "board=trunc:2&gray=random&black=mcts&seed=11", 900, 700)
	if msg != "" {
		t.Fatal(msg)
	}
	for turn := 0; turn < 20; turn++ {
		s := waitTrunc(t, ctx, `s.over || s.toMove === "white"`)
		if s.Over {
			break
		}
		g, err := s.Record.Game()
		if err != nil {
			t.Fatal(err)
		}
		legal := g.LegalMoves()
		playTrunc(t, ctx, g.Board().MoveName(legal[len(legal)/2]))
	}
	final := waitTrunc(t, ctx, "s.over")
	if final.Winner == "none" || !strings.HasPrefix(final.Status, strings.ToUpper(final.Winner[:1])+final.Winner[1:]+" wins") {
		t.Fatalf("the game ended with winner %q, status %q", final.Winner, final.Status)
	}
	if _, err := final.Record.Game(); err != nil {
		t.Fatalf("the page's record does not replay: %v", err)
	}
	t.Logf("%s after %d moves: %s", final.Board, len(final.Moves), final.Status)
	screenshot(t, ctx) // kept in $HEXLAB_SHOTS, to be looked at

	time.Sleep(500 * time.Millisecond) // the page saves after the change

	same := func(what string, got truncState) {
		t.Helper()
		if got.Board != final.Board || got.moveList() != final.moveList() || got.Winner != final.Winner || got.Status != final.Status {
			t.Errorf("%s: %s %q %s %q, want %s %q %s %q", what, got.Board, got.moveList(), got.Winner, got.Status,
				final.Board, final.moveList(), final.Winner, final.Status)
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(siteURL+"/trunc.html")); err != nil {
		t.Fatal(err)
	}
	if msg := waitBoard(t, ctx); msg != "" {
		t.Fatal(msg)
	}
	same("the bare page", readTrunc(t, ctx))
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if msg := waitBoard(t, ctx); msg != "" {
		t.Fatal(msg)
	}
	same("after a reload", readTrunc(t, ctx))

	search, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.search`))
	if err != nil {
		t.Fatal(err)
	}
	link := "board=" + final.Board + "&white=human&gray=random&black=mcts&seed=11&moves=" + final.moveList()
	if search != "" && search != "?" {
		link = strings.TrimPrefix(search, "?")
	}
	other, msg := openTrunc(t, link, 900, 700)
	if msg != "" {
		t.Fatalf("the permalink %s: %s", link, msg)
	}
	same("the permalink "+link, readTrunc(t, other))
}

// TestTruncBadURL opens the page with wrong parameters: it says which one and what it
// accepts, on the page and in hexlab.error, and starts no game.
func TestTruncBadURL(t *testing.T) {
	for _, v := range []struct{ query, says string }{
		{"board=trunc:9", `parameter board="trunc:9"`},
		{"gray=grandmaster", `parameter gray="grandmaster"`},
		{"board=trunc:2&moves=0,0,0;0,0,0", `parameter moves="0,0,0;0,0,0"`},
		{"colour=white", `parameter colour="white": unknown parameter`},
	} {
		t.Run(v.query, func(t *testing.T) {
			ctx, msg := openTrunc(t, v.query, 800, 600)
			if !strings.Contains(msg, v.says) {
				t.Errorf("hexlab.error = %q, want it to contain %q", msg, v.says)
			}
			shown, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText`))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(shown, v.says) {
				t.Errorf("the page shows %q, want it to contain %q", shown, v.says)
			}
		})
	}
}

// TestBoardOpensTrunc opens the board page's new-game dialog (key N) and clicks its Trunc 3D
// button where the app's own layout puts it: the Trunc page opens and draws its cube.
func TestBoardOpensTrunc(t *testing.T) {
	const w, h = 800, 700
	ctx, msg := openBoard(t, "board=hex:5x5", w, h, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent("n")); err != nil {
		t.Fatal(err)
	}
	time.Sleep(500 * time.Millisecond) // the dialog opens on the next frames
	d := layout.ComputeDialog(session.NumFields, w, h, 1)
	for _, b := range d.Buttons {
		if b.Action == layout.Trunc {
			c := b.Rect.Center()
			click(t, ctx, point{c.X, c.Y})
		}
	}
	// The page navigates away meanwhile, so a poll can fail; ask again until it answers.
	for ; ; time.Sleep(200 * time.Millisecond) { // until it answers, however long that takes
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`location.pathname.endsWith("/trunc.html") && !!(window.hexlab && window.hexlab.ready)`))
		if err == nil && ok {
			return
		}
	}
}
