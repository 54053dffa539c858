package core

import (
	"fmt"
	"strings"
)

// SGF game records as HexGui writes them: FF[4], GM[11] (Hex), SZ[n] for a
// square board or SZ[m:n] otherwise (11 when absent), then one node per move,
// B[..] for the player who joins top and bottom (Red here, Black in HexGui and
// Benzene) and W[..] for the other (Blue), with cells named as here ("f6").
//
// The swap is read and written as each program gives it meaning (docs/formats.md,
// from HexGui's HexGui.java and SgfReader.java, and PlayHex's reader of Little
// Golem's files):
//   - HexGui writes B[k6];W[swap-pieces];W[b10]: the board does not change, the
//     players exchange colours, and the swapper moves next with the same colour.
//     That position is Hexlab's after its swap (the stone transposed, of the
//     swapper's colour, the first player to move) seen through the board's
//     transpose-and-recolour symmetry, so every move after the swap is read
//     transposed and recoloured, and written so.
//   - Little Golem writes W[ad];B[swap];W[eg]: the first stone is mirrored to the
//     swapper's colour and the first player moves next, as in Hexlab; its cells may
//     be letter pairs (column, row: "ad" is a4). Colour tags alternate there.
//
// A reader tells the two apart by the colour of the move after the swap: the
// swapper's (HexGui) or the other's (Little Golem, Hexlab's files before this
// convention). "swap", "swap-pieces" and "SWAP" are the same move. A final
// X[resign] is X's resignation (after X has lost on the board, as twogtp writes MoHex's
// games, it changes nothing); RE[X+...] without one, on a game the board has
// not decided, is read as the loser's resignation (a loss on time or by forfeit
// included, which Hexlab does not tell apart).
//
// Two properties of our own make every Hexlab game round-trip:
// HB[spec] holds the board spec ("cyl:5x9+reverse"), and HS[1] records that
// the swap rule was on. PL names the first player of a game with no moves.
// Readers that do not know them (HexGui) ignore them.
const (
	sgfBoardProp = "HB"
	sgfSwapProp  = "HS"
)

// sgfDefaultSize is the side of a Hex board whose SGF has no SZ (SGF's default for GM[11]).
const sgfDefaultSize = 11

// SGFInfo is what an SGF record says about a game besides its moves: the players' names
// (PB for Red, the player of the black stones in HexGui; PW for Blue).
type SGFInfo struct {
	Red, Blue string
}

// SGF returns the game as an SGF record.
func (g *Game) SGF() string { return g.SGFWith(SGFInfo{}) }

