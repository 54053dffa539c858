package main

import (
	"encoding/json"
	"github.com/hexlab/hexlab/strategies/inferior"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestInferiorJSON checks that every empty cell is accounted for once (to consider, or
// inferior with a reason), that the fill-in cells are captured ones, on boards of each
// topology, and that a board without pruning says so.
func TestInferiorJSON(t *testing.T) {
	for _, c := range []struct {
		args    []string
		pruning bool
	}{
		{[]string{"--board", "hex:7x7", "--moves", "d4,c5,e3,c3,e5,b6,f2"}, true},
		{[]string{"--board", "cyl:6x5", "--moves", "c3,d3,c2,e4"}, true},
		{[]string{"--board", "hex:5x5", "--setup", "red:c2,c3,blue:b4", "--player", "blue"}, true},
		{[]string{"--board", "torus:5x5", "--moves", "c3,d3,c2"}, true},
		{[]string{"--board", "hex:5x5+reverse", "--moves", "c3,d3"}, false},
	} {
		out := mustRun(t, append([]string{"inferior", "--json"}, c.args...)...)
		var a inferior.Report
		if err := json.Unmarshal([]byte(out), &a); err != nil {
			t.Fatalf("%v: %v\n%s", c.args, err, out)
		}
		if a.Pruning != c.pruning {
			t.Errorf("%v: pruning %v", c.args, a.Pruning)
		}
		spec, _ := core.ParseSpec(a.Board)
		b, _ := core.NewBoard(spec)
		seen := map[string]int{}
		for _, name := range a.Consider {
			seen[name]++
		}
		for name, why := range a.Inferior {
			seen[name]++
			if why.Kind == "captured" && !strings.Contains(strings.Join(a.Fillin[why.By], ","), name) {
				t.Errorf("%v: %s is captured by %s but not in the fill-in %v", c.args, name, why.By, a.Fillin)
			}
		}
		empties := 0
		for name, n := range seen {
			if n != 1 {
				t.Errorf("%v: %s listed %d times", c.args, name, n)
			}
		}
		for i := 0; i < b.NumCells(); i++ {
			if _, ok := seen[b.CellName(core.Cell(i))]; ok {
				empties++
			}
		}
		if len(a.Consider) == 0 {
			t.Errorf("%v: nothing to consider", c.args)
		}
		if a.Player == "" || empties == 0 {
			t.Errorf("%v: %+v", c.args, a)
		}
	}
}

func TestInferiorText(t *testing.T) {
	out := mustRun(t, "inferior", "--board", "hex:7x7", "--moves", "d4,c5,e3,c3,e5,b6,f2")
	for _, want := range []string{"hex:7x7, blue to move: 42 empty cells", "dead: ", "captured by red: ", "consider: ", "1  x x x x r r r"} {
		if !strings.Contains(out, want) {
			t.Errorf("the text lacks %q:\n%s", want, out)
		}
	}
	out = mustRun(t, "inferior", "--board", "torus:4x4", "--moves", "a1")
	if !strings.Contains(out, "the torus: only the cells no cycle") {
		t.Errorf("torus: %s", out)
	}
}

func TestInferiorErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--player", "green"}, `--player "green": expected red or blue`},
		{[]string{"--board", "hex:3x3", "--moves", "a1,a1"}, "taken"},
		{[]string{"--board", "trunc:2"}, "--board"},
	} {
		_, errOut, code := hexlab(append([]string{"inferior"}, c.args...)...)
		if code != exitUsage || !strings.Contains(errOut, c.want) {
			t.Errorf("%v: exit %d, %q; want %q", c.args, code, errOut, c.want)
		}
	}
}
