package proof

import (
	"cmp"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// MaxTemplate is the most cells an edge template's carrier may hold (a bigger one is refused
// at once), and MaxTemplateStates the most positions its check may look at (past them it is
// refused: a second or two of work). The largest template the prover writes, IV-1-a, has 19
// cells and a game of at most about 390,000 positions on any side (sideGame's pruning and
// order of moves; 9.7 million without them, and the whole game has billions).
const (
	MaxTemplate       = 20
	MaxTemplateStates = 1 << 20
)

// ErrTemplateTooBig is ReachesSide's answer for a carrier whose game it will not search.
var ErrTemplateTooBig = errors.New("the template's game is too big to check")

// ReachesSide reports whether w, answering inside cells, joins w's stone at from to w's side
// at pos: the loser moves first, the players take turns in cells, the loser holds every
// other cell (w's other stones too: the answer depends only on from, side and the cells,
// and a win stands whatever the rest of the board), and w has won when a chain of w's
// stones from from reaches a cell on side. It searches every line that matters (see
// sideGame), remembering the positions met, and gives up with ErrTemplateTooBig past
// MaxTemplate cells or maxStates positions (at most MaxTemplateStates). A win is a full
// connection from the stone to the side with the cells as its carrier: an edge template
// (Anshelevich's H-search does not find them all).
func ReachesSide(pos *core.Position, w core.Player, from core.Cell, side core.Side, cells []core.Cell, maxStates int) (bool, error) {
	return reachesSide(pos, w, from, side, cells, maxStates, nil)
}

// reachesSide is ReachesSide giving up with ErrTimeUp once stop, if not nil, says so (it
// asks every stopEvery positions).
func reachesSide(pos *core.Position, w core.Player, from core.Cell, side core.Side, cells []core.Cell, maxStates int, stop func() bool) (bool, error) {
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
	if b.Sides(from)&side != 0 {
		return true, nil
	}
	cells = nearestFirst(b, from, cells, index)
	g := &sideGame{adj: make([]uint32, len(cells)), all: uint32(1)<<len(cells) - 1,
		memo: newMemo(), maxStates: min(maxStates, MaxTemplateStates), stop: stop}
	for i, c := range cells {
		if b.Sides(c)&side != 0 {
			g.onSide |= 1 << i
		}
		for _, d := range b.Adjacent(c) {
			if d == from {
				g.start |= 1 << i
			} else if j := index[d]; j >= 0 {
				g.adj[i] |= 1 << j
			}
		}
	}
	win, _ := g.loserMoves(0, 0)
	switch {
	case g.stopped:
		return false, ErrTimeUp
	case g.over:
		return false, ErrTemplateTooBig
	}
	return win, nil
}

// nearestFirst returns cells in the order of their distance from the stone at from, through
// cells (those not reached last), cells at one distance in the board's order, and sets index
// to each cell's place in it: the search tries the moves in that order, and the cells nearest
// the stone decide the game soonest (the template IV-1-a's game looks at 4.2 million
// positions in the board's order, 312,000 so, and fewer with the dead cells given to the
// loser: see sideGame.normal).
func nearestFirst(b *core.Board, from core.Cell, cells []core.Cell, index []int) []core.Cell {
	dist := make(map[core.Cell]int, len(cells))
	frontier := []core.Cell{from}
	for d := 1; len(frontier) > 0; d++ {
		var next []core.Cell
		for _, c := range frontier {
			for _, e := range b.Adjacent(c) {
				if _, seen := dist[e]; !seen && index[e] >= 0 {
					dist[e] = d
					next = append(next, e)
				}
			}
		}
		frontier = next
	}
	out := slices.Clone(cells)
	far := len(cells) + 1
	slices.SortFunc(out, func(x, y core.Cell) int {
		dx, okx := dist[x]
		dy, oky := dist[y]
		if !okx {
			dx = far
		}
		if !oky {
			dy = far
		}
		return cmp.Or(cmp.Compare(dx, dy), cmp.Compare(x, y))
	})
	for i, c := range out {
		index[c] = i
	}
	return out
}

// sideGame is ReachesSide's search, on the carrier's cells as bits (bit i for cells[i]): the
// cells next to each, to the stone and on the side. It is the whole game, less moves that
// cannot matter. Each win it finds comes with its carrier, K: the empty cells the winner's
// strategy uses, so that the winner wins even if the loser held every other empty cell.
// Where the loser is to move, once one of the loser's moves x is found to leave the winner a
// win with carrier K, any other move of the loser's outside K leaves the same win (it gives
// the loser a cell the strategy does not use, and in this game an extra stone never helps
// the player who does not own it): so only the moves in K are tried after x, and in the
// carriers of the wins found after those, the set shrinking to their intersection
// (Benzene's must-play reasoning). The winner then wins there with the union of the
// carriers found and the moves tried. And the dead cells, through which no chain from the
// stone to the side can pass any more, are counted as the loser's (normal).
type sideGame struct {
	adj           []uint32
	start, onSide uint32
	all           uint32
	memo          *memo
	maxStates     int
	over, stopped bool
	stop          func() bool
	// killer holds, by the number of stones placed and whether the winner moves, the move
	// that last decided a position there (a win for the winner, a cut for the loser): it is
	// tried first.
	killer [2 * (MaxTemplate + 1)]uint32
}

// sideWin marks a position the winner wins in sideGame's memo, beside its carrier's bits.
const sideWin = 1 << 31

// joined reports whether the stone reaches the side through the winner's cells ws.
func (g *sideGame) joined(ws uint32) bool { return g.spread(g.start, ws)&g.onSide != 0 }

// spread returns the cells of open reached from from through open.
func (g *sideGame) spread(from, open uint32) uint32 {
	reach := from & open
	for {
		next := reach
		for r := reach; r != 0; r &= r - 1 {
			next |= g.adj[bits.TrailingZeros32(r)] & open
		}
		if next == reach {
			return reach
		}
		reach = next
	}
}

// normal returns the position where the winner holds ws and the loser ls with its dead
// cells given to the loser: the cells that no chain from the stone to the side through the
// cells the loser does not hold can pass, which neither player's stone there changes, now or
// later (the loser's moves only close cells). Positions equal but for their dead cells are
// one position to the memo, and no move is tried in a dead cell.
func (g *sideGame) normal(ws, ls uint32) (uint32, uint32) {
	open := g.all &^ ls
	dead := open &^ (g.spread(g.start, open) & g.spread(g.onSide, open))
	return ws &^ dead, ls | dead
}

// key is the memo's key of the position where the winner holds ws and the loser ls, the
// winner to move if wMoves.
func (g *sideGame) key(ws, ls uint32, wMoves bool) uint64 {
	k := uint64(ws) | uint64(ls)<<MaxTemplate
	if wMoves {
		k |= 1 << (2 * MaxTemplate)
	}
	return k
}

// remember stores a position's answer, counting it against maxStates.
func (g *sideGame) remember(key uint64, win bool, carrier uint32) (bool, uint32) {
	if n := g.memo.len(); n >= g.maxStates || n%stopEvery == stopEvery-1 && g.stop != nil && g.stop() {
		g.over, g.stopped = true, n < g.maxStates
		return false, 0
	}
	v := carrier
	if win {
		v |= sideWin
	}
	g.memo.put(key, v)
	return win, carrier
}

// recall returns the answer remembered for key, if any (ok), or, once the search is over,
// a loss (ok too: the answer is not used).
func (g *sideGame) recall(key uint64) (win bool, carrier uint32, ok bool) {
	if v, found := g.memo.get(key); found {
		return v&sideWin != 0, v &^ sideWin, true
	}
	return false, 0, g.over
}

// winnerMoves reports whether the winner, to move, joins the stone to the side where they
// hold ws and the loser ls (not joined yet), and with which of the empty cells (the win's
// carrier: the winner wins even if the loser held every other empty cell).
func (g *sideGame) winnerMoves(ws, ls uint32) (bool, uint32) {
	ws, ls = g.normal(ws, ls)
	key := g.key(ws, ls, true)
	if win, carrier, ok := g.recall(key); ok {
		return win, carrier
	}
	empty := g.all &^ (ws | ls)
	for e := empty; e != 0; e &= e - 1 {
		if m := e & -e; g.joined(ws | m) {
			return g.remember(key, true, m)
		}
	}
	if !g.joined(ws | empty) {
		// Even with every cell left, the winner does not join: the loser has cut the stone off.
		return g.remember(key, false, 0)
	}
	killer := &g.killer[2*bits.OnesCount32(ws|ls)+1]
	for e := empty; e != 0 && !g.over; e = next(e, *killer) {
		m := lowest(e, *killer)
		if win, carrier := g.loserMoves(ws|m, ls); win {
			*killer = m
			return g.remember(key, true, carrier|m)
		}
	}
	return g.remember(key, false, 0)
}

// loserMoves is winnerMoves with the loser to move.
func (g *sideGame) loserMoves(ws, ls uint32) (bool, uint32) {
	ws, ls = g.normal(ws, ls)
	key := g.key(ws, ls, false)
	if win, carrier, ok := g.recall(key); ok {
		return win, carrier
	}
	if !g.joined(ws | g.all&^(ls)) {
		return g.remember(key, false, 0)
	}
	// must holds the loser's moves still to try: a move outside the carrier of the win found
	// after another of the loser's moves x is a win too (see sideGame).
	must, carrier := g.all&^(ws|ls), uint32(0)
	killer := &g.killer[2*bits.OnesCount32(ws|ls)]
	for must != 0 && !g.over {
		x := lowest(must, *killer)
		win, after := g.winnerMoves(ws, ls|x)
		if !win {
			*killer = x
			return g.remember(key, false, 0)
		}
		must &= after
		carrier |= after | x
	}
	return g.remember(key, true, carrier)
}

// The moves of a set, the killer first: for e := set; e != 0; e = next(e, k) { m :=
// lowest(e, k) ... } visits each bit of set once, k first if it is in set.

// lowest is the move e stands for: the killer while it is in e, then e's lowest bit.
func lowest(e, killer uint32) uint32 {
	if e&killer != 0 {
		return killer
	}
	return e & -e
}

// next is e less the move lowest gave.
func next(e, killer uint32) uint32 { return e &^ lowest(e, killer) }

// reachesSideOnce checks an edge template (ReachesSide) unless one of the same shape has
// been played out before, as remembered in templates (when not nil): the same stone's row
// or column, the same side, the same cells relative to the stone. Its game is then the same
// game: the board is the same, and moving along a side keeps every adjacency and which
// cells lie on the side (on the cylinder, columns are all alike).
func reachesSideOnce(pos *core.Position, w core.Player, from core.Cell, side core.Side, cells []core.Cell, templates Templates, stop func() bool) error {
	key := templateKey(pos.Board(), from, side, cells)
	if templates != nil && templates[key] {
		return nil
	}
	win, err := reachesSide(pos, w, from, side, cells, MaxTemplateStates, stop)
	switch {
	case errors.Is(err, ErrTemplateTooBig) && len(cells) <= MaxTemplate:
		return fmt.Errorf("the template's game (%d cells) passed %d positions, the checker's limit", len(cells), MaxTemplateStates)
	case err != nil:
		return err
	case !win:
		return fmt.Errorf("the loser cuts the template's stone off its side")
	}
	if templates != nil && len(templates) < MaxTemplatesRemembered {
		templates[key] = true
	}
	return nil
}

// MaxTemplatesRemembered is the most template shapes a Templates remembers: past them a
// template is played out again each time it is met (memory stays bounded, and the answer is
// the same).
const MaxTemplatesRemembered = 1 << 12

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
