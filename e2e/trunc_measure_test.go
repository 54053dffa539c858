package e2e

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// TestTruncWorkerSpeed measures how long mcts (its fixed budget of 10,000 playouts) takes to
// answer White's opening 0,0,0 on each board size: on the page, from hexlab.play to the move
// in the game (polled every 5 ms; the request leaves and the answer is played at the next
// frames, so the frame time counts twice); in a worker of its own (worker.wasm, warmed up with
// one request first), from postMessage to the answer; and natively (truncbot.Request.Answer
// on the same request in this process). It only reports; it runs with HEXLAB_MEASURE=1.
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
		warm := truncbot.Request{ID: 2, Player: "random", Game: g.Record()}
		wms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise((done, fail) => {
			const w = new Worker("worker.js");
			let t0 = 0;
			w.onmessage = (e) => {
				const r = JSON.parse(e.data);
				if (r.error) { fail(new Error(r.error)); return; }
				if (r.id === 2) { t0 = performance.now(); w.postMessage(`+strconv.Quote(string(must(json.Marshal(req))))+`); return; }
				done(performance.now() - t0);
				w.terminate();
			};
			w.postMessage(`+strconv.Quote(string(must(json.Marshal(warm))))+`);
		})`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		worker := time.Duration(wms * float64(time.Millisecond))
		t0 := time.Now()
		if resp := req.Answer(); resp.Error != "" {
			t.Fatal(resp.Error)
		}
		native := time.Since(t0)
		t.Logf("trunc:%d (%d cells): mcts's answer on the page %v, in the worker %v, natively %v (worker %.1fx native)", k, g.Board().NumCells(),
			page.Round(time.Millisecond), worker.Round(time.Millisecond), native.Round(time.Millisecond), float64(worker)/float64(native))
	}
}
