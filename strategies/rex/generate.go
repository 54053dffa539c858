package rex

import (
	"bytes"
	"fmt"
	"go/format"
	"math/bits"
	"slices"
	"strings"
	"sync"

	"github.com/hexlab/hexlab/core"
)

// Entry is a completion of player X in the position Start on the n x n
// board.
type Entry struct {
	N     int
	Start Pos
	X     core.Player
	A     Completion
	// Note says where the entry comes from (a figure of the paper, or the
	// opening it follows).
	Note string
}

// row is an entry as table.go writes it: the stones and the completion
// as text.
type row struct {
	n         int
	red, blue string // comma-separated cells
	x         string // "red" or "blue"
	a         string // Completion.Format
	note      string
}

var tableOnce sync.Once
var tableByN map[int][]Entry

// TableFor returns the entries of the table for the n x n board, each
// under the four symmetries that map the board onto itself and Red's
// goal onto Red's or Blue's: the identity, the half turn, and each of
// these after the reflection through the long diagonal with the colours
// exchanged (which makes a completion of Red one of Blue).
func TableFor(n int) []Entry {
	tableOnce.Do(func() {
		tableByN = map[int][]Entry{}
		for _, r := range table {
			e, err := r.entry()
			if err != nil {
				panic(fmt.Sprintf("rex table: %v", err))
			}
			tableByN[e.N] = append(tableByN[e.N], e.Images()...)
		}
	})
	return tableByN[n]
}

// Images returns e under the four symmetries (see TableFor), without
// repeats, e itself first.
func (e Entry) Images() []Entry {
	b := MustBoard(e.N)
	id := func(c int) int { return c }
	rot := b.Rotate
	tr := b.Transpose
	rotTr := func(c int) int { return b.Rotate(b.Transpose(c)) }
	var out []Entry
	seen := map[string]bool{}
	for i, f := range []func(int) int{id, rot, tr, rotTr} {
		img := Entry{N: e.N, X: e.X, A: e.A.Map(f), Note: e.Note}
		if i < 2 {
			img.Start = Pos{Red: b.MapSet(e.Start.Red, f), Blue: b.MapSet(e.Start.Blue, f)}
		} else {
			img.Start = e.Start.Swapped(b, f)
			img.X = e.X.Opponent()
		}
		key := fmt.Sprint(img.Start, img.X, img.A.Cells(), img.A.Single, sortedPairs(img.A))
		if !seen[key] {
			seen[key] = true
			out = append(out, img)
		}
	}
	return out
}

func sortedPairs(a Completion) string {
	b := make([]string, len(a.Pairs))
	for i, p := range a.Pairs {
		b[i] = fmt.Sprint(min(p[0], p[1]), max(p[0], p[1]))
	}
	slices.Sort(b)
	return strings.Join(b, " ")
}

func (r row) entry() (Entry, error) {
	b, err := NewBoard(r.n)
	if err != nil {
		return Entry{}, err
	}
	cb := core.MustBoard(fmt.Sprintf("hex:%dx%d", r.n, r.n))
	stones := func(text string) (uint64, error) {
		var s uint64
		if text == "" {
			return 0, nil
		}
		for _, name := range strings.Split(text, ",") {
			c, err := cb.ParseCell(name)
			if err != nil {
				return 0, err
			}
			s |= 1 << uint(c)
		}
		return s, nil
	}
	var e Entry
	e.N, e.Note = r.n, r.note
	if e.Start.Red, err = stones(r.red); err != nil {
		return Entry{}, err
	}
	if e.Start.Blue, err = stones(r.blue); err != nil {
		return Entry{}, err
	}
	if e.X, err = core.ParsePlayer(r.x); err != nil {
		return Entry{}, err
	}
	if e.A, err = ParseCompletion(b, r.a); err != nil {
		return Entry{}, err
	}
	if !IsCompletion(b, e.Start, e.X, e.A) {
		return Entry{}, fmt.Errorf("%dx%d %s: %s is not a completion of %v", r.n, r.n, r.note, r.a, e.X)
	}
	return e, nil
}

// TableSizes are the boards the table covers.
const TableSizes = 5

