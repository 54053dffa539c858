package session

import (
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// waitStory ticks s until every position of its story is known (go test -timeout catches a
// story that never fills in; no deadline of its own, which a busy machine could pass).
func waitStory(t *testing.T, s *Session) []StoryPoint {
	t.Helper()
	for {
		s.Tick()
		points, on := s.Story()
		if !on {
			t.Fatal("the story is off")
		}
		all := true
		for _, p := range points {
			all = all && p.Known
		}
		if all {
			return points
		}
		time.Sleep(time.Millisecond)
	}
}

// The story fills in position by position; a variation reuses the points of the moves it
// shares; the win rates are Red's, 1 or 0 where proven; story=1 is in the link.
func TestStory(t *testing.T) {
	s := start(t, "board=hex:4x4&moves=b3,c2,b2,c3&story=1&seed=1")
	points := waitStory(t, s)
	if len(points) != 5 || points[0].Move != "" || points[1].Move != "b3" || points[1].Player != core.Red {
		t.Fatalf("points %+v", points)
	}
	for _, p := range points {
		if p.RedWin < 0 || p.RedWin > 1 || (p.Proven == core.Red) != (p.Proven != core.NoPlayer && p.RedWin == 1) {
			t.Errorf("ply %d: %+v", p.Ply, p)
		}
	}
	// After b3 Red wins 4x4 (the solver in the engine proves it).
	if points[1].Proven != core.Red {
		t.Errorf("after b3: %+v", points[1])
	}
	if s.Query().Get("story") != "1" {
		t.Error("story=1 is not in the link")
	}
	// A variation after b3 c2: its first three positions are known at once.
	s.StepTo(Prev)
	s.StepTo(Prev)
	if err := s.PlayName("a4"); err != nil {
		t.Fatal(err)
	}
	if points, _ := s.Story(); len(points) != 4 || !points[2].Known || points[3].Known {
		t.Errorf("the variation's story before any answer: %+v", points)
	}
	waitStory(t, s)
	s.SetStory(false)
	if _, on := s.Story(); on {
		t.Error("the story is still on")
	}
}
