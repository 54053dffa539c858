package botworker

import (
	"encoding/json"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/inferior"
	"github.com/hexlab/hexlab/strategies/solver"
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

// TestAnswerInferior checks that the worker answers an analysis request with the analysis
// Hexlab makes in-process.
func TestAnswerInferior(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	moves, _ := core.ParseMoveList(b, "c3,b4,d2")
	g, _ := core.NewGameFromMoves(b.Spec(), core.Options{}, moves)
	req := inferior.NewRequest(g)
	req.ID = 5
	data, _ := json.Marshal(req)
	var resp inferior.Response
	if err := json.Unmarshal(Answer(data), &resp); err != nil || resp.ID != 5 || resp.Report == nil {
		t.Fatalf("answered %+v, %v", resp, err)
	}
	r, _ := inferior.Analyze(g.Position(), g.ToMove())
	want, _ := json.Marshal(r.Report(b))
	got, _ := json.Marshal(resp.Report)
	if string(got) != string(want) {
		t.Errorf("the worker's analysis\n%s\nin-process\n%s", got, want)
	}
	bad := Answer([]byte(`{"id":6,"analysis":"inferior","game":{"board":"hex:0x0"}}`))
	if err := json.Unmarshal(bad, &resp); err != nil || resp.Error == "" || resp.ID != 6 {
		t.Errorf("a bad request: %s", bad)
	}
}

// TestAnswerSolve checks that the worker answers a round of the solver's analysis: on the
// empty 4x4 board Red's winning moves are the four the issue names.
func TestAnswerSolve(t *testing.T) {
	var resp solver.Response
	if err := json.Unmarshal(Answer([]byte(`{"id":3,"analysis":"solve","game":{"board":"hex:4x4"},"nodes":100000}`)), &resp); err != nil || resp.ID != 3 {
		t.Fatalf("answered %+v, %v", resp, err)
	}
	var wins []string
	for _, v := range resp.Values {
		if v.Value == "win" {
			wins = append(wins, v.Cell)
		}
	}
	if strings.Join(wins, " ") != "d1 c2 b3 a4" {
		t.Errorf("the winning moves: %v (answer %+v)", wins, resp)
	}
}

// TestWarmUp checks that the worker's warm-up asks questions the bot answers with a move (a
// mistyped position or bot name would make it warm nothing).
func TestWarmUp(t *testing.T) {
	if err := WarmUp(); err != nil {
		t.Fatal(err)
	}
}
