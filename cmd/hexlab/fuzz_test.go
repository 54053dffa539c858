package main

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/strategies"
)

// checkRun runs hexlab on args and checks the contract that holds for any
// input: no panic (the fuzzer reports one), an exit status of 0, 1 or 2,
// and output on exactly one side: stdout on success, stderr on failure.
// An external engine (htp:COMMAND) is never started: its command is
// replaced by one that does not exist, so the fuzzer runs no program it
// made up (and none that waits for input). A strategy that thinks (mc,
// mcts) is replaced by random, which reads its arguments the same way: a
// whole game of mc on the default 11x11 board takes minutes, which the
// fuzzer reports as a hang.
func checkRun(t *testing.T, args []string) {
	args = append([]string(nil), args...)
	for i, a := range args {
		if strings.Contains(a, "htp:") {
			args[i] = "htp:/nonexistent/engine"
		}
		flag, name, hasFlag := strings.Cut(a, "=")
		if !hasFlag {
			flag, name = "", a
		}
		if info, err := strategies.Lookup(name); err == nil && info.Thinks {
			if hasFlag {
				args[i] = flag + "=random"
			} else {
				args[i] = "random"
			}
		}
	}
	out, errOut, code := hexlab(args...)
	switch {
	case code != 0 && code != 1 && code != 2:
		t.Fatalf("hexlab %q: exit %d", args, code)
	case code == 0 && errOut != "":
		t.Fatalf("hexlab %q: exit 0 with stderr %q", args, errOut)
	case code != 0 && (errOut == "" || out != ""):
		t.Fatalf("hexlab %q: exit %d, stdout %q, stderr %q", args, code, out, errOut)
	}
}

// FuzzArgs feeds arbitrary command lines, one argument per line of the
// input, to run.
func FuzzArgs(f *testing.F) {
	for _, seed := range []string{
		"play\n--board\nhex:3x3\n--json",
		"play\n--board=cyl:3x4+reverse\n--red\nmoves:a1,b2,c3\n--blue\nmoves:swap,a2",
		"play\n--swap\n--board\ntorus:2x2\n--blue\nmoves:swap",
		"move\n--moves\na1,b2,swap\n--player\nrandom\n--seed\n99",
		"winner\n--board\ntorus:3x3\n--moves\na2,a3,b1,b2,c3,c1\n--json",
		"winner\n--moves\n,,,\n--first\nblue",
		"strategies\n--json\nx",
		"help\nplay",
		"play\n--seed\n-0\n--first",
		"move\n--player\nhtp:x\n--board\nhex:1x1",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, input string) {
		args := strings.Split(input, "\n")
		if len(args) > 16 {
			args = args[:16]
		}
		checkRun(t, args)
	})
}

// FuzzMoveLists feeds arbitrary boards, move lists and scripted players to
// winner, move and play.
func FuzzMoveLists(f *testing.F) {
	f.Add("hex:3x3", "red", "a1,b2,c3", "moves:a2")
	f.Add("cyl:4x7", "blue", "a3,b2,c1,c2,b3,a4,d5,d4", "random")
	f.Add("torus:3x3+reverse", "red", "a2,swap,b1", "moves:swap,b2")
	f.Add("hex:26x26", "blue", "z26,aa1,A1, b2 ", "moves:zz99")
	f.Add("torus:1x1", "red", "", "moves:a1")
	f.Fuzz(func(t *testing.T, board, first, moves, player string) {
		checkRun(t, []string{"winner", "--board", board, "--first", first, "--moves", moves, "--json"})
		checkRun(t, []string{"winner", "--board", board, "--first", first, "--moves", moves})
		checkRun(t, []string{"move", "--board", board, "--first", first, "--moves", moves, "--player", player})
		checkRun(t, []string{"play", "--board", board, "--first", first, "--red", player, "--blue", "moves:" + moves, "--json"})
		checkRun(t, []string{"play", "--board", board, "--first", first, "--opening", moves, "--swap", "--red", player})
		checkRun(t, []string{"arena", "--board", board, "--first", first, "--opening", moves, "--red", player, "--games", "1", "--quiet"})
	})
}
