package core

import (
	"fmt"
	"strings"
)

// SGF game records as HexGui writes them: FF[4], GM[11] (Hex), SZ[n] for a
// square board or SZ[m:n] otherwise, then one node per move, B[..] for the
// player who joins top and bottom (Red here, Black in HexGui and Benzene)
// and W[..] for the other (Blue), with cells named as here ("f6") and the
// swap written "swap-pieces".
//
// Two properties of our own make every Hexlab game round-trip:
// HB[spec] holds the board spec ("cyl:5x9+reverse"), and HS[1] records that
// the swap rule was on. PL names the first player of a game with no moves.
// Readers that do not know them (HexGui) ignore them.
const (
	sgfBoardProp = "HB"
	sgfSwapProp  = "HS"
)

// SGF returns the game as an SGF record.
func (g *Game) SGF() string {
	var sb strings.Builder
	spec := g.board.spec
	sb.WriteString("(;FF[4]GM[11]AP[Hexlab]")
	if spec.Cols == spec.Rows {
		fmt.Fprintf(&sb, "SZ[%d]", spec.Cols)
	} else {
		fmt.Fprintf(&sb, "SZ[%d:%d]", spec.Cols, spec.Rows)
	}
	fmt.Fprintf(&sb, "%s[%s]", sgfBoardProp, spec)
	if g.opts.Swap {
		fmt.Fprintf(&sb, "%s[1]", sgfSwapProp)
	}
	fmt.Fprintf(&sb, "PL[%s]", sgfColour(g.opts.First))
	for _, t := range g.turns {
		value := g.board.MoveName(t.Move)
		if t.Move.Swap {
			value = "swap-pieces"
		}
		fmt.Fprintf(&sb, "\n;%s[%s]", sgfColour(t.Player), value)
		if t.Rule != "" {
			fmt.Fprintf(&sb, "C[rule %s]", sgfEscape(t.Rule))
		}
	}
	sb.WriteString(")\n")
	return sb.String()
}

func sgfColour(p Player) string {
	if p == Red {
		return "B"
	}
	return "W"
}

func sgfEscape(s string) string {
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(s)
}

// sgfMove is a move read from an SGF node, with the rule label that our
// writer keeps in the node's comment.
type sgfMove struct {
	player Player
	value  string
	rule   string
}

// sgfNode is one node of an SGF main line: property name -> values.
type sgfNode map[string][]string

// ParseSGF reads an SGF record of a Hex game (the main line of its first
// game tree) and replays it. Errors say what is wrong; nothing is guessed.
func ParseSGF(text string) (*Game, error) {
	nodes, err := parseSGFMainLine(text)
	if err != nil {
		return nil, err
	}
	if len(nodes) == 0 {
		return nil, fmt.Errorf("sgf: no game tree")
	}
	root := nodes[0]
	if gm := root.first("GM"); gm != "" && gm != "11" {
		return nil, fmt.Errorf("sgf: GM[%s] is not Hex (GM[11])", gm)
	}
	for _, setup := range []string{"AB", "AW", "AE"} {
		for _, n := range nodes {
			if _, ok := n[setup]; ok {
				return nil, fmt.Errorf("sgf: setup property %s is not supported: the record must be a game from the empty board", setup)
			}
		}
	}
	spec, err := sgfSpec(root)
	if err != nil {
		return nil, err
	}
	opts := Options{Swap: root.first(sgfSwapProp) == "1"}
	var moves []sgfMove
	for _, n := range nodes {
		b, hasB := n["B"]
		w, hasW := n["W"]
		if hasB && hasW {
			return nil, fmt.Errorf("sgf: a node has both B and W moves")
		}
		if !hasB && !hasW {
			continue
		}
		player, vals := Red, b
		if hasW {
			player, vals = Blue, w
		}
		if len(vals) != 1 {
			return nil, fmt.Errorf("sgf: a move property must have exactly one value")
		}
		rule, isRule := strings.CutPrefix(n.first("C"), "rule ")
		if !isRule {
			rule = ""
		}
		moves = append(moves, sgfMove{player, vals[0], rule})
	}
	switch {
	case len(moves) > 0:
		opts.First = moves[0].player
	case root.first("PL") == "W":
		opts.First = Blue
	default:
		opts.First = Red
	}
	for _, m := range moves {
		if m.value == "swap-pieces" || m.value == SwapName {
			opts.Swap = true // HexGui records the rule only through the move
		}
	}
	g, err := NewGame(spec, opts)
	if err != nil {
		return nil, fmt.Errorf("sgf: %w", err)
	}
	for i, m := range moves {
		mv, err := g.board.ParseMove(m.value)
		if err != nil {
			if m.value == "swap-sides" || m.value == "resign" || m.value == "pass" || m.value == "forfeit" {
				return nil, fmt.Errorf("sgf: move %d: %q is not supported", i+1, m.value)
			}
			return nil, fmt.Errorf("sgf: move %d: %w", i+1, err)
		}
		if m.player != g.ToMove() {
			return nil, fmt.Errorf("sgf: move %d (%s): %v moved out of turn", i+1, m.value, m.player)
		}
		if err := g.PlayRule(mv, m.rule); err != nil {
			return nil, fmt.Errorf("sgf: move %d (%s): %w", i+1, m.value, err)
		}
	}
	return g, nil
}

