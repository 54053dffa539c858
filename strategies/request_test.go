package strategies

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestRequestAnswersLikeTheBot checks that a bot asked through a JSON
// request answers what it answers in-process.
func TestRequestAnswersLikeTheBot(t *testing.T) {
	spec, _ := core.ParseSpec("cyl:5x9")
	g, _ := core.NewGame(spec, core.Options{First: core.Blue})
	bot, _ := New("random", 42)
	for i := 0; i < 10; i++ {
		req, _ := json.Marshal(Request{ID: uint64(i), Player: "random", Seed: 42, Game: g.Record()})
		var resp Response
		if err := json.Unmarshal(AnswerJSON(req), &resp); err != nil {
			t.Fatal(err)
		}
		want, _ := bot.Choose(g)
		got, err := ChoiceOf(resp, g.Board())
		if err != nil || got != want || resp.ID != uint64(i) {
			t.Fatalf("move %d: request gave %+v (%v), the bot %+v", i, got, err, want)
		}
		g.Play(got.Move)
	}
}

func TestRequestErrors(t *testing.T) {
	for _, tc := range []struct{ req, want string }{
		{`{`, "bot request"},
		{`{"player":"random","game":{"board":"hex:0x1"}}`, "game"},
		{`{"player":"nobody","game":{"board":"hex:3x3"}}`, "unknown strategy"},
		{`{"player":"random","thinkMillis":-5,"game":{"board":"hex:3x3"}}`, "negative"},
		{`{"player":"moves:a1","game":{"board":"hex:3x3","moves":[{"cell":"a1"}]}}`, "not legal"},
	} {
		var resp Response
		json.Unmarshal(AnswerJSON([]byte(tc.req)), &resp)
		if !strings.Contains(resp.Error, tc.want) {
			t.Errorf("%s: error %q, want %q", tc.req, resp.Error, tc.want)
		}
		if _, err := ChoiceOf(resp, core.MustBoard("hex:3x3")); err == nil {
			t.Errorf("%s: Choice accepted an error response", tc.req)
		}
	}
}
