package hostile

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 57, items 1 and 4 (check-proof's half): hexlab check-proof says what was proved,
// the whole position, and checks it against the position the user means; it reads only
// plain ASCII; no altered proof is accepted as a proof of another position than the one it
// names, and what it names is true; its memory does not grow with the proof; --time stops it
// with neither verdict; a leaf larger than it plays out is refused at once.

// checkVerdict is the part of check-proof's JSON these cases read.
type checkVerdict struct {
	Board   string   `json:"board"`
	Rule    string   `json:"rule"`
	Red     []string `json:"red"`
	Blue    []string `json:"blue"`
	Setup   string   `json:"setup"`
	ToMove  string   `json:"to_move"`
	Winner  string   `json:"winner"`
	Claimed []string `json:"claimed"`
	Valid   bool     `json:"valid"`
}

// realProof has hexlab solve write the proof of the position args name (solve's position
// flags) into dir, and returns its path and text.
func realProof(t *testing.T, b Binary, dir, name string, args ...string) (string, string) {
	t.Helper()
	path := filepath.Join(dir, name)
	r := b.Run(t, append([]string{"solve", "--quiet", "--proof", path}, args...)...)
	if r.Code != 0 {
		t.Fatalf("solve %v: %v", args, r)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, string(data)
}

// writeProof writes text to name in dir and returns its path.
func writeProof(t *testing.T, dir, name, text string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// verdict runs check-proof --json on path with args and decodes its answer when it is 0.
func verdict(t *testing.T, b Binary, path string, args ...string) (checkVerdict, Result) {
	t.Helper()
	r := b.Run(t, append([]string{"check-proof", path, "--json"}, args...)...)
	var v checkVerdict
	if r.Code == 0 {
		if err := json.Unmarshal([]byte(r.Stdout), &v); err != nil || !v.Valid {
			t.Fatalf("check-proof %s: %v: %v", path, err, r)
		}
	}
	return v, r
}

// TestCheckProofCarriageReturn replays the case: the real proof of hex:3x3 with
// Blue's stone on b2 and Red to move (Blue wins) reads "valid: blue wins hex:3x3 with red to
// move" whether or not its "blue b2" line is hidden by a carriage return, which a terminal
// shows as an empty line: the empty board's proof, to its reader, and a false one (Red wins
// the empty board). Now the verdict names the stone, and the hidden line is refused.
func TestCheckProofCarriageReturn(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	path, text := realProof(t, b, dir, "b2.proof", "--board", "hex:3x3", "--setup", "blue:b2")
	r := b.Run(t, "check-proof", path)
	if r.Code != 0 || !strings.Contains(r.Stdout, "valid: blue wins hex:3x3 with red to move, the stones red none; blue b2") ||
		!strings.Contains(r.Stdout, "--board hex:3x3 --setup blue:b2 --first red --winner blue") {
		t.Fatalf("the real proof: %v", r)
	}
	if v, r := verdict(t, b, path); r.Code != 0 || v.Setup != "blue:b2" || strings.Join(v.Blue, " ") != "b2" || len(v.Red) != 0 || v.ToMove != "red" || v.Winner != "blue" {
		t.Errorf("the real proof's JSON: %+v, %v", v, r)
	}
	hidden := strings.Replace(text, "\nblue b2\n", "\nblue b2\r        \n", 1)
	if hidden == text {
		t.Fatalf("no line \"blue b2\" in the proof:\n%s", text)
	}
	r = b.Run(t, "check-proof", writeProof(t, dir, "hidden.proof", hidden))
	if r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, "line 3, column 8: a carriage return") {
		t.Errorf("the hidden line: %v", r)
	}
	// Checked against the position its reader would think it is, the real proof fails too.
	r = b.Run(t, "check-proof", path, "--board", "hex:3x3")
	if r.Code != 1 || !strings.Contains(r.Stderr, "b2 is blue in the proof, empty in the claim") {
		t.Errorf("the real proof against the empty board: %v", r)
	}
}

// TestCheckProofControlCharacters refuses a real proof with a control character or a byte
// outside ASCII anywhere, with its line and column.
func TestCheckProofControlCharacters(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	_, text := realProof(t, b, dir, "b2.proof", "--board", "hex:3x3", "--setup", "blue:b2")
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"CR LF line ends", "\n", "\r\n", "line 1, column 15: a carriage return"},
		{"an escape that clears the line", "to-move red\n", "to-move red\x1b[2K\n", "line 4, column 12: the control character 0x1b"},
		{"a backspace", "winner blue\n", "winner blue\b\b\b\bred \n", "line 5, column 12: the control character 0x08"},
		{"a NUL", "tree\n", "tree\x00\n", "line 7, column 5: the control character 0x00"},
		{"a vertical tab", "blue b2\n", "blue\vb2\n", "line 3, column 5: the control character 0x0b"},
		{"a right-to-left override", "board hex:3x3\n", "board \u202ehex:3x3\n", "line 2, column 7: byte 0xe2, not ASCII"},
		{"a form feed in the tree", "conn", "\fconn", "line 8, column 11: the control character 0x0c"},
	} {
		bad := strings.ReplaceAll(text, tc.from, tc.to)
		if tc.from != "\n" {
			bad = strings.Replace(text, tc.from, tc.to, 1)
		}
		if bad == text {
			t.Fatalf("%s: %q is not in the proof", tc.name, tc.from)
		}
		r := b.Run(t, "check-proof", writeProof(t, dir, "bad.proof", bad))
		if r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("%s: %v, want an error with %q", tc.name, r, tc.want)
		}
	}
}

