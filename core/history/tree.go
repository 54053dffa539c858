package history

// Tree is the history of a game as a tree of variations: every line of turns played from the
// start, each node a turn with the note a reader attached to the position after it (a comment,
// marks: N is the game's), and one node the position shown, the current one. Playing a turn
// where another was played before starts a variation beside it instead of dropping it; Undo
// and Redo walk the line through the current node, Redo following the variation chosen last
// (the first, the main line, until another is chosen).
//
// The zero Tree is empty and ready to use: its root is the start of the game, which carries
// a note but no turn.
type Tree[T, N any] struct {
	root *Node[T, N]
	// path is the line from the root to the current node: path[0] is the root, and turns
	// holds the turns of path[1:].
	path  []*Node[T, N]
	turns []T
}

// Node is one position of a Tree: the turn that led to it (none at the root), its note, and
// the turns played from it, the main line's first.
type Node[T, N any] struct {
	turn     T
	note     N
	parent   *Node[T, N]
	children []*Node[T, N]
	// next is the child Redo follows: on the current line, the line's own (every move along
	// the line sets it).
	next int
}

// Turn returns the turn that led to the node (the zero T at the root).
func (n *Node[T, N]) Turn() T { return n.turn }

// Note returns the node's note.
func (n *Node[T, N]) Note() N { return n.note }

// Children returns the nodes of the turns played from this one, the main line's first. The
// slice is shared: do not modify it.
func (n *Node[T, N]) Children() []*Node[T, N] { return n.children }

// Next returns the child Redo goes to from this node, nil when no turn was played from it.
func (n *Node[T, N]) Next() *Node[T, N] {
	if len(n.children) == 0 {
		return nil
	}
	return n.children[n.next]
}

// Parent returns the node before this one, nil at the root.
func (n *Node[T, N]) Parent() *Node[T, N] { return n.parent }

// start makes the zero tree's root.
func (t *Tree[T, N]) start() {
	if t.root == nil {
		t.root = &Node[T, N]{}
		t.path = []*Node[T, N]{t.root}
	}
}

// Root returns the start of the game.
func (t *Tree[T, N]) Root() *Node[T, N] {
	t.start()
	return t.root
}

// Current returns the node of the position shown.
func (t *Tree[T, N]) Current() *Node[T, N] {
	t.start()
	return t.path[len(t.path)-1]
}

// Path returns the nodes from the start (the root) to the current position. The slice is
// shared: do not modify it.
func (t *Tree[T, N]) Path() []*Node[T, N] {
	t.start()
	return t.path
}

// Played returns the turns from the start to the current position, in order. The slice is
// shared: do not modify it.
func (t *Tree[T, N]) Played() []T { return t.turns }

// Len returns how many turns lead to the current position.
func (t *Tree[T, N]) Len() int { return len(t.turns) }

// Last returns the turn that led to the current position; ok is false at the start.
func (t *Tree[T, N]) Last() (turn T, ok bool) {
	if len(t.turns) == 0 {
		return turn, false
	}
	return t.turns[len(t.turns)-1], true
}

// Push plays a new turn from the current position: a new node after the variations played
// there before (the first, when there were none, is the main line), which becomes current.
func (t *Tree[T, N]) Push(turn T) {
	cur := t.Current()
	n := &Node[T, N]{turn: turn, parent: cur}
	cur.children = append(cur.children, n)
	cur.next = len(cur.children) - 1
	t.enter(n)
}

// Follow makes current the first variation from the current position whose turn is one
// same accepts, as Redo does; it returns false, and changes nothing, if there is none.
func (t *Tree[T, N]) Follow(same func(T) bool) bool {
	cur := t.Current()
	for i, c := range cur.children {
		if same(c.turn) {
			cur.next = i
			t.enter(c)
			return true
		}
	}
	return false
}

// enter makes n, a child of the current node, current.
func (t *Tree[T, N]) enter(n *Node[T, N]) {
	t.path = append(t.path, n)
	t.turns = append(t.turns, n.turn)
}

// Undo goes back to the position before the last turn, which Redo plays again; ok is false
// at the start.
func (t *Tree[T, N]) Undo() (turn T, ok bool) {
	if len(t.turns) == 0 {
		return turn, false
	}
	n := t.path[len(t.path)-1]
	t.path = t.path[:len(t.path)-1]
	t.turns = t.turns[:len(t.turns)-1]
	n.parent.next = index(n.parent.children, n)
	return n.turn, true
}