// GenerateEntries finds the table's entries by search (Find without a
// node budget), in this order, for n = 1 .. TableSizes:
//
//   - the losing player's pre-pair-completion of the empty board (Red's;
//     the table's symmetries give Blue's): the first player's for odd n
//     (Figures 13 and 15; n = 1 trivially), the second player's for even n
//     (Figures 12 and 14); Theorem 6 then wins for the other player;
//   - for even n, after the first player's opening in each of its
//     peripheral cells (Corollary 1; Red first, up to the half turn), a
//     pre-pair-completion of the second player, if there is one and the
//     entries before do not already give one;
//   - for odd n >= 3, after each opening of the first player (Red, up to
//     the half turn) and each reply Corollary 2 allows, a
//     pre-pair-completion of the first player, likewise.
//
// Completions whose pairs are adjacent cells are preferred (FindNear), as
// the paper draws them; each completion found is extended by Extend to
// cover the empty cells it left out.
//
// Every entry is checked with IsCompletion. missing lists the positions
// where the search proved that there is no completion.
func GenerateEntries() (entries []Entry, missing []string) {
	var out []Entry
	covered := func(b *Board, p Pos, x core.Player) bool {
		for _, e := range out {
			if e.N != b.n {
				continue
			}
			for _, img := range e.Images() {
				a, ok := Restrict(b, img.Start, p, x, img.A)
				if ok && img.X == x && (!a.Pre() || oddCount(p.Empty(b))) {
					return true
				}
			}
		}
		return false
	}
	add := func(b *Board, p Pos, x core.Player, note string) {
		if covered(b, p, x) {
			return
		}
		a, res := FindNear(b, p, x, true, 0)
		if res != Found {
			a, res = Find(b, p, x, true, 0)
		}
		if res != Found {
			missing = append(missing, fmt.Sprintf("%dx%d, %s: %v has no pre-pair-completion", b.n, b.n, note, x))
			return
		}
		out = append(out, Entry{N: b.n, Start: p, X: x, A: Extend(b, p, a), Note: note})
	}
	for n := 1; n <= TableSizes; n++ {
		b := MustBoard(n)
		fig := map[int]string{1: "1x1: the first player must colour the only cell", 2: "Figure 12", 3: "Figure 13", 4: "Figure 14", 5: "Figure 15"}[n]
		add(b, Pos{}, core.Red, fig)
		for c := 0; c < b.Cells(); c++ {
			if b.Rotate(c) < c {
				continue
			}
			p := Pos{}.With(c, core.Red)
			if n%2 == 0 {
				if slices.Contains(b.Peripheral(core.Red), c) {
					add(b, p, core.Blue, "Corollary 1: after the opening "+b.Name(c))
				}
				continue
			}
			plan, ok := Reply(b.Square, c, core.Red)
			if !ok {
				continue
			}
			for _, d := range plan.Cells {
				add(b, p.With(d, core.Blue), core.Red, fmt.Sprintf("Corollary 2 (%s): after %s, %s", plan.Rule, b.Name(c), b.Name(d)))
			}
		}
	}
	return out, missing
}

// GenerateTable returns the source of table.go: the entries of
// GenerateEntries as text.
func GenerateTable() []byte {
	var buf bytes.Buffer
	buf.WriteString("// Code generated by gen_table.go; DO NOT EDIT.\n\npackage rex\n\n")
	buf.WriteString("// table holds (pre-)pair-completions found by GenerateEntries: the\n// player X (x), the position (red and blue stones) and the completion\n// (pairs a1-b2, singleton in parentheses).\n")
	entries, missing := GenerateEntries()
	for _, m := range missing {
		fmt.Fprintf(&buf, "//\n// No completion: %s.\n", m)
	}
	buf.WriteString("var table = []row{\n")
	for _, e := range entries {
		b := MustBoard(e.N)
		names := func(s uint64) string {
			var out []string
			for _, c := range CellsOf(s) {
				out = append(out, b.Name(c))
			}
			return strings.Join(out, ",")
		}
		fmt.Fprintf(&buf, "\t{n: %d, red: %q, blue: %q, x: %q, a: %q, note: %q},\n",
			e.N, names(e.Start.Red), names(e.Start.Blue), e.X.String(), e.A.Format(b), e.Note)
	}
	buf.WriteString("}\n")
	src, err := format.Source(buf.Bytes())
	if err != nil {
		panic(err)
	}
	return src
}

// Extend pairs up the empty cells of p that a leaves out, neighbours
// first, while two are left: adding pairs keeps a completion one (player
// colours more cells), and a completion that covers the board leaves
// Theorem 6's rule (3) little to do, which keeps games, and the
// exhaustive checks of them, small.
func Extend(b *Board, p Pos, a Completion) Completion {
	out := Completion{Pairs: append([][2]int(nil), a.Pairs...), Single: a.Single}
	free := p.Empty(b) &^ a.Cells()
	for bits.OnesCount64(free) >= 2 {
		u := bits.TrailingZeros64(free)
		rest := free &^ (1 << uint(u))
		v := bits.TrailingZeros64(rest)
		if near := b.Grow(1<<uint(u)) & rest; near != 0 {
			v = bits.TrailingZeros64(near)
		}
		out.Pairs = append(out.Pairs, [2]int{u, v})
		free &^= 1<<uint(u) | 1<<uint(v)
	}
	return out
}
