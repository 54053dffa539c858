package proof

import (
	"strings"
	"testing"
)

// TestOnlyPlainASCII refuses a proof with any byte but printable ASCII, spaces, tabs and
// newlines, naming its line and column: the issue's case is a real proof whose line "blue
// b2" is followed by a carriage return and spaces, which a terminal shows as an empty line
// while the checker read the stone.
func TestOnlyPlainASCII(t *testing.T) {
	good := proofText("hex:3x3", "red", "blue", "blue b2\n", threats3x3b2)
	if _, err := Check(strings.NewReader(good)); err != nil {
		t.Fatalf("the proof itself does not check: %v", err)
	}
	for _, tc := range []struct {
		name, from, to string
		want           string
	}{
		{"a carriage return hiding a line", "blue b2\n", "blue b2\r        \n", "line 3, column 8: a carriage return"},
		{"a line ending CR LF", "to-move red\n", "to-move red\r\n", "line 4, column 12: a carriage return"},
		{"an escape", "winner blue\n", "winner blue\x1b[2K\n", "line 5, column 12: the control character 0x1b"},
		{"a NUL", "tree\n", "tree\x00\n", "line 6, column 5: the control character 0x00"},
		{"a DEL", "threats 4", "threats\x7f4", "line 7, column 8: the control character 0x7f"},
		{"a right-to-left override", "blue b2\n", "blue \u202eb2\n", "line 3, column 6: byte 0xe2, not ASCII"},
		{"a no-break space", "board hex:3x3", "board\u00a0hex:3x3", "line 2, column 6: byte 0xc2, not ASCII"},
	} {
		bad := strings.Replace(good, tc.from, tc.to, 1)
		if bad == good {
			t.Fatalf("%s: %q is not in the proof", tc.name, tc.from)
		}
		_, err := Check(strings.NewReader(bad))
		if err == nil || !strings.HasPrefix(err.Error(), "proof: "+tc.want) {
			t.Errorf("%s: got %v, want an error that starts %q", tc.name, err, "proof: "+tc.want)
		}
	}
	// Tabs are whitespace between tokens, as spaces are.
	if _, err := Check(strings.NewReader(strings.Replace(good, "blue b2", "blue\tb2", 1))); err != nil {
		t.Errorf("a tab between tokens: %v", err)
	}
}

// TestHeaderLinesOnce refuses a header that gives a line twice (a second to-move line
// replaced the first) and a version 2 header without its memo line.
func TestHeaderLinesOnce(t *testing.T) {
	for _, tc := range []struct{ name, text, want string }{
		{"to-move twice", "hexlab-proof 1\nboard hex:2x2\nto-move blue\nto-move red\nwinner red\ntree\nb1 b2 b2 a2\nend\n", "a second to-move line"},
		{"winner twice", "hexlab-proof 1\nboard hex:2x2\nto-move red\nwinner blue\nwinner red\ntree\nb1 b2 b2 a2\nend\n", "a second winner line"},
		{"red twice", "hexlab-proof 1\nboard hex:3x3\nred a1\nred c3\nto-move red\nwinner red\ntree\nend\n", "a second red line"},
		{"board twice", "hexlab-proof 1\nboard hex:2x2\nboard hex:3x3\nto-move red\nwinner red\ntree\nend\n", "a second board line"},
		{"no memo in version 2", "hexlab-proof 2\nboard hex:2x2\nto-move red\nwinner red\ntree\nb1 b2 b2 a2\nend\n", "needs its memo line"},
		{"a memo in version 1", "hexlab-proof 1\nboard hex:2x2\nto-move red\nwinner red\nmemo 3\ntree\nb1 b2 b2 a2\nend\n", "a memo line in a version 1 proof"},
		{"a memo too big", "hexlab-proof 2\nboard hex:2x2\nto-move red\nwinner red\nmemo 31\ntree\nb1 b2 b2 a2\nend\n", "memo takes a number from 0 to 30"},
		{"the header cut short", "hexlab-proof 2\nboard hex:2x2\nto-move red\n", "ends before the tree"},
	} {
		_, err := Check(strings.NewReader(tc.text))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	ok := "hexlab-proof 2\nboard hex:2x2\nto-move red\nwinner red\nmemo 3\ntree\nb1 b2 b2 a2\nend\n"
	if _, err := Check(strings.NewReader(ok)); err != nil {
		t.Errorf("a version 2 proof: %v", err)
	}
}

// threats3x3b2 is what the prover writes on hex:3x3 with a blue stone at b2 and Red to
// move: Blue's four threats, which leave Red no move.
const threats3x3b2 = "threats 4 conn 11 adj c1 right adj c1 b2 and 0 1 adj c2 right adj c2 b2 and 3 4 or 2 2 5 adj a2 b2 " +
	"and 6 7 adj a2 left and 8 9 conn 11 adj c1 right adj c1 b2 and 0 1 adj c2 right adj c2 b2 and 3 4 or " +
	"2 2 5 adj a3 b2 and 6 7 adj a3 left and 8 9 conn 11 adj a2 left adj a2 b2 and 0 1 adj a3 left adj a3 " +
	"b2 and 3 4 or 2 2 5 adj c1 b2 and 6 7 adj c1 right and 8 9 conn 11 adj a2 left adj a2 b2 and 0 1 adj " +
	"a3 left adj a3 b2 and 3 4 or 2 2 5 adj c2 b2 and 6 7 adj c2 right and 8 9"
