package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/policyreq"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/network"
)

// TestPolicyJSON checks that policy --json --top 0 prints, on each topology and rule, a
// report that reads back on its position (every empty cell once, best first, summing to 1,
// a value from 0 to 1), and that --top cuts the list to the best cells.
func TestPolicyJSON(t *testing.T) {
	for _, c := range []struct{ spec, moves string }{
		{"hex:11x11", "f6,e7"}, {"cyl:5x9", "c2,b4,d3"}, {"torus:5x5", "c3"}, {"hex:5x5+reverse", ""},
	} {
		out := mustRun(t, "policy", "--board", c.spec, "--moves", c.moves, "--top", "0", "--json")
		var rep policyreq.Report
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%s: %v\n%s", c.spec, err, out)
		}
		spec, _ := core.ParseSpec(c.spec)
		g, err := core.NewGameFromMoveList(spec, core.Options{}, c.moves)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rep.Read(g.Position(), g.ToMove()); err != nil {
			t.Errorf("%s: %v\n%s", c.spec, err, out)
		}
		var top policyreq.Report
		if err := json.Unmarshal([]byte(mustRun(t, "policy", "--board", c.spec, "--moves", c.moves, "--top", "3", "--json")), &top); err != nil {
			t.Fatal(err)
		}
		if len(top.Policy) != 3 || top.Policy[0] != rep.Policy[0] || top.Policy[2] != rep.Policy[2] || top.Value != rep.Value {
			t.Errorf("%s: --top 3 printed %+v", c.spec, top)
		}
	}
}

