package strategies

import (
	"strings"
	"testing"
)

// serve runs an HTPServer for bot on the commands and returns its output.
func serve(t *testing.T, bot Bot, commands string) string {
	t.Helper()
	s, err := NewHTPServer(bot)
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
// errors, undo, the first mover, the end of the game and quit.
func TestHTPServerSession(t *testing.T) {
	bot, err := NewScripted("b2,c1")
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
		{"play white a1", "? it is black's move, not white's (colours alternate; after swap-pieces the swapper moves again)"},
		{"play b a1", "="},
		{"play black a2", "? it is white's move, not black's (colours alternate; after swap-pieces the swapper moves again)"},
		{"showboard", "= \n   a b c\n1  B . .\n2   . W .\n3    . . ."}, // HTP's colours: black and white
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
	got := serve(t, NewRandom(1), "boardsize 4\nplay black e9\nplay black swap-pieces\n")
	if !strings.Contains(got, "? illegal move: black e9: ") || !strings.Contains(got, "? illegal move: black swap-pieces: ") {
		t.Errorf("bad moves: %q", got)
	}
	got = serve(t, NewGardner(1), "boardsize 5\nboardsize 4 7\ngenmove black\ngenmove white\n")
	for _, want := range []string{"? gardner needs a board with M ≠ N", "\n\n=\n\n? gardner plays blue on hex:4x7 (Algorithm 4.1.1", "not red\n\n= "} {
		if !strings.Contains(got, want) {
			t.Errorf("gardner: %q does not say %q", got, want)
		}
	}
	for _, name := range []string{"fitzgerald", "3xn", "rex-pairing"} {
		if _, err := NewHTPServer(mustNew(t, name, 1)); err == nil || !strings.Contains(err.Error(), "plays on no planar board") {
			t.Errorf("%s served over HTP: %v", name, err)
		}
	}
}

// swap-pieces is a move on square boards, as Benzene and HexGui play it: the board stays as it
// is and the swapper moves again with the same colour (Benzene's StoneBoardTest: after black
// a5 and white swap-pieces, a5 is still black; its WhoseTurn: white to play). The same game in
// our own terms (a Blue stone on the mirror cell, Red to move) is seen through the symmetry.
func TestHTPServerSwap(t *testing.T) {
	got := serve(t, NewRandom(1), "boardsize 3\nplay black a2\nplay white swap-pieces\nshowboard\nplay black c3\nplay white c1\nshowboard\nfinal_score\n")
	want := "=\n\n=\n\n=\n\n= \n   a b c\n1  . . .\n2   B . .\n3    . . .\n\n" +
		"? it is white's move, not black's (colours alternate; after swap-pieces the swapper moves again)\n\n" +
		"=\n\n= \n   a b c\n1  . . W\n2   B . .\n3    . . .\n\n? the game is not over: nobody has won yet\n\n"
	if got != want {
		t.Errorf("swap: %q, want %q", got, want)
	}
	// genmove after the swap answers for the colour asked, in the client's frame, and the
	// cell it names is empty there.
	got = serve(t, NewRandom(3), "boardsize 3\nplay black b2\nplay white swap-pieces\ngenmove white\nshowboard\n")
	if !strings.Contains(got, "=\n\n=\n\n=\n\n= ") || strings.Count(got, "W") != 1 || !strings.Contains(got, "2   . B ") {
		t.Errorf("genmove after swap: %q", got)
	}
	got = serve(t, NewRandom(1), "boardsize 3 4\nplay black a2\nplay white swap-pieces\n")
	if !strings.Contains(got, "? illegal move: white swap-pieces: ") {
		t.Errorf("swap on hex:3x4: %q", got)
	}
}

// A command line over the limit is answered "?" and the session goes on; a bare id gets an
// answer with its id; a last line without its end is still read.
func TestHTPServerLongLineAndBareID(t *testing.T) {
	long := "play black " + strings.Repeat("a", 100<<10)
	got := serve(t, NewRandom(1), long+"\n7\nname\n3 protocol_version")
	want := "? a command line of more than 65536 bytes\n\n?7 no command after the id\n\n= hexlab random\n\n=3 2\n\n"
	if got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}
