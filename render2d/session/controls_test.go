package session

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestControlsAnswerAsTheyAct checks, on random games stepped through at random, that what the
// session says a control would do is what it does: CanStep(step) against StepTo(step),
// CanUndo and CanRedo against Undo and Redo, CanResign against Resign, and Paused against the
// status line (a bot to move that waits while the game is stepped through).
func TestControlsAnswerAsTheyAct(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	players := []string{Human, "random"}
	for game := 0; game < 150; game++ {
		query := fmt.Sprintf("board=hex:4x4&red=%s&blue=%s&seed=%d&moves=a1,b2,c3,d4,a2&at=%d&readonly=%d",
			players[r.IntN(2)], players[r.IntN(2)], game, r.IntN(6), r.IntN(4)/3)
		s := start(t, query)
		for step := 0; step < 12; step++ {
			paused := s.Paused()
			if text := s.Status().Text; paused != strings.Contains(text, "paused while you step") {
				t.Fatalf("%s step %d: Paused %v, status %q", query, step, paused, text)
			}
			if paused && s.CanStep(Next) != true {
				t.Fatalf("%s step %d: paused with nothing ahead", query, step)
			}
			switch r.IntN(4) {
			case 0:
				st := Step(r.IntN(4))
				can := s.CanStep(st)
				if did := s.StepTo(st); did != can {
					t.Fatalf("%s step %d: CanStep(%d) %v, StepTo %v", query, step, st, can, did)
				}
			case 1:
				if can := s.CanUndo(); s.Undo() != can {
					t.Fatalf("%s step %d: CanUndo %v, Undo did otherwise", query, step, can)
				}
			case 2:
				if can := s.CanRedo(); s.Redo() != can {
					t.Fatalf("%s step %d: CanRedo %v, Redo did otherwise", query, step, can)
				}
			case 3:
				if step == 11 {
					if can := s.CanResign(); (s.Resign() == nil) != can {
						t.Fatalf("%s: CanResign %v, Resign did otherwise", query, can)
					}
				}
			}
		}
	}
}
