package truncbot

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
)

// TestRequestAnswersLikeTheBot checks that a bot asked through a JSON
// request answers what it answers in-process, move after move.
func TestRequestAnswersLikeTheBot(t *testing.T) {
	for _, spec := range []string{"trunc:2", "trunc:2+variant"} {
		s, _ := trunc.ParseSpec(spec)
		g, _ := trunc.NewGame(s, trunc.Options{Order: [3]trunc.Player{trunc.Gray, trunc.White, trunc.Black}})
		for i := 0; !g.Over(); i++ {
			name := []string{"random", "mcts"}[i%2]
			settings := Settings{Seed: uint64(i), Playouts: 50}
			bot, _ := Build(name, settings)
			req, _ := json.Marshal(Request{ID: uint64(i + 1), Player: name, Seed: uint64(i), Playouts: 50, Game: g.Record()})
			if !IsRequest(req) {
				t.Fatalf("%s: IsRequest(%s) is false", spec, req)
			}
			var resp Response
			if err := json.Unmarshal(AnswerJSON(req), &resp); err != nil {
				t.Fatal(err)
			}
			want, _ := bot.Choose(g)
			got, err := ChoiceOf(resp, g.Board())
			if err != nil || got != want || resp.ID != uint64(i+1) {
				t.Fatalf("%s move %d: request gave %+v %+v (%v), the bot %+v", spec, i+1, resp, got, err, want)
			}
			if err := g.PlayRule(got.Move, got.Rule); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func TestRequestErrors(t *testing.T) {
	for _, tc := range []struct{ req, want string }{
		{`{`, "trunc bot request"},
		{`{"id":4,"player":"random","game":{"board":"trunc:9"}}`, "game: board"},
		{`{"id":4,"player":"nobody","game":{"board":"trunc:2"}}`, "unknown Trunc strategy"},
		{`{"id":4,"player":"random","thinkMillis":-5,"game":{"board":"trunc:2"}}`, "negative"},
		{`{"id":4,"player":"solver","game":{"board":"trunc:3"}}`, "solver"},
		{`{"id":4,"player":"moves:0,0,0","game":{"board":"trunc:2","moves":[{"cell":"0,0,0"}]}}`, "already"},
		{`{"id":4,"player":"random","game":{"board":"trunc:1","moves":[{"cell":"0,0,0"},{"cell":"1,1,1"},{"cell":"1,-1,1"}]}}`, "over"},
	} {
		var resp Response
		json.Unmarshal(AnswerJSON([]byte(tc.req)), &resp)
		if !strings.Contains(resp.Error, tc.want) {
			t.Errorf("%s: error %q, want %q", tc.req, resp.Error, tc.want)
		}
		if tc.req != `{` && resp.ID != 4 {
			t.Errorf("%s: answered id %d, want 4", tc.req, resp.ID)
		}
		if _, err := ChoiceOf(resp, trunc.MustBoard("trunc:2")); err == nil {
			t.Errorf("%s: Choice accepted an error response", tc.req)
		}
	}
	if _, err := ChoiceOf(Response{Move: "1,1"}, trunc.MustBoard("trunc:2")); err == nil {
		t.Error("Choice accepted the move 1,1")
	}
}

func TestIsRequest(t *testing.T) {
	for req, want := range map[string]bool{
		`{"player":"random","game":{"board":"trunc:3"}}`:         true,
		`{"player":"random","game":{"board":"trunc:1+variant"}}`: true,
		`{"player":"random","game":{"board":"hex:5x5"}}`:         false,
		`{"player":"random","game":{"board":"truncated"}}`:       false,
		`{"player":"random"}`:                                    false,
		`not json`:                                               false,
		`{"game":"trunc:3"}`:                                     false,
	} {
		if got := IsRequest([]byte(req)); got != want {
			t.Errorf("IsRequest(%s) = %v, want %v", req, got, want)
		}
	}
}
