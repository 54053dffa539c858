package trunc

import "testing"

// positionOf colours the cells listed for each player (";"-separated).
func positionOf(t *testing.T, b *Board, white, gray, black string) *Position {
	t.Helper()
	p := NewPosition(b)
	for colour, list := range map[Player]string{White: white, Gray: gray, Black: black} {
		cells, err := b.ParseCellList(list)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cells {
			if p.At(c) != NoPlayer {
				t.Fatalf("cell %s listed twice", b.CellName(c))
			}
			p.Set(c, colour)
		}
	}
	return p
}

// TestMovingHurts rebuilds the paper's Figure 7 in Trunc: one cell is
// left, and whichever of White and Black fills it loses. Colouring it
// white makes Black win, colouring it black makes White win, so the player
// to move (White or Black) would rather pass: making a move in your own
// colour can hurt you. With the variant rule the mover colours it in the
// other's colour and wins.
func TestMovingHurts(t *testing.T) {
	b := board(2)
	p := positionOf(t, b,
		"0,0,2;0,2,-2;1,1,1;2,-2,0;2,2,-2",
		"0,0,0;1,1,-1;2,-2,-2;2,0,-2;2,0,0",
		"0,2,0;0,2,2;1,-1,1;2,-2,2;2,0,2;2,2,0;2,2,2")
	last, _ := b.ParseCell("1,-1,-1")
	if p.NumEmpty() != 1 || p.At(last) != NoPlayer {
		t.Fatalf("%d empty cells", p.NumEmpty())
	}
	if w := p.Winner(); w != NoPlayer {
		t.Fatalf("decided already: %v", w)
	}
	want := map[Player]Player{White: Black, Gray: White, Black: White}
	for colour, winner := range want {
		q := p.Clone()
		q.Set(last, colour)
		if got := q.Winner(); got != winner {
			t.Errorf("1,-1,-1 coloured %v: %v wins, want %v", colour, got, winner)
		}
	}
	// The game of Figure 7 under the variant rule: White to move wins by
	// colouring the last cell black.
	q := p.Clone()
	q.Set(last, Black)
	if q.Winner() != White {
		t.Error("the variant move does not win")
	}
}
