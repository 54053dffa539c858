package netpolicy

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/policyreq"
	"github.com/hexlab/hexlab/strategies/network"
)

// game returns the game of moves on spec, or fails t.
func game(t *testing.T, spec, moves string) *core.Game {
	g, err := core.NewGameFromMoveList(core.MustBoard(spec).Spec(), core.Options{}, moves)
	if err != nil {
		t.Fatalf("%s %s: %v", spec, moves, err)
	}
	return g
}

// TestOf checks the embedded network's report on each topology and rule: it reads back on
// its position (every empty cell once, best first, summing to 1), names the network, and is
// the same asked twice.
func TestOf(t *testing.T) {
	net, err := weights.Network()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ spec, moves string }{
		{"hex:11x11", "f6,e7,d8"}, {"cyl:5x9", "c2,b4"}, {"torus:5x5", ""}, {"hex:5x5+reverse", "c3"}, {"hex:1x1", ""},
	} {
		g := game(t, c.spec, c.moves)
		rep, err := Of(net, g.Position(), g.ToMove())
		if err != nil {
			t.Fatalf("%s: %v", c.spec, err)
		}
		pol, err := rep.Read(g.Position(), g.ToMove())
		if err != nil {
			t.Fatalf("%s: %v", c.spec, err)
		}
		if rep.Network != net.Checksum() || pol.ToMove != g.ToMove() || rep.Board != c.spec {
			t.Errorf("%s: report %+v", c.spec, rep)
		}
		again, _ := Of(net, g.Position(), g.ToMove())
		a, _ := json.Marshal(again)
		b, _ := json.Marshal(rep)
		if string(a) != string(b) {
			t.Errorf("%s: asked twice:\n%s\n%s", c.spec, a, b)
		}
	}
}

// TestOfRefuses checks that a full board, a player that is neither, and a network whose
// answer is not a distribution give errors, not a report.
func TestOfRefuses(t *testing.T) {
	net, err := weights.Network()
	if err != nil {
		t.Fatal(err)
	}
	full := core.NewPosition(core.MustBoard("hex:2x2"))
	for c, p := range []core.Player{core.Red, core.Blue, core.Blue, core.Red} {
		full.Place(core.Cell(c), p)
	}
	if _, err := Of(net, full, core.Blue); err == nil || !strings.Contains(err.Error(), "full") {
		t.Errorf("a full board: %v", err)
	}
	g := game(t, "hex:5x5", "c3")
	if _, err := Of(net, g.Position(), core.NoPlayer); err == nil || !strings.Contains(err.Error(), "not red or blue") {
		t.Errorf("no player: %v", err)
	}
	// Finite weights so large that the activations overflow: the policy is NaN.
	huge := net.Clone()
	for i := range huge.Params() {
		huge.Params()[i] *= 1e30
	}
	if _, err := Of(huge, g.Position(), g.ToMove()); err == nil || !strings.Contains(err.Error(), "not a policy") {
		t.Errorf("overflowing weights: %v", err)
	}
	// Zero weights: every cell alike, a uniform policy, which is a policy.
	zero, _ := network.New(network.DefaultShape(), 1)
	clear(zero.Params())
	rep, err := Of(zero, g.Position(), g.ToMove())
	if err != nil || rep.Policy[0].Prior != rep.Policy[len(rep.Policy)-1].Prior || rep.Value != 0.5 {
		t.Errorf("zero weights: %+v, %v", rep, err)
	}
}

// TestAnswerJSON checks the worker's answer to a request through JSON: the embedded
// network's report for a good one, an error that says why for a bad one, never a panic.
func TestAnswerJSON(t *testing.T) {
	g := game(t, "hex:11x11", "f6")
	req := policyreq.NewRequest(g)
	req.ID = 7
	data, _ := json.Marshal(req)
	var resp policyreq.Response
	if err := json.Unmarshal(AnswerJSON(data), &resp); err != nil || resp.ID != 7 {
		t.Fatalf("answered %+v, %v", resp, err)
	}
	if _, err := resp.Read(g.Position(), g.ToMove()); err != nil {
		t.Errorf("the answer does not read: %v", err)
	}
	for in, want := range map[string]string{
		`{"id":8,"analysis":"policy","game":{"board":"hex:0x0"}}`:                          "game:",
		`{"id":9,"analysis":"policy","game":{"board":"hex:1x1","moves":[{"cell":"a1"}]}}`:  "full",
		`{"id":10,"analysis":"policy","game":{"board":"hex:3x3","moves":[{"cell":"z9"}]}}`: "game:",
		`not json`: "policy request:",
	} {
		var resp policyreq.Response
		if err := json.Unmarshal(AnswerJSON([]byte(in)), &resp); err != nil || !strings.Contains(resp.Error, want) || resp.Report != nil {
			t.Errorf("%s: answered %+v (%v), want an error with %q", in, resp, err, want)
		}
	}
	if a := <-policyreq.Ask(Go, g); a.Err != nil || len(a.Policy.Best) != 120 {
		t.Errorf("asked in a goroutine: %+v", a)
	}
}
