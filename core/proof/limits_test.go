package proof

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// reachesBrute is the template game by the slow obvious search: whether w, answering inside
// cells with the loser moving first and holding every other cell, joins from to side.
func reachesBrute(pos *core.Position, w core.Player, from core.Cell, side core.Side, cells []core.Cell, wMoves bool, memo map[string]bool) bool {
	b := pos.Board()
	joined := func(q *core.Position) bool {
		seen := map[core.Cell]bool{from: true}
		queue := []core.Cell{from}
		for len(queue) > 0 {
			c := queue[0]
			queue = queue[1:]
			if b.Sides(c)&side != 0 {
				return true
			}
			for _, d := range b.Adjacent(c) {
				if !seen[d] && q.At(d) == w && (d == from || inCells(d, cells)) {
					seen[d] = true
					queue = append(queue, d)
				}
			}
		}
		return false
	}
	if joined(pos) {
		return true
	}
	key := fmt.Sprint(stones(pos), wMoves)
	if v, ok := memo[key]; ok {
		return v
	}
	win := !wMoves // no move left: the loser has won unless it is the winner's turn to find one
	moved := false
	for _, c := range cells {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		moved = true
		q := pos.Clone()
		if wMoves {
			q.Place(c, w)
			if reachesBrute(q, w, from, side, cells, false, memo) {
				win = true
				break
			}
			win = false
		} else {
			q.Place(c, w.Opponent())
			if !reachesBrute(q, w, from, side, cells, true, memo) {
				win = false
				break
			}
		}
	}
	if !moved {
		win = false
	}
	memo[key] = win
	return win
}

func inCells(c core.Cell, cells []core.Cell) bool {
	for _, d := range cells {
		if d == c {
			return true
		}
	}
	return false
}

// TestReachesSideIsTheGame checks the template game (its must-play pruning and its order of
// moves) against the slow obvious search on random carriers of up to 9 cells near a stone,
// on the plane and the cylinder: the answers must be the same, wins and losses both.
func TestReachesSideIsTheGame(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for _, spec := range []string{"hex:6x6", "cyl:5x6"} {
		b := core.MustBoard(spec)
		wins, losses := 0, 0
		for range 150 {
			pos := core.NewPosition(b)
			w := core.Red
			from := b.Cell(1+r.IntN(b.Cols()), 2+r.IntN(3))
			pos.Place(from, w)
			side := w.Sides()[r.IntN(2)]
			// The carrier: cells around the stone, a few at random left out.
			var cells []core.Cell
			frontier := []core.Cell{from}
			seen := map[core.Cell]bool{from: true}
			for len(frontier) > 0 && len(cells) < 9 {
				c := frontier[0]
				frontier = frontier[1:]
				for _, d := range b.Adjacent(c) {
					if !seen[d] && len(cells) < 9 {
						seen[d] = true
						frontier = append(frontier, d)
						if r.IntN(5) > 0 {
							cells = append(cells, d)
						}
					}
				}
			}
			got, err := ReachesSide(pos, w, from, side, cells, MaxTemplateStates)
			if err != nil {
				t.Fatal(err)
			}
			if want := reachesBrute(pos, w, from, side, cells, false, map[string]bool{}); got != want {
				t.Fatalf("%s: stone %s, side %v, cells %v: ReachesSide %v, the game %v", spec, b.CellName(from), side, cells, got, want)
			}
			if got {
				wins++
			} else {
				losses++
			}
		}
		if wins < 10 || losses < 10 {
			t.Errorf("%s: %d wins and %d losses: the test proves little", spec, wins, losses)
		}
	}
}

// templateIVa is edge template IV-1-a for the top edge, its 19 cells as offsets (columns,
// rows) from its fourth-row stone (strategies/vc writes it).
var templateIVa = [][2]int{{-1, -3}, {0, -3}, {1, -3}, {2, -3}, {3, -3}, {4, -3}, {5, -3},
	{-1, -2}, {0, -2}, {1, -2}, {2, -2}, {3, -2}, {4, -2}, {-1, -1}, {0, -1}, {1, -1}, {2, -1}, {3, -1}, {1, 0}}

// TestTemplateIVaWithinLimits plays out the largest template the prover writes, IV-1-a, on
// every side of the board and mirrored: each holds, and its game stays within half of
// MaxTemplateStates (the most, on the bottom edge, about 390,000 positions; 9.7 million
// before the must-play pruning, the dead cells and the order of moves).
func TestTemplateIVaWithinLimits(t *testing.T) {
	if testing.Short() {
		t.Skip("a second a template")
	}
	b := core.MustBoard("hex:13x13")
	for mirror := range 2 {
		for _, side := range []core.Side{core.Top, core.Bottom, core.Left, core.Right} {
			w, col, row := core.Red, 7, 7
			switch side {
			case core.Top:
				row = 4
			case core.Bottom:
				row = 10
			case core.Left:
				w, col = core.Blue, 4
			case core.Right:
				w, col = core.Blue, 10
			}
			pos := core.NewPosition(b)
			from := b.Cell(col, row)
			pos.Place(from, w)
			var cells []core.Cell
			for _, o := range templateIVa {
				dc, dr := o[0], o[1]
				if mirror == 1 {
					dc = -dc - dr
				}
				switch side {
				case core.Bottom:
					dc, dr = -dc, -dr
				case core.Left:
					dc, dr = dr, dc
				case core.Right:
					dc, dr = -dr, -dc
				}
				cells = append(cells, b.Cell(col+dc, row+dr))
			}
			if win, err := ReachesSide(pos, w, from, side, cells, MaxTemplateStates/2); err != nil || !win {
				t.Errorf("IV-1-a to %v, mirrored %v, within half the limit: %v, %v", side, mirror == 1, win, err)
			}
			if _, err := ReachesSide(pos, w, from, side, cells, 1000); !errors.Is(err, ErrTemplateTooBig) {
				t.Errorf("within 1000 positions: %v", err)
			}
		}
	}
}

