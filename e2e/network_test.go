package e2e

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/netpolicy"
	"github.com/hexlab/hexlab/internal/policyreq"
	"github.com/hexlab/hexlab/strategies/network"
)

// networkWarmUp and networkRepeats are how many times TestNetworkWorker asks the worker after
// its first answer (which waits for worker.wasm to load): rounds that warm it up, then rounds
// that are measured. V8 runs the request's path (JSON, the game's replay) in its baseline
// compiler's code for the first few hundred requests: after 40 a round trip took 5.5 ms on
// this machine, after 400 2.9 ms (one evaluation alone 1.6 ms in the worker).
const networkWarmUp, networkRepeats = 400, 30

// networkPosition is the position the network is asked about: hex:11x11 after a few moves.
func networkPosition(t *testing.T) *core.Game {
	t.Helper()
	g, err := core.NewGameFromMoveList(core.MustBoard("hex:11x11").Spec(), core.Options{}, "f6,e7,d8,g5,c9,h4")
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestNetworkWorker asks the page's worker (site/worker.js running worker.wasm in a Web
// Worker, as the board page's requests go) for the policy of an 11x11 position, checks the
// answer (every empty cell once, priors summing to 1, the value from 0 to 1, the embedded
// network's checksum, the same report as natively), then asks again and again, and logs the
// time of one answer in the worker beside the time natively, and their ratio. The worker is
// started from the landing page, which draws nothing: the board page's frames, drawn in
// software by headless Chromium, would take a core from the measure. It never asserts a time
// (TestNetworkWorkerSpeed times the evaluation alone inside the worker; scripts/bench-network.sh
// natively and under Node).
func TestNetworkWorker(t *testing.T) {
	startBrowser(t)
	ctx := openPage(t, siteURL+"/index.html", 800, 700, 1)
	g := networkPosition(t)
	req := policyreq.NewRequest(g)
	req.ID = 58
	data, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	startWorker(t, ctx)
	type asked struct {
		Answer string  `json:"answer"`
		Took   float64 `json:"took"`
	}
	ask := func() asked {
		return must(chromedp.Run(ctx, chromedp.Evaluate[asked](fmt.Sprintf(`window.askWorker(%q)`, data), chromedp.EvalAwaitPromise)))
	}
	first := ask() // worker.wasm loads first
	var resp policyreq.Response
	if err := json.Unmarshal([]byte(first.Answer), &resp); err != nil {
		t.Fatalf("the worker answered %q: %v", first.Answer, err)
	}
	pol, err := resp.Read(g.Position(), g.ToMove())
	if err != nil {
		t.Fatalf("the worker's answer %s: %v", first.Answer, err)
	}
	sum := 0.0
	for _, p := range pol.Priors {
		sum += p
	}
	if resp.ID != 58 || len(pol.Best) != 115 || sum < 1-policyreq.SumTolerance || sum > 1+policyreq.SumTolerance {
		t.Errorf("the worker's policy: id %d, %d cells, priors summing to %v", resp.ID, len(pol.Best), sum)
	}
	net, err := weights.Network()
	if err != nil {
		t.Fatal(err)
	}
	native, err := netpolicy.Of(net, g.Position(), g.ToMove())
	if err != nil {
		t.Fatal(err)
	}
	if want, _ := json.Marshal(native); !bytes.Equal(want, mustJSON(t, resp.Report)) {
		t.Errorf("the worker's report\n%s\nnatively\n%s", mustJSON(t, resp.Report), want)
	}
	// Then the worker, natively the same request, and natively one evaluation alone, in turn,
	// so that whatever else the machine does weighs on the three alike; the first rounds warm
	// the browser's optimising compiler up and are not counted.
	var inWorker, answers, evals []float64
	e := net.NewEvaluator()
	in := network.Input{Pos: g.Position(), ToMove: g.ToMove()}
	for i := range networkWarmUp + networkRepeats {
		w := ask()
		if w.Answer != first.Answer {
			t.Fatalf("the worker answered %s, then %s", first.Answer, w.Answer)
		}
		start := time.Now()
		netpolicy.AnswerJSON(data)
		answer := ms(time.Since(start))
		start = time.Now()
		e.Evaluate(in)
		eval := ms(time.Since(start))
		if i >= networkWarmUp {
			inWorker, answers, evals = append(inWorker, w.Took), append(answers, answer), append(evals, eval)
		}
	}
	worker, answer, eval := median(inWorker), median(answers), median(evals)
	t.Logf("hex:11x11, %s network (%.1f MFLOP): a policy request answered in the page's worker in %.2f ms (median of %d round trips, JSON and postMessage included); natively %.2f ms (one evaluation alone %.2f ms); worker/native %.2f",
		net.Shape(), float64(net.FLOPs(g.Board()))/1e6, worker, networkRepeats, answer, eval, worker/answer)
}

// TestNetworkOnlyInTheWorker checks that the network is linked into the worker's program
// only: dist/worker.wasm holds the embedded weights and the network's code, dist/board.wasm
// (the first visit's download, TestFirstVisitBytes) neither, though it links the assets
// package for its font.
func TestNetworkOnlyInTheWorker(t *testing.T) {
	weights, err := os.ReadFile(filepath.Join(root, "assets", "weights", "hex.net"))
	if err != nil {
		t.Fatal(err)
	}
	// The stem's weights, just past the two header lines: drawn at random, not zeros that
	// any program holds.
	chunk := weights[100:612]
	for _, c := range []struct {
		file string
		want bool
	}{{"worker.wasm", true}, {"board.wasm", false}} {
		data, err := os.ReadFile(filepath.Join(siteDir(), c.file))
		if err != nil {
			t.Fatalf("%v: run make dist first", err)
		}
		weightsIn, codeIn := bytes.Contains(data, chunk), bytes.Contains(data, []byte("hexlab/strategies/network."))
		if weightsIn != c.want || codeIn != c.want {
			t.Errorf("%s (%d bytes): holds the weights %v, the network's code %v; want %v", c.file, len(data), weightsIn, codeIn, c.want)
		}
	}
}

// startWorker starts the page's bot worker (site/worker.js running worker.wasm, as the board
// page's requests go) in ctx's page, and defines window.askWorker(request): a promise of
// {answer, took}, the worker's answer as text and the milliseconds from the question to the
// answer on the page's clock. One question at a time.
func startWorker(t *testing.T, ctx context.Context) {
	t.Helper()
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(() => {
		const worker = new Worker("worker.js");
		let waiting = null;
		worker.onmessage = (e) => { const w = waiting; waiting = null; w(e.data); };
		window.askWorker = (request) => new Promise((resolve) => {
			const start = performance.now();
			waiting = (answer) => resolve({answer, took: performance.now() - start});
			worker.postMessage(request);
		});
		return true;
	})()`)); err != nil {
		t.Fatal(err)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	data, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// ms is d in milliseconds.
func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// median returns the middle of xs (the mean of the two middle ones for an even count).
func median(xs []float64) float64 {
	s := slices.Sorted(slices.Values(xs))
	return (s[(len(s)-1)/2] + s[len(s)/2]) / 2
}
