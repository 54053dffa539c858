package history

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// model is the plainest history tree: maps from node to parent, to children in order and to
// the child Redo follows, each node named by its turn (every turn pushed is a new number).
type model struct {
	parent   map[int]int
	children map[int][]int
	next     map[int]int
	cur      int // 0 is the root
}

func newModel() *model {
	return &model{parent: map[int]int{}, children: map[int][]int{}, next: map[int]int{}}
}

// follow returns the child of x Redo goes to, and whether there is one.
func (m *model) follow(x int) (int, bool) {
	kids := m.children[x]
	if len(kids) == 0 {
		return 0, false
	}
	if n, ok := m.next[x]; ok && slices.Contains(kids, n) {
		return n, true
	}
	return kids[0], true
}

func (m *model) path() []int {
	var out []int
	for x := m.cur; x != 0; x = m.parent[x] {
		out = append([]int{x}, out...)
	}
	return out
}

func (m *model) line(from int, main bool) []int {
	var out []int
	for x := from; ; {
		n, ok := m.follow(x)
		if main && ok {
			n = m.children[x][0]
		}
		if !ok {
			return out
		}
		out = append(out, n)
		x = n
	}
}

// shape lists each node of the tree below x with its children, depth first.
func (m *model) shape(x int) [][]int {
	out := [][]int{append([]int{x}, m.children[x]...)}
	for _, c := range m.children[x] {
		out = append(out, m.shape(c)...)
	}
	return out
}

func treeShape(n *Node[int, string]) [][]int {
	row := []int{n.Turn()}
	for _, c := range n.Children() {
		row = append(row, c.Turn())
	}
	out := [][]int{row}
	for _, c := range n.Children() {
		out = append(out, treeShape(c)...)
	}
	return out
}

// nodeOf finds the node of turn v below n.
func nodeOf(n *Node[int, string], v int) *Node[int, string] {
	if n.Turn() == v {
		return n
	}
	for _, c := range n.Children() {
		if f := nodeOf(c, v); f != nil {
			return f
		}
	}
	return nil
}

// TestTreeAgainstModel plays random turns, undos, redos, choices, promotions, deletions,
// jumps and follows on a Tree and on the model, and compares them after each: the line
// played, the line ahead, the main line, the whole tree's shape.
func TestTreeAgainstModel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 300; game++ {
		var tr Tree[int, string]
		m := newModel()
		turn := 0
		var all []int // every turn pushed, deleted ones too
		for step := 0; step < 80; step++ {
			op := r.IntN(10)
			switch op {
			case 0, 1, 2:
				turn++
				all = append(all, turn)
				tr.Push(turn)
				m.children[m.cur] = append(m.children[m.cur], turn)
				m.parent[turn], m.next[m.cur], m.cur = m.cur, turn, turn
			case 3:
				got, ok := tr.Undo()
				if ok != (m.cur != 0) || ok && got != m.cur {
					t.Fatalf("game %d step %d: Undo = %d, %v; model at %d", game, step, got, ok, m.cur)
				}
				if ok {
					p := m.parent[m.cur]
					m.next[p], m.cur = m.cur, p
				}
			case 4:
				got, ok := tr.Redo()
				n, mok := m.follow(m.cur)
				if ok != mok || ok && got != n {
					t.Fatalf("game %d step %d: Redo = %d, %v; model %d, %v", game, step, got, ok, n, mok)
				}
				if ok {
					m.next[m.cur], m.cur = n, n
				}
			case 5:
				i := r.IntN(3)
				ok := tr.Choose(i)
				if ok != (i < len(m.children[m.cur])) {
					t.Fatalf("game %d step %d: Choose(%d) = %v with %d variations", game, step, i, ok, len(m.children[m.cur]))
				}
				if ok {
					m.next[m.cur] = m.children[m.cur][i]
				}
			case 6:
				tr.Promote()
				for x := m.cur; x != 0; x = m.parent[x] {
					p := m.parent[x]
					kids := slices.DeleteFunc(m.children[p], func(c int) bool { return c == x })
					m.children[p] = append([]int{x}, kids...)
				}
				if want := m.path(); !slices.Equal(tr.MainLine()[:len(want)], want) {
					t.Fatalf("game %d step %d: promoted, the main line %v does not begin with %v", game, step, tr.MainLine(), want)
				}
			case 7:
				ok := tr.Delete()
				if ok != (m.cur != 0) {
					t.Fatalf("game %d step %d: Delete = %v at %d", game, step, ok, m.cur)
				}
				if ok {
					x, p := m.cur, m.parent[m.cur]
					m.children[p] = slices.DeleteFunc(m.children[p], func(c int) bool { return c == x })
					if m.next[p] == x {
						delete(m.next, p)
					}
					m.cur = p
				}
			case 8:
				// Jump to any turn ever pushed: those deleted are refused.
				if len(all) == 0 {
					break
				}
				v := all[r.IntN(len(all))]
				n := nodeOf(tr.Root(), v)
				if n == nil {
					// A deleted node: find it no more, and GoTo on a node from a clone
					// (another tree) is refused.
					c := tr.Clone()
					if tr.GoTo(c.Current()) && len(tr.Played()) > 0 {
						t.Fatalf("game %d step %d: GoTo took another tree's node", game, step)
					}
					break
				}
				if !tr.GoTo(n) {
					t.Fatalf("game %d step %d: GoTo(%d) refused", game, step, v)
				}
				m.cur = v
				for x := v; x != 0; x = m.parent[x] {
					m.next[m.parent[x]] = x
				}
			case 9:
				kids := m.children[m.cur]
				want := -1
				if len(kids) > 0 && r.IntN(2) == 0 {
					want = kids[r.IntN(len(kids))]
				}
				ok := tr.Follow(func(v int) bool { return v == want })
				if ok != (want >= 0) {
					t.Fatalf("game %d step %d: Follow(%d) = %v", game, step, want, ok)
				}
				if ok {
					m.next[m.cur], m.cur = want, want
				}
			}
			if !slices.Equal(tr.Played(), m.path()) {
				t.Fatalf("game %d step %d (op %d): played %v, model %v", game, step, op, tr.Played(), m.path())
			}
			if got, want := tr.Ahead(), m.line(m.cur, false); !slices.Equal(got, want) {
				t.Fatalf("game %d step %d (op %d): ahead %v, model %v", game, step, op, got, want)
			}
			if got, want := tr.MainLine(), m.line(0, true); !slices.Equal(got, want) {
				t.Fatalf("game %d step %d (op %d): main line %v, model %v", game, step, op, got, want)
			}
			if got, want := treeShape(tr.Root()), m.shape(0); !slices.EqualFunc(got, want, slices.Equal) {
				t.Fatalf("game %d step %d (op %d): tree %v, model %v", game, step, op, got, want)
			}
			if tr.Current().Turn() != m.cur || tr.Len() != len(m.path()) || tr.CanUndo() != (m.cur != 0) || tr.CanRedo() != (len(m.children[m.cur]) > 0) {
				t.Fatalf("game %d step %d: current %d len %d can undo %v redo %v; model at %d", game, step, tr.Current().Turn(), tr.Len(), tr.CanUndo(), tr.CanRedo(), m.cur)
			}
			if last, ok := tr.Last(); ok != (m.cur != 0) || ok && last != m.cur {
				t.Fatalf("game %d step %d: Last = %d, %v", game, step, last, ok)
			}
		}
	}
}