// TestCheckProofClaims checks real proofs against claims made with solve's own flags: the
// command that wrote a proof checks it; each kind of difference fails with exit 1, naming
// it; a claim without a board is a bad command line.
func TestCheckProofClaims(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	b2, _ := realProof(t, b, dir, "b2.proof", "--board", "hex:3x3", "--setup", "blue:b2")
	moves, _ := realProof(t, b, dir, "moves.proof", "--board", "hex:4x4", "--first", "blue", "--moves", "a1,d4")
	for _, tc := range []struct {
		name  string
		path  string
		claim []string
		want  string // "" when it matches
	}{
		{"the position and winner", b2, []string{"--board", "hex:3x3", "--setup", "blue:b2", "--winner", "blue"}, ""},
		{"the winner alone", b2, []string{"--winner", "blue"}, ""},
		{"the moves that wrote it", moves, []string{"--board", "hex:4x4", "--first", "blue", "--moves", "a1,d4"}, ""},
		{"its stones as a setup", moves, []string{"--board", "hex:4x4", "--setup", "blue:a1,red:d4", "--first", "blue"}, ""},
		{"another board", b2, []string{"--board", "hex:4x4", "--setup", "blue:b2"}, "board: the proof's is hex:3x3, the claim's hex:4x4"},
		{"Reverse Hex", b2, []string{"--board", "hex:3x3+reverse", "--setup", "blue:b2"}, "the claim's hex:3x3+reverse"},
		{"the empty board", b2, []string{"--board", "hex:3x3"}, "b2 is blue in the proof, empty in the claim"},
		{"a stone more", b2, []string{"--board", "hex:3x3", "--setup", "blue:b2,red:a1"}, "a1 is empty in the proof, red in the claim"},
		{"the stone Red's", b2, []string{"--board", "hex:3x3", "--setup", "red:b2", "--first", "blue"}, "b2 is blue in the proof, red in the claim"},
		{"other moves", moves, []string{"--board", "hex:4x4", "--first", "blue", "--moves", "a1,c4"}, "c4 is empty in the proof, red in the claim"},
		{"the moves by the other player", moves, []string{"--board", "hex:4x4", "--first", "red", "--moves", "a1,d4"}, "a1 is blue in the proof, red in the claim"},
		{"the other player to move", b2, []string{"--board", "hex:3x3", "--setup", "blue:b2", "--first", "blue"}, "to move: red in the proof, blue in the claim"},
		{"the other winner", b2, []string{"--winner", "red"}, "winner: blue in the proof, red in the claim"},
	} {
		r := b.Run(t, append([]string{"check-proof", tc.path}, tc.claim...)...)
		switch {
		case tc.want == "" && (r.Code != 0 || !strings.Contains(r.Stdout, "claim: matches")):
			t.Errorf("%s: %v", tc.name, r)
		case tc.want != "" && (r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, "not of what is claimed") || !strings.Contains(r.Stderr, tc.want)):
			t.Errorf("%s: %v, want exit 1 and %q", tc.name, r, tc.want)
		}
	}
	for _, args := range [][]string{{"--setup", "blue:b2"}, {"--first", "red"}, {"--winner", "green"}, {"--board", "hex:3x3", "--moves", "b2,b2"}} {
		if r := b.Run(t, append([]string{"check-proof", b2}, args...)...); r.Code != 2 {
			t.Errorf("check-proof %v: %v, want exit 2", args, r)
		}
	}
}

