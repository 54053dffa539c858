package training

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// The archive of testdata/archive: games in the archive's shapes (HexGui's, with a swap;
// twogtp's, with a resignation; a result without one), each move from the third on a
// record with the game's winner; a copy under trans/ read once; and the files that give no
// record named with why.
func TestReadArchive(t *testing.T) {
	rep, err := ReadArchive("testdata/archive")
	if err != nil {
		t.Fatal(err)
	}
	if rep.Files != 9 || rep.Games != 5 || rep.Duplicates != 1 || rep.Solved != 1 {
		t.Errorf("%d files, %d games, %d duplicates, %d solved; want 9, 5, 1, 1", rep.Files, rep.Games, rep.Duplicates, rep.Solved)
	}
	var skipped []string
	for _, s := range rep.Skipped {
		skipped = append(skipped, s.Path+": "+s.Reason)
	}
	for i, want := range []string{
		"06-open.sgf: the game stops undecided",
		"07-short.sgf: 2 moves",
		"08-broken.sgf: SGF: sgf: move 2 (c3): cell c3 is taken",
	} {
		if i >= len(skipped) || !strings.HasPrefix(skipped[i], want) {
			t.Errorf("skipped %q, want %q", skipped, want)
		}
	}
	games := map[string][]string{}
	var order []string
	for _, r := range rep.Records {
		if r.Source != "icga" || r.Board != "hex:5x5" {
			t.Errorf("%s: source %q, board %q", r.Game, r.Source, r.Board)
		}
		if err := r.Validate(); err != nil {
			t.Errorf("%s: %v", r.Game, err)
		}
		if games[r.Game] == nil {
			order = append(order, r.Game)
		}
		games[r.Game] = append(games[r.Game], fmt.Sprintf("%v%v %s %v %s", r.Red, r.Blue, r.ToMove, r.Policy, r.Winner))
	}
	if want := []string{"icga-01-decided.sgf", "icga-02-swap.sgf", "icga-03-resigned.sgf", "icga-04-result.sgf", "icga-05-connected.sgf"}; !reflect.DeepEqual(order, want) {
		t.Errorf("games %v, want %v", order, want)
	}
	for game, want := range map[string][]string{
		// HexGui's B[a2];W[swap-pieces];W[a3]...: Blue's stone at b1, then every move
		// transposed and recoloured (core's reading); Red completes column c on the board.
		"icga-02-swap.sgf": {
			"[][1] red [{2 1}] red", "[2][1] blue [{6 1}] red", "[2][1 6] red [{7 1}] red",
			"[2 7][1 6] blue [{11 1}] red", "[2 7][1 6 11] red [{12 1}] red",
			"[2 7 12][1 6 11] blue [{16 1}] red", "[2 7 12][1 6 11 16] red [{17 1}] red",
			"[2 7 12 17][1 6 11 16] blue [{20 1}] red", "[2 7 12 17][1 6 11 16 20] red [{22 1}] red",
		},
		// c3, b3, c2, d2, then B[resign] (RE[W+]): Blue wins.
		"icga-03-resigned.sgf": {"[12][11] red [{7 1}] blue", "[7 12][11] blue [{8 1}] blue"},
		// RE[B+] on a game the board leaves undecided.
		"icga-04-result.sgf": {"[12][11] red [{8 1}] red", "[8 12][11] blue [{7 1}] red"},
		// Red's c2, c3, c4 join both edges by templates: the knowledge proves Red wins.
		"icga-05-connected.sgf": {"[7][0] red [{12 1}] red", "[7 12][0] blue [{5 1}] red", "[7 12][0 5] red [{17 1}] red"},
	} {
		if !reflect.DeepEqual(games[game], want) {
			t.Errorf("%s:\n%q\nwant\n%q", game, games[game], want)
		}
	}
	if n := len(games["icga-01-decided.sgf"]); n != 7 {
		t.Errorf("the decided game gives %d records, want its 7 moves from the third", n)
	}
	recs, err := Archive("testdata/archive")
	if err != nil || !reflect.DeepEqual(recs, rep.Records) {
		t.Errorf("Archive: %d records, %v", len(recs), err)
	}
	if _, err := Archive("testdata/no-such-folder"); err == nil || !strings.Contains(err.Error(), "testdata/no-such-folder") {
		t.Errorf("a folder that is not there: %v", err)
	}
}
