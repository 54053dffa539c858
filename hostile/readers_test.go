package hostile

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Issue 57, item 4: "SGF and JSON readers use memory proportional to the file (a 16 MiB file
// of `;` takes 2.35 GB in show, review and puzzle today; aim for at most 20 times the file)".
// Every bomb below, SGF as each program writes it and JSON records, is read or refused by
// every command that reads a game file, never with a panic, within readerBound of its size.

// readerBound is the peak memory a command may take to read a game file of size bytes: 20
// times the file, and 64 MiB for the Go runtime, the binary and a game.
func readerBound(size int) int64 { return 20*int64(size) + 64<<20 }

// maxFile is the largest game file the commands read (safefile.DefaultLimit).
const maxFile = 16 << 20

// readerBomb is a game file built to take memory or time: body repeats to make a file of
// about n bytes between head and tail. want is a regular expression the message of a refusal
// must match, "" for a file that is read.
type readerBomb struct {
	name, ext        string
	head, body, tail string
	want             string
	// quick is the size of the quick part's file (the long part's is maxFile).
	quick int
}

// file returns the bomb at about n bytes.
func (b readerBomb) file(n int) []byte {
	k := max(1, (n-len(b.head)-len(b.tail))/len(b.body))
	var buf bytes.Buffer
	buf.Grow(len(b.head) + k*len(b.body) + len(b.tail))
	buf.WriteString(b.head)
	for range k {
		buf.WriteString(b.body)
	}
	buf.WriteString(b.tail)
	return buf.Bytes()
}

var readerBombs = []readerBomb{
	// The issue's own case, and the same in each program's dialect.
	{name: "semicolons", ext: ".sgf", head: "(;", body: ";", tail: ")", quick: maxFile},
	{name: "HexGui semicolons", ext: ".sgf", head: "(;FF[4]AP[HexGui:0.9.GIT]GM[11]SZ[11]PB[a]PW[b];B[k6];W[swap-pieces];W[b10]", body: ";", tail: ")", quick: 1 << 20},
	{name: "Little Golem semicolons", ext: ".sgf", head: "(;FF[4]EV[null]PB[a]PW[b]SZ[11]GC[game #1]SO[https://www.littlegolem.net];W[ad];B[swap];W[eg]", body: ";", tail: ")", quick: 1 << 20},
	{name: "PlayHex time nodes", ext: ".sgf", head: "(;FF[4]CA[UTF-8]AP[PlayHex:0.0.0]SO[PlayHex.org]GM[11]SZ[11];B[a2]BL[600]", body: ";BL[1]", tail: ")", quick: 1 << 20},
	// Nesting.
	{name: "nested game trees", ext: ".sgf", head: "(;SZ[5]", body: "(;", tail: ")", want: "nested more than 10000 deep", quick: 1 << 20},
	{name: "nested variations with moves", ext: ".sgf", head: "(;SZ[5];B[a1]", body: "(;W[b2])(;", tail: ")", want: "nested more than 10000 deep", quick: 1 << 20},
	{name: "open parentheses", ext: ".sgf", head: "(", body: "(", tail: "", want: "begins with a variation", quick: 1 << 20},
	// Huge values.
	{name: "huge comment", ext: ".sgf", head: "(;SZ[5]C[", body: "x", tail: "])", want: "comment of \\d+ bytes", quick: 1 << 20},
	{name: "huge escaped comment", ext: ".sgf", head: "(;SZ[5]C[", body: `\]`, tail: "])", want: "comment of \\d+ bytes", quick: 1 << 20},
	{name: "huge unknown value", ext: ".sgf", head: "(;SZ[5]GC[", body: "x", tail: "];B[a1])", quick: 1 << 20},
	{name: "huge move", ext: ".sgf", head: "(;SZ[5];B[", body: "a", tail: "])", want: "move 1", quick: 1 << 20},
	{name: "huge property name", ext: ".sgf", head: "(;SZ[5]", body: "X", tail: "[1])", quick: 1 << 20},
	{name: "many values", ext: ".sgf", head: "(;SZ[5]AB", body: "[a1]", tail: ")", want: "more than 1024 values", quick: 1 << 20},
	{name: "many unknown properties", ext: ".sgf", head: "(;SZ[5]", body: "XY[]", tail: ";B[a1])", quick: 1 << 20},
	// Many nodes and variations.
	{name: "many variations", ext: ".sgf", head: "(;GM[11]SZ[11];B[a1]", body: "(;W[b1])", tail: ")", want: "more than 100000 nodes", quick: 1 << 20},
	{name: "many empty variations", ext: ".sgf", head: "(;GM[11]SZ[11];B[a1]", body: "(;)", tail: ")", quick: 1 << 20},
	{name: "many variations in empty nodes", ext: ".sgf", head: "(;GM[11]SZ[11];B[a1]", body: "(;(;W[b1]))", tail: ")", want: "more than 100000 nodes", quick: 2 << 20},
	{name: "many comment nodes", ext: ".sgf", head: "(;GM[11]SZ[11]", body: ";C[x]", tail: ")", want: "more than 100000 nodes", quick: 1 << 20},
	{name: "long lines", ext: ".sgf", head: "(;GM[11]SZ[32]", body: "(;B[a1];W[a2];B[a3];W[a4];B[a5];W[a6];B[a7];W[a8];B[a9];W[a10];B[a11])", tail: ")", want: "more than 100000 nodes", quick: 2 << 20},
	// JSON records.
	{name: "JSON moves", ext: ".json", head: `{"board":"hex:11x11","moves":[`, body: `{},`, tail: `{}]}`, want: "more than 200000 items", quick: 1 << 20},
	{name: "JSON legal-looking moves", ext: ".json", head: `{"board":"hex:11x11","moves":[`, body: `{"cell":"a1"},`, tail: `{"cell":"a1"}]}`, want: "more than 200000 items|taken", quick: 1 << 20},
	{name: "JSON variations", ext: ".json", head: `{"board":"hex:11x11","moves":[],"tree":{"moves":[],"variations":[`, body: `{"moves":[{"cell":"a1"}]},`, tail: `{"moves":[]}]}}`, want: "more than 200000 items", quick: 8 << 20},
	{name: "JSON nesting", ext: ".json", head: `{"board":"hex:11x11","moves":[],"x":`, body: `[`, tail: `}`, want: "nested more than 10000 deep", quick: 1 << 20},
	{name: "JSON tree nesting", ext: ".json", head: `{"board":"hex:11x11","moves":[],"tree":`, body: `{"moves":[],"variations":[`, tail: `}`, want: "nested more than 10000 deep", quick: 1 << 20},
	{name: "JSON huge comment", ext: ".json", head: `{"board":"hex:11x11","moves":[],"note":{"comment":"`, body: `x`, tail: `"}}`, want: "comment of \\d+ bytes", quick: 1 << 20},
	{name: "JSON many keys", ext: ".json", head: `{"board":"hex:11x11","moves":[]`, body: `,"x":0`, tail: `}`, quick: 1 << 20},
}