// smallProofs are real proofs of small positions, one of each kind of leaf: threats and
// connections, moves and carriers on the torus, Rex's pairings, pairings after a move.
var smallProofs = [][]string{
	{"--board", "hex:3x3", "--setup", "blue:b2"},
	{"--board", "torus:3x3"},
	{"--board", "hex:3x3+reverse", "--setup", "red:a1"},
	{"--board", "cyl:3x4", "--first", "blue"},
}

// trueWinner asks hexlab solve who wins the position a verdict names.
func trueWinner(t *testing.T, b Binary, v checkVerdict) string {
	t.Helper()
	args := []string{"--board", v.Board, "--first", v.ToMove}
	if v.Setup != "" {
		args = append(args, "--setup", v.Setup)
	}
	a, r := solveJSON(t, b, args...)
	if r.Code != 0 {
		t.Fatalf("solve %v: %v", args, r)
	}
	return a.Winner
}

// checkAltered checks one altered proof: if check-proof accepts it, what it names must be
// true (the winner the solver finds there), and against the original's claim it must pass
// only if it names the original's position and winner.
func checkAltered(t *testing.T, b Binary, dir, what, altered string, orig checkVerdict, claim []string) bool {
	t.Helper()
	path := writeProof(t, dir, "altered.proof", altered)
	v, r := verdict(t, b, path)
	if r.Code != 0 {
		if r.Code != 1 || r.Stderr == "" {
			t.Errorf("%s: %v, want exit 1 and a message", what, r)
		}
		return false
	}
	same := v.Board == orig.Board && v.Setup == orig.Setup && v.ToMove == orig.ToMove
	if same && v.Winner != orig.Winner || !same && trueWinner(t, b, v) != v.Winner {
		t.Errorf("%s: a false proof accepted: %+v\n%s", what, v, altered)
	}
	_, rc := verdict(t, b, path, claim...)
	if sameClaim := same && v.Winner == orig.Winner; (rc.Code == 0) != sameClaim {
		t.Errorf("%s: against the original's claim %v: %v (it names %+v)", what, claim, rc, v)
	}
	return true
}

// smallProof writes smallProofs[i] with hexlab solve and returns its text, its verdict and
// the flags that claim what it names.
func smallProof(t *testing.T, b Binary, dir string, i int) (string, checkVerdict, []string) {
	t.Helper()
	path, text := realProof(t, b, dir, fmt.Sprintf("p%d.proof", i), smallProofs[i]...)
	v, r := verdict(t, b, path)
	if r.Code != 0 {
		t.Fatalf("%v: the real proof: %v", smallProofs[i], r)
	}
	return text, v, claimOf(v)
}

// claimOf returns the flags that claim what v names.
func claimOf(v checkVerdict) []string {
	claim := []string{"--board", v.Board, "--first", v.ToMove, "--winner", v.Winner}
	if v.Setup != "" {
		claim = append(claim, "--setup", v.Setup)
	}
	return claim
}

