package core

import (
	"fmt"
	"strings"
)

// sgfProp is one property of an SGF node: its name and its values.
type sgfProp struct {
	name   string
	values []string
}

// sgfNode is one node of an SGF record: the properties the reader uses, in the order read.
// Other properties are skipped as they are read, so that they take no memory.
type sgfNode []sgfProp

// values returns the values of property name, and whether the node has it.
func (n sgfNode) values(name string) ([]string, bool) {
	for _, p := range n {
		if p.name == name {
			return p.values, true
		}
	}
	return nil, false
}

// has reports whether the node has property name.
func (n sgfNode) has(name string) bool {
	_, ok := n.values(name)
	return ok
}

// first returns the first value of property name, "" when the node has none.
func (n sgfNode) first(name string) string {
	if v, _ := n.values(name); len(v) > 0 {
		return v[0]
	}
	return ""
}

// The properties the reader uses: the root's (the board, the players, the result, Hexlab's
// own), and every node's (moves, setup, notes). A node with none of them is empty: it says
// nothing, so the parser keeps no node for it where the tree's shape does not need one.
var (
	sgfRootProps = []string{"GM", "SZ", "PB", "PW", "RE", "SO", sgfBoardProp, sgfSwapProp, sgfPuzzleProp}
	sgfNodeProps = []string{"B", "W", sgfRuleProp, "C", "TR", "SQ", "LB", "AB", "AW", "AE", "PL"}
)

// Limits of the SGF parser, so that a record of any size is read in memory in proportion to
// it (MaxGameFileNodes, MaxGameFileDepth bound the rest).
const (
	// sgfMaxValues is the most values one property may have: a point list (AB, AE, TR...)
	// names each cell of the largest board once.
	sgfMaxValues = MaxSide * MaxSide
)

// sgfTree is a node of an SGF record with the nodes that follow it, one per variation, the
// main line's first. SGF writes a run of single followers as a sequence ";A;B;C" and the
// variations at a branch as game trees "(;D...)(;E...)"; both read into this one shape.
//
// Empty nodes (see sgfRootProps) are left out where that changes nothing the reader sees: one
// that follows another node of its sequence is dropped, the first node of a variation gives
// its place to the nodes that follow it, and a variation that holds nothing is dropped unless
// it is the first at its branch (it then ends the main line there). So every node kept
// carries a move, a setup or a note, but the root and those ends of the main line.
type sgfTree struct {
	node sgfNode
	kids []*sgfTree
}

// mainLine returns the nodes of the main line from t: the first variation at every branch.
func (t *sgfTree) mainLine() []sgfNode {
	var out []sgfNode
	for n := t; n != nil; {
		out = append(out, n.node)
		if len(n.kids) == 0 {
			break
		}
		n = n.kids[0]
	}
	return out
}

// empty reports whether t holds nothing: an empty node with no followers.
func (t *sgfTree) empty() bool { return len(t.node) == 0 && len(t.kids) == 0 }

// parseSGFTree tokenises SGF text and returns its first game tree, from its root node. It
// reads with a stack of its own, not by recursion; its memory is in proportion to the nodes
// it keeps (at most MaxGameFileNodes) and the values of the properties it uses, and game
// trees nest at most MaxGameFileDepth deep.
func parseSGFTree(text string) (*sgfTree, error) {
	p := sgfParser{s: text}
	p.space()
	if !p.eat('(') {
		return nil, fmt.Errorf("sgf: expected '(' at the start")
	}
	var root *sgfTree
	// For each game tree open, the node its variations follow (nil for the outermost), its
	// first node, the last node kept in it (nil before its first) and whether a variation
	// of it was read (no node may follow).
	type open struct {
		from, first, last *sgfTree
		branched          bool
	}
	stack := []open{{}}
	kept := 0
	for len(stack) > 0 {
		p.space()
		if p.i >= len(p.s) {
			return nil, fmt.Errorf("sgf: unexpected end: a game tree is not closed")
		}
		top := &stack[len(stack)-1]
		switch c := p.s[p.i]; c {
		case '(':
			p.i++
			if top.last == nil {
				return nil, fmt.Errorf("sgf: a game tree at byte %d begins with a variation, not a node", p.i-1)
			}
			if len(stack) >= MaxGameFileDepth {
				return nil, fmt.Errorf("sgf: variations nested more than %d deep (byte %d)", MaxGameFileDepth, p.i-1)
			}
			top.branched = true
			stack = append(stack, open{from: top.last})
		case ')':
			p.i++
			if top.last == nil {
				return nil, fmt.Errorf("sgf: an empty game tree at byte %d", p.i-1)
			}
			closed := *top
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return root, nil
			}
			closed.from.kids = sgfCloseVariation(closed.from.kids, closed.first)
		case ';':
			p.i++
			if top.branched {
				return nil, fmt.Errorf("sgf: a node at byte %d follows the variations of its game tree", p.i-1)
			}
			node, err := p.node(root == nil)
			if err != nil {
				return nil, err
			}
			if len(node) == 0 && top.last != nil {
				continue // an empty node in a sequence says nothing
			}
			if len(node) > 0 {
				if kept++; kept > MaxGameFileNodes {
					return nil, fmt.Errorf("sgf: more than %d nodes with moves, setup or notes (byte %d): a game file holds at most %d", MaxGameFileNodes, p.i-1, MaxGameFileNodes)
				}
			}
			t := &sgfTree{node: node}
			switch {
			case top.last != nil:
				top.last.kids = append(top.last.kids, t)
			case top.from != nil:
				top.from.kids = append(top.from.kids, t)
				top.first = t
			default:
				root, top.first = t, t
			}
			top.last = t
		default:
			return nil, fmt.Errorf("sgf: unexpected %q at byte %d", c, p.i)
		}
	}
	return root, nil
}