// SGFWith returns the game as an SGF record that names its players.
func (g *Game) SGFWith(info SGFInfo) string {
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
	if info.Red != "" {
		fmt.Fprintf(&sb, "PB[%s]", sgfEscape(info.Red))
	}
	if info.Blue != "" {
		fmt.Fprintf(&sb, "PW[%s]", sgfEscape(info.Blue))
	}
	if len(g.opts.Setup) > 0 {
		// A node of its own after the root, with the player to move, as HexGui saves a
		// position (HexGui.java, savePosition): HexGui shows no setup of the root.
		sb.WriteString("\n;")
		for _, p := range []Player{Red, Blue} {
			prop := "A" + sgfColour(p)
			for _, st := range g.opts.Setup {
				if st.Player == p {
					fmt.Fprintf(&sb, "%s[%s]", prop, g.board.CellName(st.Cell))
					prop = ""
				}
			}
		}
		fmt.Fprintf(&sb, "PL[%s]", sgfColour(g.opts.First))
	}
	swapped := false
	// HexGui's frame: after a swap, colours and cells are seen through the symmetry.
	colour := func(p Player) string {
		if swapped {
			p = p.Opponent()
		}
		return sgfColour(p)
	}
	if g.winner != NoPlayer {
		how := ""
		if g.resigned != NoPlayer {
			how = "Resign"
		}
		for _, t := range g.line.Played() {
			swapped = swapped || t.Move.Swap
		}
		fmt.Fprintf(&sb, "RE[%s+%s]", colour(g.winner), how)
		swapped = false
	}
	for _, t := range g.line.Played() {
		value := g.board.CellName(t.Move.Cell)
		switch {
		case t.Move.Swap:
			value = "swap-pieces"
		case swapped:
			value = g.board.CellName(g.board.Transpose(t.Move.Cell))
		}
		fmt.Fprintf(&sb, "\n;%s[%s]", colour(t.Player), value)
		if t.Rule != "" {
			fmt.Fprintf(&sb, "C[rule %s]", sgfEscape(t.Rule))
		}
		swapped = swapped || t.Move.Swap
	}
	if g.resigned != NoPlayer {
		fmt.Fprintf(&sb, "\n;%s[%s]", colour(g.resigned), ResignName)
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
	g, _, err := ParseSGFWithInfo(text)
	return g, err
}

// ParseSGFWithInfo is ParseSGF that also returns the players' names (PB, PW).
func ParseSGFWithInfo(text string) (*Game, SGFInfo, error) {
	var info SGFInfo
	nodes, err := parseSGFMainLine(text)
	if err != nil {
		return nil, info, err
	}
	if len(nodes) == 0 {
		return nil, info, fmt.Errorf("sgf: no game tree")
	}
	root := nodes[0]
	info = SGFInfo{Red: root.first("PB"), Blue: root.first("PW")}
	if gm := root.first("GM"); gm != "" && gm != "11" {
		return nil, info, fmt.Errorf("sgf: GM[%s] is not Hex (GM[11])", gm)
	}
	spec, err := sgfSpec(root)
	if err != nil {
		return nil, info, err
	}
	moves, err := sgfMoves(nodes)
	if err != nil {
		return nil, info, err
	}
	board, err := NewBoard(spec)
	if err != nil {
		return nil, info, fmt.Errorf("sgf: %w", err)
	}
	setup, toMove, err := sgfSetup(board, nodes)
	if err != nil {
		return nil, info, err
	}
	opts := Options{Swap: root.first(sgfSwapProp) == "1", Setup: setup}
	switch {
	case len(moves) > 0 && moves[0].value != ResignName:
		opts.First = moves[0].player
	default:
		opts.First = toMove // PL: a resignation on the first move is not a move
	}
	g, err := NewGame(spec, opts)
	if err != nil {
		return nil, info, fmt.Errorf("sgf: %w", err)
	}
	// HexGui's swap: the swapper moves next with the same colour (see the package comment).
	hexGuiSwap := len(moves) > 2 && moves[1].value == SwapName && moves[2].player == moves[1].player
	if len(moves) > 1 && moves[1].value == SwapName && !g.opts.Swap {
		if !swapAllowed(spec) {
			return nil, info, fmt.Errorf("sgf: move 2 is a swap, but %s has no swap rule (it needs a square hex or torus board)", spec)
		}
		g.opts.Swap = true // HexGui records the rule only through the move
	}
	for i, m := range moves {
		player := m.player
		if hexGuiSwap && i > 1 {
			player = player.Opponent()
		}
		if m.value == ResignName {
			if i != len(moves)-1 {
				return nil, info, fmt.Errorf("sgf: move %d: a resignation must be the last move", i+1)
			}
			if g.Over() && g.Winner() == player.Opponent() {
				// The loser resigns a game the board has decided, as twogtp records MoHex's
				// games (ICGA Olympiad archive): the board's result stands.
				break
			}
			if err := g.Resign(player); err != nil {
				return nil, info, fmt.Errorf("sgf: move %d: %w", i+1, err)
			}
			break
		}
		mv, err := g.board.ParseMove(m.value)
		if err != nil {
			return nil, info, fmt.Errorf("sgf: move %d: %w", i+1, err)
		}
		if hexGuiSwap && i > 1 {
			mv.Cell = g.board.Transpose(mv.Cell)
		}
		if player != g.ToMove() {
			return nil, info, fmt.Errorf("sgf: move %d (%s): %v moved out of turn", i+1, m.value, m.player)
		}
		if err := g.PlayRule(mv, m.rule); err != nil {
			return nil, info, fmt.Errorf("sgf: move %d (%s): %w", i+1, m.value, err)
		}
	}
	lg := littleGolem(root)
	if lg && g.opts.First == Blue {
		// Little Golem's PB and RE[B] are the first player, whatever the moves' tags.
		info.Red, info.Blue = info.Blue, info.Red
	}
	if err := sgfResult(g, root.first("RE"), hexGuiSwap != (lg && g.opts.First == Blue)); err != nil {
		return nil, info, err
	}
	return g, info, nil
}

// littleGolem reports whether the record comes from Little Golem (its SO names the site).
// There PB and RE's B name the player who moved first, and the moves' tags take turns from
// W: PlayHex's reader of Little Golem's files reads them so.
func littleGolem(root sgfNode) bool {
	return strings.Contains(strings.ToLower(root.first("SO")), "littlegolem")
}

// sgfMoves reads the moves of the main line: the player of each, its value in our notation
// ("swap", "resign", a cell name; letter pairs such as "ad" become "a4") and its rule.
func sgfMoves(nodes []sgfNode) ([]sgfMove, error) {
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
		value := strings.ToLower(strings.TrimSpace(vals[0]))
		switch value {
		case "swap", "swap-pieces":
			value = SwapName
			if len(moves) != 1 {
				return nil, fmt.Errorf("sgf: move %d: only the second move may be a swap", len(moves)+1)
			}
		case ResignName:
		case "swap-sides", "pass", "forfeit":
			return nil, fmt.Errorf("sgf: move %d: %q is not supported", len(moves)+1, value)
		default:
			value = sgfLetterPair(value)
		}
		rule, isRule := strings.CutPrefix(n.first("C"), "rule ")
		if !isRule {
			rule = ""
		}
		moves = append(moves, sgfMove{player, value, rule})
	}
	return moves, nil
}

