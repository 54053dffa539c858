package session

import (
	"github.com/hexlab/hexlab/internal/botreq"
	"regexp"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies"
)

// sourcePath finds what a person at the board should not read: a file of the source, a folder
// of the repository, a Go import path or a URL.
var sourcePath = regexp.MustCompile(`\.(txt|md|go|json|wasm)\b|\b(assets|docs|strategies|core|internal|cmd)/|github\.com|://`)

// The reason shown for a move or a hint, for every rule of every strategy, names no file or
// package of the source: the engine's book move said "a move of the opening book
// (assets/book/hex.txt)", the solver's win "(docs/solver.md)".
func TestReasonsNameNoSourcePath(t *testing.T) {
	rules := 0
	for _, info := range strategies.Catalog() {
		for label := range info.Rules {
			rules++
			text := Reason(info.Name, label)
			if sourcePath.MatchString(text) || !strings.HasPrefix(text, "rule "+label+": ") || strings.Contains(text, "  ") {
				t.Errorf("%s, rule %s: %q", info.Name, label, text)
			}
		}
	}
	if rules < 20 {
		t.Errorf("only %d rules checked", rules)
	}
	if got, want := Reason("mcts", strategies.MCTSBook), "rule book: a move of the opening book, searched offline"; !strings.HasPrefix(got, want) {
		t.Errorf("the book's reason: %q, want it to start %q", got, want)
	}
}

// The Hint box shows the hint's reason, or why there is none, without the source's paths,
// whatever the bot (or the page's worker) answered.
func TestHintTextNamesNoSourcePath(t *testing.T) {
	for _, c := range []struct {
		answer strategies.Response
		want   string
	}{
		{strategies.Response{Move: "c3", Rule: strategies.MCTSBook}, "rule book: a move of the opening book, searched offline with more playouts"},
		{strategies.Response{Move: "swap", Rule: strategies.MCTSSwap}, "rule swap: the swap: the opening is worth more to its owner than the best reply is to us (the swap table, or on boards"},
		{strategies.Response{Error: "engine: assets/patterns/hex.txt: line 3: want a code and a weight"}, "no hint: engine: line 3: want a code and a weight"},
		{strategies.Response{Error: "bot worker failed: RuntimeError: unreachable (https://hexlab.example/worker.wasm:1:2345)"}, "no hint: bot worker failed: RuntimeError: unreachable"},
		{strategies.Response{Error: "github.com/hexlab/hexlab/strategies/engine.(*Engine).Search: the board is full"}, "no hint: the board is full"},
	} {
		s := start(t, "board=hex:5x5&swap=1&moves=c3&seed=1")
		s.SetRunner(func(req botreq.Request) <-chan strategies.Response {
			answer := c.answer
			answer.ID = req.ID
			ch := make(chan strategies.Response, 1)
			ch <- answer
			return ch
		})
		if err := s.AskHint(); err != nil {
			t.Fatal(err)
		}
		s.Tick()
		h, ok := s.Hint()
		if !ok || !strings.HasPrefix(h.RuleText, c.want) || sourcePath.MatchString(h.RuleText) {
			t.Errorf("answer %+v: hint %q (shown %v), want it to start %q", c.answer, h.RuleText, ok, c.want)
		}
	}
}

// userText leaves out the source's paths with the punctuation that holds them, and leaves
// other text as it is.
func TestUserText(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"the opening the swap table (assets/swap/hex.txt) values most", "the opening the swap table values most"},
		{"(the swap table, assets/swap/hex.txt, or two searches)", "(the swap table, or two searches)"},
		{"proves wins (docs/solver.md)", "proves wins"},
		{"engine: assets/patterns/hex.txt: line 3", "engine: line 3"},
		{"open /home/me/hexlab/game.json: no such file", "open no such file"},
		{"rule 12: cover rings R(j-2, j)", "rule 12: cover rings R(j-2, j)"},
		{"thesis Algorithms 4.1.1/4.1.2: answers each move", "thesis Algorithms 4.1.1/4.1.2: answers each move"},
		{"Red wins 3/4 of them", "Red wins 3/4 of them"},
	} {
		if got := userText(c.in); got != c.want {
			t.Errorf("userText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