// readerRun is a command that reads a game file, given the file's path.
type readerRun struct {
	name string
	args func(file string) []string
}

// readerRuns are the commands that read a game file: show, then the others.
var readerRuns = []readerRun{
	{"show", func(f string) []string { return []string{"show", f} }},
	{"review", func(f string) []string { return []string{"review", f, "--playouts", "1", "--quiet"} }},
	{"puzzle", func(f string) []string { return []string{"puzzle", "--from", f, "--nodes", "100", "--quiet"} }},
}

// checkReaderBomb runs every command that reads a game file on the bomb at n bytes.
func checkReaderBomb(t *testing.T, b readerBomb, n int) {
	checkGameFile(t, b.name, b.ext, b.file(n), b.want, readerRuns)
}

// checkGameFile runs every command that reads a game file on data, a file named name with
// extension ext; want is a regular expression the message of a refusal must match, "" for a
// file that is read.
func checkGameFile(t *testing.T, name, ext string, data []byte, wantText string, runs []readerRun) {
	t.Helper()
	bin := Hexlab(t)
	file := filepath.Join(t.TempDir(), "game"+ext)
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	want := regexp.MustCompile(wantText)
	for _, run := range runs {
		r := bin.RunInput(t, "", run.args(file)...)
		what := fmt.Sprintf("%s, %d bytes: hexlab %s", name, len(data), run.name)
		if strings.Contains(r.Stderr, "panic") || strings.Contains(r.Stderr, "goroutine ") {
			t.Errorf("%s panicked: %v", what, r)
			continue
		}
		switch {
		case wantText == "" && r.Code != 0:
			t.Errorf("%s: refused a file it should read: %v", what, r)
		case wantText != "" && (r.Code != 2 || !want.MatchString(r.Stderr)):
			t.Errorf("%s: want exit 2 and a message matching %q: %v", what, wantText, r)
		}
		if bound := readerBound(len(data)); r.MaxRSS > bound {
			t.Errorf("%s: took %d MiB, more than %d MiB (20 times the file and 64 MiB)", what, r.MaxRSS>>20, bound>>20)
		}
	}
}

// TestReaderBombs replays each bomb at its quick size.
func TestReaderBombs(t *testing.T) {
	for _, b := range readerBombs {
		t.Run(b.name, func(t *testing.T) { checkReaderBomb(t, b, b.quick) })
	}
}

// TestReaderBombsLong replays each bomb at the largest size a command reads.
func TestReaderBombsLong(t *testing.T) {
	Long(t)
	for _, b := range readerBombs {
		t.Run(b.name, func(t *testing.T) { checkReaderBomb(t, b, maxFile) })
	}
}

// gameFileAt is a game file at one of the readers' limits, or past one.
type gameFileAt struct {
	name, ext string
	data      func() []byte
	want      string
}

// repeat returns head, k times body, then tail.
func repeat(head, body string, k int, tail string) []byte {
	return []byte(head + strings.Repeat(body, k) + tail)
}

// cellNames returns the names of the cells of a side x side board, column by column.
func cellNames(side int) []string {
	var out []string
	for c := range side {
		for r := 1; r <= side; r++ {
			out = append(out, fmt.Sprintf("%c%d", 'a'+c, r))
		}
	}
	return out
}