// TestCheckProofAlterations alters real proofs by hand (the winner flipped, each line
// dropped, a move changed, the tree given twice, a subtree written twice, the header's
// stones changed): none is accepted as a proof of another position than the one it names,
// and what an accepted one names is true.
func TestCheckProofAlterations(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	for i, args := range smallProofs {
		text, orig, claim := smallProof(t, b, dir, i)
		flip := map[string]string{"red": "blue", "blue": "red"}
		lines := strings.SplitAfter(text, "\n")
		tree := 0
		for tree < len(lines) && lines[tree] != "tree\n" {
			tree++
		}
		alter := map[string]string{
			"the winner flipped":         strings.Replace(text, "winner "+orig.Winner, "winner "+flip[orig.Winner], 1),
			"the player to move flipped": strings.Replace(text, "to-move "+orig.ToMove, "to-move "+flip[orig.ToMove], 1),
			"the tree twice":             text[:strings.Index(text, "end\n")] + strings.Join(lines[tree+1:], ""),
			"a stone added":              strings.Replace(text, "tree\n", "red "+freeCell(orig)+"\ntree\n", 1),
			"the memo line dropped":      strings.Replace(text, "memo ", "# ", 1),
		}
		for k := range lines {
			alter[fmt.Sprintf("line %d dropped", k+1)] = strings.Join(lines[:k], "") + strings.Join(lines[k+1:], "")
			if k > tree {
				alter[fmt.Sprintf("line %d written twice", k+1)] = strings.Join(lines[:k+1], "") + strings.Join(lines[k:], "")
			}
		}
		if f := strings.Fields(lines[tree+1]); len(f) > 0 && len(f[0]) == 2 && f[0][0] >= 'a' && f[0][0] <= 'z' {
			for _, other := range []string{"a1", "b2", "c3", "a2"} {
				alter["the first move "+other] = strings.Replace(text, "tree\n"+f[0], "tree\n"+other, 1)
			}
		}
		for what, altered := range alter {
			if altered != text {
				checkAltered(t, b, dir, fmt.Sprintf("%v: %s", args, what), altered, orig, claim)
			}
		}
	}
}

// freeCell returns a cell the position v names leaves empty (a1 or the next free).
func freeCell(v checkVerdict) string {
	taken := map[string]bool{}
	for _, c := range append(append([]string{}, v.Red...), v.Blue...) {
		taken[c] = true
	}
	for _, c := range []string{"a1", "a2", "b1", "c1", "c3"} {
		if !taken[c] {
			return c
		}
	}
	return "a3"
}

// TestCheckProofRandomAlterations alters small real proofs at random, a byte or a line at a
// time (a byte replaced, deleted or inserted; a line dropped, doubled or swapped with
// another): none may be accepted as a proof of another position than the claim, and every
// verdict "valid" must name a true position and winner. The long part tries many more.
func TestCheckProofRandomAlterations(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	tries := 25
	if *long {
		tries = 600
	}
	r := rand.New(rand.NewPCG(57, 1))
	const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789 =\n"
	accepted := 0
	for i, args := range smallProofs {
		text, orig, claim := smallProof(t, b, dir, i)
		for range tries {
			altered, what := text, ""
			lines := strings.SplitAfter(text, "\n")
			switch k := r.IntN(len(text)); r.IntN(6) {
			case 0:
				altered, what = text[:k]+string(alphabet[r.IntN(len(alphabet))])+text[k+1:], fmt.Sprintf("byte %d replaced", k)
			case 1:
				altered, what = text[:k]+text[k+1:], fmt.Sprintf("byte %d deleted", k)
			case 2:
				altered, what = text[:k]+string(alphabet[r.IntN(len(alphabet))])+text[k:], fmt.Sprintf("a byte inserted at %d", k)
			case 3:
				j := r.IntN(len(lines))
				altered, what = strings.Join(lines[:j], "")+strings.Join(lines[j+1:], ""), fmt.Sprintf("line %d dropped", j+1)
			case 4:
				j := r.IntN(len(lines))
				altered, what = strings.Join(lines[:j+1], "")+strings.Join(lines[j:], ""), fmt.Sprintf("line %d doubled", j+1)
			case 5:
				j, l := r.IntN(len(lines)), r.IntN(len(lines))
				lines[j], lines[l] = lines[l], lines[j]
				altered, what = strings.Join(lines, ""), fmt.Sprintf("lines %d and %d swapped", j+1, l+1)
			}
			if altered != text && checkAltered(t, b, dir, fmt.Sprintf("%v: %s", args, what), altered, orig, claim) {
				accepted++
			}
		}
	}
	t.Logf("%d altered proofs accepted, each naming a true position", accepted)
}

// TestCheckProofTimeLimit stops a check whose time runs out with neither verdict: exit 1,
// the positions checked, and no "valid".
func TestCheckProofTimeLimit(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	path, _ := realProof(t, b, dir, "t.proof", "--board", "torus:3x4")
	for _, extra := range [][]string{nil, {"--json"}} {
		r := b.Run(t, append([]string{"check-proof", path, "--time", "1ns"}, extra...)...)
		if r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, "stopped after 1ns: ") ||
			!strings.Contains(r.Stderr, "positions checked, the proof is neither accepted nor refused") {
			t.Errorf("--time 1ns %v: %v", extra, r)
		}
	}
	if r := b.Run(t, "check-proof", path, "--time", "1h"); r.Code != 0 {
		t.Errorf("--time 1h: %v", r)
	}
	if r := b.Run(t, "check-proof", path, "--time", "soon"); r.Code != 2 {
		t.Errorf("--time soon: %v", r)
	}
}

