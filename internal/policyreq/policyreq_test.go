package policyreq

import (
	"encoding/json"
	"math"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// game returns the game of moves on spec.
func game(t *testing.T, spec, moves string) *core.Game {
	t.Helper()
	s, err := core.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoveList(s, core.Options{}, moves)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// uniform returns a well-formed report for g's position: every empty cell, the first with
// half the policy and the rest sharing the other half.
func uniform(g *core.Game) Report {
	b := g.Board()
	empty := g.Position().EmptyCells()
	rep := Report{Board: b.Spec().String(), Player: g.ToMove().String(), Value: 0.25, Network: "abc"}
	for i, c := range empty {
		prior := 0.5 / float64(len(empty)-1)
		if i == 0 {
			prior = 0.5
		}
		rep.Policy = append(rep.Policy, CellPrior{Cell: b.CellName(c), Prior: prior})
	}
	return rep
}

// TestRequestEncoding checks the request's JSON: its kind at the top level, where the
// worker's IsRequest reads it, and the game back.
func TestRequestEncoding(t *testing.T) {
	g := game(t, "cyl:5x9+reverse", "c2,b4")
	req := NewRequest(g)
	req.ID = 12
	data, err := json.Marshal(req)
	if err != nil {
		t.Fatal(err)
	}
	if !IsRequest(data) || IsRequest([]byte(`{"analysis":"solve"}`)) || IsRequest([]byte(`{"player":"mcts"}`)) || IsRequest([]byte(`nonsense`)) {
		t.Errorf("IsRequest reads %s wrong", data)
	}
	if !strings.Contains(string(data), `"analysis":"policy"`) || !strings.Contains(string(data), `"id":12`) {
		t.Errorf("request %s", data)
	}
	var back Request
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	bg, err := back.Game.Game()
	if err != nil || bg.Spec() != g.Spec() || len(bg.Moves()) != 2 || back.ID != 12 {
		t.Errorf("read back %+v (%v)", back, err)
	}
}

// TestReadGood checks that a well-formed report reads back through JSON as the policy it
// holds, on each topology and rule.
func TestReadGood(t *testing.T) {
	for _, c := range []struct{ spec, moves string }{
		{"hex:11x11", "f6,e7"}, {"cyl:5x9", "c2"}, {"torus:5x5", ""}, {"hex:5x5+reverse", "c3,b2,d4"},
	} {
		g := game(t, c.spec, c.moves)
		rep := uniform(g)
		data, err := json.Marshal(Response{ID: 3, Report: &rep})
		if err != nil {
			t.Fatal(err)
		}
		var resp Response
		if err := json.Unmarshal(data, &resp); err != nil {
			t.Fatal(err)
		}
		pol, err := resp.Read(g.Position(), g.ToMove())
		if err != nil {
			t.Fatalf("%s: %v", c.spec, err)
		}
		sum := 0.0
		for c, prior := range pol.Priors {
			if g.At(core.Cell(c)) != core.NoPlayer && prior != 0 {
				t.Errorf("an occupied cell has prior %v", prior)
			}
			sum += prior
		}
		if math.Abs(sum-1) > 1e-9 || pol.Value != 0.25 || pol.ToMove != g.ToMove() || pol.Network != "abc" ||
			len(pol.Best) != len(g.Position().EmptyCells()) || pol.Priors[pol.Best[0]] != 0.5 {
			t.Errorf("%s: read %+v", c.spec, pol)
		}
	}
}

// TestReadRefusesBadReports checks that every way a worker's answer can be wrong is refused
// with a message that says what.
func TestReadRefusesBadReports(t *testing.T) {
	g := game(t, "hex:5x5", "c3,b2")
	for _, c := range []struct {
		name   string
		change func(r *Report)
		want   string
	}{
		{"another board", func(r *Report) { r.Board = "hex:6x6" }, `board "hex:6x6"`},
		{"the rule left out", func(r *Report) { r.Board = "hex:5x5+reverse" }, "board"},
		{"another player", func(r *Report) { r.Player = "blue" }, `player "blue"`},
		{"no player", func(r *Report) { r.Player = "" }, "player"},
		{"value above 1", func(r *Report) { r.Value = 1.5 }, "value 1.5"},
		{"value below 0", func(r *Report) { r.Value = -0.1 }, "value -0.1"},
		{"value NaN", func(r *Report) { r.Value = math.NaN() }, "value NaN"},
		{"a cell off the board", func(r *Report) { r.Policy[1].Cell = "f1" }, `cell "f1"`},
		{"a cell that does not read", func(r *Report) { r.Policy[1].Cell = "zz" }, `cell "zz"`},
		{"a taken cell", func(r *Report) { r.Policy[1].Cell = "c3" }, "c3, which is taken"},
		{"a cell twice", func(r *Report) { r.Policy[2].Cell = r.Policy[1].Cell }, "twice"},
		{"a cell left out", func(r *Report) { r.Policy = r.Policy[:len(r.Policy)-1] }, "gives 22 cells; the position has 23 empty"},
		{"no cells", func(r *Report) { r.Policy = nil }, "gives 0 cells"},
		{"a negative prior", func(r *Report) { r.Policy[3].Prior = -0.01 }, "not a number from 0 to 1"},
		{"a NaN prior", func(r *Report) { r.Policy[0].Prior = math.NaN() }, "NaN"},
		{"out of order", func(r *Report) { r.Policy[0], r.Policy[1] = r.Policy[1], r.Policy[0] }, "not best first"},
		{"priors summing to 0.9", func(r *Report) { r.Policy[0].Prior = 0.4 }, "sum to 0.9"},
	} {
		rep := uniform(g)
		rep.Policy = append([]CellPrior(nil), rep.Policy...)
		c.change(&rep)
		_, err := Response{Report: &rep}.Read(g.Position(), g.ToMove())
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: read gave %v, want an error with %q", c.name, err, c.want)
		}
	}
	if _, err := (Response{Error: "no network"}).Read(g.Position(), g.ToMove()); err == nil || err.Error() != "no network" {
		t.Errorf("an error answer: %v", err)
	}
	if _, err := (Response{ID: 4}).Read(g.Position(), g.ToMove()); err == nil || !strings.Contains(err.Error(), "neither") {
		t.Errorf("an empty answer: %v", err)
	}
}

// TestAsk checks that Ask sends the request for the position and checks the answer against
// the position as it was when asked, though the game moves on meanwhile.
func TestAsk(t *testing.T) {
	g := game(t, "hex:5x5", "c3")
	want := uniform(g)
	release := make(chan struct{})
	var asked Request
	run := func(req Request) <-chan Response {
		asked = req
		out := make(chan Response, 1)
		go func() {
			<-release
			out <- Response{ID: req.ID, Report: &want}
		}()
		return out
	}
	answer := Ask(run, g)
	if asked.Kind != Kind || len(asked.Game.Moves) != 1 {
		t.Errorf("asked %+v", asked)
	}
	if err := g.Play(core.CellMove(core.Cell(0))); err != nil { // the game moves on before the answer comes
		t.Fatal(err)
	}
	close(release)
	a := <-answer
	if a.Err != nil || a.Policy.ToMove != core.Blue || len(a.Policy.Best) != 24 {
		t.Errorf("answer %+v", a)
	}
	bad := Ask(func(Request) <-chan Response {
		out := make(chan Response, 1)
		out <- Response{Error: "bot worker: could not load worker.wasm"}
		return out
	}, g)
	if a := <-bad; a.Err == nil || !strings.Contains(a.Err.Error(), "worker.wasm") {
		t.Errorf("a failed worker: %+v", a)
	}
}
