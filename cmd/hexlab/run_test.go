package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// hexlab runs the command line in-process, with an empty standard input,
// and returns its output and exit status.
func hexlab(args ...string) (stdout, stderr string, code int) {
	return hexlabIn("", args...)
}

// mustRun runs hexlab and fails the test unless it exits 0 with nothing on
// stderr.
func mustRun(t *testing.T, args ...string) string {
	t.Helper()
	out, errOut, code := hexlab(args...)
	if code != 0 || errOut != "" {
		t.Fatalf("hexlab %q: exit %d, stderr %q", args, code, errOut)
	}
	return out
}

// playRecord runs `hexlab play ... --json` and replays its output through
// core.ParseRecord, which checks every move and the stated winner.
func playRecord(t *testing.T, args ...string) (core.Record, *core.Game) {
	t.Helper()
	out := mustRun(t, append([]string{"play", "--json"}, args...)...)
	if strings.Count(out, "\n") != 1 || !strings.HasSuffix(out, "\n") {
		t.Fatalf("play --json printed %d lines, want one: %q", strings.Count(out, "\n"), out)
	}
	var r core.Record
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("output is not a record: %v\n%s", err, out)
	}
	g, err := core.ParseRecord([]byte(out))
	if err != nil {
		t.Fatalf("record does not replay: %v\n%s", err, out)
	}
	return r, g
}

