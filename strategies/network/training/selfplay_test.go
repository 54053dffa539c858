package training

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// smallPlay is self-play cheap enough for the tests: 5x5 at 200 playouts a move.
func smallPlay(spec string, seed uint64) SelfPlay {
	return SelfPlay{Board: core.MustBoard(spec), Playouts: 200, Seed: seed}
}

// playGame returns the records of sp's game index.
func playGame(t *testing.T, sp SelfPlay, index int) []Record {
	t.Helper()
	recs, err := sp.Game(context.Background(), index)
	if err != nil {
		t.Fatalf("%s game %d: %v", sp.Board.Spec(), index, err)
	}
	return recs
}

// A game is the same for the same seed and index, and another index plays another game.
func TestSelfPlayGameIsDeterministic(t *testing.T) {
	sp := smallPlay("hex:5x5", 7)
	a, b := playGame(t, sp, 3), playGame(t, sp, 3)
	if !reflect.DeepEqual(a, b) {
		t.Errorf("game 3 twice:\n%+v\n%+v", a, b)
	}
	c := playGame(t, sp, 4)
	if reflect.DeepEqual(a, c) {
		t.Error("games 3 and 4 are the same")
	}
	if a[0].Game != "selfplay-hex:5x5-7-3" || c[0].Game != "selfplay-hex:5x5-7-4" {
		t.Errorf("game ids %q and %q", a[0].Game, c[0].Game)
	}
	// The opening's two stones, one of each, and Red to move after them.
	if len(a[0].Red) != 1 || len(a[0].Blue) != 1 || a[0].ToMove != "red" {
		t.Errorf("the first position searched: %+v", a[0])
	}
}

// moveBetween returns the stone that is in next's position and not in prev's, checking that
// it is the only one and is prev's mover's.
func moveBetween(t *testing.T, prev, next Record) core.Cell {
	t.Helper()
	mine, theirs := prev.Red, prev.Blue
	nextMine, nextTheirs := next.Red, next.Blue
	if prev.ToMove == "blue" {
		mine, theirs, nextMine, nextTheirs = prev.Blue, prev.Red, next.Blue, next.Red
	}
	if !slices.Equal(theirs, nextTheirs) || len(nextMine) != len(mine)+1 || next.ToMove == prev.ToMove {
		t.Fatalf("%+v does not follow %+v by one move", next, prev)
	}
	for _, c := range nextMine {
		if !slices.Contains(mine, c) {
			return core.Cell(c)
		}
	}
	t.Fatalf("no new stone in %+v", next)
	return core.NoCell
}

// Games on every topology and Rex are played to their end: each position follows the last
// by one move, every record is valid, and the last mover has a move that ends the game,
// with the winner the records say by core's rules.
func TestSelfPlayGamesEndWithCoresWinner(t *testing.T) {
	for _, spec := range []string{"hex:5x5", "cyl:4x5", "torus:4x4", "hex:4x4+reverse"} {
		sp := smallPlay(spec, 1)
		for index := range 3 {
			recs := playGame(t, sp, index)
			if len(recs) == 0 {
				t.Fatalf("%s game %d: no records", spec, index)
			}
			s, _ := core.ParseSpec(spec)
			setup := []core.Stone{}
			for _, c := range recs[0].Red {
				setup = append(setup, core.Stone{Cell: core.Cell(c), Player: core.Red})
			}
			for _, c := range recs[0].Blue {
				setup = append(setup, core.Stone{Cell: core.Cell(c), Player: core.Blue})
			}
			first, _ := core.ParsePlayer(recs[0].ToMove)
			g, err := core.NewGame(s, core.Options{First: first, Setup: setup})
			if err != nil {
				t.Fatal(err)
			}
			for i, r := range recs {
				if err := r.Validate(); err != nil {
					t.Fatalf("%s game %d record %d: %v", spec, index, i, err)
				}
				if r.Winner != recs[0].Winner {
					t.Fatalf("%s game %d: winners %s and %s", spec, index, recs[0].Winner, r.Winner)
				}
				if i > 0 {
					if err := g.Play(core.CellMove(moveBetween(t, recs[i-1], r))); err != nil || g.Over() {
						t.Fatalf("%s game %d move %d: %v, over %v", spec, index, i, err, g.Over())
					}
				}
			}
			ended := false
			for _, c := range g.Position().EmptyCells() {
				end := g.Clone()
				end.Play(core.CellMove(c))
				if end.Over() {
					ended = true
					if end.Winner().String() != recs[0].Winner {
						t.Errorf("%s game %d: core's winner %v, the records' %s", spec, index, end.Winner(), recs[0].Winner)
					}
				}
			}
			if !ended {
				t.Errorf("%s game %d: no move ends the game after its last record", spec, index)
			}
		}
	}
}

