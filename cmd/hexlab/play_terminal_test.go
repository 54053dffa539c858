package main

import (
	"bufio"
	"encoding/json"
	"io"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// playRecordIn runs hexlab play --json with stdin and returns the record printed, the
// interaction (stderr) and the exit status.
func playRecordIn(t *testing.T, stdin string, args ...string) (core.Record, string, int) {
	t.Helper()
	out, errOut, code := hexlabIn(stdin, append([]string{"play", "--json"}, args...)...)
	var r core.Record
	if code == 0 {
		if err := json.Unmarshal([]byte(out), &r); err != nil {
			t.Fatalf("not a record: %v\n%s", err, out)
		}
		if _, err := core.ParseRecord([]byte(out)); err != nil {
			t.Fatalf("the record does not replay: %v\n%s", err, out)
		}
	}
	return r, errOut, code
}

// moveList returns a record's moves, comma-separated.
func moveList(r core.Record) string {
	var cells []string
	for _, m := range r.Moves {
		cells = append(cells, m.Cell)
	}
	return strings.Join(cells, ",")
}

// Issue 57, item 7: "No human player in the terminal: hexlab play --red human is refused".
// A person plays Red from standard input (not a terminal here) against a scripted Blue: the
// board is drawn, the prompt names the player and the words, a bad move is refused with the
// reason and asked for again, and the game is played to its end.
func TestPlayHumanAgainstABot(t *testing.T) {
	r, talk, code := playRecordIn(t, "zz9\nhello\nb2\nb2\n\nb1\nb3\n", "--board", "hex:3x3", "--red", "human", "--blue", "moves:c1,c2")
	if code != 0 || moveList(r) != "b2,c1,b1,c2,b3" || r.Winner != "red" {
		t.Fatalf("exit %d, moves %s, winner %s\n%s", code, moveList(r), r.Winner, talk)
	}
	for _, want := range []string{
		"   a b c\n1  . . .\n2   . . .\n3    . . .\n",
		"Red to move (e.g. b2, or 'undo', 'resign', 'quit'): zz9\n",
		`zz9: cell "zz9" is off the hex:3x3 board`,
		"hello: cell \"hello\": expected column letters then a row number",
		"Blue (moves:c1,c2) plays c1\n",
		"b2: cell b2 is taken by red; try again\n",
	} {
		if !strings.Contains(talk, want) {
			t.Errorf("no %q in\n%s", want, talk)
		}
	}
	// Printed as text, the game follows the board and the prompts on standard output, and
	// names the human player.
	out, errOut, code := hexlabIn("a1\na2\na3\n", "play", "--board", "hex:3x3", "--red", "human", "--blue", "moves:b1,b2")
	talk, game, _ := strings.Cut(out, "board: hex:3x3")
	if code != 0 || errOut != "" || !strings.Contains(talk, "Red to move (e.g. b2, or 'undo', 'resign', 'quit'): a1\n") ||
		!strings.Contains(game, "red: human\nblue: moves:b1,b2\n") || !strings.Contains(game, "winner: red\n") {
		t.Errorf("exit %d, stderr %q:\n%s", code, errOut, out)
	}
}

// The end of the input, or quit, ends the game where it stands: the game so far is printed,
// exit status 0.
func TestPlayHumanLeaves(t *testing.T) {
	for _, stdin := range []string{"b2\n", "b2", "b2\nquit\na1\n", "b2\nEXIT\n"} {
		r, talk, code := playRecordIn(t, stdin, "--board", "hex:3x3", "--red", "human", "--blue", "moves:c1,c2")
		if code != 0 || moveList(r) != "b2,c1" || r.Winner != "none" {
			t.Errorf("%q: exit %d, moves %s, winner %s\n%s", stdin, code, moveList(r), r.Winner, talk)
		}
	}
	out, _, code := hexlabIn("b2\n", "play", "--board", "hex:3x3", "--red", "human", "--blue", "moves:c1,c2")
	if code != 0 || !strings.Contains(out, "moves (2): b2,c1\nwinner: none yet (the game was left after move 2, red to move)\n") {
		t.Errorf("exit %d:\n%s", code, out)
	}
}

// undo takes back the person's last move and the bot's answer; resign ends the game; a
// person may swap where the rule is on; two people play from one input.
func TestPlayHumanUndoResignSwap(t *testing.T) {
	r, talk, code := playRecordIn(t, "b2\nundo\na1\nresign\n", "--board", "hex:3x3", "--red", "human", "--blue", "random")
	if code != 0 || !strings.HasPrefix(moveList(r), "a1,") || len(r.Moves) != 2 || r.Resigned != "red" || r.Winner != "blue" {
		t.Errorf("undo, resign: exit %d, %+v\n%s", code, r, talk)
	}
	if _, talk, _ := playRecordIn(t, "undo\n", "--board", "hex:3x3", "--red", "human"); !strings.Contains(talk, "undo: no move of yours to take back") {
		t.Errorf("undo at the start:\n%s", talk)
	}
	// --opening's moves are not the person's to take back.
	if r, talk, _ := playRecordIn(t, "undo\n", "--board", "hex:3x3", "--red", "human", "--opening", "a1,b1"); moveList(r) != "a1,b1" || !strings.Contains(talk, "no move of yours") {
		t.Errorf("undo after the opening: %s\n%s", moveList(r), talk)
	}
	r, talk, code = playRecordIn(t, "swap\nc1\na3\n", "--board", "hex:3x3", "--swap", "--red", "moves:b2,a1,c3", "--blue", "human")
	if code != 0 || moveList(r) != "b2,swap,a1,c1,c3,a3" || r.Winner != "blue" || !strings.Contains(talk, "Blue to move (e.g. c2, 'swap', or 'undo', 'resign', 'quit'): swap\n") {
		t.Errorf("swap: exit %d, moves %s\n%s", code, moveList(r), talk)
	}
	r, talk, code = playRecordIn(t, "a1\nb1\na2\nb2\na3\n", "--board", "hex:3x3", "--red", "human", "--blue", "human")
	if code != 0 || moveList(r) != "a1,b1,a2,b2,a3" || r.Winner != "red" || !strings.Contains(talk, "Blue to move") {
		t.Errorf("two people: exit %d, %+v\n%s", code, r, talk)
	}
	// A line longer than any move is refused, and the game goes on.
	r, _, code = playRecordIn(t, strings.Repeat("x", 100_000)+"\nb2\n", "--board", "hex:3x3", "--red", "human", "--blue", "moves:c1")
	if code != 0 || moveList(r) != "b2,c1" {
		t.Errorf("a long line: exit %d, moves %s", code, moveList(r))
	}
}

// Issue 57, item 7: "hexlab play --sgf". The game played is written as SGF as HexGui writes
// it (its swap: the swapper moves again with the same colour), which reads back to the game
// --json prints; the players are named.
func TestPlaySGF(t *testing.T) {
	args := []string{"play", "--board", "hex:5x5", "--swap", "--red", "moves:c2,e1,e2,e3,e4,e5", "--blue", "moves:swap,a1,a2,a3,a4"}
	sgf := mustRun(t, append(args, "--sgf")...)
	record := mustRun(t, append(args, "--json")...)
	for _, want := range []string{"(;FF[4]GM[11]", "SZ[5]", "HS[1]", "PB[moves:c2,e1,e2,e3,e4,e5]", "PW[moves:swap,a1,a2,a3,a4]", ";B[c2]\n;W[swap-pieces]\n;W[a5]\n;B[a1]", "RE[W+]"} {
		if !strings.Contains(sgf, want) {
			t.Errorf("no %q in\n%s", want, sgf)
		}
	}
	sameGame(t, "play --sgf", record, sgf)
	// A person's game too, and one they left.
	out, _, code := hexlabIn("b2\n", "play", "--board", "hex:3x3", "--red", "human", "--blue", "moves:c1,c2", "--sgf")
	g, info, err := core.ParseGameFile([]byte(out))
	if code != 0 || err != nil || core.FormatMoveList(g.Board(), g.Moves()) != "b2,c1" || info.Red != "human" {
		t.Errorf("a person's game: exit %d, %v\n%s", code, err, out)
	}
	if _, errOut, code := hexlab("play", "--sgf", "--json"); code != exitUsage || !strings.Contains(errOut, "expected one of them") {
		t.Errorf("--sgf --json: exit %d, %q", code, errOut)
	}
}

// A line is kept up to maxTerminalLine bytes, whatever its length; a last line without its
// end is a line; the end of the input is io.EOF.
func TestReadTerminalLine(t *testing.T) {
	long := strings.Repeat("x", 1<<20)
	r := bufio.NewReaderSize(strings.NewReader(long+"\r\nb2\n"+long), 16)
	for _, want := range []string{long[:maxTerminalLine], "b2", long[:maxTerminalLine]} {
		if got, err := readTerminalLine(r); got != want || err != nil {
			t.Fatalf("got %d bytes (%v), want %d", len(got), err, len(want))
		}
	}
	if _, err := readTerminalLine(r); err != io.EOF {
		t.Errorf("at the end: %v", err)
	}
}
