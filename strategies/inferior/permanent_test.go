package inferior

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestPermanentlyInferiorByBruteForce fills each permanently inferior cell of random positions
// of small planar boards for its player and checks, by exhaustive play, that no winner
// changes: the position's with either player to move, and every position one move on (the
// fill-in is permanent: it holds whatever is played elsewhere).
func TestPermanentlyInferiorByBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(41, 42))
	fired := 0
	for _, spec := range []string{"hex:3x3", "hex:4x4", "hex:3x4", "hex:4x3", "hex:5x3", "hex:3x5", "hex:5x4", "hex:4x5", "hex:5x5"} {
		b := core.MustBoard(spec)
		g := geometryOf(b)
		sv := newSolver(b)
		trials := 400
		if testing.Short() {
			trials = 100
		}
		for trial := 0; trial < trials; trial++ {
			col, _ := randomGame(r, b, 4+r.IntN(min(9, b.NumCells()-4)))
			bd := newBoard(g, col)
			var none overlay
			for c := range core.Cell(b.NumCells()) {
				if col[c] != core.NoPlayer {
					continue
				}
				for _, p := range []core.Player{core.Red, core.Blue} {
					if bd.permanentlyInferior(p, c, &none) == nil {
						continue
					}
					fired++
					filled := after(col, p, c)
					if wrong := sameWinners(sv, col, filled); wrong != "" {
						t.Fatalf("%s: %s's fill-in at %s changes %s\n%s", spec, p, b.CellName(c), wrong, diagram(b, col))
					}
					for m := range core.Cell(b.NumCells()) {
						if col[m] != core.NoPlayer || m == c {
							continue
						}
						for _, q := range []core.Player{p, p.Opponent()} {
							if q != p && g.adjacent(m, c) {
								continue
							}
							x, y := sv.winner(after(col, q, m), q.Opponent()), sv.winner(after(filled, q, m), q.Opponent())
							if x != y {
								t.Fatalf("%s: %s's fill-in at %s after %s's %s changes the winner from %s to %s\n%s", spec, p, b.CellName(c), q, b.CellName(m), x, y, diagram(b, col))
							}
						}
					}
				}
			}
		}
	}
	if fired < 100 {
		t.Fatalf("the rule fired %d times: too few to check it", fired)
	}
	t.Logf("%d fill-ins checked", fired)
}

// sameWinners compares two colourings' winners with each player to move, and returns what
// differs ("" when nothing does).
func sameWinners(sv *solver, a, b []core.Player) string {
	for _, t := range []core.Player{core.Red, core.Blue} {
		if x, y := sv.winner(a, t), sv.winner(b, t); x != y {
			return t.String() + " to move: " + x.String() + " wins, then " + y.String()
		}
	}
	return ""
}

// TestFillinAsBenzene compares the fill-in (dead, captured and permanently inferior cells)
// with the cells MoHex 2.0's compute-fillin fills on the same positions, its answers written
// down from this machine's build (../shared/tools/build-benzene.sh): "boardsize 11 11", the
// stones played, then "compute-fillin black". Benzene colours a dead cell either way, so the
// cells are compared, not their colours.
func TestFillinAsBenzene(t *testing.T) {
	for _, tc := range []struct {
		setup, moves string
		benzene      string
	}{
		// The edge template II of a lone stone and the cells beside it.
		{"blue:j5", "", "k3 k4 k5 k6"},
		// After ten moves of a game from a random start (the study's position 005):
		// permanently inferior cells on three edges.
		{"red:a1,b6,blue:j5,j11", "i10,b10,d9,d8,f7,f6,e7,e6,d7,d6",
			"b1 k3 k4 k5 k6 a7 k7 a8 k8 a9 b9 k9 a10 j10 k10 a11 g11 h11 i11 k11"},
	} {
		b := core.MustBoard("hex:11x11")
		setup, err := core.ParseSetup(b, tc.setup)
		if err != nil {
			t.Fatal(err)
		}
		g, err := core.NewGameFromMoveList(b.Spec(), core.Options{Setup: setup}, tc.moves)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Analyze(g.Position(), g.ToMove())
		if err != nil {
			t.Fatal(err)
		}
		var ours []string
		for _, c := range append(append(slices.Clone(r.Dead), r.Fillin[core.Red]...), r.Fillin[core.Blue]...) {
			ours = append(ours, b.CellName(c))
		}
		theirs := strings.Fields(tc.benzene)
		slices.Sort(ours)
		slices.Sort(theirs)
		if !slices.Equal(ours, theirs) {
			t.Errorf("%s %s: the fill-in is %v, Benzene's %v", tc.setup, tc.moves, ours, theirs)
		}
	}
}
