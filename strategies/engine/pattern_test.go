package engine

import (
	"math"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// A pattern does not change under the board's symmetries: the half turn, and (where the
// board has it: not on the cylinder, which wraps one way) the transposition with the colours
// exchanged (Blue's view of the mirrored position is Red's of the original); and it sees the
// edges.
func TestPatternsKeepTheSymmetries(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, spec := range []string{"hex:9x9", "hex:5x5", "cyl:6x6", "torus:6x6"} {
		b := core.MustBoard(spec)
		pat := NewPatterns(b)
		for range 50 {
			pos, _ := minimax.RandomOpenPosition(r, b, r.IntN(b.NumCells()/2))
			turned, mirrored := core.NewPosition(b), core.NewPosition(b)
			for c := core.Cell(0); int(c) < b.NumCells(); c++ {
				if p := pos.At(c); p != core.NoPlayer {
					turned.Place(b.HalfTurn(c), p)
					mirrored.Place(b.Transpose(c), p.Opponent())
				}
			}
			for _, c := range pos.EmptyCells() {
				for _, p := range []core.Player{core.Red, core.Blue} {
					if got, want := pat.Code(turned, b.HalfTurn(c), p), pat.Code(pos, c, p); got != want {
						t.Fatalf("%s %s for %v: %d turned half round, %d not", spec, b.CellName(c), p, got, want)
					}
					if b.Topology() == core.Cylinder {
						continue
					}
					if got, want := pat.Code(mirrored, b.Transpose(c), p.Opponent()), pat.Code(pos, c, p); got != want {
						t.Fatalf("%s %s for %v: %d mirrored, %d not", spec, b.CellName(c), p, got, want)
					}
				}
			}
		}
	}
	b := core.MustBoard("hex:9x9")
	pat, empty := NewPatterns(b), core.NewPosition(b)
	centre, _ := b.ParseCell("e5")
	top, _ := b.ParseCell("e1")
	side, _ := b.ParseCell("a5")
	if pat.Code(empty, centre, core.Red) != 0 {
		t.Error("the centre of the empty board is not the all-empty pattern")
	}
	if a, c := pat.Code(empty, top, core.Red), pat.Code(empty, side, core.Red); a == 0 || c == 0 || a == c {
		t.Errorf("Red's edge and Blue's read %d and %d", a, c)
	}
	// Red's own edge is Blue's own edge once mirrored.
	if pat.Code(empty, top, core.Red) != pat.Code(empty, side, core.Blue) {
		t.Error("a cell on the mover's own edge reads differently for Red and Blue")
	}
}

// The embedded weights parse and read back, and bad weights files are refused with the line.
func TestParseWeights(t *testing.T) {
	for _, file := range []struct{ name, text string }{
		{"hex.txt", assets.HexPatterns}, {"hex-local.txt", assets.HexLocalPatterns},
	} {
		checkWeightsFile(t, file.name, file.text)
	}
	for _, bad := range []string{"12", "12 x", "12 -1", "12 0", "x 1", "244140625 1", "12 1 3", "rare NaN", "12 1e12"} {
		if _, err := ParseWeights("rare 1\n" + bad + "\n"); err == nil || !strings.Contains(err.Error(), "line 2") {
			t.Errorf("%q: %v", bad, err)
		}
	}
}

// checkWeightsFile checks that the weights file name (text) parses and reads back.
func checkWeightsFile(t *testing.T, name, text string) {
	t.Helper()
	w, err := ParseWeights(text)
	if err != nil || w.Len() < 500 {
		t.Fatalf("assets/patterns/%s: %v (%d patterns)", name, err, w.Len())
	}
	if w.Gamma(maxPatternCode-1) != w.rare {
		t.Errorf("%s: an unlisted pattern does not weigh as the rare ones", name)
	}
	// The open-addressing table Gamma reads agrees with the file's lines, read here
	// plainly, for every listed code and for unlisted ones.
	listed := map[uint32]float32{}
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(strings.Split(line, "#")[0])
		if len(f) != 2 || f[0] == RareCode {
			continue
		}
		code, err1 := strconv.ParseUint(f[0], 10, 32)
		g, err2 := strconv.ParseFloat(f[1], 32)
		if err1 != nil || err2 != nil {
			t.Fatalf("line %q", line)
		}
		listed[uint32(code)] = float32(g)
	}
	if len(listed) != w.Len() {
		t.Fatalf("%d patterns listed, Len %d", len(listed), w.Len())
	}
	for code, g := range listed {
		if w.Gamma(code) != g {
			t.Fatalf("code %d: Gamma %v, listed %v", code, w.Gamma(code), g)
		}
		if _, ok := listed[code+1]; !ok && w.Gamma(code+1) != w.rare {
			t.Fatalf("unlisted code %d weighs %v", code+1, w.Gamma(code+1))
		}
	}
}

// With local weights, the children in the last move's pattern get priors from their γ plus
// their local weight, the others from their γ alone: each child's prior, read afresh.
func TestLocalPriors(t *testing.T) {
	g, err := core.NewGameFromMoveList(core.MustBoard("hex:7x7").Spec(), core.Options{}, "d4,c5,e3")
	if err != nil {
		t.Fatal(err)
	}
	b, pos := g.Board(), g.Position()
	last, _ := b.ParseCell("e3")
	pat := NewPatterns(b)
	for _, local := range []*Weights{nil, hexLocalWeights()} {
		tr := newTree(b, false, 1000, nil)
		tr.patterns, tr.weights, tr.local = pat, hexWeights(), local
		tr.nodes[0].move = last
		if !tr.expand(0, pos, core.Blue) {
			t.Fatal("no room to expand")
		}
		open := hexWeights().Gamma(0)
		first, end := tr.children(0)
		nearCount := 0
		for i := first; i < end; i++ {
			c := tr.nodes[i]
			code := pat.Code(pos, c.move, core.Blue)
			g := hexWeights().Gamma(code)
			if local != nil && slices.Contains(pat.Neighbourhood(last), int32(c.move)) {
				g += local.Gamma(code)
				nearCount++
			}
			tens := max(-2, min(2, math.Log10(float64(g/open))))
			want := patternPrior * float32(0.5+0.15*tens)
			if math.Abs(float64(c.wins-want)) > 1e-4 {
				t.Errorf("local %v: %s's prior wins %v, want %v", local != nil, b.CellName(c.move), c.wins, want)
			}
		}
		if local != nil && nearCount < 6 {
			t.Errorf("only %d children near the last move", nearCount)
		}
	}
}
