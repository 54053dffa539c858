package htp

import (
	"github.com/hexlab/hexlab/strategies"

	"strings"
	"testing"
)

func TestParseHTPAnswer(t *testing.T) {
	for _, tt := range []struct {
		lines []string
		ok    bool
		text  string
		bad   bool
	}{
		{[]string{"= c3"}, true, "c3", false},
		{[]string{"=12 c3"}, true, "c3", false},
		{[]string{"="}, true, "", false},
		{[]string{"? illegal move"}, false, "illegal move", false},
		{[]string{"= ", "   a b", "1  . ."}, true, "a b\n1  . .", false},
		{[]string{"c3"}, false, "", true},
		{[]string{""}, false, "", true},
		{nil, false, "", true},
	} {
		a := parseHTPAnswer(tt.lines)
		if (a.err != nil) != tt.bad || !tt.bad && (a.ok != tt.ok || a.text != tt.text) {
			t.Errorf("%q: %+v, want ok=%v text=%q error=%v", tt.lines, a, tt.ok, tt.text, tt.bad)
		}
	}
}

// The answer parser never panics, and what it accepts starts with = or ?.
func FuzzParseHTPAnswer(f *testing.F) {
	for _, s := range []string{"= c3", "=12 swap-pieces", "? unknown command", "= \n  a b\n1 . .", "garbage", "", "=\x00"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a := parseHTPAnswer(strings.Split(text, "\n"))
		if a.err == nil && text[0] != '=' && text[0] != '?' {
			t.Errorf("%q accepted as %+v", text, a)
		}
		if a.err == nil && a.ok != (text[0] == '=') {
			t.Errorf("%q: ok=%v", text, a.ok)
		}
	})
}

// Whatever it is sent, the server answers every command with one
// well-formed answer ("=" or "?", then an empty line) and never panics.
func FuzzHTPServer(f *testing.F) {
	for _, s := range []string{"boardsize 3\nplay b a1\ngenmove w\nundo\nshowboard\n", "7 genmove black\nfinal_score",
		"boardsize 2 3\nplay w swap-pieces\nplay b b2\nplay w a1\ngenmove b", "\x00\t#\nlist_commands\nquit\nname"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, commands string) {
		s, err := NewServer(strategies.NewRandom(1))
		if err != nil {
			t.Fatal(err)
		}
		var out strings.Builder
		if err := s.Serve(strings.NewReader(commands), &out); err != nil {
			return // a line too long for the scanner
		}
		for _, answer := range strings.SplitAfter(out.String(), "\n\n") {
			if answer == "" {
				continue
			}
			if !strings.HasSuffix(answer, "\n\n") || strings.Count(answer, "\n\n") != 1 || answer[0] != '=' && answer[0] != '?' {
				t.Fatalf("malformed answer %q in %q", answer, out.String())
			}
		}
	})
}