// sgfLetterPair turns SGF's point notation (two letters, column then row: "ad") into a cell
// name ("a4"), as HexGui's reader and Little Golem's files have it; other text is returned
// as it is.
func sgfLetterPair(v string) string {
	if len(v) != 2 || v[0] < 'a' || v[0] > 'z' || v[1] < 'a' || v[1] > 'z' {
		return v
	}
	return CoordsName(int(v[0]-'a')+1, int(v[1]-'a')+1)
}

// sgfResult checks RE against the game: a winner the board already gives must agree, and on
// a game the board has not decided a winner is the loser's resignation. exchanged says RE's
// colours are the other way round (HexGui's after a swap; Little Golem's when W moved first). Results without a winner (draw, void,
// unknown) say nothing.
func sgfResult(g *Game, re string, exchanged bool) error {
	re = strings.TrimSpace(re)
	if re == "" {
		return nil
	}
	var winner Player
	switch strings.ToUpper(re[:1]) {
	case "B":
		winner = Red
	case "W":
		winner = Blue
	default:
		return nil
	}
	if len(re) > 1 && re[1] != '+' {
		return nil // not a result of the form X or X+...
	}
	if exchanged {
		winner = winner.Opponent()
	}
	if g.Over() {
		if g.Winner() != winner {
			return fmt.Errorf("sgf: RE[%s] says %v won, but the game gives %v", re, winner, g.Winner())
		}
		return nil
	}
	if err := g.Resign(winner.Opponent()); err != nil {
		return fmt.Errorf("sgf: RE[%s]: %w", re, err)
	}
	return nil
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
		return Spec{Topology: Plane, Cols: sgfDefaultSize, Rows: sgfDefaultSize}, nil
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