// A note belongs to its position; a clone is a copy of the whole tree, independent of it.
func TestNotesAndClone(t *testing.T) {
	var tr Tree[int, string]
	tr.SetNote("the start")
	tr.Push(1)
	tr.SetNote("after 1")
	tr.Push(2)
	tr.Undo()
	tr.Push(3) // a variation beside 2
	c := tr.Clone()
	c.SetNote("changed in the clone")
	c.Delete()
	c.Undo()
	c.SetNote("changed too")
	if got := tr.Current().Note(); got != "" {
		t.Errorf("note of 3: %q", got)
	}
	if got := tr.Root().Note(); got != "the start" {
		t.Errorf("root note: %q", got)
	}
	tr.Undo()
	if got := tr.Current().Note(); got != "after 1" {
		t.Errorf("note of 1 after the clone changed: %q", got)
	}
	if got := treeShape(tr.Root()); !slices.EqualFunc(got, [][]int{{0, 1}, {1, 2, 3}, {2}, {3}}, slices.Equal) {
		t.Errorf("the original's tree changed with its clone: %v", got)
	}
	if got := treeShape(c.Root()); !slices.EqualFunc(got, [][]int{{0, 1}, {1, 2}, {2}}, slices.Equal) {
		t.Errorf("the clone's tree: %v", got)
	}
	// Redo follows the variation played last, here 3; Choose(0) the main line.
	if got, _ := tr.Redo(); got != 3 {
		t.Errorf("Redo played %d, want 3 (the variation played last)", got)
	}
	tr.Undo()
	tr.Choose(0)
	if got, _ := tr.Redo(); got != 2 || tr.Chosen() != 0 {
		t.Errorf("after Choose(0) Redo played %d", got)
	}
	tr.Undo()
	tr.DropAhead()
	if tr.CanRedo() || len(tr.Current().Children()) != 0 {
		t.Error("DropAhead left a turn to redo")
	}
}

// The zero tree is ready to use.
func TestZeroTree(t *testing.T) {
	var tr Tree[int, string]
	if _, ok := tr.Undo(); ok || tr.CanRedo() || tr.Len() != 0 || len(tr.MainLine()) != 0 || tr.Delete() {
		t.Error("an empty tree has a turn")
	}
	c := tr.Clone()
	if c.Len() != 0 || !c.GoTo(c.Root()) {
		t.Error("an empty tree's clone")
	}
}
