package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// exampleSrc is the iframe's address in site/embed-example.html, which the embedding pages
// served here replace with the board's address on the board's own origin.
const exampleSrc = `src="board.html?board=hex:3x3&amp;ui=minimal"`

// embedPages serves site/embed-example.html as /embed.html?src=URL, with its iframe showing
// URL: the shipped example, served from another origin than the board.
func embedPages() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/embed.html" {
			http.NotFound(w, r)
			return
		}
		page, err := examplePage(r.URL.Query().Get("src"))
		if err != nil {
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(page))
	})
}

// examplePage returns site/embed-example.html with its iframe showing src.
func examplePage(src string) (string, error) {
	page, err := os.ReadFile(filepath.Join(root, "site", "embed-example.html"))
	if err != nil {
		return "", err
	}
	if !strings.Contains(string(page), exampleSrc) {
		return "", fmt.Errorf("site/embed-example.html has no %s", exampleSrc)
	}
	attr := `src="` + strings.ReplaceAll(src, "&", "&amp;") + `"`
	return strings.Replace(string(page), exampleSrc, attr, 1), nil
}

// event is an event of the board, as the embedding page received it.
type event struct {
	Type    string          `json:"type"`
	ID      json.RawMessage `json:"id"`
	Command string          `json:"command"`
	Winner  string          `json:"winner"`
	Height  int             `json:"height"`
	Error   string          `json:"error"`
	State   *struct {
		Record struct {
			Moves  []struct{ Player, Cell string } `json:"moves"`
			Winner string                          `json:"winner"`
		} `json:"record"`
		Red    string `json:"red"`
		Blue   string `json:"blue"`
		ToMove string `json:"toMove"`
	} `json:"state"`
}

// moves returns the cells of the event's state, comma-separated.
func (e event) moves() string {
	if e.State == nil {
		return "(no state)"
	}
	var cells []string
	for _, m := range e.State.Record.Moves {
		cells = append(cells, m.Cell)
	}
	return strings.Join(cells, ",")
}

// openEmbedding opens the example embedding page on the origin page (otherURL or
// strangerURL, once startBrowser has set them), showing the board with the given parameters
// from siteURL.
func openEmbedding(t *testing.T, origin, query string) context.Context {
	t.Helper()
	src := siteURL + "/board.html?" + query
	return openPage(t, origin+"/embed.html?src="+url.QueryEscape(src), 700, 900, 1)
}