// distinctLines returns an SGF record on 13x13 of lines of 11 moves from the start, as many
// as fit in nodes, each line's first two moves a pair of its own, so that every node but
// the first two of a line is a position of its own.
func distinctLines(nodes int) []byte {
	var sb strings.Builder
	sb.WriteString("(;GM[11]SZ[13]")
	cells := cellNames(13)
	for i := 0; (i+1)*11 <= nodes; i++ {
		x := i % len(cells)
		y := (x + 1 + i/len(cells)) % len(cells)
		line := []string{cells[x], cells[y]}
		for _, c := range cells {
			if len(line) == 11 {
				break
			}
			if c != cells[x] && c != cells[y] {
				line = append(line, c)
			}
		}
		sb.WriteString("(")
		for k, c := range line {
			fmt.Fprintf(&sb, ";%s[%s]", map[bool]string{true: "B", false: "W"}[k%2 == 0], c)
		}
		sb.WriteString(")")
	}
	sb.WriteString(")")
	return []byte(sb.String())
}

// deepVariations returns an SGF record on 26x26 whose main line is one move, and whose
// second variation is a line of 600 moves with variations of one move at its end, as many
// as make nodes nodes in all: the reader reads each from a position 600 moves deep, and the
// commands have a short main line to work on.
func deepVariations(nodes int) []byte {
	var sb strings.Builder
	sb.WriteString("(;GM[11]SZ[26](;B[z26])(")
	cells := cellNames(26)
	for k := range 600 {
		fmt.Fprintf(&sb, ";%s[%s]", map[bool]string{true: "B", false: "W"}[k%2 == 0], cells[k])
	}
	for k := range nodes - 602 {
		fmt.Fprintf(&sb, "(;B[%s])", cells[600+k%(len(cells)-601)])
	}
	sb.WriteString("))")
	return []byte(sb.String())
}

var gameFilesAtLimits = []gameFileAt{
	{"as many variations as a file may hold", ".sgf", func() []byte {
		return repeat("(;GM[11]SZ[11];B[a1]", "(;W[b1])", 100_000-2, ")")
	}, ""},
	{"one variation more", ".sgf", func() []byte {
		return repeat("(;GM[11]SZ[11];B[a1]", "(;W[b1])", 100_000-1, ")")
	}, "more than 100000 nodes"},
	{"as many positions as a file may hold", ".sgf", func() []byte { return distinctLines(100_000) }, ""},
	{"nested as deep as a file may", ".sgf", func() []byte {
		return repeat("(;GM[11]SZ[11]", "(;PL[B]", 10_000-1, strings.Repeat(")", 10_000))
	}, ""},
	{"JSON: as many items as a record may hold", ".json", func() []byte {
		return repeat(`{"board":"hex:11x11","moves":[],"tree":{"moves":[],"variations":[`, `{"moves":[{"cell":"a1"}]},`, 100_000-1, `{"moves":[{"cell":"a1"}]}]}}`)
	}, ""},
	{"JSON: as many empty moves as a record may hold", ".json", func() []byte {
		return repeat(`{"board":"hex:11x11","moves":[`, `{},`, 200_000-1, `{}]}`)
	}, `move 1: cell ""`},
	{"JSON: nested as deep as a record may", ".json", func() []byte {
		return repeat(`{"board":"hex:11x11","moves":[],"x":`, `[`, 10_000-1, strings.Repeat("]", 10_000-1)+"}")
	}, ""},
	{"a board too large", ".sgf", func() []byte { return []byte("(;GM[11]SZ[4294967297];B[a1])") }, `SZ\[4294967297\]`},
	{"a board too large in HB", ".sgf", func() []byte { return []byte("(;GM[11]HB[hex:99999999x99999999];B[a1])") }, "not a number from 1 to 32"},
	{"JSON: a board too large", ".json", func() []byte { return []byte(`{"board":"torus:99999999x99999999","moves":[]}`) }, "not a number from 1 to 32"},
	{"the largest board set up", ".sgf", func() []byte { return []byte("(;GM[11]SZ[32];AB[aa:zz];W[a27])") }, ""},
}

// TestGameFilesAtLimits reads files at the readers' limits (read within the bound) and just
// past them (refused), and boards larger than any the readers take: with show in the quick
// part (the commands share the reader), with every command in the long part.
func TestGameFilesAtLimits(t *testing.T) {
	runs := readerRuns[:1]
	if *long {
		runs = readerRuns
	}
	for _, f := range gameFilesAtLimits {
		t.Run(f.name, func(t *testing.T) { checkGameFile(t, f.name, f.ext, f.data(), f.want, runs) })
	}
}

// TestGameFileDeepVariations reads a file of as many positions as a file may hold, most of
// them variations at the end of a long line, where each variation is read from a position
// 600 moves deep.
func TestGameFileDeepVariations(t *testing.T) {
	Long(t)
	checkGameFile(t, "variations 600 moves deep", ".sgf", deepVariations(100_000-1), "", readerRuns)
}
