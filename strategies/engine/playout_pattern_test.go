package engine

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The pattern policy's codes, γ and totals, kept up to date stone by stone, are always what
// reading every pattern afresh gives, on every topology (small wrapped boards, where a
// pattern holds a cell twice, included), from positions with stones at the root.
func TestPatternPlayoutFollowsTheStones(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	w := hexWeights()
	for _, spec := range []string{"hex:9x9", "hex:4x7", "cyl:5x6", "torus:3x3", "torus:6x6", "cyl:2x3"} {
		b := core.MustBoard(spec)
		g := NewPatterns(b)
		pp := newPatternPlayout(g, w, b)
		for round := range 20 {
			pos := core.NewPosition(b)
			cells := r.Perm(b.NumCells())
			atRoot := r.IntN(b.NumCells() / 2)
			player := core.Red
			for _, c := range cells[:atRoot] {
				pos.Place(core.Cell(c), player)
				player = player.Opponent()
			}
			pp.reset(pos)
			pp.begin()
			for _, c := range cells[atRoot:] {
				pos.Place(core.Cell(c), player)
				pp.place(core.Cell(c), player)
				player = player.Opponent()
				checkPatternState(t, spec, round, pos, g, w, pp)
			}
		}
	}
}

func checkPatternState(t *testing.T, spec string, round int, pos *core.Position, g *Patterns, w *Weights, pp *patternPlayout) {
	t.Helper()
	for v, player := range []core.Player{core.Red, core.Blue} {
		total := 0.0
		for c := range pp.n {
			want := g.codes(pos, core.Cell(c), player)
			if pp.codes[v*2][c] != want[0] || pp.codes[v*2+1][c] != want[1] {
				t.Fatalf("%s round %d, %v's view of %s: codes %v, read afresh %v\n%s", spec, round, player,
					pos.Board().CellName(core.Cell(c)), [2]uint32{pp.codes[v*2][c], pp.codes[v*2+1][c]}, want, core.Diagram(pos))
			}
			gamma := float32(0)
			if pos.At(core.Cell(c)) == core.NoPlayer {
				gamma = w.Gamma(min(want[0], want[1]))
			}
			if pp.gamma[v][c] != gamma {
				t.Fatalf("%s round %d: γ of %s for %v is %v, want %v", spec, round, pos.Board().CellName(core.Cell(c)), player, pp.gamma[v][c], gamma)
			}
			total += float64(gamma)
		}
		if math.Abs(pp.total[v]-total) > 1e-3*math.Max(1, total) {
			t.Fatalf("%s round %d: %v's total %v, want %v", spec, round, player, pp.total[v], total)
		}
	}
}

// choose draws each empty cell in proportion to its γ: on a position with stones, every
// cell's share of 200,000 draws is within 5 standard deviations of its γ's share, and a taken
// cell is never drawn.
func TestPatternPlayoutDrawsByWeight(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	pos := core.NewPosition(b)
	for i, name := range []string{"c3", "b4", "d2", "c2"} {
		c, _ := b.ParseCell(name)
		pos.Place(c, []core.Player{core.Red, core.Blue}[i%2])
	}
	pp := newPatternPlayout(NewPatterns(b), hexWeights(), b)
	pp.reset(pos)
	pp.begin()
	r := rand.New(rand.NewPCG(1, 2))
	const draws = 200000
	count := make([]int, b.NumCells())
	for range draws {
		count[pp.choose(core.Red, r)]++
	}
	for c := range b.NumCells() {
		share := float64(pp.gamma[0][c]) / pp.total[0]
		if pos.At(core.Cell(c)) != core.NoPlayer && count[c] > 0 {
			t.Fatalf("taken cell %s drawn %d times", b.CellName(core.Cell(c)), count[c])
		}
		sd := math.Sqrt(draws * share * (1 - share))
		if math.Abs(float64(count[c])-draws*share) > 5*sd+1 {
			t.Errorf("%s drawn %d times, expected %.0f ± %.0f", b.CellName(core.Cell(c)), count[c], draws*share, sd)
		}
	}
}

// BenchmarkPlayoutPolicies measures a search of 5,000 playouts after a stone in the middle of
// hex:9x9 and hex:11x11, with uniform playouts and with the pattern policy: playouts/s of
// each, one beside the other.
func BenchmarkPlayoutPolicies(b *testing.B) {
	for _, spec := range []string{"hex:9x9", "hex:11x11"} {
		board := core.MustBoard(spec)
		pos := core.NewPosition(board)
		pos.Place(core.Cell(board.NumCells()/2), core.Red)
		for _, policy := range []struct {
			name     string
			patterns bool
		}{{"uniform", false}, {"patterns", true}} {
			b.Run(spec+"/"+policy.name, func(b *testing.B) {
				playouts := 0
				for i := 0; i < b.N; i++ {
					e := New(board, false, Options{Playouts: 5000, Seed: uint64(i), PatternPlayouts: policy.patterns})
					r, err := e.Search(context.Background(), pos, core.Blue)
					if err != nil {
						b.Fatal(err)
					}
					playouts += r.Playouts
				}
				b.ReportMetric(float64(playouts)/b.Elapsed().Seconds(), "playouts/s")
			})
		}
	}
}
