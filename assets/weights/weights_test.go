package weights

import (
	"crypto/sha256"
	"encoding/hex"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// TestNetworkChecksum checks that the embedded weights are the ones their checksum file
// names and read as a network, and that the file is in Write's form (so its checksum is the
// network's Checksum, which hexlab policy reports).
func TestNetworkChecksum(t *testing.T) {
	net, err := Network()
	if err != nil {
		t.Fatal(err)
	}
	sum := sha256.Sum256([]byte(networkFile))
	if !strings.HasPrefix(networkSum, hex.EncodeToString(sum[:])+"  hex.net") {
		t.Errorf("hex.net.sha256 is %q; the file's SHA-256 is %x", networkSum, sum)
	}
	if got := net.Checksum(); got != hex.EncodeToString(sum[:]) {
		t.Errorf("the network's Checksum is %s, its file's SHA-256 %x: the file is not in Write's form", got, sum)
	}
	if len(networkFile) > 1<<20 {
		t.Errorf("hex.net is %d bytes: the worker downloads it, keep it under 1 MB", len(networkFile))
	}
	if again, _ := Network(); again != net {
		t.Error("Network read the file a second time")
	}
}

// TestReadNetworkRefuses checks that weights changed without their checksum, and a checksum
// file that is not sha256sum's line, are refused with a message that says so.
func TestReadNetworkRefuses(t *testing.T) {
	changed := []byte(networkFile)
	changed[len(changed)/2] ^= 1
	for _, c := range []struct {
		name string
		data string
		sum  string
		want string
	}{
		{"a byte changed", string(changed), networkSum, "changed without their checksum"},
		{"a byte cut off", networkFile[:len(networkFile)-1], networkSum, "changed without their checksum"},
		{"an empty checksum file", networkFile, "", "is not a line"},
		{"another file's name", networkFile, strings.Replace(networkSum, "hex.net", "other.net", 1), "is not a line"},
		{"a short checksum", networkFile, "abc  hex.net\n", "is not a line"},
	} {
		if _, err := readNetwork(c.data, c.sum); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want an error with %q", c.name, err, c.want)
		}
	}
	// A file whose checksum matches but whose weights do not read is refused by Read.
	bad := ("hexlab-network 1\nplanes 10 channels 32 blocks 4 value_hidden 32\n")
	sum := sha256.Sum256([]byte(bad))
	if _, err := readNetwork(bad, hex.EncodeToString(sum[:])+"  hex.net\n"); err == nil || !strings.Contains(err.Error(), "hex.net: network:") {
		t.Errorf("a truncated file with its checksum: %v", err)
	}
}

// randomPosition returns a position of b with stones of each player on random cells, drawn
// from seed, and the player to move (Red when the counts are equal).
func randomPosition(b *core.Board, stones int, seed uint64) (*core.Position, core.Player) {
	r := rand.New(rand.NewPCG(seed, 58))
	p := core.NewPosition(b)
	cells := r.Perm(b.NumCells())
	for i := 0; i < stones && i < len(cells); i++ {
		p.Place(core.Cell(cells[i]), []core.Player{core.Red, core.Blue}[i%2])
	}
	if stones%2 == 1 {
		return p, core.Blue
	}
	return p, core.Red
}

// TestNetworkEvaluates checks that the embedded network evaluates a position of each
// topology and rule: a prior of 0 on each stone, priors summing to 1 over the empty cells,
// a value from 0 to 1, the same answer twice.
func TestNetworkEvaluates(t *testing.T) {
	net, err := Network()
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []string{"hex:11x11", "cyl:5x9", "torus:5x5", "hex:5x5+reverse"} {
		b := core.MustBoard(spec)
		for _, stones := range []int{0, 3, b.NumCells() - 1} {
			p, toMove := randomPosition(b, stones, uint64(stones))
			in := network.Input{Pos: p, ToMove: toMove, Reverse: b.Spec().Reverse}
			e := net.NewEvaluator()
			ev := e.Evaluate(in)
			if len(ev.Policy) != b.NumCells() {
				t.Fatalf("%s: %d priors for %d cells", spec, len(ev.Policy), b.NumCells())
			}
			sum := 0.0
			for c, prior := range ev.Policy {
				if math.IsNaN(float64(prior)) || prior < 0 || (p.At(core.Cell(c)) != core.NoPlayer && prior != 0) {
					t.Errorf("%s, %d stones: cell %s has prior %v", spec, stones, b.CellName(core.Cell(c)), prior)
				}
				sum += float64(prior)
			}
			if math.Abs(sum-1) > 1e-4 || !(ev.Value >= 0 && ev.Value <= 1) {
				t.Errorf("%s, %d stones: priors sum to %v, value %v", spec, stones, sum, ev.Value)
			}
			if again := net.NewEvaluator().Evaluate(in); again.Value != ev.Value || !slices.Equal(again.Policy, ev.Policy) {
				t.Errorf("%s, %d stones: a second evaluation differs", spec, stones)
			}
		}
	}
}

// BenchmarkNetworkEvaluate measures one evaluation of the embedded network on a position of
// 20 stones, on hex:11x11 (the measure) and hex:13x13, and reports evaluations a
// second and the network's MFLOP an evaluation; scripts/bench-network.sh runs it natively
// and as WebAssembly under Node, beside the engine's playouts.
func BenchmarkNetworkEvaluate(b *testing.B) {
	net, err := Network()
	if err != nil {
		b.Fatal(err)
	}
	for _, spec := range []string{"hex:11x11", "hex:13x13"} {
		b.Run(spec, func(b *testing.B) {
			board := core.MustBoard(spec)
			p, toMove := randomPosition(board, 20, 1)
			e := net.NewEvaluator()
			in := network.Input{Pos: p, ToMove: toMove}
			e.Evaluate(in) // the scratch memory, sized once
			b.ResetTimer()
			for range b.N {
				e.Evaluate(in)
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "evals/s")
			b.ReportMetric(float64(net.FLOPs(board))/1e6, "MFLOP/eval")
		})
	}
}
