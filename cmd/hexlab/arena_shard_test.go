package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestArenaShards plays one arena whole and as N parts (--shard K/N --json, as N jobs of a
// batch system would), then joins the parts with --from and a glob: the joined table and JSON
// must be the whole run's.
func TestArenaShards(t *testing.T) {
	dir := t.TempDir()
	args := []string{"arena", "--board", "hex:4x4", "--red", "mc", "--blue", "random", "--games", "5", "--seed", "9", "--quiet"}
	whole := filepath.Join(dir, "whole.json")
	table := mustRun(t, append(args, "--json", whole)...)
	for k := 1; k <= 3; k++ {
		mustRun(t, append(args, "--shard", fmt.Sprintf("%d/3", k), "--json", filepath.Join(dir, fmt.Sprintf("part-%d.json", k)))...)
	}
	joined := filepath.Join(dir, "joined.json")
	if got := mustRun(t, "arena", "--from", filepath.Join(dir, "part-*.json"), "--json", joined); got != table {
		t.Errorf("the joined parts print\n%s\nthe whole run\n%s", got, table)
	}
	a, _ := os.ReadFile(whole)
	b, _ := os.ReadFile(joined)
	if len(a) == 0 || string(a) != string(b) {
		t.Errorf("the joined JSON differs from the whole run's:\n%s\n%s", b, a)
	}

	// A part missing, or a whole run among the parts: refused, with the reason.
	os.Remove(filepath.Join(dir, "part-2.json"))
	for _, c := range []struct {
		from, want string
	}{
		{filepath.Join(dir, "part-*.json"), "parts missing: 2/3"},
		{filepath.Join(dir, "part-1.json") + "," + whole, "1 of the 2 files are parts"},
		{filepath.Join(dir, "nothing-*.json"), "no file matches"},
	} {
		_, errOut, code := hexlab("arena", "--from", c.from)
		if code != 2 || !strings.Contains(errOut, c.want) {
			t.Errorf("--from %s: exit %d, %q; want 2 and %q", c.from, code, errOut, c.want)
		}
	}
	for _, bad := range []string{"0/3", "4/3", "x", "1/11"} {
		_, errOut, code := hexlab(append(args, "--shard", bad)...)
		if code != 2 || !strings.Contains(errOut, "--shard") {
			t.Errorf("--shard %s: exit %d, %q", bad, code, errOut)
		}
	}
}