// Games in parallel give the records of the games one by one, in order, whatever the number
// of workers, and say their progress.
func TestSelfPlayGamesInParallel(t *testing.T) {
	sp := smallPlay("hex:4x4", 3)
	var want []Record
	for i := 2; i < 7; i++ {
		want = append(want, playGame(t, sp, i)...)
	}
	for _, workers := range []int{1, 3, 8} {
		var said []int
		got, err := sp.Games(context.Background(), 2, 5, workers, func(done int) { said = append(said, done) })
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%d workers: not the games one by one", workers)
		}
		if fmt.Sprint(said) != "[1 2 3 4 5]" {
			t.Errorf("%d workers: progress %v", workers, said)
		}
	}
}

// A context done stops the games with its error and no records.
func TestSelfPlayStopsWithItsContext(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	sp := smallPlay("hex:5x5", 1)
	if recs, err := sp.Game(ctx, 0); !errors.Is(err, context.Canceled) || recs != nil {
		t.Errorf("Game: %d records, %v", len(recs), err)
	}
	if recs, err := sp.Games(ctx, 0, 4, 2, nil); !errors.Is(err, context.Canceled) || recs != nil {
		t.Errorf("Games: %d records, %v", len(recs), err)
	}
}

// Settings that play no game are refused, each with its reason.
func TestSelfPlayRefusesBadSettings(t *testing.T) {
	good := smallPlay("hex:3x3", 1)
	for _, c := range []struct {
		name string
		edit func(*SelfPlay)
		want string
	}{
		{"no board", func(s *SelfPlay) { s.Board = nil }, "no board"},
		{"negative playouts", func(s *SelfPlay) { s.Playouts = -5 }, "-5 playouts"},
		{"noise past 1", func(s *SelfPlay) { s.Noise = 1.5 }, "noise 1.5"},
		{"opening of the whole board", func(s *SelfPlay) { s.Opening = 9 }, "an opening of 9 stones leaves no move on hex:3x3"},
	} {
		sp := good
		c.edit(&sp)
		if _, err := sp.Game(context.Background(), 0); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Game: %v", c.name, err)
		}
		if _, err := sp.Games(context.Background(), 0, 1, 1, nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: Games: %v", c.name, err)
		}
	}
	if _, err := good.Game(context.Background(), -1); err == nil {
		t.Error("game -1 was played")
	}
	if _, err := good.Games(context.Background(), 0, 2, 0, nil); err == nil || !strings.Contains(err.Error(), "0 workers") {
		t.Errorf("no workers: %v", err)
	}
	if _, err := good.Games(context.Background(), -1, 2, 1, nil); err == nil {
		t.Error("games from -1 were played")
	}
}

// With a network the engine's search changes, and the games are still a function of the
// seed.
func TestSelfPlayWithANetwork(t *testing.T) {
	net, err := network.New(network.Shape{Channels: 4, Blocks: 1, ValueHidden: 4}, 5)
	if err != nil {
		t.Fatal(err)
	}
	sp := smallPlay("hex:7x7", 2) // 5x5's first positions are proven at once
	sp.Network, sp.Noise = net, 0.25
	a, b := playGame(t, sp, 0), playGame(t, sp, 0)
	if !reflect.DeepEqual(a, b) {
		t.Error("the same game with a network differs")
	}
	plain := playGame(t, smallPlay("hex:7x7", 2), 0)
	if reflect.DeepEqual(a[0].Policy, plain[0].Policy) {
		t.Errorf("the network did not change the first search's visits: %v", a[0].Policy)
	}
}

// BenchmarkSelfPlay measures self-play positions a second, one core, at 200 and 800
// playouts a move on hex:9x9 and hex:11x11 (today's engine):
//
//	go test ./strategies/network/training/ -run '^$' -bench SelfPlay -benchtime 4x
func BenchmarkSelfPlay(b *testing.B) {
	for _, spec := range []string{"hex:9x9", "hex:11x11"} {
		for _, playouts := range []int{200, 800} {
			b.Run(fmt.Sprintf("%s/%d", spec, playouts), func(b *testing.B) {
				sp := SelfPlay{Board: core.MustBoard(spec), Playouts: playouts, Seed: 1}
				positions := 0
				for i := 0; b.Loop(); i++ {
					recs, err := sp.Game(context.Background(), i)
					if err != nil {
						b.Fatal(err)
					}
					positions += len(recs)
				}
				b.ReportMetric(float64(positions)/b.Elapsed().Seconds(), "positions/s")
				b.ReportMetric(float64(positions)/float64(b.N), "positions/game")
			})
		}
	}
}