// sgfCloseVariation returns kids, the followers of a node whose last is first, the first node
// of a variation just read, with that variation in its simplest form: an empty first node
// gives its place to its own followers, and a variation that holds nothing is dropped unless
// it is the first (where it ends the main line).
func sgfCloseVariation(kids []*sgfTree, first *sgfTree) []*sgfTree {
	at := len(kids) - 1
	if len(first.node) > 0 || len(first.kids) == 0 {
		if at > 0 && first.empty() {
			return kids[:at]
		}
		return kids
	}
	kids = append(kids[:at], first.kids...)
	// A follower that holds nothing is only needed first, where it ends the main line.
	out := kids[:at]
	for i, k := range kids[at:] {
		if at+i == 0 || !k.empty() {
			out = append(out, k)
		}
	}
	return out
}

type sgfParser struct {
	s string
	i int
}

// space skips white space.
func (p *sgfParser) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\r', '\n':
			p.i++
		default:
			return
		}
	}
}

func (p *sgfParser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// node reads the properties of one node, after its ';', keeping those the reader uses (the
// root's too when root is true). A property the reader uses may appear once in a node.
func (p *sgfParser) node(root bool) (sgfNode, error) {
	var n sgfNode
	for {
		p.space()
		start := p.i
		for p.i < len(p.s) && p.s[p.i] >= 'A' && p.s[p.i] <= 'Z' {
			p.i++
		}
		if p.i == start {
			if p.i < len(p.s) && p.s[p.i] >= 'a' && p.s[p.i] <= 'z' {
				return nil, fmt.Errorf("sgf: property names are upper case (byte %d)", p.i)
			}
			return n, nil
		}
		name := p.s[start:p.i]
		p.space()
		if p.i >= len(p.s) || p.s[p.i] != '[' {
			return nil, fmt.Errorf("sgf: property %s has no value", sgfShortName(name))
		}
		used := sgfUses(name, root)
		if used && n.has(name) {
			return nil, fmt.Errorf("sgf: property %s appears twice in one node", name)
		}
		var values []string
		for p.space(); p.eat('['); p.space() {
			v, err := p.value(used)
			if err != nil {
				return nil, fmt.Errorf("sgf: property %s: %w", sgfShortName(name), err)
			}
			if !used {
				continue
			}
			if len(values) == sgfMaxValues {
				return nil, fmt.Errorf("sgf: property %s has more than %d values (byte %d)", name, sgfMaxValues, p.i)
			}
			values = append(values, v)
		}
		if used && !(name == "C" && strings.TrimSpace(values[0]) == "" && len(values) == 1) {
			n = append(n, sgfProp{name, values})
		}
	}
}

// sgfUses reports whether the reader uses property name (see sgfRootProps).
func sgfUses(name string, root bool) bool {
	for _, u := range sgfNodeProps {
		if name == u {
			return true
		}
	}
	if root {
		for _, u := range sgfRootProps {
			if name == u {
				return true
			}
		}
	}
	return false
}

// value reads a property value after its '[', handling '\' escapes. A value without escapes
// is a part of the text, not a copy; keep false skips the value and returns "".
func (p *sgfParser) value(keep bool) (string, error) {
	start := p.i
	var sb *strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		switch {
		case c == ']':
			if sb == nil {
				if !keep {
					return "", nil
				}
				return p.s[start : p.i-1], nil
			}
			return sb.String(), nil
		case c == '\\' && keep:
			if sb == nil {
				sb = &strings.Builder{}
				sb.WriteString(p.s[start : p.i-1])
			}
			if p.i < len(p.s) {
				sb.WriteByte(p.s[p.i])
				p.i++
			}
		case c == '\\':
			p.i++
		case sb != nil:
			sb.WriteByte(c)
		}
	}
	return "", fmt.Errorf("value not closed with ']'")
}

// sgfShortName returns a property name cut to a few bytes, to be quoted in a message.
func sgfShortName(name string) string {
	if len(name) > 20 {
		return name[:20] + "..."
	}
	return name
}
