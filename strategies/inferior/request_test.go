package inferior

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestReportRoundTrip checks on random positions that a Report reads back as the Result it
// was made from, through JSON as the worker sends it.
func TestReportRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 32))
	for _, spec := range []string{"hex:7x7", "cyl:6x5", "torus:5x5", "hex:5x5+reverse"} {
		b := core.MustBoard(spec)
		for trial := 0; trial < 20; trial++ {
			col, toMove := randomGame(r, b, 5+r.IntN(b.NumCells()-5))
			res, err := Analyze(positionOf(b, col), toMove)
			if err != nil {
				t.Fatal(err)
			}
			data, _ := json.Marshal(res.Report(b))
			var rep Report
			if err := json.Unmarshal(data, &rep); err != nil {
				t.Fatal(err)
			}
			back, err := rep.Result(b)
			if err != nil {
				t.Fatal(err)
			}
			norm := func(x Result) Result { // empty and nil lists are the same
				for p := range x.Fillin {
					if len(x.Fillin[p]) == 0 {
						x.Fillin[p] = nil
					}
				}
				if len(x.Dead) == 0 {
					x.Dead = nil
				}
				for c, why := range x.Inferior {
					if len(why.Cells) == 0 {
						why.Cells = nil
						x.Inferior[c] = why
					}
				}
				return x
			}
			if !reflect.DeepEqual(norm(back), norm(res)) {
				t.Fatalf("%s: read back\n%+v\nmade\n%+v", spec, back, res)
			}
		}
	}
	if _, err := (Report{Player: "red", Dead: []string{"z9"}}).Result(core.MustBoard("hex:3x3")); err == nil {
		t.Error("a report naming z9 on hex:3x3 read")
	}
	if _, err := (Report{Player: "red", Inferior: map[string]ReportReason{"a1": {Kind: "weird"}}}).Result(core.MustBoard("hex:3x3")); err == nil {
		t.Error("an unknown kind read")
	}
}

func TestRequestAnswers(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	moves, _ := core.ParseMoveList(b, "c3,b4")
	g, _ := core.NewGameFromMoves(b.Spec(), core.Options{}, moves)
	req := NewRequest(g)
	data, _ := json.Marshal(req)
	if !IsRequest(data) || IsRequest([]byte(`{"player":"mcts"}`)) {
		t.Fatal("IsRequest")
	}
	var resp Response
	if err := json.Unmarshal(AnswerJSON(data), &resp); err != nil || resp.Report == nil || resp.Report.Player != "red" {
		t.Fatalf("%+v %v", resp, err)
	}
	json.Unmarshal(AnswerJSON([]byte(`{`)), &resp)
	if resp.Error == "" {
		t.Error("a malformed request answered without an error")
	}
}
