package puzzle

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// Every puzzle found in random games on small boards of every topology and Rex is one by
// minimax: the player to move wins, exactly the listed moves win, and as many moves lose as
// it says.
func TestPuzzlesAgreeWithMinimax(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 9))
	found := 0
	for _, text := range []string{"hex:4x4", "hex:4x3", "cyl:4x3", "torus:3x3", "hex:4x4+reverse"} {
		spec, _ := core.ParseSpec(text)
		b, _ := core.NewBoard(spec)
		mm := minimax.New(b)
		for k := 0; k < 8; k++ {
			g, _ := core.NewGame(spec, core.Options{First: []core.Player{core.Red, core.Blue}[k%2]})
			for !g.Over() && len(g.Position().EmptyCells()) > 2 && rng.IntN(12) > 0 {
				legal := g.LegalMoves()
				g.Play(legal[rng.IntN(len(legal))])
			}
			puzzles, err := FromGame(context.Background(), g, "random", Options{MaxWins: 2, MinStones: 3, MinLosses: 1}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range puzzles {
				found++
				pg, err := p.Game()
				if err != nil {
					t.Fatal(err)
				}
				pos := pg.Position()
				var wins []core.Cell
				losses := 0
				for _, c := range pos.EmptyCells() {
					after := pos.Clone()
					after.Place(c, p.ToMove)
					switch {
					case after.Completed(p.ToMove):
						if spec.Reverse {
							losses++
						} else {
							wins = append(wins, c)
						}
					case after.Full() && !after.Completed(p.ToMove.Opponent()):
						losses++ // a full torus: nobody wins, which is no win
					case !mm.Wins(after, p.ToMove.Opponent()):
						wins = append(wins, c)
					default:
						losses++
					}
				}
				if !slices.Equal(wins, p.Wins) || losses != p.Losses {
					t.Errorf("%s %s: wins %v (%d losses), minimax %v (%d)", text, p.Source, p.Wins, p.Losses, wins, losses)
				}
			}
		}
	}
	if found < 10 {
		t.Errorf("only %d puzzles found: the check checks little", found)
	}
}

// A puzzle's SGF reads back to its position, its task and its winning moves as variations;
// its link names the position; Check finds a puzzle whose winning moves are wrong.
func TestPuzzleFiles(t *testing.T) {
	spec, _ := core.ParseSpec("hex:4x4")
	g, _ := core.NewGame(spec, core.Options{})
	p, err := FromPosition(context.Background(), g, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Task() != "Red to play and win" || len(p.Wins) == 0 {
		t.Fatalf("the empty 4x4 board: %+v", p)
	}
	text, err := p.SGF()
	if err != nil {
		t.Fatal(err)
	}
	back, info, err := core.ParseSGFWithInfo(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if !info.Puzzle {
		t.Errorf("the SGF does not say it is a puzzle:\n%s", text)
	}
	back.GoToPath(nil)
	if back.Note().Comment != p.Task() || back.ToMove() != core.Red || len(back.Variations()) != len(p.Wins) {
		t.Errorf("read back: note %q, %v to move, %d variations\n%s", back.Note().Comment, back.ToMove(), len(back.Variations()), text)
	}
	q := p.Query()
	if q.Get("board") != "hex:4x4" || q.Get("puzzle") != "1" || q.Get("first") != "red" {
		t.Errorf("query %v", q)
	}
	if err := p.Check(context.Background(), Options{}); err != nil {
		t.Errorf("the puzzle does not check: %v", err)
	}
	wrong := p
	wrong.Wins = append([]core.Cell{0}, p.Wins[1:]...)
	if err := wrong.Check(context.Background(), Options{}); err == nil || !strings.Contains(err.Error(), "winning moves") {
		t.Errorf("a wrong puzzle checks: %v", err)
	}
	// A position the player to move loses is no puzzle.
	lost, _ := core.NewGameFromMoveList(spec, core.Options{}, "b3")
	if _, err := FromPosition(context.Background(), lost, Options{}); err == nil {
		t.Error("a lost position made a puzzle")
	}
}
