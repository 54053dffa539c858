package main

import (
	"bytes"
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// asHexlabEnv, when set, makes the test binary run as hexlab (with its
// arguments) instead of running the tests, so that `htp:TEST-BINARY htp`
// is a real external engine.
const asHexlabEnv = "HEXLAB_TEST_AS_HEXLAB"

func TestMain(m *testing.M) {
	if os.Getenv(asHexlabEnv) != "" {
		os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// hexlabIn runs hexlab with stdin as its standard input.
func hexlabIn(stdin string, args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	code = runWith(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// A scripted session with `hexlab htp`: the bot's moves are those
// `hexlab move` gives for the same position and seed, answers are
// well-formed, and the session ends at quit.
func TestHTPCommand(t *testing.T) {
	session := "name\nboardsize 4 7\nplay black b2\ngenmove white\nshowboard\nquit\ngenmove black\n"
	out, errOut, code := hexlabIn(session, "htp", "--bot", "gardner", "--seed", "5")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	answers := strings.Split(strings.TrimSuffix(out, "\n\n"), "\n\n")
	if len(answers) != 6 {
		t.Fatalf("%d answers, want 6 (none after quit):\n%s", len(answers), out)
	}
	want, _, _ := hexlab("move", "--board", "hex:4x7", "--moves", "b2", "--player", "gardner", "--seed", "5")
	// move prints "blue CELL (rule R)"; the engine answers "= CELL".
	cell := strings.Fields(want)[1]
	for i, w := range []string{"= hexlab gardner", "=", "=", "= " + cell, "= \n", "="} {
		if !strings.HasPrefix(answers[i], w) {
			t.Errorf("answer %d: %q, want %q", i+1, answers[i], w)
		}
	}
	if !strings.Contains(answers[4], "2   . B") || !strings.Contains(answers[4], "4     . . W") { // HTP colours: black B, white W
		t.Errorf("showboard: %q", answers[4])
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"htp", "--bot", "fitzgerald"}, `--bot "fitzgerald": fitzgerald plays on no planar board hex:MxN`},
		{[]string{"htp", "--bot", "nosuch"}, `--bot "nosuch": unknown strategy`},
		{[]string{"htp", "--seed", "x"}, `--seed "x"`},
		{[]string{"htp", "--think", "-1s"}, `--think "-1s"`},
		{[]string{"htp", "--threads", "5000"}, `--threads 5000: expected 0 (every core) to 1024`},
		{[]string{"htp", "extra"}, `unexpected argument "extra"`},
	} {
		_, errOut, code := hexlabIn("", tt.args...)
		if code != exitUsage || !strings.Contains(errOut, tt.want) {
			t.Errorf("%v: exit %d, %q; want 2 and %q", tt.args, code, errOut, tt.want)
		}
	}
}

// The arena plays `htp:hexlab htp --bot mc --seed {seed}` (this test
// binary run as hexlab) against mcts: every game is a legal, finished game
// with the winner the record states, and the games are the same with one
// job or two.
func TestArenaWithHTPEngine(t *testing.T) {
	exe, err := os.Executable()
	if err != nil || strings.ContainsAny(exe, " \t") {
		t.Skipf("the test binary %q cannot be named in htp:COMMAND", exe)
	}
	t.Setenv(asHexlabEnv, "1")
	engine := "htp:" + exe + " htp --bot mc --seed {seed}"
	runs := map[string]string{}
	for _, jobs := range []string{"1", "2"} {
		file := t.TempDir() + "/games.json"
		out, errOut, code := hexlab("arena", "--board", "hex:4x4", "--red", engine, "--blue", "mcts", "--games", "3",
			"--jobs", jobs, "--quiet", "--json", file)
		if code != 0 {
			t.Fatalf("arena: exit %d, %s%s", code, out, errOut)
		}
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var res struct {
			Red   string
			Games []struct {
				First, Winner, Moves string
				Seed                 uint64
			}
		}
		if err := json.Unmarshal(data, &res); err != nil {
			t.Fatal(err)
		}
		if len(res.Games) != 6 || res.Red != engine {
			t.Fatalf("%d games, red %q", len(res.Games), res.Red)
		}
		var moves []string
		spec, _ := core.ParseSpec("hex:4x4")
		for _, g := range res.Games {
			first, _ := core.ParsePlayer(g.First)
			list, err := core.ParseMoveList(core.MustBoard("hex:4x4"), g.Moves)
			if err != nil {
				t.Fatal(err)
			}
			game, err := core.NewGameFromMoves(spec, core.Options{First: first}, list)
			if err != nil || !game.Over() || game.Winner().String() != g.Winner {
				t.Errorf("game %d (%s): %v, winner %v, stated %s", g.Seed, g.Moves, err, game.Winner(), g.Winner)
			}
			moves = append(moves, g.Moves)
		}
		runs[jobs] = strings.Join(moves, " ")
	}
	if runs["1"] != runs["2"] {
		t.Errorf("one job and two play different games:\n%s\n%s", runs["1"], runs["2"])
	}
	if out := mustRun(t, "play", "--board", "hex:3x5", "--blue", engine, "--json"); !strings.Contains(out, `"winner":"`) {
		t.Errorf("play against the engine: %s", out)
	}
	_, errOut, code := hexlab("arena", "--board", "cyl:4x4", "--red", engine, "--blue", "mcts", "--games", "1")
	if code != exitUsage || !strings.Contains(errOut, "an HTP engine plays planar Hex") {
		t.Errorf("an engine on the cylinder: exit %d, %q", code, errOut)
	}
}
