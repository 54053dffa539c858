package proof

import (
	"errors"
	"fmt"
	"math/bits"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// MaxTemplate is the most cells an edge template's carrier may hold, and
// MaxTemplateStates the most positions its check may look at.
const (
	MaxTemplate       = 24
	MaxTemplateStates = 1 << 24
)

// ErrTemplateTooBig is ReachesSide's answer for a carrier whose game it will not search.
var ErrTemplateTooBig = errors.New("the template's game is too big to check")

// ReachesSide reports whether w, answering inside cells, joins w's stone at from to w's side
// at pos: the loser moves first, the players take turns in cells, the loser holds every
// other cell (w's other stones too: the answer depends only on from, side and the cells,
// and a win stands whatever the rest of the board), and w has won when a chain of w's
// stones from from reaches a cell on side. It searches every line, remembering the positions met, and gives up with
// ErrTemplateTooBig past MaxTemplate cells or maxStates positions (at most
// MaxTemplateStates). A win is a full connection from the stone to the side with the cells
// as its carrier: an edge template (Anshelevich's H-search does not find them all).
func ReachesSide(pos *core.Position, w core.Player, from core.Cell, side core.Side, cells []core.Cell, maxStates int) (bool, error) {
	b := pos.Board()
	if len(cells) > MaxTemplate {
		return false, ErrTemplateTooBig
	}
	if pos.At(from) != w {
		return false, errors.New("the template's stone is not the winner's")
	}
	index := make([]int, b.NumCells())
	for i := range index {
		index[i] = -1
	}
	for i, c := range cells {
		if pos.At(c) != core.NoPlayer || index[c] >= 0 {
			return false, errors.New("the template's cells must be empty cells, each once")
		}
		index[c] = i
	}
	g := &sideGame{pos: pos, w: w, from: from, side: side, cells: cells, index: index,
		memo: newMemo(), maxStates: min(maxStates, MaxTemplateStates), seen: make([]bool, b.NumCells())}
	if g.joined(0) {
		return true, nil
	}
	win := g.wins(0, 0, false)
	if g.over {
		return false, ErrTemplateTooBig
	}
	return win, nil
}

// sideGame is ReachesSide's search, by the cells of the carrier each player holds (bit i for
// cells[i]).
type sideGame struct {
	pos       *core.Position
	w         core.Player
	from      core.Cell
	side      core.Side
	cells     []core.Cell
	index     []int // by cell: its bit, or -1 outside the carrier
	memo      *memo
	maxStates int
	over      bool
	seen      []bool
	queue     []core.Cell
	killer    [MaxTemplate + 1]int // by depth: the move that last decided a position
}

// joined reports whether from reaches the side through w's stones and the carrier cells of
// ws.
func (g *sideGame) joined(ws uint64) bool {
	b := g.pos.Board()
	clear(g.seen)
	g.queue = append(g.queue[:0], g.from)
	g.seen[g.from] = true
	for len(g.queue) > 0 {
		c := g.queue[len(g.queue)-1]
		g.queue = g.queue[:len(g.queue)-1]
		if b.Sides(c)&g.side != 0 {
			return true
		}
		for _, d := range b.Adjacent(c) {
			if g.seen[d] {
				continue
			}
			if i := g.index[d]; i >= 0 && ws&(1<<i) != 0 {
				g.seen[d] = true
				g.queue = append(g.queue, d)
			}
		}
	}
	return false
}

// wins reports whether w joins from to the side, w holding ws and the loser ls, w to move
// if wMoves (from is not joined yet).
func (g *sideGame) wins(ws, ls uint64, wMoves bool) bool {
	key := ws | ls<<MaxTemplate
	if wMoves {
		key |= 1 << (2 * MaxTemplate)
	}
	if v, ok := g.memo.get(key); ok {
		return v
	}
	if g.memo.len() >= g.maxStates {
		g.over = true
		return false
	}
	all := uint64(1)<<len(g.cells) - 1
	if !g.joined(ws | all&^ls) {
		// Even with every cell left, w does not join: the loser has cut from off.
		g.memo.put(key, false)
		return false
	}
	depth := bits.OnesCount64(ws | ls)
	killer := &g.killer[depth]
	win, moved := false, false
	for k := -1; k < len(g.cells); k++ {
		// The move that last decided a position at this depth is tried first.
		i := k
		if k < 0 {
			i = *killer
		} else if k == *killer {
			continue
		}
		bit := uint64(1) << i
		if (ws|ls)&bit != 0 {
			continue
		}
		moved = true
		if wMoves {
			win = g.joined(ws|bit) || g.wins(ws|bit, ls, false)
			if win {
				*killer = i
				break
			}
		} else {
			win = g.wins(ws, ls|bit, true)
			if !win {
				*killer = i
				break
			}
		}
		if g.over {
			break
		}
	}
	if !moved {
		win = false // the carrier is full and from is not joined
	}
	g.memo.put(key, win)
	return win
}

// reachesSideOnce checks an edge template (ReachesSide) unless one of the same shape has
// been played out before, as remembered in templates (when not nil): the same stone's row
// or column, the same side, the same cells relative to the stone. Its game is then the same
// game: the board is the same, and moving along a side keeps every adjacency and which
// cells lie on the side (on the cylinder, columns are all alike).
func reachesSideOnce(pos *core.Position, w core.Player, from core.Cell, side core.Side, cells []core.Cell, templates Templates) error {
	key := templateKey(pos.Board(), from, side, cells)
	if templates != nil && templates[key] {
		return nil
	}
	win, err := ReachesSide(pos, w, from, side, cells, MaxTemplateStates)
	switch {
	case err != nil:
		return err
	case !win:
		return fmt.Errorf("the loser cuts the template's stone off its side")
	}
	if templates != nil {
		templates[key] = true
	}
	return nil
}

// templateKey names a template's shape on board b: the side, the stone's distance from it,
// and the cells as offsets from the stone, columns taken modulo the board's width on the
// cylinder.
func templateKey(b *core.Board, from core.Cell, side core.Side, cells []core.Cell) string {
	col, row := b.Coords(from)
	across := row
	if side == core.Left || side == core.Right {
		across = col
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d %d", side, across)
	for _, c := range cells {
		x, y := b.Coords(c)
		dx, dy := x-col, y-row
		if b.Topology() == core.Cylinder {
			dx = ((dx % b.Cols()) + b.Cols()) % b.Cols()
		}
		fmt.Fprintf(&sb, " %d,%d", dx, dy)
	}
	return sb.String()
}
