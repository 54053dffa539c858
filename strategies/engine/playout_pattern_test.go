package engine

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
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
		pp := newPatternPlayout(g, newPlayoutWeights(w, hexLocalWeights()), b)
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
				gamma = min(w.Gamma(min(want[0], want[1])), PlayoutCap)
			}
			if pp.gamma[v][c] != gamma {
				t.Fatalf("%s round %d: γ of %s for %v is %v, want %v", spec, round, pos.Board().CellName(core.Cell(c)), player, pp.gamma[v][c], gamma)
			}
			if local := hexLocalWeights().Gamma(min(want[0], want[1])); gamma != 0 && pp.local[v][c] != local {
				t.Fatalf("%s round %d: local weight of %s for %v is %v, want %v", spec, round, pos.Board().CellName(core.Cell(c)), player, pp.local[v][c], local)
			}
			total += float64(gamma)
		}
		if math.Abs(pp.total[v]-total) > 1e-3*math.Max(1, total) {
			t.Fatalf("%s round %d: %v's total %v, want %v", spec, round, player, pp.total[v], total)
		}
		for i, sum := range pp.block[v] {
			want := 0.0
			for c := i * gammaBlock; c < min((i+1)*gammaBlock, pp.n); c++ {
				want += float64(pp.gamma[v][c])
			}
			if math.Abs(sum-want) > 1e-3*math.Max(1, want) {
				t.Fatalf("%s round %d: %v's block %d sums to %v, want %v", spec, round, player, i, sum, want)
			}
		}
	}
}

// choose draws each empty cell in proportion to its weight: its global weight (γ, at most
// PlayoutCap), plus its local weight when it is in the last move's pattern. On a position
// with stones, with no last move and after one, every cell's share of 200,000 draws is within
// 5 standard deviations of its weight's share, and a taken cell is never drawn.
func TestPatternPlayoutDrawsByWeight(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	pos := core.NewPosition(b)
	for i, name := range []string{"c3", "b4", "d2", "c2"} {
		c, _ := b.ParseCell(name)
		pos.Place(c, []core.Player{core.Red, core.Blue}[i%2])
	}
	g := NewPatterns(b)
	pp := newPatternPlayout(g, hexPlayoutWeights(), b)
	pp.reset(pos)
	pp.begin()
	c2, _ := b.ParseCell("c2")
	for _, last := range []core.Cell{core.NoCell, c2} {
		r := rand.New(rand.NewPCG(1, 2))
		const draws = 200000
		count := make([]int, b.NumCells())
		for range draws {
			count[pp.choose(core.Red, last, r)]++
		}
		// The weights read afresh: the global ones and, around last, the local ones.
		weight := make([]float64, b.NumCells())
		total := 0.0
		for c := range b.NumCells() {
			if pos.At(core.Cell(c)) != core.NoPlayer {
				continue
			}
			code := g.Code(pos, core.Cell(c), core.Red)
			weight[c] = float64(min(hexWeights().Gamma(code), PlayoutCap))
			if last != core.NoCell && slices.Contains(g.Neighbourhood(last), int32(c)) {
				weight[c] += float64(hexLocalWeights().Gamma(code))
			}
			total += weight[c]
		}
		for c := range b.NumCells() {
			share := weight[c] / total
			if pos.At(core.Cell(c)) != core.NoPlayer && count[c] > 0 {
				t.Fatalf("taken cell %s drawn %d times", b.CellName(core.Cell(c)), count[c])
			}
			sd := math.Sqrt(draws * share * (1 - share))
			if math.Abs(float64(count[c])-draws*share) > 5*sd+1 {
				t.Errorf("last move %v: %s drawn %d times, expected %.0f ± %.0f", last, b.CellName(core.Cell(c)), count[c], draws*share, sd)
			}
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
			name                     string
			patterns, inferior, full bool
		}{{"uniform", false, false, false}, {"patterns", true, false, false}, {"inferior-last", false, true, false}, {"inferior-last-full", false, true, true}} {
			b.Run(spec+"/"+policy.name, func(b *testing.B) {
				playouts := 0
				for i := 0; i < b.N; i++ {
					e := New(board, false, Options{Playouts: 5000, Seed: uint64(i), PatternPlayouts: policy.patterns, InferiorPlayouts: policy.inferior, FullPlayouts: policy.full})
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
