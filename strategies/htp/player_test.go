//go:build !js

package htp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// fakeHTP builds the player "htp:THIS-TEST-BINARY" running the fake engine
// in mode, and returns it with the file its commands are logged to.
func fakeHTP(t *testing.T, mode string) (strategies.Bot, string) {
	t.Helper()
	log := filepath.Join(t.TempDir(), "commands.txt")
	t.Setenv(fakeEngineEnv, mode)
	t.Setenv("HEXLAB_FAKE_HTP_LOG", log)
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	if strings.ContainsAny(exe, " \t") {
		t.Skipf("the test binary's path %q has a space, which htp:COMMAND splits at", exe)
	}
	bot, err := strategies.New(strategies.HTPPrefix+exe, 1)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bot.(*Engine).Close() })
	return bot, log
}

// The engine plays whole games against random on planar boards, square
// or not, told every move of its opponent: its moves are the fake's
// choice (the first empty cell) in the real position, which it could not
// find if it had missed a move.
func TestHTPPlaysGames(t *testing.T) {
	for _, spec := range []string{"hex:5x5", "hex:4x6", "hex:7x3"} {
		for _, first := range []core.Player{core.Red, core.Blue} {
			bot, _ := fakeHTP(t, "first")
			s, _ := core.ParseSpec(spec)
			g, _ := core.NewGame(s, core.Options{First: first})
			if err := strategies.PlayOut(g, bot, strategies.NewRandom(5)); err != nil {
				t.Fatalf("%s: %v", spec, err)
			}
			replay, _ := core.NewGame(s, core.Options{First: first})
			for i, turn := range g.Turns() {
				if turn.Player == core.Red {
					if want := replay.Position().EmptyCells()[0]; turn.Move.Cell != want {
						t.Errorf("%s move %d: the engine played %s, its rule gives %s", spec, i+1,
							g.Board().MoveName(turn.Move), g.Board().CellName(want))
					}
				}
				replay.Play(turn.Move)
			}
			if !g.Over() {
				t.Errorf("%s: the game did not end", spec)
			}
		}
	}
}

// The engine's board is set anew when it is asked about a game that does
// not continue the one it knows, and only the missing moves are sent
// when it does.
func TestHTPSyncsItsBoard(t *testing.T) {
	bot, log := fakeHTP(t, "first")
	spec, _ := core.ParseSpec("hex:4x4")
	b := core.MustBoard("hex:4x4")
	ask := func(list string) string {
		moves, _ := core.ParseMoveList(b, list)
		g, err := core.NewGameFromMoves(spec, core.Options{}, moves)
		if err != nil {
			t.Fatal(err)
		}
		c, err := bot.Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		return b.MoveName(c.Move)
	}
	if got := ask("a1"); got != "b1" {
		t.Errorf("after a1 the engine played %s, want b1", got)
	}
	if got := ask("a1,b1,c1"); got != "d1" { // continues: only c1 is new
		t.Errorf("after a1,b1,c1: %s, want d1", got)
	}
	if got := ask("b2"); got != "a1" { // another game: a new board
		t.Errorf("after b2: %s, want a1", got)
	}
	data, _ := os.ReadFile(log)
	want := "name\nboardsize 4\nclear_board\nplay black a1\ngenmove white\n" +
		"play black c1\ngenmove white\n" +
		"boardsize 4\nclear_board\nplay black b2\ngenmove white\n"
	if string(data) != want {
		t.Errorf("the engine was told\n%s\nwant\n%s", data, want)
	}
}

// A misbehaving engine is an error that says what it did.
func TestHTPEngineFailures(t *testing.T) {
	spec, _ := core.ParseSpec("hex:3x3")
	for _, tc := range []struct{ mode, want string }{
		{"illegal", "genmove answered a1, which is not legal"},
		{"crash", "genmove black: the engine's output ended (EOF); it ended with exit status 3; on stderr it said: fake: out of memory"},
		{"resign", "resigned"},
	} {
		bot, _ := fakeHTP(t, tc.mode)
		g, _ := core.NewGame(spec, core.Options{})
		err := strategies.PlayOut(g, bot, strategies.NewRandom(1))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, want %q", tc.mode, err, tc.want)
		}
	}
	t.Setenv(fakeEngineEnv, "rude")
	exe, _ := os.Executable()
	if _, err := strategies.New(strategies.HTPPrefix+exe, 1); err == nil || !strings.Contains(err.Error(), "name: the engine answered ? fake") {
		t.Errorf("an engine that refuses everything: %v", err)
	}
	if _, err := strategies.New("htp:/nonexistent/mohex --quiet", 1); err == nil || !strings.Contains(err.Error(), "starting the engine") {
		t.Errorf("a missing engine: %v", err)
	}
	if _, err := strategies.New("htp:", 1); err == nil || !strings.Contains(err.Error(), "no command") {
		t.Errorf("no command: %v", err)
	}
}

// An HTP engine plays planar Hex only.
func TestHTPFits(t *testing.T) {
	info, err := strategies.Lookup("htp:mohex")
	if err != nil {
		t.Fatal(err)
	}
	for spec, ok := range map[string]bool{"hex:11x11": true, "hex:4x9": true, "cyl:5x9": false, "torus:7x7": false, "hex:5x5+reverse": false} {
		s, _ := core.ParseSpec(spec)
		if err := info.Fits(s, core.Blue); (err == nil) != ok {
			t.Errorf("%s: Fits says %v", spec, err)
		}
	}
}

