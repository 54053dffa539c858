package training

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// sampleRecords are records of every topology and rule, with shares float32 holds only
// approximately (0.1) and a colour without stones.
func sampleRecords() []Record {
	return []Record{
		{Board: "hex:5x5", Red: []int{12}, Blue: []int{6}, ToMove: "red", Policy: []PolicyShare{{7, 0.75}, {13, 0.25}}, Winner: "red", Game: "g1", Source: "selfplay"},
		{Board: "cyl:4x5", Red: []int{}, Blue: []int{3}, ToMove: "red", Policy: []PolicyShare{{0, 0.1}, {1, 0.2}, {2, 0.7}}, Winner: "blue", Game: "g2", Source: "selfplay"},
		{Board: "torus:4x4", Red: []int{0, 5}, Blue: []int{10, 15}, ToMove: "blue", Policy: []PolicyShare{{1, 1}}, Winner: "blue", Game: "g3", Source: "icga"},
		{Board: "hex:4x4+reverse", Red: []int{1}, Blue: []int{}, ToMove: "blue", Policy: []PolicyShare{{2, 0.5}, {14, 0.5}}, Winner: "red", Game: "g4", Source: "selfplay"},
	}
}

// A record file gives back the records written, every field as it was.
func TestRecordsRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.jsonl.gz")
	want := sampleRecords()
	if err := WriteRecords(path, want); err != nil {
		t.Fatal(err)
	}
	got, err := ReadRecords(path)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("read back\n%+v\nwant\n%+v", got, want)
	}
}

