package htp

import (
	"strings"

	"github.com/hexlab/hexlab/core"
)

// htpFrame translates moves and colours between Hexlab and HTP as HexGui and Benzene speak it.
// There `swap-pieces` leaves the board as it is and the swapper moves next with the same
// colour (HexGui's HexGui.java, Benzene's StoneBoard::WhoseTurn and its StoneBoardTest: after
// black a5, white swap-pieces, a5 is still black and white is to play). Hexlab's swap puts the
// swapper's stone on the mirror cell and the first player moves next: the same position seen
// through the board's transpose-and-recolour symmetry. So once a game has had its swap, every
// later move is told and read transposed, in the other colour.
type htpFrame struct {
	board   *core.Board
	flipped bool // the game's swap has been played: later moves are seen through the symmetry
}

// htpFrameAt is the frame of the move at index i (0-based) of g's turns: flipped from the
// third move on, when the second was the swap.
func htpFrameAt(g *core.Game, i int) htpFrame {
	turns := g.Turns()
	return htpFrame{board: g.Board(), flipped: i >= 2 && len(turns) > 1 && turns[1].Move.Swap}
}

// colour names our player p in HTP.
func (f htpFrame) colour(p core.Player) string {
	if f.flipped {
		p = p.Opponent()
	}
	return htpColour(p)
}

// player reads an HTP colour as our player.
func (f htpFrame) player(colour string) (core.Player, error) {
	p, err := parseHTPColour(colour)
	if err == nil && f.flipped {
		p = p.Opponent()
	}
	return p, err
}

// moveName names our move m in HTP.
func (f htpFrame) moveName(m core.Move) string {
	if f.flipped && !m.Swap {
		m.Cell = f.board.Transpose(m.Cell)
	}
	return htpMoveName(f.board, m)
}

// parseMove reads an HTP move as ours.
func (f htpFrame) parseMove(s string) (core.Move, error) {
	m, err := parseHTPMove(f.board, s)
	if err == nil && f.flipped && !m.Swap {
		m.Cell = f.board.Transpose(m.Cell)
	}
	return m, err
}

// htpStones returns g's stones as HTP sees them: through the frame after a swap, the colours
// being our players (Red for HTP's black).
func htpStones(g *core.Game) []core.Stone {
	b := g.Board()
	f := htpFrameAt(g, len(g.Turns()))
	var out []core.Stone
	for c := core.Cell(0); int(c) < b.NumCells(); c++ {
		p := g.At(c)
		switch {
		case p == core.NoPlayer:
		case f.flipped:
			out = append(out, core.Stone{Cell: b.Transpose(c), Player: p.Opponent()})
		default:
			out = append(out, core.Stone{Cell: c, Player: p})
		}
	}
	return out
}

// htpShowBoard draws g's position as an HTP engine shows it: through the frame after a swap,
// black stones B (Red's, ours before a swap) and white stones W.
func htpShowBoard(b *core.Board, g *core.Game) string {
	pos := core.NewPosition(b)
	if g != nil {
		for _, st := range htpStones(g) {
			pos.Place(st.Cell, st.Player)
		}
	}
	return strings.Map(func(r rune) rune {
		switch r {
		case 'R':
			return 'B'
		case 'B':
			return 'W'
		}
		return r
	}, core.Diagram(pos))
}
