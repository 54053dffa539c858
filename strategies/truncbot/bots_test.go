package truncbot

import (
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core/trunc"
)

func newGame(t *testing.T, spec string) *trunc.Game {
	t.Helper()
	s, err := trunc.ParseSpec(spec)
	if err != nil {
		t.Fatal(err)
	}
	g, err := trunc.NewGame(s, trunc.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func build(t *testing.T, name string, seed uint64) Bot {
	t.Helper()
	bot, err := Build(name, Settings{Seed: seed, Playouts: 300})
	if err != nil {
		t.Fatal(err)
	}
	return bot
}

// playGame plays a game between three bots of the given names.
func playGame(t *testing.T, spec string, names [3]string, seed uint64) *trunc.Game {
	t.Helper()
	g := newGame(t, spec)
	bots := map[trunc.Player]Bot{}
	for i, p := range trunc.Players {
		bots[p] = build(t, names[i], SeedFor(seed, p))
	}
	if err := PlayOut(g, bots); err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDeterministic: the same seed plays the same game; asking a bot again
// about a position in the middle gives the move it made there.
func TestDeterministic(t *testing.T) {
	for _, spec := range []string{"trunc:2", "trunc:2+variant", "trunc:3"} {
		names := [3]string{"mcts", "random", "mcts"}
		a := playGame(t, spec, names, 5)
		b := playGame(t, spec, names, 5)
		ma, mb := a.Board().FormatMoveList(a.Moves()), b.Board().FormatMoveList(b.Moves())
		if ma != mb {
			t.Fatalf("%s: two games with seed 5:\n%s\n%s", spec, ma, mb)
		}
		if c := playGame(t, spec, names, 6); c.Board().FormatMoveList(c.Moves()) == ma {
			t.Errorf("%s: seeds 5 and 6 play the same game", spec)
		}
		// Replay to the middle and ask the player to move.
		mid := len(a.Turns()) / 2
		g := newGame(t, spec)
		for _, turn := range a.Turns()[:mid] {
			_ = g.Play(turn.Move())
		}
		want := a.Turns()[mid]
		bot := build(t, names[want.Player.Axis()], SeedFor(5, want.Player))
		got, err := bot.Choose(g)
		if err != nil || got.Move.Cell != want.Cell || colourFor(got.Move, want.Player) != want.Colour || got.Rule != want.Rule {
			t.Errorf("%s: asked again at move %d, %v plays %+v (%v), played %+v", spec, mid+1, want.Player, got, err, want)
		}
	}
}

func TestRandomPlaysLegalMoves(t *testing.T) {
	for _, spec := range []string{"trunc:1", "trunc:4+variant"} {
		g := playGame(t, spec, [3]string{"random", "random", "random"}, 1)
		if !g.Over() || g.Winner() == trunc.NoPlayer {
			t.Errorf("%s: the game did not end", spec)
		}
	}
}

func TestScripted(t *testing.T) {
	g := newGame(t, "trunc:1")
	white := build(t, "moves:0,0,0;1,-1,1", 0)
	gray := build(t, "moves:1,1,1", 0)
	black := build(t, "moves:1,1,-1", 0)
	err := PlayOut(g, map[trunc.Player]Bot{trunc.White: white, trunc.Gray: gray, trunc.Black: black})
	if err != nil || g.Board().FormatMoveList(g.Moves()) != "0,0,0;1,1,1;1,1,-1;1,-1,1" {
		t.Fatalf("%v: %s", err, g.Board().FormatMoveList(g.Moves()))
	}
	g = newGame(t, "trunc:1")
	err = PlayOut(g, map[trunc.Player]Bot{trunc.White: build(t, "moves:0,0,0", 0), trunc.Gray: build(t, "moves:0,0,0", 0), trunc.Black: black})
	if err == nil || !strings.Contains(err.Error(), "gray (moves:0,0,0) at move 2: listed move 1 (0,0,0) is not legal") {
		t.Errorf("an illegal scripted move: %v", err)
	}
	g = newGame(t, "trunc:1")
	err = PlayOut(g, map[trunc.Player]Bot{trunc.White: build(t, "moves:0,0,0", 0), trunc.Gray: gray, trunc.Black: black})
	if err == nil || !strings.Contains(err.Error(), "run out") {
		t.Errorf("a list that runs out: %v", err)
	}
	if _, err := Build("moves:", Settings{}); err == nil {
		t.Error("an empty list is accepted")
	}
}

// TestMCTSBeatsRandom: against two random players, mcts wins clearly more
// than its third of the games on trunc:2.
func TestMCTSBeatsRandom(t *testing.T) {
	games := 30
	if testing.Short() {
		games = 10
	}
	wins := 0
	for seed := range uint64(games) {
		seat := trunc.Players[seed%3]
		names := [3]string{"random", "random", "random"}
		names[seat.Axis()] = "mcts"
		g := playGame(t, "trunc:2", names, seed)
		if g.Winner() == seat {
			wins++
		}
	}
	t.Logf("mcts (300 playouts) won %d of %d games against two random players on trunc:2", wins, games)
	if 2*wins < games {
		t.Errorf("mcts won %d of %d games", wins, games)
	}
}

// TestMCTSTimeBudget: with a thinking time mcts moves, after some playouts. (How long it took
// is not asserted: a busy machine may take any time; the test returning at all bounds it.)
func TestMCTSTimeBudget(t *testing.T) {
	g := newGame(t, "trunc:3")
	bot, _ := Build("mcts", Settings{Seed: 1, Think: 50 * time.Millisecond})
	if _, err := bot.Choose(g); err != nil {
		t.Fatal(err)
	}
	if bot.(*MCTS).Stats().Playouts == 0 {
		t.Error("no playouts")
	}
}

func TestRegistry(t *testing.T) {
	names := []string{}
	for _, info := range Catalog() {
		names = append(names, info.Name)
		for label, text := range info.Rules {
			if RuleText(info.Name, label) != text || text == "" {
				t.Errorf("%s rule %q", info.Name, label)
			}
		}
	}
	if strings.Join(names, ",") != "random,mcts,solver,moves:LIST" {
		t.Errorf("catalog %v", names)
	}
	if _, err := Build("gardner", Settings{}); err == nil || !strings.Contains(err.Error(), "known players are random, mcts, solver, moves:LIST") {
		t.Errorf("unknown player: %v", err)
	}
	if _, err := Build("mcts", Settings{Think: -1}); err == nil {
		t.Error("a negative budget is accepted")
	}
}