// TestCheckProofOversizedLeaves refuses at once, with the leaf's size and the checker's
// limit, leaves whose games it will not play out: a carrier of 20 cells (its game took
// minutes before it was refused), a template of 24 cells, 17 pairs; and a memo line that
// asks for more memory than the checker gives.
func TestCheckProofOversizedLeaves(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	header := "hexlab-proof 1\nboard hex:5x5\nto-move red\nwinner red\ntree\n"
	cells := "a1 b1 c1 d1 e1 a2 b2 c2 d2 e2 a3 b3 c3 d3 e3 a4 b4 c4 d4 e4 a5 b5 c5 d5 e5"
	first := func(n int) string { return strings.Join(strings.Fields(cells)[:n], " ") }
	for _, tc := range []struct{ name, tree, want string }{
		{"a carrier of 20 cells", "carrier 20 " + first(20), "carrier 20: a carrier leaf holds at most 12 cells, the checker's limit"},
		{"a carrier after a move", "play e5 carrier 24 " + first(24), "carrier 24: a carrier leaf holds at most 12 cells"},
		{"a template of 24 cells", "conn 1 tmpl e5 top 24 " + first(24), "tmpl 24: a template holds at most 20 cells, the checker's limit"},
		{"17 pairs", "pairs 17 " + cells + " a1 b1 c1 d1 e1 a2 b2 c2 d2", "pairs 17: a pairing leaf holds at most 16 pairs, the checker's limit"},
	} {
		r := b.Run(t, "check-proof", writeProof(t, dir, "big.proof", header+tc.tree+"\nend\n"))
		if r.Code != 1 || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("%s: %v, want %q", tc.name, r, tc.want)
		}
	}
	huge := "hexlab-proof 2\nboard hex:5x5\nto-move red\nwinner red\nmemo 30\ntree\ncarrier 1 a1\nend\n"
	if r := b.Run(t, "check-proof", writeProof(t, dir, "memo.proof", huge)); r.Code != 1 || !strings.Contains(r.Stderr, "more than the checker's 128 MiB") {
		t.Errorf("memo 30: %v", r)
	}
}

// checkMemoryBound is the most a check of any proof hexlab writes may take: the table of
// proven positions (64 MiB at most), a template's game and the Go runtime.
const checkMemoryBound = 160 << 20

// TestCheckProofMemoryMidSize checks a mid-size real proof within checkMemoryBound.
func TestCheckProofMemoryMidSize(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	path, text := realProof(t, b, dir, "mid.proof", "--board", "hex:4x4+reverse")
	r := b.RunInput(t, "", "check-proof", path)
	if r.Code != 0 || r.MaxRSS > checkMemoryBound {
		t.Errorf("a proof of %d bytes: %v, want exit 0 within %d MiB", len(text), r, checkMemoryBound>>20)
	}
	t.Logf("a proof of %d bytes: %d MiB", len(text), r.MaxRSS>>20)
}

// TestCheckProofMemoryBig checks big real proofs within checkMemoryBound, the same as a
// small one: a Rex proof of 3 MB and 735,000 positions, and hex:7x7's of 20 MB with edge
// templates (1.35 GB was measured on an 8.8 MB proof before).
func TestCheckProofMemoryBig(t *testing.T) {
	Long(t)
	b := Hexlab(t)
	dir := t.TempDir()
	for _, args := range [][]string{
		{"--board", "hex:5x5+reverse", "--setup", "red:a1,c3,e5,blue:b2,d4,a5"},
		{"--board", "hex:7x7"},
	} {
		path, text := realProof(t, b, dir, "big.proof", args...)
		r := b.RunInput(t, "", "check-proof", path)
		if r.Code != 0 || r.MaxRSS > checkMemoryBound {
			t.Errorf("%v, a proof of %d bytes: %v, want exit 0 within %d MiB", args, len(text), r, checkMemoryBound>>20)
		}
		t.Logf("%v: a proof of %d bytes: %d MiB", args, len(text), r.MaxRSS>>20)
	}
}
