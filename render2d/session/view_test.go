package session

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

func mustSpec(t *testing.T, s string) core.Spec {
	t.Helper()
	spec, err := core.ParseSpec(s)
	if err != nil {
		t.Fatal(err)
	}
	return spec
}

func TestParseViewDefaults(t *testing.T) {
	for board, kind := range map[string]string{"hex:5x5": ViewRhombus, "cyl:3x4": ViewStrip, "torus:4x4": ViewPeriodic} {
		v, err := ParseView(url.Values{"board": {board}, "red": {"random"}}, mustSpec(t, board))
		if err != nil {
			t.Fatalf("%s: %v", board, err)
		}
		if v != (View{Kind: kind}) {
			t.Errorf("%s: default view %+v, want %s", board, v, kind)
		}
		if q := v.Query(mustSpec(t, board)); len(q) != 0 {
			t.Errorf("%s: the default view has query %v, want none", board, q)
		}
	}
}

func TestParseViewValues(t *testing.T) {
	for _, tc := range []struct {
		board, query string
		want         View
	}{
		{"hex:9x9", "flip=1", View{Kind: ViewRhombus, Flip: true}},
		{"hex:9x7", "flip=1&rotate=180", View{Kind: ViewRhombus, Flip: true, Rotate: 180}},
		{"cyl:3x4", "view=annulus", View{Kind: ViewAnnulus}},
		{"cyl:3x4", "view=annulus&pan=1.5", View{Kind: ViewAnnulus, PanX: 1.5}},
		{"cyl:5x9", "pan=-1", View{Kind: ViewStrip, PanX: 4}},
		{"cyl:5x9", "pan=12", View{Kind: ViewStrip, PanX: 2}},
		{"cyl:5x9", "view=rhombus", View{Kind: ViewRhombus}},
		{"torus:4x6", "pan=1,8", View{Kind: ViewPeriodic, PanX: 1, PanY: 2}},
		{"torus:4x6", "pan=4,6", View{Kind: ViewPeriodic}},
		{"torus:4x6", "view=rhombus&rotate=180", View{Kind: ViewRhombus, Rotate: 180}},
	} {
		values, err := ParseQuery(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		spec := mustSpec(t, tc.board)
		v, err := ParseView(values, spec)
		if err != nil {
			t.Errorf("%s %s: %v", tc.board, tc.query, err)
			continue
		}
		if v != tc.want {
			t.Errorf("%s %s: %+v, want %+v", tc.board, tc.query, v, tc.want)
		}
		// Query is the inverse.
		back, err := ParseView(v.Query(spec), spec)
		if err != nil || back != v {
			t.Errorf("%s %s: Query %v parses back to %+v, %v", tc.board, tc.query, v.Query(spec), back, err)
		}
	}
}

func TestParseViewErrors(t *testing.T) {
	for _, tc := range []struct{ board, query, param, says string }{
		{"hex:5x5", "view=annulus", "view", "does not fit a hex board"},
		{"hex:5x5", "view=strip", "view", "rhombus"},
		{"torus:5x5", "view=annulus", "view", "periodic or rhombus"},
		{"cyl:5x5", "view=periodic", "view", "strip or annulus or rhombus"},
		{"cyl:5x5", "view=donut", "view", "expected one of"},
		{"hex:5x5", "flip=2", "flip", "expected 1"},
		{"cyl:5x5", "flip=1", "flip", "only the rhombus"},
		{"hex:5x5", "rotate=90", "rotate", "0 or 180"},
		{"torus:5x5", "rotate=180", "rotate", "only the rhombus"},
		{"hex:5x5", "pan=1", "pan", "does not pan"},
		{"cyl:5x5", "pan=1,2", "pan", "one number"},
		{"torus:5x5", "pan=1,2,3", "pan", "X or X,Y"},
		{"torus:5x5", "pan=x", "pan", "a number of cells"},
		{"torus:5x5", "pan=NaN", "pan", "a number of cells"},
		{"torus:5x5", "pan=1&pan=2", "pan", "once"},
	} {
		values, _ := ParseQuery(tc.query)
		_, err := ParseView(values, mustSpec(t, tc.board))
		var pe *ParamError
		if !errors.As(err, &pe) || pe.Param != tc.param || !strings.Contains(err.Error(), tc.says) {
			t.Errorf("%s %s: error %v, want one about %s saying %q", tc.board, tc.query, err, tc.param, tc.says)
		}
	}
}

func TestViewParamsDocumented(t *testing.T) {
	for _, name := range []string{"view", "flip", "rotate", "pan"} {
		found := false
		for _, p := range ViewParams {
			found = found || (p.Name == name && p.Usage != "")
		}
		if !found {
			t.Errorf("ViewParams does not describe %s", name)
		}
	}
}
