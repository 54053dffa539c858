package review

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// Every winner the review says is proven is the winner by minimax, on small boards of every
// topology and Rex; the win rate is 1 or 0 there, and between them elsewhere.
func TestProvenValuesAgreeWithMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	proven := 0
	for _, spec := range []string{"hex:3x3", "hex:4x3", "cyl:4x3", "torus:3x3", "hex:3x3+reverse", "hex:4x4"} {
		s, _ := core.ParseSpec(spec)
		for k := 0; k < 4; k++ {
			g, _ := core.NewGame(s, core.Options{First: []core.Player{core.Red, core.Blue}[k%2]})
			for i := rng.IntN(4); i > 0 && !g.Over(); i-- {
				legal := g.LegalMoves()
				g.Play(legal[rng.IntN(len(legal))])
			}
			for !g.Over() && len(g.Position().EmptyCells()) > 7 {
				legal := g.LegalMoves()
				g.Play(legal[rng.IntN(len(legal))])
			}
			story, err := Game(context.Background(), g, Options{Playouts: 300, Seed: uint64(k)}, nil)
			if err != nil {
				t.Fatal(err)
			}
			replay, _ := core.NewGame(s, g.Options())
			for i, p := range story.Points {
				if i > 0 {
					replay.Play(g.MainLine()[i-1].Move)
				}
				if p.RedWin < 0 || p.RedWin > 1 {
					t.Fatalf("%s ply %d: win rate %v", spec, i, p.RedWin)
				}
				if p.Proven == core.NoPlayer || len(replay.Position().EmptyCells()) > 8 {
					continue // minimax checks positions of at most 8 empty cells
				}
				proven++
				// Minimax says whether the player to move wins (on the torus, not winning may be a
				// draw: then the review must not prove that player wins).
				ok := replay.Over() && p.Proven == replay.Winner()
				if !replay.Over() {
					ok = minimax.New(replay.Board()).Wins(replay.Position(), replay.ToMove()) == (p.Proven == replay.ToMove())
				}
				if !ok {
					t.Errorf("%s after %v: the review proves %v wins, which minimax denies", spec, replay.Moves(), p.Proven)
				}
				if (p.Proven == core.Red) != (p.RedWin == 1) {
					t.Errorf("%s ply %d: proven %v with a win rate of %v", spec, i, p.Proven, p.RedWin)
				}
			}
		}
	}
	if proven < 20 {
		t.Errorf("only %d positions proven: the check checks little", proven)
	}
}

// The turning points are the largest swings of at least MinSwing, at most the number asked.
func TestTurningPoints(t *testing.T) {
	for _, c := range []struct {
		swings []float64
		n      int
		want   []int
	}{
		{[]float64{0, 0.1, -0.3, 0.25, 0.05, -0.6}, 3, []int{2, 3, 5}},
		{[]float64{0, 0.1, -0.3, 0.25, 0.05, -0.6}, 2, []int{2, 5}},
		{[]float64{0, 0.1, 0.19, -0.19}, 3, nil},
		{[]float64{0.9}, 3, nil}, // the start is no turning point
	} {
		points := make([]Point, len(c.swings))
		for i, s := range c.swings {
			points[i].Swing = s
		}
		MarkTurning(points, c.n)
		var got []int
		for i, p := range points {
			if p.Turning {
				got = append(got, i)
			}
		}
		if len(got) != len(c.want) {
			t.Errorf("%v, %d: turning %v, want %v", c.swings, c.n, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%v, %d: turning %v, want %v", c.swings, c.n, got, c.want)
			}
		}
	}
}

// A playout budget gives the same story every time; the moves and players are the game's.
func TestStoryIsReproducible(t *testing.T) {
	s, _ := core.ParseSpec("hex:5x5")
	g, _ := core.NewGameFromMoveList(s, core.Options{}, "c3,b4,d2,c2,b3")
	var done []int
	a, err := Game(context.Background(), g, Options{Playouts: 500}, func(d, total int) { done = append(done, d*100+total) })
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Game(context.Background(), g, Options{Playouts: 500}, nil)
	if len(a.Points) != 6 || len(done) != 6 || done[5] != 606 {
		t.Fatalf("%d points, progress %v", len(a.Points), done)
	}
	for i := range a.Points {
		if a.Points[i] != b.Points[i] {
			t.Errorf("ply %d: %+v, then %+v", i, a.Points[i], b.Points[i])
		}
	}
	if p := a.Points[4]; p.Move != "c2" || p.Player != core.Blue || a.Points[0].Move != "" {
		t.Errorf("points %+v", a.Points[:4])
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Game(ctx, g, Options{Playouts: 500}, nil); err == nil {
		t.Error("a cancelled review went on")
	}
}
