package botreq

import (
	"encoding/json"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestAnalysisFlattens checks that a request embedding Analysis writes its fields at the top
// level of its JSON, where IsAnalysis and the page's worker read them, and reads them back.
func TestAnalysisFlattens(t *testing.T) {
	type request struct {
		Analysis
		Millis int `json:"millis"`
	}
	g, err := core.NewGameFromMoveList(core.Spec{Topology: core.Plane, Cols: 3, Rows: 3}, core.Options{}, "b2,a3")
	if err != nil {
		t.Fatal(err)
	}
	in := request{Analysis: NewAnalysis("solve", g), Millis: 7}
	in.ID = 3
	data, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(data, &top); err != nil {
		t.Fatal(err)
	}
	for _, key := range []string{"id", "analysis", "game", "millis"} {
		if _, ok := top[key]; !ok {
			t.Errorf("%s: no %q at the top level", data, key)
		}
	}
	if !IsAnalysis(data, "solve") || IsAnalysis(data, "inferior") {
		t.Errorf("%s: IsAnalysis reads the kind wrong", data)
	}
	var out request
	if err := json.Unmarshal(data, &out); err != nil {
		t.Fatal(err)
	}
	back, err := out.Game.Game()
	if err != nil || out.ID != 3 || out.Kind != "solve" || out.Millis != 7 || len(back.Moves()) != 2 {
		t.Errorf("read back %+v (%v)", out, err)
	}
}
