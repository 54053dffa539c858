package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"

	"github.com/hexlab/hexlab/cmd/serve/static"
)

// firstVisitBudget is the most a first visit to the board page may download, compressed:
// the page, its scripts and board.wasm (issue 57: 7 MB before the page stopped linking the
// engines and the worker stopped loading before it is needed).
const firstVisitBudget = 3_000_000

// served counts what a server sent: the body bytes of each path, as sent (compressed), and
// the Content-Encoding each was sent with, and which requests are still being answered.
type served struct {
	mu       sync.Mutex
	bytes    map[string]int64
	encoding map[string]string
	asked    map[string]bool // every path asked for, answered or not
	active   int             // requests being answered
	last     time.Time       // when a request last began or ended
	accepted string          // the last request's Accept-Encoding
}

// countingWriter counts the body bytes written for one path.
type countingWriter struct {
	http.ResponseWriter
	n *int64
}

func (w countingWriter) Write(p []byte) (int, error) {
	n, err := w.ResponseWriter.Write(p)
	*w.n += int64(n)
	return n, err
}

// handler wraps h so that every response's body bytes are counted by path.
func (s *served) handler(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		s.mu.Lock()
		s.asked[r.URL.Path] = true
		s.active++
		s.last = time.Now()
		s.mu.Unlock()
		var n int64
		h.ServeHTTP(countingWriter{w, &n}, r)
		s.mu.Lock()
		defer s.mu.Unlock()
		s.active--
		s.last = time.Now()
		s.bytes[r.URL.Path] += n
		s.encoding[r.URL.Path] = w.Header().Get("Content-Encoding")
		s.accepted = r.Header.Get("Accept-Encoding")
	})
}

// quiet reports whether no request has been answered for the last d.
func (s *served) quiet(d time.Duration) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.active == 0 && time.Since(s.last) >= d
}

// askedFor returns the paths asked for so far.
func (s *served) askedFor() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for p := range s.asked {
		out = append(out, p)
	}
	sort.Strings(out)
	return out
}

// snapshot returns the counts so far.
func (s *served) snapshot() (map[string]int64, map[string]string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	b, e := map[string]int64{}, map[string]string{}
	for k, v := range s.bytes {
		b[k] = v
	}
	for k, v := range s.encoding {
		e[k] = v
	}
	return b, e
}

// total is the sum of the bytes in b.
func total(b map[string]int64) int64 {
	var n int64
	for _, v := range b {
		n += v
	}
	return n
}

// report writes b's paths, largest first, with their encodings.
func report(b map[string]int64, enc map[string]string) string {
	paths := make([]string, 0, len(b))
	for p := range b {
		paths = append(paths, p)
	}
	sort.Slice(paths, func(i, j int) bool { return b[paths[i]] > b[paths[j]] })
	var out strings.Builder
	for _, p := range paths {
		e := enc[p]
		if e == "" {
			e = "identity"
		}
		fmt.Fprintf(&out, "  %10d bytes  %-8s %s\n", b[p], e, p)
	}
	return out.String()
}

