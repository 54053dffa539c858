package render2d

import (
	"strings"
	"testing"
)

func TestNoticeLasts(t *testing.T) {
	var n Notice
	if n.Shown(0) {
		t.Fatal("an empty notice is shown")
	}
	for _, c := range []struct {
		msg  string
		bad  bool
		secs int
	}{{"Saved", false, 3}, {"Cannot resign: the game is over", true, 6}, {strings.Repeat("long ", 13), false, 6}} {
		n.Say(c.msg, c.bad, 100, 60)
		if !n.Shown(100) || !n.Shown(100+c.secs*60-1) || n.Shown(100+c.secs*60) || n.Text != c.msg || n.Bad != c.bad {
			t.Errorf("%q (bad %v): shown at the start %v, until %d ticks", c.msg, c.bad, n.Shown(100), c.secs*60)
		}
	}
}
