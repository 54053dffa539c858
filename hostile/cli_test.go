package hostile

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 57, item 7: "No human player in the terminal: hexlab play --red human is refused".
// A person's input of any shape, a terminal's or a pipe's, is read in bounded memory: a line
// of 16 MiB, a flood of lines that are no move, input that ends in the middle of a game.
func TestHumanPlayerInput(t *testing.T) {
	bin := Hexlab(t)
	game := []string{"play", "--board", "hex:3x3", "--red", "human", "--blue", "moves:c1,c2", "--json"}
	for _, tc := range []struct {
		name, stdin, moves string
	}{
		{"a line of 16 MiB", strings.Repeat("x", 16<<20) + "\nb2\n", "b2,c1"},
		{"a line of 16 MiB without an end", "b2\n" + strings.Repeat("b", 16<<20), "b2,c1"},
		{"lines that are no move", strings.Repeat("zz99\n\x00\xff\n", 5000) + "b2\n", "b2,c1"},
		{"no input", "", ""},
		{"binary input", "\x00\x01\x02\r\n\r\n\x1b[2J\nb2\r\nb1\r\nb3\r\n", "b2,c1,b1,c2,b3"},
	} {
		r := bin.RunInput(t, tc.stdin, game...)
		if r.Code != 0 || strings.Contains(r.Stderr, "panic") {
			t.Errorf("%s: %v", tc.name, r)
			continue
		}
		var rec struct {
			Moves []struct{ Cell string } `json:"moves"`
		}
		if err := json.Unmarshal([]byte(r.Stdout), &rec); err != nil {
			t.Errorf("%s: standard output is not the record alone: %v\n%s", tc.name, err, r.Stdout)
		}
		var cells []string
		for _, m := range rec.Moves {
			cells = append(cells, m.Cell)
		}
		if got := strings.Join(cells, ","); got != tc.moves {
			t.Errorf("%s: moves %q, want %q", tc.name, got, tc.moves)
		}
		// Each line is kept up to 200 bytes (TestReadTerminalLine).
		if r.MaxRSS > 32<<20 {
			t.Errorf("%s: took %d MiB, more than 32 MiB", tc.name, r.MaxRSS>>20)
		}
	}
}

// Issue 57, item 7: "hexlab show FILE --sgf (the whole tree) and hexlab play --sgf". A game
// played and written as SGF by the binary reads back, through show --sgf, to the same SGF;
// a JSON record with variations and notes turns into SGF that reads back to the same record.
func TestGamesAsSGF(t *testing.T) {
	bin := Hexlab(t)
	dir := t.TempDir()
	played := bin.RunInput(t, "c3\nundo\nb2\nresign\n", "play", "--board", "hex:5x5", "--red", "human", "--blue", "random", "--sgf")
	if played.Code != 0 || !strings.HasPrefix(played.Stdout, "(;FF[4]GM[11]") || !strings.Contains(played.Stdout, "B[resign]") {
		t.Fatalf("play --sgf: %v", played)
	}
	file := filepath.Join(dir, "played.sgf")
	os.WriteFile(file, []byte(played.Stdout), 0o644)
	if shown := bin.Run(t, "show", file, "--sgf"); shown.Code != 0 || shown.Stdout != played.Stdout {
		t.Errorf("show --sgf of play --sgf: %v\nwant %q", shown, played.Stdout)
	}
	record := `{"board":"hex:4x4","moves":[{"cell":"b2"}],"note":{"comment":"start ]"},"tree":{"moves":[{"cell":"b2","note":{"marks":[{"cell":"c2","shape":"label","label":"A"}]}}],"variations":[{"moves":[{"cell":"c2"}]},{"moves":[{"cell":"b3","note":{"comment":"weaker"}},{"cell":"c1"}]}]}}`
	jsonFile := filepath.Join(dir, "tree.json")
	os.WriteFile(jsonFile, []byte(record), 0o644)
	sgf := bin.Run(t, "show", jsonFile, "--sgf")
	if sgf.Code != 0 || !strings.Contains(sgf.Stdout, `C[start \]]`) || !strings.Contains(sgf.Stdout, "LB[c2:A]") || strings.Count(sgf.Stdout, "\n(") != 2 {
		t.Fatalf("show --sgf of a JSON tree: %v", sgf)
	}
	sgfFile := filepath.Join(dir, "tree.sgf")
	os.WriteFile(sgfFile, []byte(sgf.Stdout), 0o644)
	// The same tree and notes (the position shown is the main line's end in SGF, which
	// has no other).
	trees := func(r Result) string {
		var rec struct {
			Note, Tree json.RawMessage
		}
		if err := json.Unmarshal([]byte(r.Stdout), &rec); err != nil {
			t.Fatalf("show --json: %v", r)
		}
		return string(rec.Note) + " " + string(rec.Tree)
	}
	if a, b := trees(bin.Run(t, "show", jsonFile, "--json")), trees(bin.Run(t, "show", sgfFile, "--json")); a != b {
		t.Errorf("the JSON tree and its SGF read differently:\n%s\n%s", a, b)
	}
}

// Issue 57, item 7: "hexlab puzzle --out DIR does not create DIR. Puzzle links printed
// without a host". --out makes its folder; --site is checked; the links are whole addresses.
func TestPuzzleOutAndSite(t *testing.T) {
	bin := Hexlab(t)
	dir := t.TempDir()
	game := filepath.Join(dir, "pos.sgf")
	os.WriteFile(game, []byte("(;FF[4]GM[11]SZ[4];AB[d1][c2][b3]AW[d2][c3][a4]PL[B])"), 0o644)
	out := filepath.Join(dir, "a", "b")
	r := bin.Run(t, "puzzle", "--from", game, "--out", out, "--quiet")
	if r.Code != 0 || !strings.Contains(r.Stdout, "\nhttp://localhost:8080/board.html?board=hex:4x4&") {
		t.Errorf("puzzle --out: %v", r)
	}
	if _, err := os.Stat(filepath.Join(out, "puzzle-1.sgf")); err != nil {
		t.Errorf("puzzle --out: %v", err)
	}
	if left := TempFiles(t, dir); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
	for _, site := range []string{"javascript:alert(1)", "file:///etc/", "//example.org/", "https://example.org/?a=b", "example.org"} {
		if r := bin.Run(t, "puzzle", "--from", game, "--site", site); r.Code != 2 || !strings.Contains(r.Stderr, "--site") {
			t.Errorf("--site %q: %v", site, r)
		}
	}
	if r := bin.Run(t, "puzzle", "--from", game, "--quiet", "--site", "https://example.org/hexlab/"); r.Code != 0 || !strings.Contains(r.Stdout, "\nhttps://example.org/hexlab/board.html?board=hex:4x4&") {
		t.Errorf("--site: %v", r)
	}
}
