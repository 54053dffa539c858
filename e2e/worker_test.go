package e2e

import (
	"context"
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// frameGapLimit is the requirement: while a bot thinks, the page keeps drawing, with
// no gap between two frames as long as this.
const frameGapLimit = 100 * time.Millisecond

// frameGapTries is how many games the test plays at most: a gap over the limit in one of them
// can be another program taking the machine's two cores for a moment, but a page that computes
// the bot's move on its own thread has a gap of the whole thinking time in every one.
const frameGapTries = 3

// TestBrowserFrameGapWhileBotThinks plays a move against the Monte Carlo tree search bot
// (mcts, a strategy that thinks), given two seconds a move, and records the page's animation
// frames (requestAnimationFrame timestamps) from just before the move until the bot's answer
// arrives, each with whether the page says its bot is thinking (hexlab.thinking). The bot
// runs in the Web Worker, so the longest gap between two frames while it thinks must stay
// under 100 ms; on the page's own thread the page would draw no frame while it thinks. The
// frames that draw the human's move and the bot's answer are the page's own work, not the
// bot's: their gaps are reported, not limited. It fails if no game of frameGapTries stays
// under the limit (with HEXLAB_FRAME_GAP=report it only logs that).
func TestBrowserFrameGapWhileBotThinks(t *testing.T) {
	var results []string
	for try := 1; try <= frameGapTries; try++ {
		gap, report := frameGap(t)
		results = append(results, report)
		t.Logf("game %d: %s", try, report)
		if gap < frameGapLimit {
			return
		}
	}
	msg := fmt.Sprintf("the longest gap between frames while the bot thought was %v or more in each of %d games (%q); it must stay under %v",
		frameGapLimit, frameGapTries, results, frameGapLimit)
	if os.Getenv("HEXLAB_FRAME_GAP") == "report" {
		t.Log("HEXLAB_FRAME_GAP=report, so this is reported, not failed: " + msg)
		return
	}
	t.Error(msg)
}

// frameGap plays one game's first move against the thinking bot and returns the longest gap
// between animation frames until the bot answered, and a report of the measure.
func frameGap(t *testing.T) (time.Duration, string) {
	t.Helper()
	ctx, msg := openBoard(t, "board=hex:11x11&blue=mcts&think=2s&seed=1", 800, 700, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	defer chromedp.Cancel(ctx) // closes the tab: nothing of this game is left running
	settle(t, ctx)
	// The frames are counted from just before the human's move; then the bot thinks.
	res0, err := chromedp.Run(ctx, chromedp.Evaluate[*string](`(() => {
		window.frameTimes = [];
		window.frameThinking = [];
		const tick = (ts) => {
			window.frameTimes.push(ts);
			window.frameThinking.push(hexlab.thinking());
			if (!window.frameStop) requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
		window.frameStart = performance.now();
		return hexlab.play("f6");
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	if res0 != nil {
		t.Fatalf("play(f6): %s", *res0)
	}
	r := waitMoves(t, ctx, 2)
	type result struct{ Frames, MaxGap, Span, Thinking, ThinkingGap, ThinkingSpan float64 }
	res, err := chromedp.Run(ctx, chromedp.Evaluate[result](`(() => {
		window.frameStop = true;
		const ts = window.frameTimes, th = window.frameThinking;
		let max = 0, thinkMax = 0, n = 0, first = -1, last = -1;
		for (let i = 0; i < ts.length; i++) {
			if (i > 0) max = Math.max(max, ts[i] - ts[i-1]);
			if (!th[i]) continue;
			n++;
			if (first < 0) first = i;
			last = i;
			if (i > 0 && th[i-1]) thinkMax = Math.max(thinkMax, ts[i] - ts[i-1]);
		}
		return {Frames: ts.length, MaxGap: max, Span: performance.now() - window.frameStart,
			Thinking: n, ThinkingGap: thinkMax, ThinkingSpan: first < 0 ? 0 : ts[last] - ts[first]};
	})()`))
	if err != nil {
		t.Fatal(err)
	}
	ms := func(x float64) time.Duration {
		return time.Duration(x * float64(time.Millisecond)).Round(time.Millisecond)
	}
	if thinking := ms(res.ThinkingSpan); thinking < 1500*time.Millisecond {
		t.Fatalf("the page showed its bot thinking for only %v of the %v to its answer (longest gap between frames %v): either the bot did not think for the two seconds it was given, or it thought on the page's thread",
			thinking, ms(res.Span), ms(res.MaxGap))
	}
	return ms(res.ThinkingGap), fmt.Sprintf("bot %s played %s after %v; while it thought (%v): %0.f frames, longest gap %v; with the frames that draw the two moves: %0.f frames, longest gap %v",
		r.Moves[1].Player, r.Moves[1].Cell, ms(res.Span), ms(res.ThinkingSpan), res.Thinking, ms(res.ThinkingGap), res.Frames, ms(res.MaxGap))
}

// settle waits until the page has finished starting up: its first frames drawn and the bot
// worker's program (4 MB of WebAssembly) compiled and started, which takes a core for a
// moment. It waits for a run of settleFrames animation frames without a gap of
// settleGap, for at most ten seconds (and then goes on: the measure will say how it went).
func settle(t *testing.T, ctx context.Context) {
	t.Helper()
	const settleFrames, settleGap = 30, 50
	ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](fmt.Sprintf(`new Promise((resolve) => {
		const deadline = performance.now() + 10000;
		let last = performance.now(), run = 0;
		const tick = (ts) => {
			run = ts - last < %d ? run + 1 : 0;
			last = ts;
			if (run >= %d) return resolve(true);
			if (ts > deadline) return resolve(false);
			requestAnimationFrame(tick);
		};
		requestAnimationFrame(tick);
	})`, settleGap, settleFrames), chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if !ok {
		t.Logf("the page did not settle (%d frames in a row less than %d ms apart) in 10 s", settleFrames, settleGap)
	}
}
