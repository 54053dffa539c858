package botworker

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies"
)

// TestAnswerBothGames checks that the worker's one entry point answers a Trunc request with a
// Trunc bot, a Hex request with a Hex bot, and anything else with an error, never a panic.
func TestAnswerBothGames(t *testing.T) {
	for _, c := range []struct {
		req, move, err string
	}{
		{`{"id":9,"player":"moves:0,0,0","game":{"board":"trunc:2"}}`, "0,0,0", ""},
		{`{"id":8,"player":"moves:b2","game":{"board":"hex:3x3"}}`, "b2", ""},
		{`{"id":7,"player":"moves:b2","game":{"board":"trunc:2"}}`, "", "moves"},
		{`{"id":6,"player":"moves:0,0,0","game":{"board":"hex:3x3"}}`, "", "moves"},
		{`not json`, "", "bot request"},
		{`{"id":5}`, "", "game"},
	} {
		var resp strategies.Response
		if err := json.Unmarshal(Answer([]byte(c.req)), &resp); err != nil {
			t.Fatalf("%s: the answer is not JSON: %v", c.req, err)
		}
		if resp.Move != c.move || (c.err == "") != (resp.Error == "") || !strings.Contains(resp.Error, c.err) {
			t.Errorf("%s: answered %+v, want move %q, error with %q", c.req, resp, c.move, c.err)
		}
	}
}
