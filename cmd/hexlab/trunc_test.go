package main

import (
	"encoding/json"
	"github.com/hexlab/hexlab/strategies/arena"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core/trunc"
)

const trunc1All = "0,0,0;1,1,1;1,1,-1;1,-1,1;1,-1,-1"

func TestTruncWinner(t *testing.T) {
	for _, c := range []struct {
		flag, winner, pairing string
	}{{"--white", "white", "AC BD"}, {"--gray", "gray", "AB CD"}, {"--black", "black", "AD BC"}} {
		out := mustRun(t, "trunc", "winner", "--board", "trunc:1", c.flag, trunc1All, "--json")
		var a truncWinnerAnswer
		if err := json.Unmarshal([]byte(out), &a); err != nil {
			t.Fatal(err)
		}
		if a.Winner != c.winner || a.Pairing != c.pairing || a.Empty != 0 || len(a.Borders) != 2 {
			t.Errorf("all %s: %+v", c.winner, a)
		}
		for _, bd := range a.Borders {
			if bd.Kind != "path" || len(bd.Ends) != 2 || len(bd.Points) < 2 || len(bd.Cells) == 0 {
				t.Errorf("all %s: border %+v", c.winner, bd)
			}
		}
		text := mustRun(t, "trunc", "winner", "--board", "trunc:1", c.flag, trunc1All)
		if !strings.HasPrefix(text, c.winner+"\npairing: "+c.pairing+" ("+c.winner+"'s)\n") {
			t.Errorf("text:\n%s", text)
		}
	}
	// Mirror points name the same cell; an empty board is undecided.
	out := mustRun(t, "trunc", "winner", "--board", "trunc:1", "--white", "-1,-1,-1")
	if !strings.HasPrefix(out, "not decided yet\npairing: none yet\nempty cells: 4 of 5\n") {
		t.Errorf("one white cell:\n%s", out)
	}
	if out := mustRun(t, "trunc", "winner"); !strings.HasPrefix(out, "not decided yet\n") {
		t.Errorf("the empty board:\n%s", out)
	}
}

func TestTruncPlay(t *testing.T) {
	for _, board := range []string{"trunc:1", "trunc:2+variant", "trunc:3"} {
		out := mustRun(t, "trunc", "play", "--board", board, "--white", "mcts", "--playouts", "200", "--seed", "4", "--json")
		g, err := trunc.ParseRecord([]byte(out))
		if err != nil {
			t.Fatalf("%s: the record does not replay: %v\n%s", board, err, out)
		}
		if !g.Over() {
			t.Errorf("%s: the game is not over", board)
		}
		if again := mustRun(t, "trunc", "play", "--board", board, "--white", "mcts", "--playouts", "200", "--seed", "4", "--json"); again != out {
			t.Errorf("%s: the same seed plays another game", board)
		}
		var r trunc.Record
		_ = json.Unmarshal([]byte(out), &r)
		if strings.HasSuffix(board, "+variant") != (r.Moves[0].Colour != "") {
			t.Errorf("%s: colour %q", board, r.Moves[0].Colour)
		}
		if r.Moves[0].Rule != "search" && r.Moves[0].Rule != "win" {
			t.Errorf("%s: mcts's first move has rule %q", board, r.Moves[0].Rule)
		}
	}
	// The text's move list replays as scripted players.
	out := mustRun(t, "trunc", "play", "--board", "trunc:2", "--seed", "9", "--order", "black,white,gray")
	var moves string
	for _, line := range strings.Split(out, "\n") {
		if rest, ok := strings.CutPrefix(line, "moves ("); ok {
			_, moves, _ = strings.Cut(rest, "): ")
		}
	}
	b := trunc.MustBoard("trunc:2")
	list, err := b.ParseMoveList(moves)
	if err != nil || len(list) == 0 {
		t.Fatalf("moves line %q: %v", moves, err)
	}
	g, err := trunc.NewGameFromMoves(trunc.Spec{Size: 2}, trunc.Options{Order: [3]trunc.Player{trunc.Black, trunc.White, trunc.Gray}}, list)
	if err != nil || !strings.Contains(out, "winner: "+g.Winner().String()+"\n") {
		t.Errorf("replayed: %v, %v\n%s", g.Winner(), err, out)
	}
	// The solver plays whole games of trunc:1.
	out = mustRun(t, "trunc", "play", "--board", "trunc:1", "--white", "solver", "--gray", "solver", "--black", "solver")
	if !strings.Contains(out, "winner: white\n") || !strings.Contains(out, "1 0,0,0 win") {
		t.Errorf("solver game:\n%s", out)
	}
}

