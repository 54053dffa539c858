package core

import (
	"runtime"
	"strings"
	"testing"
)

// gameFileBombs are files built to take memory: each is read, or refused with a message
// that contains want, in memory in proportion to its size.
var gameFileBombs = []struct {
	name, file, want string
}{
	{"semicolons", "(;" + strings.Repeat(";", 1<<20) + ")", ""},
	{"semicolons after moves", "(;SZ[5];B[a1]" + strings.Repeat(";", 1<<20) + ")", ""},
	{"unknown properties", "(;SZ[5]" + strings.Repeat(";BL[600]", 1<<17) + ")", ""},
	{"empty variations", "(;SZ[5];B[a1]" + strings.Repeat("(;)", 1<<18) + ")", ""},
	{"empty variations in empty nodes", "(;SZ[5];B[a1]" + strings.Repeat("(;(;)(;))", 1<<17) + ")", ""},
	{"nested game trees", "(;SZ[5]" + strings.Repeat("(;", 1<<19) + ")", "nested more than 10000 deep"},
	{"nested variations", "(;SZ[5];B[a1]" + strings.Repeat("(;W[b2])(;", 1<<17) + ")", "nested more than 10000 deep"},
	{"variations", "(;SZ[5];B[a1]" + strings.Repeat("(;W[b2])", 1<<17) + ")", "more than 100000 nodes"},
	{"comment nodes", "(;SZ[5]" + strings.Repeat(";C[x]", 1<<18) + ")", "more than 100000 nodes"},
	{"values", "(;SZ[5]AB" + strings.Repeat("[a1]", 1<<18) + ")", "more than 1024 values"},
	{"a long value", "(;SZ[5]GC[" + strings.Repeat("x", 1<<20) + "])", ""},
	{"a long move", "(;SZ[5];B[" + strings.Repeat("a", 1<<20) + "])", "is no move"},
	{"a long escaped comment", "(;SZ[5]C[" + strings.Repeat(`\]`, 1<<19) + "])", "comment of"},
	{"JSON moves", `{"board":"hex:5x5","moves":[` + strings.Repeat(`{},`, 1<<18) + `{}]}`, "more than 200000 items"},
	{"JSON nesting", `{"board":"hex:5x5","moves":[],"x":` + strings.Repeat(`[`, 1<<20) + `}`, "nested more than 10000 deep"},
	{"JSON tree nesting", `{"board":"hex:5x5","moves":[],"tree":` + strings.Repeat(`{"moves":[],"variations":[`, 1<<15) + `}`, "nested more than 10000 deep"},
}

// Issue 57: "SGF and JSON readers use memory proportional to the file (a 16 MiB file of `;`
// takes 2.35 GB...; aim for at most 20 times the file)". Every byte a reader allocates is
// counted, garbage included: at most 20 times the file and a few MiB.
func TestGameFileMemoryInProportion(t *testing.T) {
	for _, b := range gameFileBombs {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		_, _, err := ParseGameFile([]byte(b.file))
		runtime.ReadMemStats(&after)
		switch {
		case b.want == "" && err != nil:
			t.Errorf("%s: refused: %v", b.name, err)
		case b.want != "" && (err == nil || !strings.Contains(err.Error(), b.want)):
			t.Errorf("%s: %v, want an error about %q", b.name, err, b.want)
		}
		// The file is copied once as it is read (a string of it).
		if alloc, bound := after.TotalAlloc-before.TotalAlloc, uint64(20*len(b.file)+4<<20); alloc > bound {
			t.Errorf("%s: %d bytes allocated to read %d bytes, more than %d", b.name, alloc, len(b.file), bound)
		}
	}
}

// Empty nodes are left out of the tree where they change nothing; where they end the main
// line they are kept, and the reading is the one the whole tree gives.
func TestSGFEmptyNodes(t *testing.T) {
	for _, tc := range []struct{ sgf, moves, tree string }{
		{"(;SZ[3];;B[a1];;;W[b2];)", "a1,b2", " none - \"\" \"\"\n.0 red a1 \"\" \"\"\n.0.0 blue b2 \"\" \"\"\n"},
		// An empty first variation ends the main line: the moves shown are the second's
		// ... (the game's main line is its first variation that holds a move).
		{"(;SZ[3];B[a1](;)(;W[b2]))", "a1,b2", " none - \"\" \"\"\n.0 red a1 \"\" \"\"\n.0.0 blue b2 \"\" \"\"\n"},
		{"(;SZ[3];B[a1](;W[b2])(;)(;;)(;W[c3]))", "a1,b2", " none - \"\" \"\"\n.0 red a1 \"\" \"\"\n.0.0 blue b2 \"\" \"\"\n.0.1 blue c3 \"\" \"\"\n"},
		// An empty node's variations are its place's.
		{"(;SZ[3];B[a1](;(;W[b2])(;W[c3]C[x]))(;W[a2]))", "a1,b2", " none - \"\" \"\"\n.0 red a1 \"\" \"\"\n.0.0 blue b2 \"\" \"\"\n.0.1 blue c3 \"\" \"x\"\n.0.2 blue a2 \"\" \"\"\n"},
		// Properties Hexlab does not read make no node.
		{"(;SZ[3]FF[4];BL[600];B[a1]BL[599];WL[5];W[b2])", "a1,b2", " none - \"\" \"\"\n.0 red a1 \"\" \"\"\n.0.0 blue b2 \"\" \"\"\n"},
	} {
		g, err := ParseSGF(tc.sgf)
		if err != nil {
			t.Errorf("%s: %v", tc.sgf, err)
			continue
		}
		if got := FormatMoveList(g.Board(), g.Moves()); got != tc.moves {
			t.Errorf("%s: moves %s, want %s", tc.sgf, got, tc.moves)
		}
		if got := treeDump(g); got != tc.tree {
			t.Errorf("%s: tree\n%s\nwant\n%s", tc.sgf, got, tc.tree)
		}
	}
	// Where an empty first variation ends the main line, a resignation beside it is a
	// variation's, and refused as before.
	if _, err := ParseSGF("(;SZ[3];B[a1](;)(;W[resign]))"); err == nil || !strings.Contains(err.Error(), "resignation") {
		t.Errorf("a resignation in a second variation: %v", err)
	}
}

