package arena

import (
	"bytes"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestShardsJoin splits one arena into N parts for several N, plays each part, writes and
// reads back its results file, and joins them: the joined result must be the whole run's,
// byte for byte, whatever N (the issue's "N jobs on one machine give the same answer as one
// run").
func TestShardsJoin(t *testing.T) {
	whole := Config{Spec: core.MustBoard("hex:4x4").Spec(), Red: "random", Blue: "mc", Games: 7, First: []core.Player{core.Red, core.Blue}, Seed: 11, Jobs: 2}
	want := mustJSON(t, mustRun(t, whole))
	for _, n := range []int{1, 2, 3, 5, 14} {
		var parts []*Result
		games := 0
		for k := n; k >= 1; k-- { // in any order
			c := whole
			c.Shard = Shard{K: k, N: n}
			r := mustRun(t, c)
			games += r.Played()
			back, err := ReadJSON([]byte(mustJSON(t, r)))
			if err != nil {
				t.Fatalf("part %d/%d read back: %v", k, n, err)
			}
			if back.Config.Shard != c.Shard || back.Played() != r.Played() {
				t.Fatalf("part %d/%d read back as %v with %d games", k, n, back.Config.Shard, back.Played())
			}
			parts = append(parts, back)
		}
		if games != whole.Total() {
			t.Fatalf("%d parts played %d games of %d", n, games, whole.Total())
		}
		joined, err := Join(parts, nil)
		if err != nil {
			t.Fatalf("%d parts: %v", n, err)
		}
		if got := mustJSON(t, joined); got != want {
			t.Errorf("%d parts joined differ from the whole run:\n%s\nwant\n%s", n, got, want)
		}
	}
}

// TestJoinRefuses checks that Join refuses what is not the N parts of one run.
func TestJoinRefuses(t *testing.T) {
	base := Config{Spec: core.MustBoard("hex:3x3").Spec(), Red: "random", Blue: "random", Games: 4, First: []core.Player{core.Red}, Seed: 1}
	part := func(k, n int, edit func(*Config)) *Result {
		c := base
		c.Shard = Shard{K: k, N: n}
		if edit != nil {
			edit(&c)
		}
		return mustRun(t, c)
	}
	stopped := part(2, 2, nil)
	stopped.Partial = true
	for _, c := range []struct {
		name  string
		parts []*Result
		err   string
	}{
		{"none", nil, "no results"},
		{"one missing", []*Result{part(1, 3, nil), part(3, 3, nil)}, "missing: 2/3"},
		{"twice", []*Result{part(1, 2, nil), part(1, 2, nil), part(2, 2, nil)}, "twice"},
		{"two splits", []*Result{part(1, 2, nil), part(2, 3, nil)}, "another split"},
		{"another seed", []*Result{part(1, 2, nil), part(2, 2, func(c *Config) { c.Seed = 2 })}, "another arena"},
		{"another opening", []*Result{part(1, 2, nil), part(2, 2, func(c *Config) { c.Opening = []core.Move{core.CellMove(0)} })}, "another arena"},
		{"a whole run", []*Result{part(1, 2, nil), mustRun(t, base)}, "whole run"},
		{"stopped", []*Result{part(1, 2, nil), stopped}, "stopped"},
	} {
		if _, err := Join(c.parts, nil); err == nil || !strings.Contains(err.Error(), c.err) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.err)
		}
	}
	for _, text := range []string{"0/3", "4/3", "3", "a/b", "1/0", "-1/2"} {
		if _, err := ParseShard(text); err == nil {
			t.Errorf("ParseShard(%q) took it", text)
		}
	}
	c := base
	c.Shard = Shard{K: 1, N: 5}
	if _, err := Run(c); err == nil {
		t.Error("5 parts of 4 games taken")
	}
}

func mustJSON(t *testing.T, r *Result) string {
	t.Helper()
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}
