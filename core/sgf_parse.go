package core

import (
	"fmt"
	"strings"
)

// sgfNode is one node of an SGF record: property name -> values.
type sgfNode map[string][]string

// sgfTree is a node of an SGF record with the nodes that follow it, one per variation, the
// main line's first. SGF writes a run of single followers as a sequence ";A;B;C" and the
// variations at a branch as game trees "(;D...)(;E...)"; both read into this one shape.
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

// parseSGFTree tokenises SGF text and returns its first game tree, from its root node. It
// reads with a stack of its own, not by recursion, so that any nesting of variations is read
// in memory in proportion to the text.
func parseSGFTree(text string) (*sgfTree, error) {
	p := sgfParser{s: text}
	p.space()
	if !p.eat('(') {
		return nil, fmt.Errorf("sgf: expected '(' at the start")
	}
	var root *sgfTree
	// For each game tree open, the node its variations follow, the last node read in it
	// (nil before its first) and whether a variation of it was read (no node may follow).
	type open struct {
		from, last *sgfTree
		branched   bool
	}
	stack := []open{{}}
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
			top.branched = true
			stack = append(stack, open{from: top.last})
		case ')':
			p.i++
			if top.last == nil {
				return nil, fmt.Errorf("sgf: an empty game tree at byte %d", p.i-1)
			}
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return root, nil
			}
		case ';':
			p.i++
			if top.branched {
				return nil, fmt.Errorf("sgf: a node at byte %d follows the variations of its game tree", p.i-1)
			}
			node, err := p.node()
			if err != nil {
				return nil, err
			}
			t := &sgfTree{node: node}
			switch {
			case top.last != nil:
				top.last.kids = append(top.last.kids, t)
			case top.from != nil:
				top.from.kids = append(top.from.kids, t)
			default:
				root = t
			}
			top.last = t
		default:
			return nil, fmt.Errorf("sgf: unexpected %q at byte %d", c, p.i)
		}
	}
	return root, nil
}

type sgfParser struct {
	s string
	i int
}

func (p *sgfParser) space() {
	for p.i < len(p.s) && strings.IndexByte(" \t\r\n", p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *sgfParser) eat(c byte) bool {
	if p.i < len(p.s) && p.s[p.i] == c {
		p.i++
		return true
	}
	return false
}

// node reads the properties of one node, after its ';'.
func (p *sgfParser) node() (sgfNode, error) {
	n := sgfNode{}
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
			return nil, fmt.Errorf("sgf: property %s has no value", name)
		}
		if _, dup := n[name]; dup {
			return nil, fmt.Errorf("sgf: property %s appears twice in one node", name)
		}
		for p.space(); p.eat('['); p.space() {
			v, err := p.value()
			if err != nil {
				return nil, fmt.Errorf("sgf: property %s: %w", name, err)
			}
			n[name] = append(n[name], v)
		}
	}
}

// value reads a property value after its '[', handling '\' escapes.
func (p *sgfParser) value() (string, error) {
	var sb strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		p.i++
		switch c {
		case ']':
			return sb.String(), nil
		case '\\':
			if p.i < len(p.s) {
				sb.WriteByte(p.s[p.i])
				p.i++
			}
		default:
			sb.WriteByte(c)
		}
	}
	return "", fmt.Errorf("value not closed with ']'")
}
