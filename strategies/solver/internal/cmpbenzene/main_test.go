package main

import "testing"

// TestTally checks the classification of each pair of values and the means over the
// positions open for both.
func TestTally(t *testing.T) {
	var tl tally
	for _, c := range []struct{ ours, bz knowledge }{
		{knowledge{value: "won"}, knowledge{value: "won"}},
		{knowledge{value: "lost"}, knowledge{value: "lost"}},
		{knowledge{value: "won"}, knowledge{value: "open"}},
		{knowledge{value: "open"}, knowledge{value: "lost"}},
		{knowledge{value: "open"}, knowledge{value: "won"}},
		{knowledge{value: "won"}, knowledge{value: "lost"}},
		{knowledge{value: "open", consider: 10}, knowledge{value: "open", consider: 6}},
		{knowledge{value: "open", consider: 20}, knowledge{value: "open", consider: 8}},
	} {
		tl.add(c.ours, c.bz)
	}
	if tl.positions != 8 || tl.agree["won"] != 1 || tl.agree["lost"] != 1 || tl.onlyOurs != 1 || tl.onlyBz != 2 || tl.differ != 1 || tl.open != 2 {
		t.Errorf("tally %+v", tl)
	}
	if tl.oursConsider != 30 || tl.bzConsider != 14 {
		t.Errorf("consider sums %d and %d, want 30 and 14", tl.oursConsider, tl.bzConsider)
	}
}
