package e2e

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/strategies/network"
)

// speedRounds, speedWarm and speedEvaluations shape TestNetworkWorkerSpeed: rounds in which
// the worker and then this process each evaluate the position speedWarm times untimed and
// speedEvaluations times timed one by one.
const speedRounds, speedWarm, speedEvaluations = 9, 100, 50

// speedRequest is the worker's request for the time of the network's evaluations
// (botworker.SpeedRequest, which e2e cannot import: it is internal to cmd/wasm).
type speedRequest struct {
	botreq.Analysis
	Warm        int `json:"warm"`
	Evaluations int `json:"evaluations"`
}

// TestNetworkWorkerSpeed measures the embedded network's evaluation alone in the page's worker
// (headless Chromium, worker.wasm in a Web Worker), timed inside the worker with its own clock
// after a warm-up, so that neither the request's JSON and postMessage nor V8's first,
// unoptimised code counts; and natively in this process, on the same position, the two in
// turn in each round, so that the machine's other work weighs on both alike. It logs the
// medians, evaluations a second each way and the median of the rounds' ratios (the issue
// allows WebAssembly 2.5 times slower on 11x11); TestNetworkWorker logs a policy request's
// round trip. It asserts no time.
func TestNetworkWorkerSpeed(t *testing.T) {
	startBrowser(t)
	ctx := openPage(t, siteURL+"/index.html", 800, 700, 1)
	g := networkPosition(t)
	a := botreq.NewAnalysis("network-speed", g)
	a.ID = 59
	data, err := json.Marshal(speedRequest{Analysis: a, Warm: speedWarm, Evaluations: speedEvaluations})
	if err != nil {
		t.Fatal(err)
	}
	startWorker(t, ctx)
	net, err := weights.Network()
	if err != nil {
		t.Fatal(err)
	}
	e := net.NewEvaluator()
	in := network.Input{Pos: g.Position(), ToMove: g.ToMove()}
	var inWorker, native, ratios []float64
	for round := range speedRounds {
		answer := must(chromedp.Run(ctx, chromedp.Evaluate[string](fmt.Sprintf(`window.askWorker(%q).then((a) => a.answer)`, data), chromedp.EvalAwaitPromise)))
		var resp struct {
			ID     uint64    `json:"id"`
			Millis []float64 `json:"millis"`
			Error  string    `json:"error"`
		}
		if err := json.Unmarshal([]byte(answer), &resp); err != nil || resp.ID != 59 || resp.Error != "" || len(resp.Millis) != speedEvaluations {
			t.Fatalf("the worker answered %s (%v)", answer, err)
		}
		for range speedWarm {
			e.Evaluate(in)
		}
		times := make([]float64, speedEvaluations)
		for i := range times {
			start := time.Now()
			e.Evaluate(in)
			times[i] = ms(time.Since(start))
		}
		w, n := median(resp.Millis), median(times)
		t.Logf("round %d: one evaluation in the worker %.2f ms, natively %.2f ms (medians of %d): ratio %.2f", round+1, w, n, speedEvaluations, w/n)
		inWorker, native, ratios = append(inWorker, w), append(native, n), append(ratios, w/n)
	}
	w, n := median(inWorker), median(native)
	t.Logf("hex:11x11, %s network: one evaluation alone %.2f ms in Chromium's worker (%.0f a second), %.2f ms natively (%.0f a second), medians of %d rounds; WebAssembly/native %.2f (the median of the rounds' ratios: the machine's speed changes from round to round, and a round's two halves are measured together)",
		net.Shape(), w, 1000/w, n, 1000/n, speedRounds, median(ratios))
}