// Redo plays the chosen variation's turn from the current position and returns it; ok is
// false where no turn was played from it.
func (t *Tree[T, N]) Redo() (turn T, ok bool) {
	n := t.Current().Next()
	if n == nil {
		return turn, false
	}
	t.enter(n)
	return n.turn, true
}

// CanUndo reports whether a turn leads to the current position.
func (t *Tree[T, N]) CanUndo() bool { return len(t.turns) > 0 }

// CanRedo reports whether a turn was played from the current position.
func (t *Tree[T, N]) CanRedo() bool { return len(t.Current().children) > 0 }

// Ahead returns the turns Redo plays one after another from the current position to the end
// of its line.
func (t *Tree[T, N]) Ahead() []T {
	var out []T
	for n := t.Current().Next(); n != nil; n = n.Next() {
		out = append(out, n.turn)
	}
	return out
}

// DropAhead forgets every turn played from the current position, so that the game ends where
// it stands.
func (t *Tree[T, N]) DropAhead() {
	cur := t.Current()
	cur.children, cur.next = nil, 0
}

// Choose makes Redo follow the i-th variation from the current position (0: the main line);
// it returns false, and changes nothing, if there is no such variation.
func (t *Tree[T, N]) Choose(i int) bool {
	cur := t.Current()
	if i < 0 || i >= len(cur.children) {
		return false
	}
	cur.next = i
	return true
}

// Chosen returns the index among the current position's variations of the one Redo follows.
func (t *Tree[T, N]) Chosen() int { return t.Current().next }

// Promote makes the line through the current position the main line: at each position on the
// way from the start its turn becomes the first variation, the others keeping their order.
func (t *Tree[T, N]) Promote() {
	t.start()
	for _, n := range t.path[1:] {
		p := n.parent
		i := index(p.children, n)
		copy(p.children[1:i+1], p.children[:i])
		p.children[0] = n
		p.next = 0 // on the path, Redo follows the path's turn
	}
}

// Delete removes the variation of the current position's last turn, with all that follows
// it, and goes back to the position before it; it returns false at the start, where there is
// no turn to remove.
func (t *Tree[T, N]) Delete() bool {
	if len(t.turns) == 0 {
		return false
	}
	n := t.Current()
	t.Undo()
	p := n.parent
	i := index(p.children, n)
	p.children = append(p.children[:i], p.children[i+1:]...)
	p.next = 0 // it followed n: the main line's turn now
	n.parent = nil
	return true
}

// GoTo makes n, a node of this tree, the current position; it returns false, and changes
// nothing, for a node of another tree or one deleted.
func (t *Tree[T, N]) GoTo(n *Node[T, N]) bool {
	var up []*Node[T, N]
	for x := n; x != nil; x = x.parent {
		up = append(up, x)
	}
	if up[len(up)-1] != t.Root() {
		return false
	}
	t.path, t.turns = t.path[:0], t.turns[:0]
	for i := len(up) - 1; i >= 0; i-- {
		t.path = append(t.path, up[i])
		if i < len(up)-1 {
			t.turns = append(t.turns, up[i].turn)
			up[i].parent.next = index(up[i].parent.children, up[i])
		}
	}
	return true
}

// SetNote replaces the current position's note.
func (t *Tree[T, N]) SetNote(note N) { t.Current().note = note }

// MainLine returns the turns of the main line: the first variation at every position.
func (t *Tree[T, N]) MainLine() []T {
	var out []T
	for n := t.Root(); len(n.children) > 0; {
		n = n.children[0]
		out = append(out, n.turn)
	}
	return out
}

// Clone returns an independent copy of the whole tree at the same position (T's and N's are
// copied as values).
func (t *Tree[T, N]) Clone() Tree[T, N] {
	var c Tree[T, N]
	if t.root == nil {
		return c
	}
	copies := map[*Node[T, N]]*Node[T, N]{}
	var copyNode func(n, parent *Node[T, N]) *Node[T, N]
	copyNode = func(n, parent *Node[T, N]) *Node[T, N] {
		m := &Node[T, N]{turn: n.turn, note: n.note, parent: parent, next: n.next}
		copies[n] = m
		for _, child := range n.children {
			m.children = append(m.children, copyNode(child, m))
		}
		return m
	}
	c.root = copyNode(t.root, nil)
	for _, n := range t.path {
		c.path = append(c.path, copies[n])
	}
	c.turns = append([]T(nil), t.turns...)
	return c
}

// index returns the position of n among nodes, -1 if it is not there.
func index[T, N any](nodes []*Node[T, N], n *Node[T, N]) int {
	for i, x := range nodes {
		if x == n {
			return i
		}
	}
	return -1
}