// firstVisit opens the board page of a site served on localhost (which Chromium treats as
// secure: it asks for brotli there) in a browser of its own with a fresh profile and the cache
// off, under conditions (none: not throttled), and returns how long the board took to be drawn
// (from the navigation's start to hexlab.ready, in the page's clock) and the server's counts.
func firstVisit(t *testing.T, dist, query string, conditions *network.Conditions) (time.Duration, *served) {
	t.Helper()
	count := &served{bytes: map[string]int64{}, encoding: map[string]string{}, asked: map[string]bool{}}
	srv := httptest.NewServer(count.handler(static.Handler(dist)))
	t.Cleanup(srv.Close)
	// A browser of its own, with a fresh profile: nothing cached.
	chromium := need(t, "chromium", "browser")
	profile := t.TempDir()
	alloc, stopAlloc := chromedp.NewExecAllocator(context.Background(), append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium), chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("enable-unsafe-swiftshader", true), chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("disable-quic", true), chromedp.Flag("disable-component-update", true),
		chromedp.UserDataDir(profile))...)
	t.Cleanup(stopAlloc)
	tab, cancel := chromedp.NewContext(alloc)
	t.Cleanup(cancel)
	ctx, cancelTimeout := context.WithTimeout(tab, 5*time.Minute)
	t.Cleanup(cancelTimeout)
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	if _, err := chromedp.Call(ctx, network.SetCacheDisabled, network.SetCacheDisabledParams{CacheDisabled: true}); err != nil {
		t.Fatal(err)
	}
	if conditions != nil {
		if _, err := chromedp.Call(ctx, network.EmulateNetworkConditionsByRule, network.EmulateNetworkConditionsByRuleParams{
			MatchedNetworkConditions: []*network.Conditions{conditions}}); err != nil {
			t.Fatal(err)
		}
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(800, 700), chromedp.Navigate(srv.URL+"/board.html?"+query)); err != nil {
		t.Fatal(err)
	}
	ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`new Promise((done, fail) => {
		const tick = () => {
			if (window.hexlab && window.hexlab.error) fail(new Error(window.hexlab.error));
			else if (window.hexlab && window.hexlab.ready) done(performance.now());
			else setTimeout(tick, 10);
		};
		tick();
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("the board was not drawn: %v", err)
	}
	return time.Duration(ms * float64(time.Millisecond)), count
}

// siteDir is the built site the first visits are made to: dist/, or HEXLAB_DIST (a copy of
// dist/ made before a change, to measure it too).
func siteDir() string {
	if dir := os.Getenv("HEXLAB_DIST"); dir != "" {
		return dir
	}
	return filepath.Join(root, "dist")
}

// TestFirstVisitBytes opens the board page with no parameters, as a first visitor does, and
// checks what the page asked for by the time the board is drawn: the page, page.js,
// wasm_exec.js and board.wasm only (the bots' worker is not loaded before a bot or an analysis
// needs it), at most firstVisitBudget bytes in all, each as brotli.
func TestFirstVisitBytes(t *testing.T) {
	_, count := firstVisit(t, siteDir(), "", nil)
	asked := count.askedFor()
	bytes, enc := count.snapshot()
	t.Logf("a first visit, until the board is drawn:\n%s  %10d bytes in all", report(bytes, enc), total(bytes))
	for _, p := range asked {
		switch p {
		case "/board.html", "/page.js", "/wasm_exec.js", "/board.wasm", "/favicon.ico":
		default:
			t.Errorf("the first visit fetched %s before it was needed", p)
		}
	}
	for _, p := range []string{"/board.html", "/page.js", "/wasm_exec.js", "/board.wasm"} {
		if enc[p] != "br" {
			t.Errorf("%s was sent with Content-Encoding %q, want br (make dist writes it beside as .br)", p, enc[p])
		}
	}
	if n := total(bytes); n > firstVisitBudget {
		t.Errorf("the first visit downloaded %d bytes, more than %d", n, firstVisitBudget)
	}
}

// TestFirstVisitMeasure measures the time to a drawn board on a first visit over a throttled
// phone network, Chrome's "Slow 4G" (150 ms latency, 1.6 Mbps down, 750 kbps up), with the
// cache off, a few times, and what was downloaded (HEXLAB_DIST=DIR measures another build of
// the site, see siteDir). It only reports; it runs with
// HEXLAB_MEASURE=1 (docs/results/download-2026-12-07.md).
func TestFirstVisitMeasure(t *testing.T) {
	if os.Getenv("HEXLAB_MEASURE") == "" {
		t.Skip("a measurement: run with HEXLAB_MEASURE=1")
	}
	dist := siteDir()
	slow4G := &network.Conditions{Latency: 150, DownloadThroughput: 1.6e6 / 8, UploadThroughput: 750e3 / 8}
	for _, c := range []struct {
		name       string
		conditions *network.Conditions
	}{{"not throttled", nil}, {"Slow 4G", slow4G}} {
		for i := range 3 {
			d, count := firstVisit(t, dist, "", c.conditions)
			drawn, _ := count.snapshot()
			// What the page goes on to download once the board is drawn (the old page's
			// bots' worker) counts too: wait until the server has been idle for 5 s.
			for start := time.Now(); !count.quiet(5*time.Second) && time.Since(start) < 2*time.Minute; {
				time.Sleep(100 * time.Millisecond)
			}
			bytes, enc := count.snapshot()
			t.Logf("%s, run %d: the board drawn after %v, %d bytes sent by then, %d in all (Accept-Encoding: %s)\n%s",
				c.name, i+1, d.Round(10*time.Millisecond), total(drawn), total(bytes), count.accepted, report(bytes, enc))
		}
	}
}