func TestTruncArena(t *testing.T) {
	out := mustRun(t, "trunc", "arena", "--board", "trunc:1", "--games", "9", "--rotate", "--white", "solver", "--json")
	var r arena.TruncResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	if r.Games != 9 || len(r.Results) != 9 || r.Wins["white"]+r.Wins["gray"]+r.Wins["black"] != 9 {
		t.Fatalf("%+v", r)
	}
	wins := 0
	for _, s := range r.Strategies {
		wins += s.Wins
	}
	if wins != 9 {
		t.Errorf("strategies won %d of 9", wins)
	}
	// With rotation every strategy sits in every seat.
	for i, game := range r.Results {
		if want := []string{"solver", "random", "random"}[(3-i%3)%3]; game.Players["white"] != want {
			t.Errorf("game %d: white is %s, want %s", i+1, game.Players["white"], want)
		}
	}
	text := mustRun(t, "trunc", "arena", "--board", "trunc:1", "--games", "3")
	if !strings.Contains(text, "board trunc:1, order white,gray,black, 3 games, seeds 1..3\n") {
		t.Errorf("text:\n%s", text)
	}
}

func TestTruncSolve(t *testing.T) {
	out := mustRun(t, "trunc", "solve")
	if !strings.HasPrefix(out, "white to move\nbest play: white wins\n0,0,0: white\n") {
		t.Errorf("trunc:1:\n%s", out)
	}
	// Figure 8: Gray is a kingmaker, with the variant rule too.
	const fig8 = "1,-1,1;2,-2,0;1,-1,-1;0,0,2;2,2,0;0,2,-2;0,0,0;2,0,2;0,2,2;2,0,-2;2,2,-2;2,-2,2;1,1,1;2,-2,-2;2,2,2;2,0,0"
	for _, board := range []string{"trunc:2", "trunc:2+variant"} {
		var a truncSolveAnswer
		if err := json.Unmarshal([]byte(mustRun(t, "trunc", "solve", "--board", board, "--moves", fig8, "--json")), &a); err != nil {
			t.Fatal(err)
		}
		if a.ToMove != "gray" || !a.Kingmaker || strings.Join(a.Crowns, ",") != "white,black" || a.Winner != "none" {
			t.Errorf("%s: %+v", board, a)
		}
	}
}