func TestErrorsAndExitCodes(t *testing.T) {
	tests := []struct {
		args []string
		code int
		want []string // substrings of stderr
	}{
		{nil, 2, []string{"usage: hexlab COMMAND"}},
		{[]string{"plya"}, 2, []string{`hexlab: unknown command "plya"`, "move, play, policy, puzzle, review, show, solve, strategies, train, trunc, verify, winner"}},
		{[]string{"play", "--bord", "hex:3x3"}, 2, []string{"hexlab play: unknown flag --bord", "hexlab help play"}},
		{[]string{"play", "hex:3x3"}, 2, []string{`hexlab play: unexpected argument "hex:3x3"`}},
		{[]string{"play", "-seed", "2", "---json"}, 2, []string{"bad flag syntax: ---json"}},
		{[]string{"play", "--board", "hex:3x3", "extra"}, 2, []string{`unexpected argument "extra"`}},
		{[]string{"play", "--board"}, 2, []string{"hexlab play: --board needs a value"}},
		{[]string{"play", "--board", "hex:0x3"}, 2, []string{`hexlab play: --board "hex:0x3": columns "0"`, "1 to 32"}},
		{[]string{"play", "--board", "hex:33x3"}, 2, []string{`--board "hex:33x3"`, "1 to 32"}},
		{[]string{"play", "--board", "square:3x3"}, 2, []string{`--board "square:3x3": unknown kind "square"`}},
		{[]string{"play", "--board", "hex:3x3+misere"}, 2, []string{`--board "hex:3x3+misere"`}},
		{[]string{"winner", "--board", ""}, 2, []string{`hexlab winner: --board "":`, "expected hex:MxN"}},
		{[]string{"play", "--board", "hex:3x3", "--opening", "b2,b2"}, 2, []string{`hexlab play: --opening "b2,b2": move 2 (b2)`}},
		{[]string{"play", "--board", "hex:3x3", "--opening", "a1,b1,a2,b2,a3"}, 2, []string{`--opening "a1,b1,a2,b2,a3": the game is over after it`}},
		{[]string{"play", "--board", "hex:3x3", "--opening", "b2,swap"}, 2, []string{`--opening "b2,swap": move 2 (swap)`}},
		{[]string{"play", "--first", "green"}, 2, []string{`--first "green": expected red or blue`}},
		{[]string{"play", "--seed", "-1"}, 2, []string{`--seed "-1": expected a whole number`}},
		{[]string{"play", "--seed", "18446744073709551616"}, 2, []string{`--seed "18446744073709551616"`}},
		{[]string{"play", "--json=maybe"}, 2, []string{`hexlab play: --json "maybe": expected true or false`}},
		{[]string{"play", "--red", "alphahex"}, 2, []string{`hexlab play: --red "alphahex": unknown strategy`, "random, mc, mcts, beginner, club, strong, strongest, network, solver, gardner, alpern-beck, 3xn, vandenbroek, fitzgerald, rex-pairing, rex-opening, moves:LIST"}},
		{[]string{"play", "--blue", "htp:/nonexistent/mohex"}, 2, []string{`--blue "htp:/nonexistent/mohex"`, "starting the engine"}},
		{[]string{"play", "--red", "moves:"}, 2, []string{`--red "moves:"`, "empty"}},
		{[]string{"play", "--red", "moves:a1,zz"}, 2, []string{`--red "moves:a1,zz"`, "listed move 2", `cell "zz"`}},
		{[]string{"play", "--board", "cyl:3x3", "--swap"}, 2, []string{"--swap", "square hex or torus"}},
		{[]string{"play", "--board", "hex:3x4", "--swap"}, 2, []string{"--swap", "square hex or torus"}},
		// Failures while playing exit 1 and name the player and the move.
		{[]string{"play", "--board", "hex:3x3", "--red", "moves:a1,a1"}, 1,
			[]string{"hexlab play: red (moves:a1,a1) at move 3", "listed move 2 (a1) is not legal", "taken by red"}},
		{[]string{"play", "--board", "hex:5x5", "--red", "moves:a1", "--blue", "moves:e5,e4"}, 1,
			[]string{"red (moves:a1) at move 3", "runs out at red's move 2"}},
		{[]string{"play", "--board", "hex:3x3", "--red", "moves:d4"}, 1, []string{"listed move 1 (d4)", "off the hex:3x3 board"}},
		{[]string{"play", "--board", "hex:3x3", "--blue", "moves:swap"}, 1, []string{"listed move 1 (swap)", "swap rule is off"}},
		{[]string{"move", "--moves", "a1"}, 2, []string{"hexlab move: --player is required"}},
		{[]string{"move", "--player", "random", "--moves", "a1,zz9"}, 2, []string{`--moves "a1,zz9": move 2: cell "zz9"`}},
		{[]string{"move", "--player", "random", "--moves", "a1,b1,a1"}, 2, []string{`--moves "a1,b1,a1": move 3 (a1): cell a1 is taken by red`}},
		{[]string{"move", "--player", "random", "--board", "hex:2x2", "--moves", "a1,b1,a2"}, 2, []string{"the game is over (red won)"}},
		{[]string{"move", "--player", "random", "--moves", "a1,b1,a2,swap"}, 2, []string{"move 4 (swap)", "only the second move"}},
		{[]string{"move", "--player", "moves:a1", "--moves", "a1"}, 1, []string{"hexlab move: blue (moves:a1)", "taken by red"}},
		{[]string{"move", "--player", "moves:b1", "--board", "hex:3x3", "--moves", "a1,b2"}, 1, []string{"runs out"}},
		{[]string{"winner", "--moves", "a1,a1"}, 2, []string{`hexlab winner: --moves "a1,a1": move 2 (a1): cell a1 is taken by red`}},
		{[]string{"winner", "--moves", "swap"}, 2, []string{"move 1 (swap): only the second move"}},
		{[]string{"winner", "--moves", "a1,b1,swap"}, 2, []string{"move 3 (swap): only the second move"}},
		{[]string{"winner", "--board", "cyl:5x5", "--moves", "a1,swap"}, 2, []string{"move 2 (swap)", "square hex or torus"}},
		{[]string{"winner", "--board", "hex:5x4", "--moves", "a1,swap"}, 2, []string{"move 2 (swap)", "square hex or torus"}},
		{[]string{"winner", "--moves", "a1,", "--json"}, 2, []string{"move 2"}},
		{[]string{"winner", "--player", "random"}, 2, []string{"unknown flag --player"}},
		{[]string{"strategies", "all"}, 2, []string{`unexpected argument "all"`}},
		{[]string{"help", "nonsense"}, 2, []string{`hexlab help: unknown command "nonsense"`}},
		{[]string{"help", "play", "move"}, 2, []string{"at most one command"}},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out, errOut, code := hexlab(tt.args...)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tt.code, errOut)
			}
			if out != "" {
				t.Errorf("stdout %q, want nothing", out)
			}
			for _, w := range tt.want {
				if !strings.Contains(errOut, w) {
					t.Errorf("stderr %q does not say %q", errOut, w)
				}
			}
		})
	}
}

func TestHelp(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"help"}, "usage: hexlab COMMAND"},
		{[]string{"--help"}, "usage: hexlab COMMAND"},
		{[]string{"-h"}, "usage: hexlab COMMAND"},
		{[]string{"help", "play"}, "usage: hexlab play"},
		{[]string{"play", "--help"}, "usage: hexlab play"},
		{[]string{"play", "-h"}, "usage: hexlab play"},
		{[]string{"move", "--help"}, "usage: hexlab move"},
		{[]string{"help", "winner"}, "usage: hexlab winner"},
		{[]string{"winner", "--board", "hex:3x3", "--help"}, "usage: hexlab winner"},
		{[]string{"strategies", "-help"}, "usage: hexlab strategies"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			out := mustRun(t, tt.args...)
			if !strings.Contains(out, tt.want) {
				t.Errorf("stdout %q does not say %q", out, tt.want)
			}
		})
	}
	// The overview lists every command.
	overview := mustRun(t, "help")
	for name := range commands {
		if !strings.Contains(overview, "\n  "+name+" ") {
			t.Errorf("overview does not list %s", name)
		}
	}
}
