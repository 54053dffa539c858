package htp

import (
	"github.com/hexlab/hexlab/strategies"

	"strings"
	"testing"
)

// serve runs an Server for bot on the commands and returns its output.
func serve(t *testing.T, bot strategies.Bot, commands string) string {
	t.Helper()
	s, err := NewServer(bot)
	if err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	if err := s.Serve(strings.NewReader(commands), &out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// A scripted session: the answers of every command, ids, comments,
// errors, undo, the first mover, a stone out of turn, the end of the game and quit.
func TestHTPServerSession(t *testing.T) {
	bot, err := strategies.NewScripted("b2,c1")
	if err != nil {
		t.Fatal(err)
	}
	var commands, want []string
	for _, step := range [][2]string{
		{"# a comment", ""},
		{"", ""},
		{"protocol_version", "= 2"},
		{"1 name", "=1 hexlab moves:b2,c1"},
		{"known_command genmove", "= true"},
		{"known_command komi", "= false"},
		{"boardsize 3", "="},
		{"genmove white # the bot moves first, as Blue", "= b2"},
		{"play b a1", "="},
		{"showboard", "= \n   a b c\n1  B . .\n2   . W .\n3    . . ."}, // HTP's colours: black and white
		{"play black a2", "="}, // out of turn: a stone of that colour, as Benzene places it
		{"showboard", "= \n   a b c\n1  B . .\n2   B W .\n3    . . ."},
		{"undo", "="}, // the stone out of turn goes, and with it the setup it made
		{"showboard", "= \n   a b c\n1  B . .\n2   . W .\n3    . . ."},
		{"undo", "="},
		{"undo", "="},
		{"undo", "? no move to undo"},
		{"play black a3", "="}, // a new game, Black first
		{"genmove white", "= b2"},
		{"play black a2", "="},
		{"genmove w", "= c1"},
		{"final_score", "? the game is not over: nobody has won yet"},
		{"play black a1", "="}, // a1-a2-a3 joins rows 1 and 3
		{"final_score", "= B+"},
		{"genmove black", "? the game is over: black won"},
		{"boardsize 3 5", "="},
		{"final_score", "? the game is not over: nobody has won yet"},
		{"boardsize 40", `? board size "40": expected a number from 1 to 32`},
		{"boardsize", "? boardsize takes M, or M N (columns and rows)"},
		{"play green a1", `? colour "green": expected black (b) or white (w)`},
		{"frobnicate", `? unknown command "frobnicate"`},
		{"quit", "="},
		{"name", ""}, // not read: the session ended
	} {
		commands = append(commands, step[0])
		if step[1] != "" {
			want = append(want, strings.ReplaceAll(step[1], "\\n", "\n")+"\n\n")
		}
	}
	got := serve(t, bot, strings.Join(commands, "\n")+"\n")
	if got != strings.Join(want, "") {
		t.Errorf("the session went\n%s\nwant\n%s", got, strings.Join(want, ""))
	}
}

// A move the board does not have, and a bot asked for a colour it does not
// play, are errors; a bot that plays on no planar board is refused.
func TestHTPServerRefusals(t *testing.T) {
	got := serve(t, strategies.NewRandom(1), "boardsize 4\nplay black e9\nplay black swap-pieces\n")
	if !strings.Contains(got, "? illegal move: black e9: ") || !strings.Contains(got, "? illegal move: black swap-pieces: ") {
		t.Errorf("bad moves: %q", got)
	}
	got = serve(t, strategies.NewGardner(1), "boardsize 5\nboardsize 4 7\ngenmove black\ngenmove white\n")
	for _, want := range []string{"? gardner needs a board with M ≠ N", "\n\n=\n\n? gardner plays blue on hex:4x7 (Algorithm 4.1.1", "not red\n\n= "} {
		if !strings.Contains(got, want) {
			t.Errorf("gardner: %q does not say %q", got, want)
		}
	}
	for _, name := range []string{"fitzgerald", "3xn", "rex-pairing"} {
		if _, err := NewServer(mustNew(t, name, 1)); err == nil || !strings.Contains(err.Error(), "plays on no planar board") {
			t.Errorf("%s served over HTP: %v", name, err)
		}
	}
}

// swap-pieces is a move on square boards, as Benzene and HexGui play it: the board stays as it
// is and the swapper moves again with the same colour (Benzene's StoneBoardTest: after black
// a5 and white swap-pieces, a5 is still black; its WhoseTurn: white to play). The same game in
// our own terms (a Blue stone on the mirror cell, Red to move) is seen through the symmetry.
func TestHTPServerSwap(t *testing.T) {
	got := serve(t, strategies.NewRandom(1), "boardsize 3\nplay black a2\nplay white swap-pieces\nshowboard\nplay white c1\nshowboard\nfinal_score\n")
	want := "=\n\n=\n\n=\n\n= \n   a b c\n1  . . .\n2   B . .\n3    . . .\n\n" +
		"=\n\n= \n   a b c\n1  . . W\n2   B . .\n3    . . .\n\n? the game is not over: nobody has won yet\n\n"
	if got != want {
		t.Errorf("swap: %q, want %q", got, want)
	}
	// genmove after the swap answers for the colour asked, in the client's frame, and the
	// cell it names is empty there.
	got = serve(t, strategies.NewRandom(3), "boardsize 3\nplay black b2\nplay white swap-pieces\ngenmove white\nshowboard\n")
	if !strings.Contains(got, "=\n\n=\n\n=\n\n= ") || strings.Count(got, "W") != 1 || !strings.Contains(got, "2   . B ") {
		t.Errorf("genmove after swap: %q", got)
	}
	got = serve(t, strategies.NewRandom(1), "boardsize 3 4\nplay black a2\nplay white swap-pieces\n")
	if !strings.Contains(got, "? illegal move: white swap-pieces: ") {
		t.Errorf("swap on hex:3x4: %q", got)
	}
}

// A command line over the limit is answered "?" and the session goes on; a bare id gets an
// answer with its id; a last line without its end is still read.
func TestHTPServerLongLineAndBareID(t *testing.T) {
	long := "play black " + strings.Repeat("a", 100<<10)
	got := serve(t, strategies.NewRandom(1), long+"\n7\nname\n3 protocol_version")
	want := "? a command line of more than 65536 bytes\n\n?7 no command after the id\n\n= hexlab random\n\n=3 2\n\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

// Stones out of turn, as HexGui sends a setup position (a play of each stone, then genmove
// for the colour to move): the board holds them, genmove answers for the colour asked, undo
// takes them back one by one; after swap-pieces the swapper's next move is in turn, not a
// setup.
func TestHTPServerSetupStones(t *testing.T) {
	s, err := NewServer(strategies.NewRandom(2))
	if err != nil {
		t.Fatal(err)
	}
	do := func(cmd string, args ...string) string {
		t.Helper()
		text, err := s.Do(cmd, args)
		if err != nil {
			t.Fatalf("%s %v: %v", cmd, args, err)
		}
		return text
	}
	do("boardsize", "3")
	do("play", "white", "a1")
	do("play", "white", "a2")
	do("play", "black", "c3")
	do("play", "black", "c2")
	if got := do("showboard"); !strings.Contains(got, "1  W . .\n2   W . B\n3    . . B") {
		t.Fatalf("the stones out of turn:\n%s", got)
	}
	move := do("genmove", "black") // black again: out of turn
	if got := do("showboard"); strings.Count(got, "B") != 3 || strings.Count(got, "W") != 2 {
		t.Fatalf("genmove black answered %s:\n%s", move, got)
	}
	for range 5 {
		do("undo")
	}
	if _, err := s.Do("undo", nil); err == nil || s.game != nil {
		t.Fatalf("undo past the first stone: %v, game %v", err, s.game)
	}
	do("play", "black", "a2")
	do("play", "white", "swap-pieces")
	do("play", "white", "c1")
	if len(s.before) != 0 || len(s.game.Turns()) != 3 {
		t.Fatalf("after swap-pieces the swapper's move was taken as out of turn: %d turns, %d setups", len(s.game.Turns()), len(s.before))
	}
	do("play", "white", "b2") // out of turn after the swap: the board as HTP sees it
	if got := do("showboard"); !strings.Contains(got, "1  . . W\n2   B W .\n3    . . .") {
		t.Fatalf("a stone out of turn after the swap:\n%s", got)
	}
}

// mustNew builds the strategy name with seed, or fails the test.
func mustNew(t *testing.T, name string, seed uint64) strategies.Bot {
	t.Helper()
	bot, err := strategies.New(name, seed)
	if err != nil {
		t.Fatal(err)
	}
	return bot
}
