package botworker

import (
	"encoding/json"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/policyreq"
)

// TestAnswerPolicy checks that the worker answers a request for a position's policy with the
// embedded network's, which reads back on the position (every empty cell, summing to 1).
func TestAnswerPolicy(t *testing.T) {
	g, err := core.NewGameFromMoveList(core.MustBoard("hex:11x11").Spec(), core.Options{}, "f6,e7")
	if err != nil {
		t.Fatal(err)
	}
	req := policyreq.NewRequest(g)
	req.ID = 11
	data, _ := json.Marshal(req)
	var resp policyreq.Response
	if err := json.Unmarshal(Answer(data), &resp); err != nil || resp.ID != 11 {
		t.Fatalf("answered %+v, %v", resp, err)
	}
	pol, err := resp.Read(g.Position(), g.ToMove())
	if err != nil || len(pol.Best) != 119 {
		t.Errorf("the worker's policy: %+v, %v", pol, err)
	}
}
