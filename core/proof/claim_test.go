package proof

import (
	"errors"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestClaims checks a real proof (Blue's stone on b2 of hex:3x3, Red to move, Blue wins)
// against claims: the same position and winner pass, and each difference (the board, a
// stone added, missing or of the other colour, the player to move, the winner) fails,
// naming it, before the tree is read.
func TestClaims(t *testing.T) {
	text := proofText("hex:3x3", "red", "blue", "blue b2\n", threats3x3b2)
	at := func(spec string, stones map[string]core.Player) *core.Position {
		b := core.MustBoard(spec)
		pos := core.NewPosition(b)
		for name, p := range stones {
			c, err := b.ParseCell(name)
			if err != nil {
				t.Fatal(err)
			}
			pos.Place(c, p)
		}
		return pos
	}
	truth := at("hex:3x3", map[string]core.Player{"b2": core.Blue})
	for _, tc := range []struct {
		name  string
		claim Claim
		want  string // "" if it matches
	}{
		{"nothing claimed", Claim{}, ""},
		{"the position, the player to move and the winner", Claim{Position: truth, ToMove: core.Red, Winner: core.Blue}, ""},
		{"the winner alone", Claim{Winner: core.Blue}, ""},
		{"another board", Claim{Position: at("hex:4x4", map[string]core.Player{"b2": core.Blue}), ToMove: core.Red}, "board: the proof's is hex:3x3, the claim's hex:4x4"},
		{"the board in Rex", Claim{Position: at("hex:3x3+reverse", map[string]core.Player{"b2": core.Blue}), ToMove: core.Red}, "the claim's hex:3x3+reverse"},
		{"the empty board", Claim{Position: at("hex:3x3", nil), ToMove: core.Red}, "b2 is blue in the proof, empty in the claim"},
		{"a stone more", Claim{Position: at("hex:3x3", map[string]core.Player{"b2": core.Blue, "a1": core.Red}), ToMove: core.Red}, "a1 is empty in the proof, red in the claim"},
		{"the stone Red's", Claim{Position: at("hex:3x3", map[string]core.Player{"b2": core.Red}), ToMove: core.Red}, "b2 is blue in the proof, red in the claim"},
		{"the other player to move", Claim{Position: truth, ToMove: core.Blue}, "to move: red in the proof, blue in the claim"},
		{"the other winner", Claim{Winner: core.Red}, "winner: blue in the proof, red in the claim"},
	} {
		_, err := CheckWith(strings.NewReader(text), Options{Claim: tc.claim})
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.want != "" && (err == nil || !errors.Is(err, ErrNotClaimed) || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	// The claim is checked before the tree: a proof whose tree is junk fails on the claim.
	junk := proofText("hex:3x3", "red", "blue", "blue b2\n", "junk")
	if _, err := CheckWith(strings.NewReader(junk), Options{Claim: Claim{Winner: core.Red}}); !errors.Is(err, ErrNotClaimed) {
		t.Errorf("the claim is not checked first: %v", err)
	}
}

// TestHeaderNamesThePosition checks what a header says of its position: the stones of each
// player, the setup as --setup reads it, the rule.
func TestHeaderNamesThePosition(t *testing.T) {
	sum, err := Check(strings.NewReader(proofText("hex:3x3", "red", "blue", "blue b2\n", threats3x3b2)))
	if err != nil {
		t.Fatal(err)
	}
	h := sum.Header
	if got := h.Stones(core.Blue); len(got) != 1 || got[0] != "b2" || len(h.Stones(core.Red)) != 0 {
		t.Errorf("stones red %v, blue %v", h.Stones(core.Red), got)
	}
	if h.Setup() != "blue:b2" || h.Rule() != "normal" || h.Version != 1 {
		t.Errorf("setup %q, rule %q, version %d", h.Setup(), h.Rule(), h.Version)
	}
	b := core.MustBoard("hex:3x3+reverse")
	pos := core.NewPosition(b)
	if SetupOf(pos) != "none" || (Header{Board: b, Position: pos}).Rule() != "reverse" {
		t.Errorf("the empty Rex board: %q, %q", SetupOf(pos), Header{Board: b, Position: pos}.Rule())
	}
}