// sgfSpec reads the board from SZ and HB, which must agree.
func sgfSpec(root sgfNode) (Spec, error) {
	var spec Spec
	sz := root.first("SZ")
	if sz != "" {
		cols, rows, found := strings.Cut(sz, ":")
		if !found {
			rows = cols
		}
		c, err1 := parseSide(cols)
		r, err2 := parseSide(rows)
		if err1 != nil || err2 != nil {
			return Spec{}, fmt.Errorf("sgf: SZ[%s]: expected N or M:N with sides from %d to %d", sz, MinSide, MaxSide)
		}
		spec = Spec{Topology: Plane, Cols: c, Rows: r}
	}
	if hb := root.first(sgfBoardProp); hb != "" {
		s, err := ParseSpec(hb)
		if err != nil {
			return Spec{}, fmt.Errorf("sgf: %s: %w", sgfBoardProp, err)
		}
		if sz != "" && (s.Cols != spec.Cols || s.Rows != spec.Rows) {
			return Spec{}, fmt.Errorf("sgf: SZ[%s] does not match %s[%s]", sz, sgfBoardProp, hb)
		}
		return s, nil
	}
	if sz == "" {
		return Spec{}, fmt.Errorf("sgf: no board size (SZ)")
	}
	return spec, nil
}

func (n sgfNode) first(prop string) string {
	if v := n[prop]; len(v) > 0 {
		return v[0]
	}
	return ""
}

// parseSGFMainLine tokenises SGF text and returns the nodes of the first
// game tree's main line (the first variation at every branch).
func parseSGFMainLine(text string) ([]sgfNode, error) {
	p := sgfParser{s: text}
	p.space()
	if !p.eat('(') {
		return nil, fmt.Errorf("sgf: expected '(' at the start")
	}
	var nodes []sgfNode
	depth := 1
	inMain := true // false once the main line's first variation has closed
	for depth > 0 {
		p.space()
		if p.i >= len(p.s) {
			return nil, fmt.Errorf("sgf: unexpected end: a game tree is not closed")
		}
		switch c := p.s[p.i]; c {
		case '(':
			p.i++
			depth++
		case ')':
			p.i++
			depth--
			inMain = false
		case ';':
			p.i++
			node, err := p.node()
			if err != nil {
				return nil, err
			}
			if inMain {
				nodes = append(nodes, node)
			}
		default:
			return nil, fmt.Errorf("sgf: unexpected %q at byte %d", c, p.i)
		}
	}
	return nodes, nil
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
