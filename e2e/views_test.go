package e2e

import (
	"image/color"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/core"
)

// views are the board's drawings the browser tests play in, panned or turned where the view
// allows it: every cell is clicked where the page's layout (hexlab.cellCenter) says it is.
var views = []struct{ name, query string }{
	{"rhombus", "board=hex:4x4"},
	{"rhombus-flipped-turned", "board=hex:4x4&flip=1&rotate=180"},
	{"strip-turned", "board=cyl:4x4&view=strip&pan=1.5"},
	{"annulus-turned", "board=cyl:4x4&view=annulus&pan=1"},
	{"torus-panned", "board=torus:4x4&view=periodic&pan=1.5,2"},
	{"torus-rhombus", "board=torus:4x4&view=rhombus"},
}

// winning is a game that Red wins on each of the views' boards: column b joins rows 1 and 4
// (on the torus it wraps vertically), while Blue's column a joins nothing.
var winning = []string{"b1", "a1", "b2", "a2", "b3", "a3", "b4"}

// TestBrowserViews plays a whole game by clicking in each view: six moves, an undo from the
// keyboard, the move again and the winning move. Then the page's address is the game's
// permalink, and reloading it opens the same game.
func TestBrowserViews(t *testing.T) {
	for _, v := range views {
		t.Run(v.name, func(t *testing.T) {
			ctx, msg := openBoard(t, v.query+"&seed=1", 900, 700, 1)
			if msg != "" {
				t.Fatalf("the page reports an error: %s", msg)
			}
			for i, cell := range winning[:6] {
				if r := clickCell(t, ctx, cell, i+1); r.Moves[i].Cell != cell {
					t.Fatalf("clicked %s, the record says %+v", cell, r.Moves)
				}
			}
			if err := chromedp.Do(ctx, chromedp.KeyEvent("u")); err != nil {
				t.Fatal(err)
			}
			if r := waitMoves(t, ctx, 5); r.Moves[4].Cell != "b3" {
				t.Fatalf("after undo: %+v", r.Moves)
			}
			clickCell(t, ctx, "a3", 6)
			r := clickCell(t, ctx, "b4", 7)
			if r.Winner != "red" || !sameCells(r.Winning, []string{"b1", "b2", "b3", "b4"}) {
				t.Errorf("after the winning move: winner %s, winning %v", r.Winner, r.Winning)
			}
			img := screenshot(t, ctx)
			for name, want := range map[string]color.RGBA{"red": redSide, "blue": blueSide} {
				if n := CountNear(img, want, 12); n < 500 {
					t.Errorf("only %d pixels of the %s tone in the screenshot", n, name)
				}
			}

			// The page's address is now the game's permalink: reloading it opens the same game.
			link, err := chromedp.Run(ctx, chromedp.Location())
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(link, "moves=b1,a1,b2,a2,b3,a3,b4") {
				t.Errorf("the address %s is not the game's permalink", link)
			}
			if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
				t.Fatal(err)
			}
			if msg := waitBoard(t, ctx); msg != "" {
				t.Fatalf("the permalink %s: %s", link, msg)
			}
			if again := state(t, ctx); !sameRecord(again, r) {
				t.Errorf("the permalink %s opens %+v, want %+v", link, again, r)
			}
		})
	}
}

// TestBrowserRestore plays two moves, then opens the bare page (no parameters): the game
// in progress is restored from the browser's storage; and after a reload too.
func TestBrowserRestore(t *testing.T) {
	ctx, msg := openBoard(t, "board=cyl:5x5&view=annulus", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	clickCell(t, ctx, "c3", 1)
	want := clickCell(t, ctx, "d2", 2)
	time.Sleep(300 * time.Millisecond) // the app saves on the next frame
	if err := chromedp.Do(ctx, chromedp.Navigate(siteURL+"/board.html")); err != nil {
		t.Fatal(err)
	}
	if msg := waitBoard(t, ctx); msg != "" {
		t.Fatal(msg)
	}
	if got := state(t, ctx); !sameRecord(got, want) {
		t.Fatalf("the bare page opens %+v, want the saved game %+v", got, want)
	}
	if err := chromedp.Do(ctx, chromedp.Reload()); err != nil {
		t.Fatal(err)
	}
	if msg := waitBoard(t, ctx); msg != "" {
		t.Fatal(msg)
	}
	if got := state(t, ctx); !sameRecord(got, want) {
		t.Errorf("after a reload: %+v, want %+v", got, want)
	}
}

// TestBrowserExportImport exports the game as SGF and JSON with the keyboard (E, J) and reads
// the downloaded files, then imports games through the page's file picker (O): a good SGF
// file replaces the game, a broken one changes nothing.
func TestBrowserExportImport(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:5x5&moves=c3,b4,d2", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	dir := allowDownloads(t, ctx)
	download := func(key string) string { return downloadKey(t, ctx, dir, key) }
	sgf := download("e")
	g, err := core.ParseSGF(sgf)
	if err != nil || strings.Join(moveNames(g), ",") != "c3,b4,d2" {
		t.Errorf("the exported SGF %q reads as %v (%v)", sgf, moveNames(g), err)
	}
	jsonText := download("j")
	g, err = core.ParseRecord([]byte(jsonText))
	if err != nil || strings.Join(moveNames(g), ",") != "c3,b4,d2" {
		t.Errorf("the exported JSON %q reads as %v (%v)", jsonText, moveNames(g), err)
	}

	upload := func(name, content string) { uploadFile(t, ctx, dir, name, content) }
	upload("good.sgf", "(;FF[4]GM[11]SZ[4:3]HB[cyl:4x3];B[a1];W[b2])")
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`JSON.parse(hexlab.state()).board === "cyl:4x3"`, chromedp.WithPollingTimeout(0))); err != nil {
		t.Fatalf("the imported game did not open: %+v", state(t, ctx))
	}
	if r := state(t, ctx); len(r.Moves) != 2 || r.Moves[1].Cell != "b2" {
		t.Errorf("after the import: %+v", r)
	}
	upload("broken.json", `{"board":"hex:3x3","moves":[{"player":"red","cell":"a1"},{"player":"red","cell":"a2"}]}`)
	time.Sleep(time.Second)
	if r := state(t, ctx); r.Board != "cyl:4x3" || len(r.Moves) != 2 {
		t.Errorf("a broken file changed the game: %+v", r)
	}
	screenshot(t, ctx)
}

func moveNames(g *core.Game) []string {
	if g == nil {
		return nil
	}
	var out []string
	for _, m := range g.Moves() {
		out = append(out, g.Board().MoveName(m))
	}
	return out
}

// sameRecord reports whether two records hold the same game.
func sameRecord(a, b core.Record) bool {
	return a.Board == b.Board && a.First == b.First && a.Winner == b.Winner && slices.Equal(a.Moves, b.Moves)
}

// sameCells reports whether a and b hold the same cells, in any order.
func sameCells(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}