// TestPolicyText checks the text form: the summary, the heat map (a mark on each empty cell,
// the stones as they are, 9 on the best cell) and the list of the best cells.
func TestPolicyText(t *testing.T) {
	out := mustRun(t, "policy", "--board", "hex:5x5", "--setup", "red:a1", "--moves", "c3,b2", "--top", "4")
	for _, want := range []string{
		"hex:5x5, red to move: value 0.", "red's winning chance", "network ", "(built in)",
		"1  R ", "   a b c d e", "best 4 of 22 empty cells:",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
	lines := strings.Split(out, "\n")
	if len(lines) < 8 || strings.Count(strings.Join(lines[3:9], "\n"), "R") != 2 || strings.Count(strings.Join(lines[3:9], "\n"), "B") != 1 {
		t.Errorf("the heat map:\n%s", out)
	}
	var listed []string
	for _, l := range lines {
		if strings.HasPrefix(l, "  ") && strings.HasSuffix(l, "%") {
			listed = append(listed, l)
		}
	}
	if len(listed) != 4 {
		t.Fatalf("%d cells listed:\n%s", len(listed), out)
	}
	// The best cell listed is the 9 of the heat map.
	best := strings.Fields(listed[0])[0]
	col, row := int(best[0]-'a'), best[1:]
	marked := false
	for _, l := range lines[3:9] {
		if f := strings.Fields(l); len(f) == 6 && f[0] == row {
			marked = f[1+col] == "9"
		}
	}
	if !marked {
		t.Errorf("the best cell %s is not marked 9 on the map:\n%s", best, out)
	}
	for prior, want := range map[float64]string{1: "9", 0.95: "9", 0.9: "9", 0.89: "8", 0.5: "5", 0.099: "0", 0: "0"} {
		if got := heatMark(prior*0.3, 0.3); got != want {
			t.Errorf("heatMark(%v of the best) = %s, want %s", prior, got, want)
		}
	}
}

// TestPolicyNetworkFile checks that --network reads a weights file and answers with it: its
// checksum in the report, and the policy of that network, not the built-in one's.
func TestPolicyNetworkFile(t *testing.T) {
	net, err := network.New(network.Shape{Channels: 4, Blocks: 1, ValueHidden: 4}, 9)
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(t.TempDir(), "small.net")
	if err := safefile.Write(file, net.Write); err != nil {
		t.Fatal(err)
	}
	var own, builtIn policyreq.Report
	json.Unmarshal([]byte(mustRun(t, "policy", "--board", "hex:7x7", "--network", file, "--json")), &own)
	json.Unmarshal([]byte(mustRun(t, "policy", "--board", "hex:7x7", "--json")), &builtIn)
	if own.Network != net.Checksum() || builtIn.Network == own.Network || len(own.Policy) != 10 {
		t.Errorf("--network %s answered %+v (built in: %s)", file, own, builtIn.Network)
	}
	if out := mustRun(t, "policy", "--board", "hex:7x7", "--network", file); !strings.Contains(out, "("+file+")") {
		t.Errorf("the text does not name the file:\n%s", out)
	}
}

// TestPolicyBadInput checks that each bad command line, position and weights file is refused
// with a message that names it: exit 2 for the command line, 1 for the weights file.
func TestPolicyBadInput(t *testing.T) {
	dir := t.TempDir()
	good, _ := network.New(network.Shape{Channels: 4, Blocks: 1, ValueHidden: 4}, 1)
	var data strings.Builder
	good.Write(&data)
	write := func(name, content string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--top", "-1"}, 2, "--top -1: expected 0"},
		{[]string{"--top", "x"}, 2, `--top "x"`},
		{[]string{"--network", ""}, 2, "--network \"\": expected a weights file"},
		{[]string{"--board", "hex:0x3"}, 2, "--board"},
		{[]string{"--board", "hex:1x1", "--moves", "a1"}, 2, "the board is full"},
		{[]string{"--moves", "a1,a1"}, 2, "--moves"},
		{[]string{"--from", filepath.Join(dir, "none.sgf")}, 2, "none.sgf"},
		{[]string{"--json", "extra"}, 2, "unexpected argument"},
		{[]string{"--network", filepath.Join(dir, "none.net")}, 1, "--network: stat " + filepath.Join(dir, "none.net") + ": no such file"},
		{[]string{"--network", dir}, 1, "a folder, not a weights file"},
		{[]string{"--network", write("empty.net", "")}, 1, "not a network's weights file"},
		{[]string{"--network", write("text.net", "hello\n")}, 1, "not a network's weights file"},
		{[]string{"--network", write("truncated.net", data.String()[:data.Len()-5])}, 1, "the file ends"},
		{[]string{"--network", write("long.net", data.String()+"x")}, 1, "goes on past"},
		{[]string{"--network", write("shape.net", "hexlab-network 1\nplanes 10 channels 9999 blocks 4 value_hidden 32\n")}, 1, "9999 channels"},
	} {
		_, errOut, code := hexlab(append([]string{"policy"}, c.args...)...)
		if code != c.code || !strings.Contains(errOut, c.want) || strings.Contains(errOut, "panic") {
			t.Errorf("policy %q: exit %d, %q; want exit %d and %q", c.args, code, errOut, c.code, c.want)
		}
	}
}

// TestPolicySolvedJSON checks policy --solved --json on two boards: each board in the order
// given, every draw accounted for, the four choosers each with a share of the kept positions
// inside its interval, the draw and the policy's share the same on a second run of the same
// seed, and a summary line a board on stderr.
func TestPolicySolvedJSON(t *testing.T) {
	args := []string{"policy", "--solved", "15", "--board", "hex:4x4,torus:3x3+reverse", "--think", "5ms", "--seed", "3", "--json"}
	out, errOut, code := hexlab(args...)
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var rep solvedReport
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if len(rep.Boards) != 2 || rep.Boards[0].Board != "hex:4x4" || rep.Boards[1].Board != "torus:3x3+reverse" || rep.Seed != 3 || rep.Think != "5ms" || rep.Nodes != 100_000 || len(rep.Network) != 64 {
		t.Fatalf("the report: %s", out)
	}
	for _, bd := range rep.Boards {
		if bd.Drawn != 15 || bd.Repeated+bd.Unsettled+bd.Lost+bd.AllWin+bd.Dropped+bd.Kept != 15 || bd.Kept == 0 {
			t.Errorf("%s: the draws do not add up: %+v", bd.Board, bd)
		}
		var names []string
		for _, s := range bd.Shares {
			names = append(names, s.Chooser)
			if s.Positions != bd.Kept || s.Wins < 0 || s.Wins > float64(s.Positions) || s.Low > s.Share.Share || s.Share.Share > s.High {
				t.Errorf("%s %s: %+v", bd.Board, s.Chooser, s.Share)
			}
		}
		if strings.Join(names, ",") != "policy,mcts,mcts:network,random" {
			t.Errorf("%s: the choosers %v", bd.Board, names)
		}
		if !strings.Contains(errOut, "policy --solved "+bd.Board+": 15 drawn, ") {
			t.Errorf("no summary of %s on stderr:\n%s", bd.Board, errOut)
		}
	}
	var again solvedReport
	json.Unmarshal([]byte(mustRunErr(t, args...)), &again)
	for i, bd := range again.Boards {
		first := rep.Boards[i]
		// The times a move are the clock's, and the engines' moves their time's.
		for _, shares := range [][]namedShare{first.Shares, bd.Shares} {
			for j := range shares {
				shares[j].MoveSeconds = 0
			}
		}
		if bd.Kept != first.Kept || bd.Lost != first.Lost || bd.Shares[0] != first.Shares[0] || bd.Shares[3] != first.Shares[3] {
			t.Errorf("%s: the same seed gave %+v, then %+v", bd.Board, first, bd)
		}
	}
}

// mustRunErr runs hexlab and fails the test unless it exits 0; its stderr (progress) may say
// anything.
func mustRunErr(t *testing.T, args ...string) string {
	t.Helper()
	out, errOut, code := hexlab(args...)
	if code != 0 {
		t.Fatalf("hexlab %q: exit %d, stderr %q", args, code, errOut)
	}
	return out
}

// TestPolicySolvedText checks the text form: the run's settings, the table of what became of
// the draws, and a row for each chooser with its wins, share and interval.
func TestPolicySolvedText(t *testing.T) {
	out := mustRunErr(t, "policy", "--solved", "8", "--board", "cyl:3x4", "--think", "5ms", "--nodes", "50000")
	for _, want := range []string{
		"(8 draws a board, seed 1)", "(built in); mcts and mcts:network at 5ms a move", "budget 50000 nodes",
		"board               drawn  repeated  unsettled  lost  all won  dropped  kept\ncyl:3x4                 8 ",
		"\ncyl:3x4            policy ", "\n                   mcts ", "\n                   mcts:network ",
		"\n                   random ", "%  [", "random: the share a uniformly random legal move wins",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("no %q in\n%s", want, out)
		}
	}
}

