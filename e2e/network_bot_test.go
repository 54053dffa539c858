package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// networkBotTries is how many of the human's moves TestNetworkBotOnThePage plays at most: the
// bot may answer one before the page has handled the test's key (a position its solver proves
// at once), which shows nothing either way; a page that thinks on its own thread never handles
// it while the bot thinks.
const networkBotTries = 3

// inferiorShown is true once the page shows the inferior cells of the position (the Inferior
// setting is on and its worker has answered).
const inferiorShown = `hexlab.inferior() !== null`

// TestNetworkBotOnThePage plays hex:7x7 against the engine with the embedded network (the
// player "network", blue=network in the URL), whose moves the page's worker computes. After
// each of the human's moves, while the page says the bot thinks (its status names the
// network), the test presses X, the Inferior setting's key: the page reads the key in its
// frame loop, asks its analysis worker, and shows the inferior cells, all while the bot still
// thinks. (The analysis worker is started and warmed up first, X on and off, so that its
// loading does not count.) Then the bot answers with a search's move. The test waits for each
// of these events; it never sleeps.
func TestNetworkBotOnThePage(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:7x7&blue=network&think=3s&seed=1", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	defer chromedp.Cancel(ctx)
	settle(t, ctx)
	pressX := func() {
		t.Helper()
		if err := chromedp.Do(ctx, chromedp.KeyEvent("x")); err != nil {
			t.Fatal(err)
		}
	}
	pressX()
	must(chromedp.Run(ctx, chromedp.Poll[bool](inferiorShown, chromedp.WithPollingTimeout(0))))
	pressX()
	must(chromedp.Run(ctx, chromedp.Poll[bool](`hexlab.inferior() === null`, chromedp.WithPollingTimeout(0))))
	type seen struct {
		Thinking bool
		Moves    int
		Status   string
	}
	for try, human := range []string{"d4", "c5", "e2"}[:networkBotTries] {
		if res, err := chromedp.Run(ctx, chromedp.Evaluate[*string](fmt.Sprintf(`hexlab.play(%q)`, human))); err != nil || res != nil {
			t.Fatalf("play(%s): %v %v", human, res, err)
		}
		status := must(chromedp.Run(ctx, chromedp.Poll[string](`hexlab.thinking() && hexlab.status()`, chromedp.WithPollingTimeout(0))))
		if !strings.Contains(status, "network") {
			t.Errorf("while the bot thinks the status says %q, which does not name the network", status)
		}
		pressX()
		// The first moment the page shows the inferior cells, and whether the bot was still
		// thinking then.
		got := must(chromedp.Run(ctx, chromedp.Poll[seen](`hexlab.inferior() !== null &&
			{Thinking: hexlab.thinking(), Moves: JSON.parse(hexlab.state()).moves.length, Status: hexlab.status()}`,
			chromedp.WithPollingTimeout(0))))
		r := waitMoves(t, ctx, 2*(try+1))
		answer := r.Moves[len(r.Moves)-1]
		if answer.Player != "blue" || answer.Rule == "" {
			t.Fatalf("after %s the page played %+v, not a move of the blue bot with its rule", human, answer)
		}
		t.Logf("after %s the network answered %s (rule %s); the inferior cells were shown while it thought: %v (%q)", human, answer.Cell, answer.Rule, got.Thinking, got.Status)
		if got.Thinking && got.Moves == 2*try+1 {
			return // the page handled the test's key while the bot thought
		}
		// The bot answered first: the setting off again before the next try.
		pressX()
		must(chromedp.Run(ctx, chromedp.Poll[bool](`hexlab.inferior() === null`, chromedp.WithPollingTimeout(0))))
	}
	t.Errorf("in none of %d moves did the page handle the test's key while the network bot thought", networkBotTries)
}
