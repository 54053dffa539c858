package strategies

import (
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The levels are registered under their names, their budgets (and the times they promise)
// grow from one to the next, and
// the beginner's move is drawn: the same for a seed, different across seeds.
func TestLevels(t *testing.T) {
	for i, l := range Levels {
		bot, err := New(l.Name, 1)
		if err != nil {
			t.Fatal(err)
		}
		if bot.Name() != l.Name {
			t.Errorf("%s builds a bot named %s", l.Name, bot.Name())
		}
		if i > 0 && l.Playouts <= Levels[i-1].Playouts {
			t.Errorf("%s has %d playouts, no more than %s", l.Name, l.Playouts, Levels[i-1].Name)
		}
		if l.PageSeconds <= 0 || (i > 0 && l.PageSeconds < Levels[i-1].PageSeconds) {
			t.Errorf("%s promises %v s a move, after %v", l.Name, l.PageSeconds, Levels[max(i-1, 0)].PageSeconds)
		}
	}
	g, _ := core.NewGame(core.Spec{Topology: core.Plane, Cols: 7, Rows: 7}, core.Options{})
	moves := map[core.Cell]bool{}
	for seed := uint64(1); seed <= 8; seed++ {
		a, _ := NewLevel(&Levels[0], seed).Choose(g)
		b, _ := NewLevel(&Levels[0], seed).Choose(g)
		if a != b {
			t.Fatalf("seed %d: beginner played %v, then %v", seed, a.Move, b.Move)
		}
		moves[a.Move.Cell] = true
	}
	if len(moves) < 3 {
		t.Errorf("beginner opened with %d different moves in 8 seeds", len(moves))
	}
}

// Settings.Threads reaches mcts and every level; a count past MaxThreads is refused.
func TestThreadsReachTheEngine(t *testing.T) {
	for _, name := range []string{"mcts", "beginner", "strongest"} {
		bot, err := Build(name, Settings{Seed: 1, Threads: 3})
		if err != nil {
			t.Fatal(err)
		}
		if m, ok := bot.(*MCTS); !ok || m.Threads != 3 {
			t.Errorf("%s built with 3 threads: %#v", name, bot)
		}
	}
	if _, err := Build("mcts", Settings{Threads: MaxThreads + 1}); err == nil {
		t.Error("1025 threads accepted")
	}
}