// TestPolicySolvedBadInput checks that each bad --solved command line is refused with exit
// status 2 and a message that names what is wrong, before any work: a board too big to
// solve is refused at once.
func TestPolicySolvedBadInput(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--solved", "10"}, "--solved needs --board SPECS"},
		{[]string{"--solved", "0", "--board", "hex:5x5"}, "--solved 0: expected"},
		{[]string{"--solved", "-3", "--board", "hex:5x5"}, "--solved -3: expected"},
		{[]string{"--solved", "100001", "--board", "hex:5x5"}, "--solved 100001: expected"},
		{[]string{"--solved", "x", "--board", "hex:5x5"}, `--solved "x"`},
		{[]string{"--solved", "10", "--board", "hex:11x11"}, "--board hex:11x11: 121 cells; --solved takes boards of at most 64"},
		{[]string{"--solved", "10", "--board", "hex:5x5,hex:9x9"}, "--board hex:9x9: 81 cells"},
		{[]string{"--solved", "10", "--board", "hex:5x5,hex:5x5"}, "hex:5x5 is given twice"},
		{[]string{"--solved", "10", "--board", "hex:5x5,"}, `--board ""`},
		{[]string{"--solved", "10", "--board", "hex:0x3"}, `--board "hex:0x3"`},
		{[]string{"--solved", "10", "--board", "trunc:3"}, `--board "trunc:3"`},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--nodes", "0"}, "--nodes 0: expected"},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--nodes", "100000001"}, "--nodes 100000001: expected"},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--think", "0"}, "--think"},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--think", "2m"}, "--think 2m: expected at most 1m0s"},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--seed", "-1"}, `--seed "-1"`},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--moves", "a1"}, "--moves: --solved draws its own positions"},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--top", "3"}, "--top: --solved draws its own positions"},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--from", "x.sgf"}, "--from: --solved draws its own positions"},
		{[]string{"--solved", "10", "--board", "hex:5x5", "--solved", "3"}, "--solved is given more than once"},
		{[]string{"--think", "1s"}, "--think is for --solved N"},
		{[]string{"--seed", "4"}, "--seed is for --solved N"},
		{[]string{"--nodes", "4"}, "--nodes is for --solved N"},
	} {
		out, errOut, code := hexlab(append([]string{"policy"}, c.args...)...)
		if code != 2 || !strings.Contains(errOut, c.want) || out != "" || strings.Contains(errOut, "panic") {
			t.Errorf("policy %q: exit %d, stdout %q, stderr %q; want exit 2 and %q", c.args, code, out, errOut, c.want)
		}
	}
	_, errOut, code := hexlab("policy", "--solved", "3", "--board", "hex:3x3", "--network", filepath.Join(dir, "none.net"))
	if code != 1 || !strings.Contains(errOut, "none.net") {
		t.Errorf("--solved with a missing weights file: exit %d, %q", code, errOut)
	}
}
