package render2d

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// boardView is what the board shows, read from the game under the session's lock.
type boardView struct {
	board   *core.Board
	spec    core.Spec
	stones  []core.Player // by cell
	win     map[core.Cell]bool
	last    core.Cell // core.NoCell before the first stone
	toMove  core.Player
	playing bool // a human may click a cell now
}

// readBoard copies what drawBoard needs out of g.
func readBoard(g *core.Game, humanToMove bool) boardView {
	b := g.Board()
	v := boardView{board: b, spec: g.Spec(), stones: make([]core.Player, b.NumCells()), win: map[core.Cell]bool{}, last: core.NoCell, toMove: g.ToMove(), playing: humanToMove}
	for c := range v.stones {
		v.stones[c] = g.At(core.Cell(c))
	}
	for _, c := range g.WinningCells() {
		v.win[c] = true
	}
	// The last stone placed: after a swap, the swapped stone (the only one on the board).
	if t, ok := g.LastTurn(); ok && !t.Move.Swap {
		v.last = t.Move.Cell
	} else if ok {
		for c, p := range v.stones {
			if p != core.NoPlayer {
				v.last = core.Cell(c)
			}
		}
	}
	return v
}

// drawBoard draws the frame with its coloured sides, the cells, the stones, the last move,
// the winning chain, the hover highlight at (hoverCol, hoverRow) if ok, and the labels.
func drawBoard(dst *ebiten.Image, th Theme, sc layout.Screen, v boardView, hoverCol, hoverRow int, hover bool) {
	f, b := sc.Frame, sc.Board
	// The sides: a player's own edges in full colour, and sides that wrap around (there is no
	// edge to reach there) in a lighter tone.
	red, blue := th.Stone[core.Red], th.Stone[core.Blue]
	switch v.spec.Topology {
	case core.Cylinder:
		blue = th.Wrap[core.Blue]
	case core.Torus:
		red, blue = th.Wrap[core.Red], th.Wrap[core.Blue]
	}
	for side := range 4 {
		tri := f.Side(side)
		clr := red
		if side%2 == 1 {
			clr = blue
		}
		fill(dst, polygon(tri[:]), clr)
	}
	edge := max(1, b.R*0.06)
	for row := 1; row <= b.Rows; row++ {
		for col := 1; col <= b.Cols; col++ {
			c := v.board.Cell(col, row)
			corners := b.Corners(col, row, 1)
			hex := polygon(corners[:])
			clr := th.Cell
			if v.win[c] {
				clr = th.Win
			}
			fill(dst, hex, clr)
			stroke(dst, hex, edge, th.CellEdge)
		}
	}
	for row := 1; row <= b.Rows; row++ {
		for col := 1; col <= b.Cols; col++ {
			c := v.board.Cell(col, row)
			p := v.stones[c]
			centre := b.CellCenter(col, row)
			switch {
			case p != core.NoPlayer:
				disc(dst, centre, b.R*0.68, th.StoneEdge[p])
				disc(dst, centre, b.R*0.68-max(1, b.R*0.06), th.Stone[p])
				if c == v.last {
					disc(dst, centre, b.R*0.2, th.Background)
				}
			case hover && v.playing && col == hoverCol && row == hoverRow:
				disc(dst, centre, b.R*0.68, fade(th.Stone[v.toMove], 0.45))
			}
		}
	}
	for i, at := range f.Top {
		drawText(dst, core.ColumnName(i+1), f.FontSize, at, text.AlignCenter, th.Label)
		drawText(dst, core.ColumnName(i+1), f.FontSize, f.Bottom[i], text.AlignCenter, th.Label)
	}
	for i, at := range f.Left {
		drawText(dst, strconv.Itoa(i+1), f.FontSize, at, text.AlignCenter, th.Label)
		drawText(dst, strconv.Itoa(i+1), f.FontSize, f.Right[i], text.AlignCenter, th.Label)
	}
}
