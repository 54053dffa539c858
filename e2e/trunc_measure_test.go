package e2e

import (
	"os"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// TestTruncWorkerSpeed measures how long mcts (its fixed budget of 10,000 playouts) takes to
// answer White's opening 0,0,0 on each board size: in the page's bot worker (worker.wasm in
// headless Chromium, loaded by then), timed in the page from hexlab.play to the move's arrival
// (polled every 5 ms), and natively (truncbot.Request.Answer on the same request in this
// process). It only reports; it runs with HEXLAB_MEASURE=1.
func TestTruncWorkerSpeed(t *testing.T) {
	if os.Getenv("HEXLAB_MEASURE") == "" {
		t.Skip("a measurement: run with HEXLAB_MEASURE=1")
	}
	for _, k := range []int{2, 4, 6, 8} {
		spec := trunc.Spec{Size: k}
		ctx, msg := openTrunc(t, "board="+spec.String()+"&gray=mcts&black=human&seed=1", 800, 600)
		if msg != "" {
			t.Fatal(msg)
		}
		time.Sleep(2 * time.Second) // the worker loads
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise(done => {
			const t0 = performance.now();
			const refused = hexlab.play("0,0,0");
			if (refused) throw new Error(refused);
			const tick = () => JSON.parse(hexlab.state()).moves.length >= 2 ? done(performance.now() - t0) : setTimeout(tick, 5);
			tick();
		})`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		page := time.Duration(ms * float64(time.Millisecond))
		g, _ := trunc.NewGame(spec, trunc.Options{})
		g.Play(trunc.Move{Cell: g.Board().Centre()})
		req := truncbot.Request{ID: 1, Player: "mcts", Seed: truncbot.SeedFor(1, trunc.Gray), Game: g.Record()}
		t0 := time.Now()
		if resp := req.Answer(); resp.Error != "" {
			t.Fatal(resp.Error)
		}
		native := time.Since(t0)
		t.Logf("trunc:%d (%d cells): mcts's answer in the worker %v, natively %v (%.1fx)", k, g.Board().NumCells(),
			page.Round(time.Millisecond), native.Round(time.Millisecond), float64(page)/float64(native))
	}
}