func TestTruncErrors(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want []string
	}{
		{[]string{"trunc"}, 2, []string{"hexlab trunc: expected a subcommand", "hexlab help trunc"}},
		{[]string{"trunc", "solv"}, 2, []string{`unknown subcommand "solv"`, "play, arena, winner or solve"}},
		{[]string{"trunc", "winner", "--board", "trunc:9"}, 2, []string{`hexlab trunc winner: --board "trunc:9"`, "expected trunc:K"}},
		{[]string{"trunc", "winner", "--board", "hex:3x3"}, 2, []string{`--board "hex:3x3"`}},
		{[]string{"trunc", "winner", "--white", "0,0,0", "--black", "0,0,0"}, 2, []string{`--black "0,0,0": cell 0,0,0 is listed for white already`}},
		{[]string{"trunc", "winner", "--white", "1,1,1;-1,-1,-1"}, 2, []string{`--white "1,1,1;-1,-1,-1": cell 1,1,1 is listed for white already`}},
		{[]string{"trunc", "winner", "--gray", "0,1,0"}, 2, []string{`--gray "0,1,0": cell 1`, "not a lattice point"}},
		{[]string{"trunc", "winner", "--gray", "4,0,0"}, 2, []string{"off the trunc:2 board"}},
		{[]string{"trunc", "play", "--white", "gardner"}, 2, []string{`hexlab trunc play: --white "gardner": unknown Trunc strategy`}},
		{[]string{"trunc", "play", "--order", "white,white,black"}, 2, []string{`--order "white,white,black"`}},
		{[]string{"trunc", "play", "--seed", "x"}, 2, []string{`--seed "x"`}},
		{[]string{"trunc", "play", "stray"}, 2, []string{`unexpected argument "stray"`}},
		{[]string{"trunc", "arena", "--games", "0"}, 2, []string{`--games 0`}},
		{[]string{"trunc", "play", "--board", "trunc:1", "--white", "moves:0,0,0", "--gray", "moves:0,0,0"}, 1, []string{"hexlab trunc play: gray (moves:0,0,0) at move 2: listed move 1 (0,0,0) is not legal"}},
		{[]string{"trunc", "play", "--board", "trunc:1", "--white", "moves:1,1,1=gray"}, 1, []string{"the variant rule is off"}},
		{[]string{"trunc", "play", "--board", "trunc:2", "--white", "solver"}, 2, []string{`--white "solver": the solver searches positions with at most 10 empty cells`}},
		{[]string{"trunc", "solve", "--board", "trunc:2"}, 1, []string{"hexlab trunc solve: the solver searches positions with at most 10 empty cells; this one has 18"}},
		{[]string{"trunc", "solve", "--moves", "0,0,0;1,1,1;1,-1,1"}, 2, []string{"the game is over: white has won"}},
		{[]string{"trunc", "solve", "--moves", "0,0,0;0,0,0"}, 2, []string{`--moves "0,0,0;0,0,0": move 2 (0,0,0)`}},
	}
	for _, tc := range tests {
		out, errOut, code := hexlab(tc.args...)
		if code != tc.code || out != "" {
			t.Errorf("hexlab %q: exit %d, stdout %q; want exit %d", tc.args, code, out, tc.code)
		}
		for _, w := range tc.want {
			if !strings.Contains(errOut, w) {
				t.Errorf("hexlab %q: stderr %q lacks %q", tc.args, errOut, w)
			}
		}
	}
	if out := mustRun(t, "help", "trunc"); !strings.Contains(out, "usage: hexlab trunc play") {
		t.Error("hexlab help trunc")
	}
	if out := mustRun(t, "trunc", "winner", "--help"); !strings.Contains(out, "usage: hexlab trunc play") {
		t.Error("hexlab trunc winner --help")
	}
}

// FuzzTruncArgs feeds arbitrary trunc command lines to run: no panic, exit
// 0, 1 or 2, output on one side only.
func FuzzTruncArgs(f *testing.F) {
	for _, seed := range []string{
		"winner\n--board\ntrunc:1\n--white\n0,0,0;1,1,1\n--json",
		"winner\n--gray\n1,1,1;;\n--black\n-1,-1,-1",
		"play\n--board\ntrunc:1+variant\n--white\nmoves:0,0,0=black\n--json",
		"play\n--board\ntrunc:1\n--order\ngray,black,white\n--seed\n7",
		"arena\n--board\ntrunc:1\n--games\n2\n--rotate",
		"play\n--think\n-1s",
		"solve\n--moves\n0,0,0;1,1,1=gray\n--order\nblack,gray,white\n--json",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		args := strings.Split(input, "\n")
		if len(args) > 12 {
			args = args[:12]
		}
		for _, a := range args {
			// Keep the fuzzer on small boards and short runs.
			if strings.Contains(a, "mcts") || strings.HasPrefix(a, "trunc:") && a != "trunc:1" && a != "trunc:1+variant" || a == "--games" || strings.HasPrefix(a, "--games=") {
				return
			}
		}
		checkRun(t, append([]string{"trunc"}, args...))
	})
}
