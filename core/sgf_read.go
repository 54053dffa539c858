package core

import (
	"fmt"
	"strings"
)

// sgfMove is a move read from an SGF node, with the rule label our writer keeps in HR (and
// kept in the node's comment, "rule X", before HR).
type sgfMove struct {
	player Player
	value  string
	rule   string
}

// ParseSGF reads an SGF record of a Hex game (its first game tree, with its variations,
// comments and marks) and replays it, showing the end of its main line. Errors say what is
// wrong; nothing is guessed.
func ParseSGF(text string) (*Game, error) {
	g, _, err := ParseSGFWithInfo(text)
	return g, err
}

// ParseSGFWithInfo is ParseSGF that also returns the players' names (PB, PW).
func ParseSGFWithInfo(text string) (*Game, SGFInfo, error) {
	var info SGFInfo
	tree, err := parseSGFTree(text)
	if err != nil {
		return nil, info, err
	}
	if tree == nil {
		return nil, info, fmt.Errorf("sgf: no game tree")
	}
	nodes := tree.mainLine()
	root := nodes[0]
	info = SGFInfo{Red: root.first("PB"), Blue: root.first("PW"), Puzzle: root.first(sgfPuzzleProp) == "1"}
	if gm := root.first("GM"); gm != "" && gm != "11" {
		return nil, info, fmt.Errorf("sgf: GM[%s] is not Hex (GM[11])", gm)
	}
	spec, err := sgfSpec(root)
	if err != nil {
		return nil, info, err
	}
	var moves []sgfMove
	for _, n := range nodes {
		m, ok, err := sgfMoveOf(n, len(moves))
		if err != nil {
			return nil, info, err
		}
		if ok {
			moves = append(moves, m)
		}
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
	r := sgfReader{g: g}
	// HexGui's swap: the swapper moves next with the same colour (see the package comment).
	r.hexGuiSwap = len(moves) > 2 && moves[1].value == SwapName && moves[2].player == moves[1].player
	if len(moves) > 1 && moves[1].value == SwapName && !g.opts.Swap {
		if !swapAllowed(spec) {
			return nil, info, fmt.Errorf("sgf: move 2 is a swap, but %s has no swap rule (it needs a square hex or torus board)", spec)
		}
		g.opts.Swap = true // HexGui records the rule only through the move
	}
	if err := r.walk(tree, 0, true, sgfFrame{}); err != nil {
		return nil, info, err
	}
	// The main line's end is shown, and its last move may be a resignation.
	if err := g.GoToPath(make([]int, len(g.MainLine()))); err != nil {
		return nil, info, fmt.Errorf("sgf: %w", err)
	}
	if last := len(moves) - 1; last >= 0 && moves[last].value == ResignName {
		player := r.player(moves[last], last)
		// The loser resigns a game the board has decided, as twogtp records MoHex's games
		// (ICGA Olympiad archive): the board's result stands.
		if !(g.Over() && g.Winner() == player.Opponent()) {
			if err := g.Resign(player); err != nil {
				return nil, info, fmt.Errorf("sgf: move %d: %w", last+1, err)
			}
		}
	}
	lg := littleGolem(root)
	if lg && g.opts.First == Blue {
		// Little Golem's PB and RE's B are the first player, whatever the moves' tags.
		info.Red, info.Blue = info.Blue, info.Red
	}
	if err := sgfResult(g, root.first("RE"), r.hexGuiSwap != (lg && g.opts.First == Blue)); err != nil {
		return nil, info, err
	}
	return g, info, nil
}

// sgfReader plays an SGF tree's moves into a game.
type sgfReader struct {
	g *Game
	// hexGuiSwap: the main line swaps as HexGui does (see sgfFrame), which its result and
	// resignation follow.
	hexGuiSwap bool
}

// player returns the player of m, move index i of the main line, in Hexlab's frame.
func (r *sgfReader) player(m sgfMove, i int) Player {
	if r.hexGuiSwap && i > 1 {
		return m.player.Opponent()
	}
	return m.player
}

// sgfFrame is how a line writes what follows its swap. In HexGui's frame (the move after
// the swap has the swapper's colour tag) every later move is read recoloured and transposed,
// and so is every mark from the swap's node on; in Little Golem's (the tags alternate) they
// are read as they are.
type sgfFrame struct {
	hexGui bool
}

// walk plays t's move (the i-th of its line) and its note, then each of its variations,
// depth first, the game back at t's position after each. It takes the tree apart as it goes. main says t is on the main line,
// whose resignation ParseSGF reads; f is the frame of the line so far.
func (r *sgfReader) walk(t *sgfTree, i int, main bool, f sgfFrame) error {
	// Each step of a line is a loop turn; only branches recurse, so a long line costs no
	// stack.
	for {
		m, ok, err := sgfMoveOf(t.node, i)
		if err != nil {
			return err
		}
		if ok {
			switch {
			case m.value == ResignName && (!main || len(t.kids) > 0):
				return fmt.Errorf("sgf: move %d: a resignation must be the last move of the main line", i+1)
			case m.value == ResignName:
			default:
				if m.value == SwapName {
					// The frame is told by the move after the swap (the first variation's);
					// a swap that ends its line is read in HexGui's, which Hexlab writes.
					f.hexGui = true
					if len(t.kids) > 0 {
						if next, ok, _ := sgfMoveOf(t.kids[0].node, i+1); ok {
							f.hexGui = next.player == m.player
						}
					}
				}
				if err := r.play(m, i, f); err != nil {
					return err
				}
			}
			i++
		} else if (i > 0 || !main) && (t.node.has("AB") || t.node.has("AW") || t.node.has("AE")) {
			return fmt.Errorf("sgf: setup stones in a variation or after move %d: a Hexlab game starts from one position", i)
		}
		if err := r.note(t.node, i, f.hexGui && i > 1); err != nil {
			return err
		}
		// The tree is read once: a node read is let go, so that the parser's nodes make way
		// for the game's as the game grows.
		kids := t.kids
		t.kids = nil
		switch len(kids) {
		case 0:
			return nil
		case 1:
			t = kids[0]
			continue
		}
		at := r.g.Path()
		for k, kid := range kids {
			kids[k] = nil
			if err := r.walk(kid, i, main && k == 0, f); err != nil {
				return err
			}
			if err := r.g.GoToPath(at); err != nil {
				return fmt.Errorf("sgf: %w", err)
			}
		}
		return nil
	}
}

// play plays m, the i-th move of its line, read in frame f.
func (r *sgfReader) play(m sgfMove, i int, f sgfFrame) error {
	g := r.g
	player := m.player
	mv, err := g.board.ParseMove(m.value)
	if err != nil {
		return fmt.Errorf("sgf: move %d: %w", i+1, err)
	}
	if f.hexGui && i > 1 {
		player = player.Opponent()
		mv.Cell = g.board.Transpose(mv.Cell)
	}
	if player != g.ToMove() {
		return fmt.Errorf("sgf: move %d (%s): %v moved out of turn", i+1, m.value, m.player)
	}
	if err := g.PlayRule(mv, m.rule); err != nil {
		return fmt.Errorf("sgf: move %d (%s): %w", i+1, m.value, err)
	}
	return nil
}

// sgfMaxMoveText is the longest value a move property may have ("swap-pieces"; the longest
// cell name is 4 bytes): a longer one is refused before it is copied.
const sgfMaxMoveText = 16

// sgfMoveOf reads the move of node n, the i-th move of its line, if it has one: its player,
// its value in our notation ("swap", "resign", a cell name; letter pairs such as "ad" become
// "a4") and its rule.
func sgfMoveOf(n sgfNode, i int) (sgfMove, bool, error) {
	b, hasB := n.values("B")
	w, hasW := n.values("W")
	if hasB && hasW {
		return sgfMove{}, false, fmt.Errorf("sgf: a node has both B and W moves")
	}
	if !hasB && !hasW {
		return sgfMove{}, false, nil
	}
	player, vals := Red, b
	if hasW {
		player, vals = Blue, w
	}
	if len(vals) != 1 {
		return sgfMove{}, false, fmt.Errorf("sgf: a move property must have exactly one value")
	}
	if v := strings.TrimSpace(vals[0]); len(v) > sgfMaxMoveText {
		return sgfMove{}, false, fmt.Errorf("sgf: move %d: %q... (%d bytes) is no move: a cell, swap or resign", i+1, v[:sgfMaxMoveText], len(v))
	}
	value := strings.ToLower(strings.TrimSpace(vals[0]))
	switch value {
	case "swap", "swap-pieces":
		value = SwapName
		if i != 1 {
			return sgfMove{}, false, fmt.Errorf("sgf: move %d: only the second move may be a swap", i+1)
		}
	case ResignName:
	case "swap-sides", "pass", "forfeit":
		return sgfMove{}, false, fmt.Errorf("sgf: move %d: %q is not supported", i+1, value)
	default:
		value = sgfLetterPair(value)
	}
	rule := n.first(sgfRuleProp)
	if old, isRule := sgfOldRule(n); isRule && rule == "" {
		rule = old
	}
	return sgfMove{player, value, rule}, true, nil
}

// sgfOldRule reads the rule label Hexlab's files kept in a move's comment before HR:
// a comment of one line, "rule X".
func sgfOldRule(n sgfNode) (string, bool) {
	rule, ok := strings.CutPrefix(n.first("C"), "rule ")
	if !ok || rule == "" || strings.ContainsAny(rule, "\n\r") {
		return "", false
	}
	return rule, true
}

// littleGolem reports whether the record comes from Little Golem (its SO names the site).
// There PB and RE's B name the player who moved first, and the moves' tags take turns from
// W: PlayHex's reader of Little Golem's files reads them so.
func littleGolem(root sgfNode) bool {
	return strings.Contains(strings.ToLower(root.first("SO")), "littlegolem")
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
