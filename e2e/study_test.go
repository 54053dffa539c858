package e2e

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/hexlab/hexlab/core"
)

// buttonCenter asks the page where a control is drawn now (window.hexlab.buttonCenter), in
// CSS pixels: by its action's name, or "variation" and an index.
func buttonCenter(t *testing.T, ctx context.Context, name string, index int) point {
	t.Helper()
	p, err := chromedp.Run(ctx, chromedp.Evaluate[*point](`window.hexlab.buttonCenter(`+string(must(json.Marshal(name)))+`, `+strconv.Itoa(index)+`)`))
	if err != nil {
		t.Fatal(err)
	}
	if p == nil {
		t.Fatalf("hexlab.buttonCenter(%q, %d) = null: no such control on the screen", name, index)
	}
	return *p
}

// waitState polls the page's record until ok accepts it, however long that takes (what it
// waits for is named in the log first, for a run that go test -timeout ends).
func waitState(t *testing.T, ctx context.Context, what string, ok func(core.Record) bool) core.Record {
	t.Helper()
	t.Logf("waiting for %s", what)
	for {
		r := state(t, ctx)
		if ok(r) {
			return r
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// The study journey in the browser, with real clicks and keys: moves, a step back and another
// move make a variation; a comment typed in the comment box and a mark set in Mark mode; the
// game exported as SGF and imported on another page keeps all of it; there a variation
// button plays the variation and Promote makes it the main line.
func TestBrowserVariations(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:5x5&seed=3", 1100, 760, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	clickCell(t, ctx, "c3", 1)
	clickCell(t, ctx, "b4", 2)
	clickCell(t, ctx, "d2", 3)
	for range 2 {
		if err := chromedp.Do(ctx, chromedp.KeyEvent(",")); err != nil {
			t.Fatal(err)
		}
	}
	waitMoves(t, ctx, 1)
	r := clickCell(t, ctx, "c4", 2)
	if r.Tree == nil || len(r.Tree.Variations) != 2 || r.Tree.Variations[1].Moves[0].Cell != "c4" {
		t.Fatalf("after a move at a position stepped back to, the tree is %+v", r.Tree)
	}
	// A comment, typed.
	click(t, ctx, buttonCenter(t, ctx, "Comment", 0))
	if err := chromedp.Do(ctx, chromedp.KeyEvent("c4 holds")); err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter), chromedp.KeyEvent("and more")); err != nil {
		t.Fatal(err)
	}
	screenshotAs(t, ctx, "-comment")
	click(t, ctx, buttonCenter(t, ctx, "Save", 0))
	note := func(r core.Record) *core.RecordNote {
		if r.Tree == nil || len(r.Tree.Variations) < 2 {
			return nil
		}
		return r.Tree.Variations[1].Moves[0].Note
	}
	waitState(t, ctx, "the comment", func(r core.Record) bool { n := note(r); return n != nil && n.Comment == "c4 holds\nand more" })
	// A mark: Mark, then a click on a1, then Mark again to play on.
	click(t, ctx, buttonCenter(t, ctx, "Mark", 0))
	click(t, ctx, cellCenter(t, ctx, "a1"))
	r = waitState(t, ctx, "the mark", func(r core.Record) bool { n := note(r); return n != nil && len(n.Marks) == 1 })
	if m := note(r).Marks[0]; m.Cell != "a1" || m.Shape != "triangle" || len(r.Moves) != 2 {
		t.Errorf("the mark is %+v, the moves %+v", m, r.Moves)
	}
	click(t, ctx, buttonCenter(t, ctx, "Mark", 0))
	screenshotAs(t, ctx, "-notes")

	// The game saved as SGF (E, the Save SGF button's key), imported on another page through
	// its file picker (O), has the same tree; it opens at the end of the main line.
	dir := allowDownloads(t, ctx)
	sgf := downloadKey(t, ctx, dir, "e")
	if !strings.Contains(sgf, "C[c4 holds\nand more]") || !strings.Contains(sgf, "TR[a1]") || strings.Count(sgf, "(") != 3 {
		t.Errorf("the SGF export:\n%s", sgf)
	}
	ctx2, msg := openBoard(t, "board=hex:7x7&seed=4", 1100, 760, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	uploadFile(t, ctx2, t.TempDir(), "study.sgf", sgf)
	r2 := waitMoves(t, ctx2, 3)
	if a, b := string(must(json.Marshal(r2.Tree))), string(must(json.Marshal(r.Tree))); a != b {
		t.Errorf("the imported tree\n%s\nthe exported one\n%s", a, b)
	}
	// Back to move 1: a button per variation; the second plays c4 and shows its comment.
	click(t, ctx2, buttonCenter(t, ctx2, "|◀", 0))
	click(t, ctx2, buttonCenter(t, ctx2, "▶", 0))
	waitMoves(t, ctx2, 1)
	screenshotAs(t, ctx2, "-variations")
	click(t, ctx2, buttonCenter(t, ctx2, "variation", 1))
	r2 = waitMoves(t, ctx2, 2)
	if r2.Moves[1].Cell != "c4" {
		t.Fatalf("the variation button played %+v", r2.Moves)
	}
	click(t, ctx2, buttonCenter(t, ctx2, "Promote", 0))
	waitState(t, ctx2, "c4 promoted", func(r core.Record) bool {
		return r.Tree != nil && len(r.Tree.Variations) == 2 && r.Tree.Variations[0].Moves[0].Cell == "c4"
	})
	href := must(chromedp.Run(ctx2, chromedp.Location()))
	if !strings.Contains(href, "moves=c3,c4") || strings.Contains(href, "variation=") {
		t.Errorf("the link after promoting: %s", href)
	}
	screenshot(t, ctx2)
}
