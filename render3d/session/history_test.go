package session

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
)

// TestHistoryProperties plays random sessions with at least one human, mixing human moves, bot
// moves, undos and redos, and checks after each step: an undo leaves a human to move, an undo
// followed at once by a redo gives the same game back, a redo never passes a human's turn
// while there are moves to redo, and the record always replays.
func TestHistoryProperties(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for game := 0; game < 150; game++ {
		players := [3]string{Human, "random", "random"}
		rng.Shuffle(3, func(i, j int) { players[i], players[j] = players[j], players[i] })
		if rng.IntN(3) == 0 {
			players[rng.IntN(3)] = Human
		}
		raw := "board=trunc:" + strconv.Itoa(1+rng.IntN(3)) + "&white=" + players[0] + "&gray=" + players[1] + "&black=" + players[2] + "&seed=" + strconv.Itoa(game)
		if rng.IntN(2) == 0 {
			raw += "&order=black,white,gray"
		}
		s := start(t, raw)
		for step := 0; step < 60; step++ {
			g := s.Game()
			switch op := rng.IntN(4); {
			case op == 0 && s.HumanToMove():
				legal := g.LegalMoves()
				if err := s.Play(legal[rng.IntN(len(legal))]); err != nil {
					t.Fatalf("%s: a legal move refused: %v", raw, err)
				}
			case op == 1:
				before := s.Permalink()
				if s.Undo() {
					if !s.HumanToMove() {
						t.Fatalf("%s: after undo %s is to move (%s)", raw, s.Game().ToMove(), s.Status())
					}
					if !s.Redo() || s.Permalink() != before {
						t.Fatalf("%s: undo then redo gave %s, want %s", raw, s.Permalink(), before)
					}
					s.Undo()
				} else if s.Permalink() != before {
					t.Fatalf("%s: a refused undo changed the game", raw)
				}
			case op == 2:
				if s.Redo() && s.Game().CanRedo() && s.Config().IsBot(s.Game().ToMove()) {
					t.Fatalf("%s: redo stopped at a bot's turn with moves left to redo", raw)
				}
			default:
				s.Tick()
				s.Tick()
			}
			if _, err := s.Record().Game(); err != nil {
				t.Fatalf("%s: the record does not replay: %v", raw, err)
			}
		}
	}
}

// TestUndoOverFinishedGame takes back the last move of a won game.
func TestUndoOverFinishedGame(t *testing.T) {
	s := start(t, "board=trunc:1&gray=solver&black=solver&seed=1&moves=0,0,0;1,1,1;1,-1,1")
	if !s.Over() || s.Winner() != trunc.White {
		t.Fatalf("%s", s.Status())
	}
	if !s.Undo() || s.Game().Over() || len(s.Game().Turns()) != 0 {
		t.Errorf("after undo: %d moves, %s", len(s.Game().Turns()), s.Status())
	}
}
