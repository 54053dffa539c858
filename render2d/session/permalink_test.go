package session

import (
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// state is what a permalink must reproduce.
type state struct {
	Query    string
	Record   core.Record
	Ply, All int
	Resigned core.Player
	Cfg      Config
}

func stateOf(s *Session) state {
	ply, all := s.Ply()
	return state{s.Permalink(), s.Record(), ply, all, s.Resigned(), s.Config()}
}

func TestPermalinkRoundTrip(t *testing.T) {
	queries := []string{
		"board=hex:5x5",
		"board=cyl:5x9&first=blue&red=random&moves=c2,b4,d3&seed=7",
		"board=hex:5x5+reverse&swap=1&moves=b1,swap,c3&at=1&seed=3&think=1.5",
		"board=torus:4x4&blue=mcts&moves=a1&think=500ms&seed=9&view=rhombus&ui=minimal",
		"board=hex:4x4&rule=reverse&moves=a1,b2&resigned=red&readonly=1&flip=1&rotate=180",
		"board=cyl:4x6&view=annulus&pan=1.5&seed=0",
	}
	for _, q := range queries {
		s := start(t, q)
		want := stateOf(s)
		again := start(t, want.Query)
		if got := stateOf(again); !reflect.DeepEqual(got, want) {
			t.Errorf("%s:\nfirst  %+v\nagain  %+v", q, want, got)
		}
	}
	s := start(t, "board=hex:5x5&rule=reverse&think=1.5&moves=a1,b2,c3&at=2")
	if got, want := s.Permalink(), "board=hex:5x5+reverse&moves=a1,b2,c3&seed="; !strings.HasPrefix(got, want) {
		t.Errorf("Permalink %q, want it to start %q", got, want)
	}
	if q := s.Query(); q.Get("at") != "2" || q.Get("think") != "1.5s" || q.Get("rule") != "" {
		t.Errorf("Query %v", q)
	}
}

func TestPermalinkFollowsTheGame(t *testing.T) {
	s := start(t, "board=hex:5x5&seed=1")
	calls := 0
	s.OnChange(func() { calls++; _ = s.Permalink() }) // may call back into the session
	if err := s.PlayName("c3"); err != nil {
		t.Fatal(err)
	}
	s.PlayName("b2")
	if q := s.Query(); q.Get("moves") != "c3,b2" || calls != 2 {
		t.Errorf("after two moves: %v, %d calls", q, calls)
	}
	s.StepTo(Prev)
	if q := s.Query(); q.Get("moves") != "c3,b2" || q.Get("at") != "1" || calls != 3 {
		t.Errorf("after a step back: %v, %d calls", q, calls)
	}
	if err := s.SetThink(2 * time.Second); err != nil || s.Query().Get("think") != "2s" || calls != 4 {
		t.Errorf("think: %v %v %d", err, s.Query(), calls)
	}
	if s.PlayName("zz") == nil || calls != 4 {
		t.Errorf("a refused move changed something: %d calls", calls)
	}
}

func TestRuleParam(t *testing.T) {
	if c := parse(t, "board=hex:3x3&rule=reverse"); !c.Spec.Reverse {
		t.Errorf("rule=reverse: %v", c.Spec)
	}
	if c := parse(t, "board=hex:3x3+reverse&rule=reverse"); !c.Spec.Reverse {
		t.Errorf("both: %v", c.Spec)
	}
	if c := parse(t, "rule=normal"); c.Spec.Reverse {
		t.Errorf("rule=normal: %v", c.Spec)
	}
	for _, q := range []string{"rule=misere", "board=hex:3x3+reverse&rule=normal", "think=-1s", "think=2h", "think=soon", "at=3&moves=a1", "at=x", "resigned=green", "ui=tiny", "readonly=yes", "moves=a1,b1,a2,b2,a3&board=hex:3x3&resigned=blue"} {
		v, _ := ParseQuery(q)
		if _, err := Parse(v); err == nil {
			t.Errorf("Parse(%q) accepted it", q)
		}
	}
}
