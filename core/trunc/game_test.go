package trunc

import (
	"encoding/json"
	"strings"
	"testing"
)

func mustMoves(t *testing.T, b *Board, text string) []Move {
	t.Helper()
	moves, err := b.ParseMoveList(text)
	if err != nil {
		t.Fatal(err)
	}
	return moves
}

func TestTurnOrderAndLegality(t *testing.T) {
	g, err := NewGame(Spec{Size: 2}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []Player{White, Gray, Black, White} {
		if g.ToMove() != want {
			t.Fatalf("move %d: %v to move, want %v", i+1, g.ToMove(), want)
		}
		if err := g.Play(g.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	first := g.Turns()[0]
	if err := g.Play(Move{Cell: first.Cell}); err == nil || !strings.Contains(err.Error(), "already white") {
		t.Errorf("replaying a taken cell: %v", err)
	}
	c := g.Position().EmptyCells()[0]
	if err := g.Play(Move{Cell: c, Colour: Black}); err == nil || !strings.Contains(err.Error(), "variant rule is off") {
		t.Errorf("another colour without the variant rule: %v", err)
	}
	if err := g.Play(Move{Cell: c, Colour: g.ToMove()}); err != nil {
		t.Errorf("naming the mover's own colour: %v", err)
	}
	if _, err := NewGame(Spec{Size: 2}, Options{Order: [3]Player{White, White, Black}}); err == nil {
		t.Error("a turn order with a repeated player is accepted")
	}
	h, _ := NewGame(Spec{Size: 2}, Options{Order: [3]Player{Black, White, Gray}})
	if h.ToMove() != Black {
		t.Errorf("order black first: %v to move", h.ToMove())
	}
}

func TestVariantRule(t *testing.T) {
	g, _ := NewGame(MustSpec("trunc:2+variant"), Options{})
	if n := len(g.LegalMoves()); n != 3*18 {
		t.Errorf("%d legal moves, want 54", n)
	}
	c := g.Board().CellAt(Point{0, 2, -2})
	if err := g.Play(Move{Cell: c, Colour: Black}); err != nil {
		t.Fatal(err)
	}
	if g.At(c) != Black || g.Turns()[0].Player != White {
		t.Errorf("white's move coloured %v, recorded for %v", g.At(c), g.Turns()[0].Player)
	}
	r := g.Record()
	if r.Moves[0].Colour != "black" || r.Board != "trunc:2+variant" {
		t.Errorf("record %+v", r)
	}
}

func TestUndoRedoAndEnd(t *testing.T) {
	b := board(1)
	g, _ := NewGame(Spec{Size: 1}, Options{})
	moves := mustMoves(t, b, "0,0,0;1,1,1;1,1,-1;1,-1,1")
	for _, m := range moves {
		if err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	// A border through coloured cells joins B and D: White has won with a
	// cell to spare.
	if !g.Over() || g.Winner() != White || g.Position().Pairing() != PairAC {
		t.Fatalf("after 4 moves: over %v, winner %v, pairing %v", g.Over(), g.Winner(), g.Position().Pairing())
	}
	if err := g.Play(Move{Cell: g.Position().EmptyCells()[0]}); err == nil {
		t.Error("a move after the end is accepted")
	}
	if len(g.LegalMoves()) != 0 {
		t.Error("legal moves after the end")
	}
	if !g.Undo() || g.Over() || len(g.Turns()) != 3 {
		t.Fatalf("undo: over %v, %d turns", g.Over(), len(g.Turns()))
	}
	if !g.Redo() || !g.Over() || g.Winner() != White || g.CanRedo() {
		t.Fatalf("redo: over %v, winner %v", g.Over(), g.Winner())
	}
	clone := g.Clone()
	clone.Undo()
	if len(g.Turns()) != 4 {
		t.Error("undoing a clone changed the game")
	}
}

// TestDecided: the game ends as soon as no filling of the empty cells can
// change the winner, which Decided checks against every filling.
func TestDecided(t *testing.T) {
	b := board(2)
	p := NewPosition(b)
	rng := newRand(3)
	early := 0
	for range 300 {
		p.Reset()
		order := rng.Perm(b.NumCells())
		for _, c := range order[:b.NumCells()-5] {
			p.Set(Cell(c), Players[rng.IntN(3)])
		}
		got := p.Decided(nil)
		// Brute force: every filling of the 5 empty cells.
		winners := map[Player]bool{}
		empty := p.EmptyCells()
		q := p.Clone()
		for i := range 243 {
			x := i
			for _, c := range empty {
				q.Set(c, Players[x%3])
				x /= 3
			}
			winners[q.Winner()] = true
		}
		want := NoPlayer
		if len(winners) == 1 {
			for w := range winners {
				want = w
			}
		}
		if got != want {
			t.Fatalf("Decided = %v, every filling gives %v", got, winners)
		}
		if want != NoPlayer && p.Winner() == NoPlayer {
			early++
		}
	}
	t.Logf("%d of 300 positions were decided without a finished border", early)
}

func TestRecordRoundTrip(t *testing.T) {
	g, _ := NewGame(Spec{Size: 2}, Options{Order: [3]Player{Gray, Black, White}})
	for !g.Over() {
		legal := g.LegalMoves()
		if err := g.PlayRule(legal[len(legal)/2], "test"); err != nil {
			t.Fatal(err)
		}
	}
	data, err := json.Marshal(g.Record())
	if err != nil {
		t.Fatal(err)
	}
	h, err := ParseRecord(data)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if h.Winner() != g.Winner() || len(h.Turns()) != len(g.Turns()) || h.Options() != g.Options() {
		t.Errorf("replayed %v in %d turns, want %v in %d", h.Winner(), len(h.Turns()), g.Winner(), len(g.Turns()))
	}
	for _, bad := range []struct{ edit, want string }{
		{`"winner":"` + g.Winner().String() + `"`, "winner"},
		{`"player":"gray"`, "it was"},
		{`"board":"trunc:2"`, "board"},
		{`"order":["gray"`, "order"},
	} {
		var broken string
		switch bad.want {
		case "winner":
			other := White
			if g.Winner() == White {
				other = Gray
			}
			broken = strings.Replace(string(data), bad.edit, `"winner":"`+other.String()+`"`, 1)
		case "it was":
			broken = strings.Replace(string(data), bad.edit, `"player":"white"`, 1)
		case "board":
			broken = strings.Replace(string(data), bad.edit, `"board":"trunc:9"`, 1)
		case "order":
			broken = strings.Replace(string(data), bad.edit, `"order":["green"`, 1)
		}
		if _, err := ParseRecord([]byte(broken)); err == nil || !strings.Contains(err.Error(), bad.want) {
			t.Errorf("broken record (%s): %v", bad.want, err)
		}
	}
}

func TestNotation(t *testing.T) {
	b := board(2)
	c, err := b.ParseCell("0,-2,2")
	if err != nil || b.CellName(c) != "0,2,-2" {
		t.Errorf("0,-2,2 -> %v %v", b.CellName(c), err)
	}
	if d, _ := b.ParseCell(" 0, 2 ,-2"); d != c {
		t.Error("spaces change the cell")
	}
	for _, bad := range []string{"0,1,2", "0,0,4", "1,1", "a,b,c", "", "1,1,1,1", "00000,0,0"} {
		if _, err := b.ParseCell(bad); err == nil {
			t.Errorf("ParseCell(%q) is accepted", bad)
		}
	}
	moves, err := b.ParseMoveList("0,0,0;1,1,1=gray; 2,0,0")
	if err != nil || len(moves) != 3 || moves[1].Colour != Gray {
		t.Fatalf("%v %v", moves, err)
	}
	if got := b.FormatMoveList(moves); got != "0,0,0;1,1,1=gray;2,0,0" {
		t.Errorf("FormatMoveList = %q", got)
	}
	if _, err := b.ParseMoveList("0,0,0;1,1,1=green"); err == nil || !strings.Contains(err.Error(), "move 2") {
		t.Errorf("a bad colour: %v", err)
	}
}

func TestParseSpec(t *testing.T) {
	for text, want := range map[string]Spec{"trunc:1": {1, false}, "trunc:8+variant": {8, true}} {
		if got, err := ParseSpec(text); err != nil || got != want || got.String() != text {
			t.Errorf("ParseSpec(%q) = %v, %v", text, got, err)
		}
	}
	for _, bad := range []string{"trunc:0", "trunc:9", "trunc:01", "trunc:", "hex:3x3", "trunc:3+reverse", "trunc:-1", "trunc:10"} {
		if _, err := ParseSpec(bad); err == nil {
			t.Errorf("ParseSpec(%q) is accepted", bad)
		} else if !strings.Contains(err.Error(), "expected trunc:K") {
			t.Errorf("ParseSpec(%q): %v does not say what was expected", bad, err)
		}
	}
}

// TestDecidedFixedColours: under the normal rule the colours still to come
// are fixed; Decided(next) agrees with every filling that uses exactly
// those colours.
func TestDecidedFixedColours(t *testing.T) {
	b := board(2)
	p := NewPosition(b)
	rng := newRand(4)
	next := []Player{White, Gray, Black, White, Gray, Black}
	decided := 0
	for range 200 {
		p.Reset()
		order := rng.Perm(b.NumCells())
		for _, c := range order[:b.NumCells()-len(next)] {
			p.Set(Cell(c), Players[rng.IntN(3)])
		}
		empty := p.EmptyCells()
		winners := map[Player]bool{}
		q := p.Clone()
		for i := range 729 {
			var n [4]int
			x := i
			for _, c := range empty {
				q.Set(c, Players[x%3])
				n[Players[x%3]]++
				x /= 3
			}
			if n[White] == 2 && n[Gray] == 2 && n[Black] == 2 {
				winners[q.Winner()] = true
			}
		}
		want := NoPlayer
		if len(winners) == 1 {
			for w := range winners {
				want = w
			}
			decided++
		}
		if got := p.Decided(next); got != want {
			t.Fatalf("Decided = %v, the fillings give %v", got, winners)
		}
	}
	t.Logf("%d of 200 positions with 6 cells to fill (2 of each colour) were decided", decided)
}