// Our own server (Server for mcts) as the engine: the player's games
// are move for move those of the same mcts played in process, on square
// and non-square boards, as either colour, so every move crossed the
// protocol both ways unchanged (colours, cells, who is to move).
func TestHTPAgainstOurServer(t *testing.T) {
	for _, spec := range []string{"hex:5x5", "hex:4x6", "hex:6x3"} {
		for _, me := range []core.Player{core.Red, core.Blue} {
			s, _ := core.ParseSpec(spec)
			engine, _ := fakeHTP(t, "server")
			local := strategies.NewMCTS(fakeServerSeed, 0)
			var games [2]*core.Game
			for i, bot := range []strategies.Bot{engine, local} {
				g, _ := core.NewGame(s, core.Options{First: core.Blue})
				red, blue := bot, strategies.Bot(strategies.NewRandom(3))
				if me == core.Blue {
					red, blue = blue, red
				}
				if err := strategies.PlayOut(g, red, blue); err != nil {
					t.Fatalf("%s as %v: %v", spec, me, err)
				}
				games[i] = g
			}
			over, in := core.FormatMoveList(games[0].Board(), games[0].Moves()), core.FormatMoveList(games[1].Board(), games[1].Moves())
			if over != in {
				t.Errorf("%s, mcts as %v: over HTP %s, in process %s", spec, me, over, in)
			}
		}
	}
}

// {seed} in the command becomes the player's seed; the name keeps it.
func TestHTPSeedInCommand(t *testing.T) {
	log := filepath.Join(t.TempDir(), "args.txt")
	t.Setenv(fakeEngineEnv, "first")
	t.Setenv("HEXLAB_FAKE_HTP_LOG", log)
	exe, _ := os.Executable()
	bot, err := strategies.Build(strategies.HTPPrefix+exe+" --seed "+Seed, strategies.Settings{Seed: 42})
	if err != nil {
		t.Fatal(err)
	}
	defer bot.(*Engine).Close()
	if got, want := bot.(*Engine).proc.Args, []string{exe, "--seed", "42"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("the engine was started as %q, want %q", got, want)
	}
	if got := bot.Name(); got != strategies.HTPPrefix+exe+" --seed {seed}" {
		t.Errorf("Name() = %q", got)
	}
}

// A game with the swap between an htp: player and our own HTP server (mcts) keeps the same
// board on both sides: the client tells the swap and every later move in HexGui's and
// Benzene's terms, the server reads them back into ours, and the game plays to its end.
func TestHTPSwapGame(t *testing.T) {
	spec, _ := core.ParseSpec("hex:5x5")
	for seed := uint64(1); seed <= 3; seed++ {
		engine, _ := fakeHTP(t, "server")
		g, _ := core.NewGame(spec, core.Options{Swap: true})
		c3, _ := g.Board().ParseCell("c3")
		if err := g.Play(core.CellMove(c3)); err != nil {
			t.Fatal(err)
		}
		choice, err := engine.Choose(g)
		if err != nil {
			t.Fatal(err)
		}
		if !choice.Move.Swap {
			t.Fatalf("the engine (mcts) answers the centre opening with %v, not the swap", g.Board().MoveName(choice.Move))
		}
		g.Play(choice.Move)
		if err := strategies.PlayOut(g, strategies.NewRandom(seed), engine); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if !g.Over() {
			t.Fatalf("seed %d: the game did not end", seed)
		}
	}
}

// A game from a setup position is told as HexGui tells one (a play of each setup stone, in
// any order: HexGui.java's playSetup), then its moves; an engine that is our own server
// keeps the same board, so mcts over HTP plays the moves mcts plays in process.
func TestHTPSetupGame(t *testing.T) {
	spec, _ := core.ParseSpec("hex:4x4")
	b := core.MustBoard("hex:4x4")
	setup, _ := core.ParseSetup(b, "red:a1,b1,blue:d4")
	bot, log := fakeHTP(t, "first")
	g, err := core.NewGame(spec, core.Options{First: core.Blue, Setup: setup})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := bot.Choose(g); err != nil || b.MoveName(c.Move) != "c1" {
		t.Fatalf("the engine played %v (%v), want c1, the first empty cell", b.MoveName(c.Move), err)
	}
	data, _ := os.ReadFile(log)
	if want := "name\nboardsize 4\nclear_board\nplay black a1\nplay black b1\nplay white d4\ngenmove white\n"; string(data) != want {
		t.Errorf("the engine was told\n%s\nwant\n%s", data, want)
	}
	for _, me := range []core.Player{core.Red, core.Blue} {
		engine, _ := fakeHTP(t, "server")
		local := strategies.NewMCTS(fakeServerSeed, 0)
		var games [2]*core.Game
		for i, bot := range []strategies.Bot{engine, local} {
			g, _ := core.NewGame(spec, core.Options{First: core.Blue, Setup: setup})
			red, blue := bot, strategies.Bot(strategies.NewRandom(3))
			if me == core.Blue {
				red, blue = blue, red
			}
			if err := strategies.PlayOut(g, red, blue); err != nil {
				t.Fatalf("mcts as %v: %v", me, err)
			}
			games[i] = g
		}
		over, in := core.FormatMoveList(b, games[0].Moves()), core.FormatMoveList(b, games[1].Moves())
		if over != in {
			t.Errorf("mcts as %v from a setup: over HTP %s, in process %s", me, over, in)
		}
	}
}
