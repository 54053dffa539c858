package core

import (
	"fmt"
	"slices"
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
// Properties of our own make every Hexlab game round-trip: HB[spec] holds the
// board spec ("cyl:5x9+reverse"), HS[1] records that the swap rule was on, and
// HP[1] marks a puzzle (SGFInfo.Puzzle). PL names the first player of a game with no moves.
// Readers that do not know them (HexGui) ignore them.
const (
	sgfBoardProp  = "HB"
	sgfSwapProp   = "HS"
	sgfPuzzleProp = "HP"
)

// sgfDefaultSize is the side of a Hex board whose SGF has no SZ (SGF's default for GM[11]).
const sgfDefaultSize = 11

// SGFInfo is what an SGF record says about a game besides its moves: the players' names
// (PB for Red, the player of the black stones in HexGui; PW for Blue).
type SGFInfo struct {
	Red, Blue string
	// Puzzle marks a puzzle's record (HP[1], a property of our own): its start is a position
	// to play and win, and its variations are the solution, not to be shown.
	Puzzle bool
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
	if info.Puzzle {
		fmt.Fprintf(&sb, "%s[1]", sgfPuzzleProp)
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
	w := sgfWriter{g: g, sb: &sb}
	if winner, resigned, swapped := g.mainLineResult(); winner != NoPlayer {
		how := ""
		if resigned {
			how = "Resign"
		}
		fmt.Fprintf(&sb, "RE[%s+%s]", sgfColour(w.frame(winner, swapped)), how)
	}
	// The start position's note goes in the last node before the first move: HexGui shows
	// no setup (nor anything else) of the root when the game has a setup node.
	writeSGFNote(&sb, g.board, g.line.Root().Note(), false)
	w.line(g.line.Root(), false)
	sb.WriteString(")\n")
	return sb.String()
}

// sgfWriter writes a game's tree of moves.
type sgfWriter struct {
	g  *Game
	sb *strings.Builder
}

// frame returns p as SGF names it: after a swap, in HexGui's frame, the other colour.
func (w *sgfWriter) frame(p Player, swapped bool) Player {
	if swapped {
		return p.Opponent()
	}
	return p
}

// line writes the moves after n, a node each, and the variations at each branch as game
// trees. swapped says a swap led to n. A line is written in a loop; only branches recurse.
func (w *sgfWriter) line(n *gameNode, swapped bool) {
	g, sb := w.g, w.sb
	for {
		if n == g.line.Current() && g.resigned != NoPlayer {
			fmt.Fprintf(sb, "\n;%s[%s]", sgfColour(w.frame(g.resigned, swapped)), ResignName)
		}
		kids := n.Children()
		if len(kids) == 1 {
			n, swapped = kids[0], w.move(kids[0], swapped)
			continue
		}
		for _, kid := range kids {
			sb.WriteString("\n(")
			w.line(kid, w.move(kid, swapped))
			sb.WriteString(")")
		}
		return
	}
}

// move writes n's node: its move, rule and note. It returns whether the position after it
// follows a swap.
func (w *sgfWriter) move(n *gameNode, swapped bool) bool {
	g, sb := w.g, w.sb
	t := n.Turn()
	value := g.board.CellName(t.Move.Cell)
	switch {
	case t.Move.Swap:
		value = "swap-pieces"
	case swapped:
		value = g.board.CellName(g.board.Transpose(t.Move.Cell))
	}
	fmt.Fprintf(sb, "\n;%s[%s]", sgfColour(w.frame(t.Player, swapped)), value)
	if t.Rule != "" {
		fmt.Fprintf(sb, "%s[%s]", sgfRuleProp, sgfEscape(t.Rule))
	}
	swapped = swapped || t.Move.Swap
	writeSGFNote(sb, g.board, n.Note(), swapped)
	return swapped
}

// mainLineResult returns the winner at the end of the main line, whether by a resignation
// (when the position shown, where one was made, ends the main line), and whether the main
// line has a swap.
func (g *Game) mainLineResult() (winner Player, resigned, swapped bool) {
	main := g.MainLine()
	for _, t := range main {
		swapped = swapped || t.Move.Swap
	}
	if g.resigned != NoPlayer && slices.Equal(g.Path(), make([]int, len(main))) {
		return g.winner, true, swapped
	}
	end, err := NewGame(g.board.spec, g.opts)
	if err != nil {
		panic("core: a game's own options are refused: " + err.Error())
	}
	for _, t := range main {
		end.line.Push(t)
		end.apply(t)
	}
	return end.winner, false, swapped
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