// The readers' limits: just under each is read, just past it refused.
func TestGameFileLimits(t *testing.T) {
	for _, tc := range []struct {
		name, file, want string
	}{
		{"nodes", "(;SZ[5];B[a1]" + strings.Repeat("(;W[b2])", MaxGameFileNodes-2) + ")", ""},
		{"nodes", "(;SZ[5];B[a1]" + strings.Repeat("(;W[b2])", MaxGameFileNodes-1) + ")", "more than 100000 nodes"},
		{"depth", "(;SZ[5]" + strings.Repeat("(;PL[B]", MaxGameFileDepth-1) + strings.Repeat(")", MaxGameFileDepth), ""},
		{"depth", "(;SZ[5]" + strings.Repeat("(;PL[B]", MaxGameFileDepth) + strings.Repeat(")", MaxGameFileDepth+1), "nested more than"},
		{"values", "(;SZ[32]TR" + strings.Repeat("[a1]", sgfMaxValues) + ")", "two marks on a1"},
		{"values", "(;SZ[32]TR" + strings.Repeat("[a1]", sgfMaxValues+1) + ")", "more than 1024 values"},
		{"items", `{"board":"hex:5x5","moves":[],"tree":{"moves":[],"variations":[` + strings.Repeat(`{"moves":[{"cell":"a1"}]},`, MaxGameFileItems/2-1) + `{"moves":[]}]}}`, ""},
		{"items", `{"board":"hex:5x5","moves":[],"winning":[` + strings.Repeat(`"a1",`, MaxGameFileItems) + `"a1"]}`, "more than 200000 items"},
		{"JSON depth", `{"board":"hex:5x5","moves":[],"x":` + strings.Repeat(`[`, MaxGameFileDepth-1) + strings.Repeat(`]`, MaxGameFileDepth-1) + `}`, ""},
		{"JSON depth", `{"board":"hex:5x5","moves":[],"x":` + strings.Repeat(`[`, MaxGameFileDepth) + strings.Repeat(`]`, MaxGameFileDepth) + `}`, "nested more than"},
		// Brackets inside strings are text.
		{"JSON strings", `{"board":"hex:5x5","moves":[],"note":{"comment":"` + strings.Repeat(`[{\"`, 3000) + `"}}`, ""},
	} {
		_, _, err := ParseGameFile([]byte(tc.file))
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s, %d bytes: refused: %v", tc.name, len(tc.file), err)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s, %d bytes: %v, want an error about %q", tc.name, len(tc.file), err, tc.want)
		}
	}
}

// positions counts the positions of g's tree, its start included.
func positions(g *Game) int {
	n := 0
	var walk func(x *gameNode)
	walk = func(x *gameNode) {
		n++
		for _, c := range x.Children() {
			walk(c)
		}
	}
	walk(g.line.Root())
	return n
}

// ParseGameFile, either form, never panics, and a game it reads holds no more positions than
// its file has bytes, nor than a game file may hold.
func FuzzParseGameFile(f *testing.F) {
	for _, b := range gameFileBombs {
		if len(b.file) < 1<<12 {
			f.Add([]byte(b.file))
		}
	}
	f.Add([]byte("\xef\xbb\xbf (;FF[4]GM[11]SZ[4];B[b2](;W[c2]C[x];B[c3])(;W[b3])) "))
	f.Add([]byte("(;SZ[3];B[a1](;)(;W[b2])(;(;W[c3])(;W[a2])))"))
	f.Add([]byte(`{"board":"hex:4x4","moves":[{"cell":"b2"}],"tree":{"moves":[{"cell":"b2"}],"variations":[{"moves":[{"cell":"c2"}]},{"moves":[{"cell":"b3"}]}]}}`))
	f.Add([]byte(`{"board":"hex:3x3","moves":[],"x":[[[{"a":"]}"}]]]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, _, err := ParseGameFile(data)
		if err != nil {
			return
		}
		if n := positions(g); n > len(data) || n > MaxGameFileNodes+1 {
			t.Fatalf("%q: %d positions from %d bytes", data, n, len(data))
		}
	})
}