// writeLines writes lines as a gzip'd record file and returns its path.
func writeLines(t *testing.T, lines ...string) string {
	t.Helper()
	var buf bytes.Buffer
	z := gzip.NewWriter(&buf)
	z.Write([]byte(strings.Join(lines, "\n") + "\n"))
	z.Close()
	path := filepath.Join(t.TempDir(), "bad.jsonl.gz")
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// goodLine is a valid record's line, which the bad files put first.
const goodLine = `{"board":"hex:3x3","red":[4],"blue":[],"to_move":"blue","policy":[[0,1]],"winner":"red","game":"g","source":"selfplay"}`

// Every rule of a record is checked as the file is read, and the error names the file, the
// line and what is wrong.
func TestReadRecordsRefusesBadRecords(t *testing.T) {
	line := func(fields string) string {
		return "{" + fields + "}"
	}
	base := map[string]string{
		"board": `"board":"hex:3x3"`, "red": `"red":[4]`, "blue": `"blue":[]`, "to_move": `"to_move":"blue"`,
		"policy": `"policy":[[0,1]]`, "winner": `"winner":"red"`, "game": `"game":"g"`, "source": `"source":"selfplay"`,
	}
	with := func(field, value string) string {
		var parts []string
		for _, k := range []string{"board", "red", "blue", "to_move", "policy", "winner", "game", "source"} {
			v := base[k]
			if k == field {
				v = value
			}
			if v != "" {
				parts = append(parts, v)
			}
		}
		return line(strings.Join(parts, ","))
	}
	for _, c := range []struct{ name, line, want string }{
		{"unknown board", with("board", `"board":"hex:3x"`), `board "hex:3x"`},
		{"trunc board", with("board", `"board":"trunc:3"`), `unknown kind "trunc"`},
		{"no board", with("board", ""), `board ""`},
		{"stone off the board", with("red", `"red":[9]`), "red stone 9: not a cell of hex:3x3 (its cells are 0 to 8)"},
		{"negative stone", with("blue", `"blue":[-1]`), "blue stone -1: not a cell"},
		{"stone twice", with("red", `"red":[4,4]`), "red stone 4 (b2): the cell holds a red stone already"},
		{"stone of both", with("blue", `"blue":[4]`), "blue stone 4 (b2): the cell holds a red stone already"},
		{"position won", with("red", `"red":[1,4,7]`), "the position is over: red's stones complete a chain"},
		{"no mover", with("to_move", `"to_move":"green"`), `to_move "green": expected red or blue`},
		{"no winner", with("winner", ""), `winner "": expected red or blue`},
		{"no game", with("game", ""), "game: empty"},
		{"no source", with("source", ""), "source: empty"},
		{"no policy", with("policy", `"policy":[]`), "policy: empty"},
		{"policy off the board", with("policy", `"policy":[[9,1]]`), "policy cell 9: not a cell of hex:3x3"},
		{"policy on a stone", with("policy", `"policy":[[4,1]]`), "policy cell 4 (b2) holds a red stone"},
		{"policy cell twice", with("policy", `"policy":[[0,0.5],[0,0.5]]`), "policy cell 0 (a1) is given twice"},
		{"negative share", with("policy", `"policy":[[0,1.5],[1,-0.5]]`), "policy cell 0 (a1): share 1.5 is not a number from 0 to 1"},
		{"shares short of 1", with("policy", `"policy":[[0,0.5],[1,0.49]]`), "the shares sum to 0.99, not 1"},
		{"share not a number", with("policy", `"policy":[[0,"x"]]`), "the share is not a number"},
		{"cell not an integer", with("policy", `"policy":[[0.5,1]]`), "the cell is not an integer"},
		{"entry of three", with("policy", `"policy":[[0,1,2]]`), "a policy entry is [cell, share]"},
		{"unknown field", with("source", `"source":"selfplay","visits":3`), `unknown field "visits"`},
		{"two records on a line", goodLine + goodLine, "more text after the record"},
		{"not JSON", "board: hex:3x3", "not a record"},
		{"empty line", "", "an empty line"},
	} {
		path := writeLines(t, goodLine, c.line)
		_, err := ReadRecords(path)
		if err == nil {
			t.Errorf("%s: %s was accepted", c.name, c.line)
			continue
		}
		if msg := err.Error(); !strings.Contains(msg, path+": line 2: ") || !strings.Contains(msg, c.want) {
			t.Errorf("%s: error %q, want the file, line 2 and %q", c.name, msg, c.want)
		}
	}
}

// A file that is no gzip'd record file, one cut short, one with a line too long and one that is
// not a regular file are refused with the file named.
func TestReadRecordsRefusesBadFiles(t *testing.T) {
	dir := t.TempDir()
	plain := filepath.Join(dir, "plain.jsonl.gz")
	os.WriteFile(plain, []byte(goodLine+"\n"), 0o644)
	if _, err := ReadRecords(plain); err == nil || !strings.Contains(err.Error(), plain+": not a gzip'd record file") {
		t.Errorf("a file not gzip'd: %v", err)
	}
	good := writeLines(t, goodLine, goodLine, goodLine)
	data, _ := os.ReadFile(good)
	cut := filepath.Join(dir, "cut.jsonl.gz")
	os.WriteFile(cut, data[:len(data)-12], 0o644)
	if _, err := ReadRecords(cut); err == nil || !strings.Contains(err.Error(), cut+": line ") {
		t.Errorf("a file cut short: %v", err)
	}
	long := writeLines(t, goodLine, strings.Repeat(" ", MaxRecordLine)+goodLine)
	if _, err := ReadRecords(long); err == nil || !strings.Contains(err.Error(), "line 2: longer than 65536 bytes") {
		t.Errorf("a line too long: %v", err)
	}
	zeroDir := t.TempDir()
	zero := filepath.Join(zeroDir, "zero.jsonl.gz")
	if err := os.Symlink("/dev/zero", zero); err != nil {
		t.Fatal(err)
	}
	if _, err := ReadRecords(zero); err == nil || !strings.Contains(err.Error(), zero+": not a regular file") {
		t.Errorf("ReadRecords of /dev/zero: %v", err)
	}
	if _, err := ReadDir(zeroDir); err == nil || !strings.Contains(err.Error(), zero+": not a regular file") {
		t.Errorf("ReadDir of /dev/zero: %v", err)
	}
	f, _ := os.Open(writeLines(t, goodLine, goodLine, goodLine))
	defer f.Close()
	if _, err := readRecords(f, "three", 2); err == nil || !strings.Contains(err.Error(), "three: line 3: more than") {
		t.Errorf("a file past the limit of records: %v", err)
	}
}

// WriteRecords refuses a bad record, naming it, and leaves neither the file nor a temporary
// one.
func TestWriteRecordsRefusesBadRecords(t *testing.T) {
	dir := t.TempDir()
	recs := sampleRecords()
	recs[2].Policy = []PolicyShare{{0, 1}} // a red stone
	path := filepath.Join(dir, "out.jsonl.gz")
	err := WriteRecords(path, recs)
	if err == nil || !strings.Contains(err.Error(), `record 3 (game "g3"): policy cell 0 (a1) holds a red stone`) {
		t.Errorf("WriteRecords: %v", err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left behind: %v", left)
	}
}

// Sample gives the record's position, mover, rule, policy by cell and the mover's result.
func TestSampleAgreesWithTheRecord(t *testing.T) {
	for _, r := range sampleRecords() {
		x, err := r.Sample()
		if err != nil {
			t.Fatalf("%s: %v", r.Game, err)
		}
		spec, _ := core.ParseSpec(r.Board)
		if got := x.Pos.Board().Spec(); got.Topology != spec.Topology || got.Cols != spec.Cols || got.Rows != spec.Rows || x.Reverse != spec.Reverse {
			t.Errorf("%s: board %v reverse %v, want %s", r.Game, got, x.Reverse, r.Board)
		}
		for c := range x.Pos.Board().NumCells() {
			want := core.NoPlayer
			for _, s := range r.Red {
				if s == c {
					want = core.Red
				}
			}
			for _, s := range r.Blue {
				if s == c {
					want = core.Blue
				}
			}
			if got := x.Pos.At(core.Cell(c)); got != want {
				t.Errorf("%s: cell %d holds %v, want %v", r.Game, c, got, want)
			}
			share := float32(0)
			for _, p := range r.Policy {
				if p.Cell == c {
					share = p.Share
				}
			}
			if d := x.Policy[c] - share; d > 1e-6 || d < -1e-6 {
				t.Errorf("%s: policy of cell %d is %v, want %v", r.Game, c, x.Policy[c], share)
			}
		}
		if x.ToMove.String() != r.ToMove || (x.Value == 1) != (r.Winner == r.ToMove) {
			t.Errorf("%s: mover %v value %v, record %s to move, %s won", r.Game, x.ToMove, x.Value, r.ToMove, r.Winner)
		}
	}
}

// ReadDir reads the record files of a folder in name order, and nothing else.
func TestReadDirInNameOrder(t *testing.T) {
	dir := t.TempDir()
	recs := sampleRecords()
	for i, name := range []string{"b.jsonl.gz", "a.jsonl.gz", "c.jsonl.gz"} {
		if err := WriteRecords(filepath.Join(dir, name), recs[i:i+1]); err != nil {
			t.Fatal(err)
		}
	}
	os.WriteFile(filepath.Join(dir, "notes.txt"), []byte("not records"), 0o644)
	os.Mkdir(filepath.Join(dir, "sub.jsonl.gz"), 0o755)
	got, err := ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var games []string
	for _, r := range got {
		games = append(games, r.Game)
	}
	if fmt.Sprint(games) != "[g2 g1 g3]" {
		t.Errorf("games %v, want [g2 g1 g3]", games)
	}
}

// The held-out split is a function of the game's id, and holds out near the share asked.
func TestHeldOutSplit(t *testing.T) {
	for _, share := range []float64{0.05, 0.3, 0.5} {
		held := 0
		const games = 20000
		for i := range games {
			id := fmt.Sprintf("selfplay-hex:11x11-1-%d", i)
			h := HeldOut(id, share)
			if h != HeldOut(id, share) {
				t.Fatalf("%s: not the same twice", id)
			}
			if h && !HeldOut(id, share+0.1) {
				t.Errorf("%s held out at %v but not at %v", id, share, share+0.1)
			}
			if h {
				held++
			}
		}
		// The binomial's standard deviation is at most 0.0036 here: 0.015 is four of them.
		if got := float64(held) / games; got < share-0.015 || got > share+0.015 {
			t.Errorf("share %v: %v held out", share, got)
		}
	}
	if HeldOut("g", 0) || !HeldOut("g", 1) {
		t.Error("a share of 0 held out a game, or one of 1 did not")
	}
}