// events returns the events the embedding page has received.
func events(t *testing.T, ctx context.Context) []event {
	t.Helper()
	text, err := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(events)`))
	if err != nil {
		t.Fatal(err)
	}
	var evs []event
	if err := json.Unmarshal([]byte(text), &evs); err != nil {
		t.Fatal(err)
	}
	return evs
}

// waitEvent waits until the page has received an event for which the JavaScript predicate
// (over e) holds, and returns the first such event. The first event (ready) may take as long
// as the board takes to start; the others come within seconds.
func waitEvent(t *testing.T, ctx context.Context, pred string) event {
	t.Helper()
	find := `events.findIndex(e => ` + pred + `)`
	timeout := 30 * time.Second
	if n, _ := chromedp.Run(ctx, chromedp.Evaluate[int](`events.length`)); n == 0 {
		timeout = 2 * time.Minute
	}
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](find+` >= 0`, chromedp.WithPollingTimeout(timeout),
		chromedp.WithPollingInterval(50*time.Millisecond))); err != nil {
		t.Fatalf("no event with %s; the events: %+v", pred, events(t, ctx))
	}
	i, err := chromedp.Run(ctx, chromedp.Evaluate[int](find))
	if err != nil {
		t.Fatal(err)
	}
	return events(t, ctx)[i]
}

// send posts a message to the board from the embedding page (the page's own send adds an
// id to an object command) and returns the id it was given ("" for a message that is not
// an object).
func send(t *testing.T, ctx context.Context, message string) string {
	t.Helper()
	id, err := chromedp.Run(ctx, chromedp.Evaluate[any](`(() => { const m = `+message+`;
		if (m && typeof m === "object") return send(m);
		frame.contentWindow.postMessage(m, boardOrigin); return ""; })()`))
	if err != nil {
		t.Fatal(err)
	}
	return string(must(json.Marshal(id)))
}

// TestEmbedding drives a board on another origin through postMessage from the example
// embedding page, and checks every kind of event: ready, height, reply, state, gameover and
// error, for good and bad commands.
func TestEmbedding(t *testing.T) {
	startBrowser(t) // sets the servers' URLs
	ctx := openEmbedding(t, otherURL, "board=hex:3x3&ui=minimal&origins="+otherURL)

	ready := waitEvent(t, ctx, `e.type === "ready"`)
	if ready.moves() != "" || ready.State.ToMove != "red" || ready.State.Red != "human" || ready.Height <= 0 {
		t.Errorf("ready event %+v", ready)
	}
	h := waitEvent(t, ctx, `e.type === "height"`)
	if h.Height < 100 || h.Height > 2000 {
		t.Errorf("preferred height %d", h.Height)
	}
	if got, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`frame.style.height`)); got != strings.TrimSpace(string(must(json.Marshal(h.Height))))+"px" {
		t.Errorf("the page set the iframe's height to %q after the height event %d", got, h.Height)
	}
	t.Logf("preferred height of hex:3x3 in a 700-pixel-wide page: %d", h.Height)

	// A move: a reply with the new state, and a state event.
	id := send(t, ctx, `{type: "play", move: "b1"}`)
	reply := waitEvent(t, ctx, `e.id === `+id)
	if reply.Type != "reply" || reply.Command != "play" || reply.moves() != "b1" || reply.State.ToMove != "blue" {
		t.Errorf("reply to play b1: %+v", reply)
	}
	waitEvent(t, ctx, `e.type === "state" && e.state.record.moves.length === 1`)

	// Bad messages are answered with errors, and change nothing.
	for _, bad := range []struct{ message, says string }{
		{`"play b2"`, "expected an object"},
		{`{type: "play", move: 5}`, `"move" must be a string`},
		{`{type: "play", move: "b1"}`, "taken"},
		{`{type: "fly"}`, `unknown command type "fly"`},
		{`{type: "play", move: "b2", colour: "red"}`, `unknown field "colour"`},
		{`{type: "load", sgf: "(;FF[4]GM[11]SZ[3];B[b1];B[b2])"}`, "load: "},
		{`{type: "players", blue: "grandmaster"}`, "grandmaster"},
	} {
		id := send(t, ctx, bad.message)
		pred := `e.type === "error" && e.id === ` + id
		if id == `""` {
			pred = `e.type === "error" && e.id === undefined && e.error.includes("expected an object")`
		}
		ev := waitEvent(t, ctx, pred)
		if !strings.Contains(ev.Error, bad.says) {
			t.Errorf("%s: error %q, want it to say %q", bad.message, ev.Error, bad.says)
		}
	}
	if r := waitEvent(t, ctx, `e.id === `+send(t, ctx, `{type: "state"}`)); r.Type != "reply" || r.moves() != "b1" {
		t.Errorf("after the bad commands the state is %+v", r)
	}

	// Load a game with the page's own button (SGF), then win it.
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS("#load"))); err != nil {
		t.Fatal(err)
	}
	waitEvent(t, ctx, `e.type === "reply" && e.command === "load" && e.state.record.moves.length === 4`)
	send(t, ctx, `{type: "play", move: "b3"}`)
	over := waitEvent(t, ctx, `e.type === "gameover"`)
	if over.Winner != "red" || over.moves() != "b1,a2,b2,a3,b3" || over.State.ToMove != "none" {
		t.Errorf("gameover event %+v", over)
	}
	if status, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`document.getElementById("status").textContent`)); !strings.Contains(status, "red wins!") {
		t.Errorf("the page's status says %q", status)
	}

	// Undo, then a bot for blue: after red's move the bot answers, and a state event says so.
	waitEvent(t, ctx, `e.id === `+send(t, ctx, `{type: "undo"}`)+` && e.state.record.moves.length === 4`)
	if r := waitEvent(t, ctx, `e.id === `+send(t, ctx, `{type: "players", blue: "random"}`)); r.Type != "reply" || r.State.Blue != "random" {
		t.Errorf("players: %+v", r)
	}
	send(t, ctx, `{type: "play", move: "c1"}`)
	bot := waitEvent(t, ctx, `e.type === "state" && e.state.record.moves.length === 6`)
	if m := bot.State.Record.Moves[5]; m.Player != "blue" {
		t.Errorf("the bot's move: %+v", bot.State.Record.Moves)
	}
	screenshot(t, ctx)
}

// TestEmbeddingRefusesOtherOrigins embeds the board, allowed for otherURL only, in a page on
// a third origin: its commands are refused with an error event, and it receives none of the
// board's other events (they are addressed to the allowed origins only).
func TestEmbeddingRefusesOtherOrigins(t *testing.T) {
	startBrowser(t)
	ctx := openEmbedding(t, strangerURL, "board=hex:3x3&ui=minimal&origins="+otherURL)
	// Send until the board, once started, answers.
	if _, err := chromedp.Run(ctx, chromedp.Poll[bool](`(() => {
		if (!events.length) send({type: "play", move: "b2"});
		return events.some(e => e.type === "error");
	})()`, chromedp.WithPollingTimeout(2*time.Minute), chromedp.WithPollingInterval(500*time.Millisecond))); err != nil {
		t.Fatalf("no answer from the board: %v", err)
	}
	time.Sleep(time.Second) // time for any other event to arrive
	for _, ev := range events(t, ctx) {
		if ev.Type != "error" || !strings.Contains(ev.Error, "may not command this board") || ev.State != nil {
			t.Errorf("a page on a origin not allowed received %+v", ev)
		}
	}
}