// TestLeavesPastTheLimitsRefusedAtOnce refuses, before any search and saying why, a pairing
// leaf of more than MaxPairs pairs, a carrier leaf of more than MaxCarrier cells and a
// template of more than MaxTemplate cells; and a template whose game passes its positions'
// limit, with that reason.
func TestLeavesPastTheLimitsRefusedAtOnce(t *testing.T) {
	b := core.MustBoard("hex:9x9")
	names := func(from, n int) string {
		var out []string
		for c := from; c < from+n; c++ {
			out = append(out, b.CellName(core.Cell(c)))
		}
		return strings.Join(out, " ")
	}
	for _, tc := range []struct{ name, tree, want string }{
		{"17 pairs", "pairs 17 " + names(0, 34), "pairs 17: a pairing leaf holds at most 16 pairs, the checker's limit"},
		{"a carrier of 13 cells", "carrier 13 " + names(0, 13), "carrier 13: a carrier leaf holds at most 12 cells, the checker's limit"},
		{"a carrier of 60 cells", "carrier 60 " + names(0, 60), "carrier 60: a carrier leaf holds at most 12 cells"},
		{"a template of 21 cells", "conn 1 tmpl e5 top 21 " + names(0, 21), "tmpl 21: a template holds at most 20 cells, the checker's limit"},
	} {
		_, err := Check(strings.NewReader(proofText("hex:9x9", "red", "red", "", tc.tree)))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: got %v, want an error with %q", tc.name, err, tc.want)
		}
	}
	// A template within the size limit whose game passes the positions' limit is refused (here
	// with a small limit: the checker's own takes a second or so).
	pos := core.NewPosition(b)
	from := b.Cell(5, 5)
	pos.Place(from, core.Red)
	var cells []core.Cell
	for row := 1; row <= 4; row++ {
		for col := 3; col <= 7; col++ {
			cells = append(cells, b.Cell(col, row))
		}
	}
	if _, err := reachesSide(pos, core.Red, from, core.Top, cells, 100, nil); !errors.Is(err, ErrTemplateTooBig) {
		t.Fatalf("within 100 positions: %v", err)
	}
}

// TestDeadline stops a check whose deadline has passed, at once and with ErrTimeUp (the
// proof neither accepted nor refused), in the tree and inside a leaf's game.
func TestDeadline(t *testing.T) {
	past := Options{Deadline: time.Now().Add(-time.Second)}
	text := proofText("hex:2x2", "red", "red", "", "b1 b2 b2 a2")
	if _, err := CheckWith(strings.NewReader(text), past); !errors.Is(err, ErrTimeUp) {
		t.Errorf("a deadline passed: %v", err)
	}
	if _, err := CheckWith(strings.NewReader(text), Options{Deadline: time.Now().Add(time.Hour)}); err != nil {
		t.Errorf("a deadline an hour away: %v", err)
	}
	b := core.MustBoard("hex:11x11")
	pos := core.NewPosition(b)
	from := b.Cell(6, 4)
	pos.Place(from, core.Red)
	var cells []core.Cell
	for _, o := range templateIVa {
		cells = append(cells, b.Cell(6+o[0], 4+o[1]))
	}
	if _, err := reachesSide(pos, core.Red, from, core.Top, cells, MaxTemplateStates, func() bool { return true }); !errors.Is(err, ErrTimeUp) {
		t.Errorf("a template's game stopped: %v", err)
	}
	all := core.NewPosition(core.MustBoard("hex:4x3"))
	if _, err := carrierWins(all, core.Red, all.EmptyCells(), MaxCarrierStates, func() bool { return true }); !errors.Is(err, ErrTimeUp) {
		t.Errorf("a carrier's game stopped: %v", err)
	}
}

// TestHeldStepsBounded refuses threats that would hold more connection steps at once than
// the limit, along one line of the tree.
func TestHeldStepsBounded(t *testing.T) {
	defer func(old int) { maxHeldSteps = old }(maxHeldSteps)
	text := proofText("hex:3x3", "red", "blue", "blue b2\n", threats3x3b2)
	if _, err := Check(strings.NewReader(text)); err != nil {
		t.Fatal(err)
	}
	maxHeldSteps = 30 // the four threats hold 44 steps
	if _, err := Check(strings.NewReader(text)); err == nil || !strings.Contains(err.Error(), "more than 30 connection steps at once") {
		t.Errorf("threats past the limit: %v", err)
	}
}
