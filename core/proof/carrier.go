package proof

import (
	"errors"
	"fmt"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// MaxCarrier is the most cells a carrier leaf may hold, and MaxCarrierStates the most
// positions its check may look at: a bigger leaf is refused at once (a checker that would
// run for hours is no checker). The carrier's game, played out every line, has at most
// 143,365 positions on 12 cells (the loser, moving first, holding half the filled cells,
// rounded up: the sum over j of C(12, j) C(j, ceil(j/2))), about a second's work on the
// largest board, and about three times as many for each cell more; so MaxCarrierStates is
// never reached by a leaf within MaxCarrier, and stays as a second fence. The prover writes
// leaves of at most 10 cells.
const (
	MaxCarrier       = 12
	MaxCarrierStates = 1 << 18
)

// ErrCarrierTooBig is CarrierWins's answer for a carrier whose game it will not search.
var ErrCarrierTooBig = errors.New("the carrier's game is too big to check")

// Carrier writes a carrier leaf: after the winner's move first, unless first is NoCell, the
// winner wins the game on the cells given even with the loser holding every other empty
// cell and moving first.
func (w *Writer) Carrier(first core.Cell, cells []core.Cell) {
	w.playFirst(first)
	w.token("carrier")
	w.token(strconv.Itoa(len(cells)))
	for _, c := range cells {
		w.token(w.b.CellName(c))
	}
	w.count++
}

// carrier reads a carrier leaf's cells and checks that the winner wins pos on them.
func (c *checker) carrier(pos *core.Position) error {
	if c.reverse {
		return fmt.Errorf("a carrier leaf in Rex, where an extra stone may hurt its owner")
	}
	tok, err := c.t.next()
	if err != nil {
		return err
	}
	k, err := strconv.Atoi(tok)
	switch {
	case err != nil || k < 1:
		return fmt.Errorf("carrier %q: expected 1 to %d cells", tok, MaxCarrier)
	case k > MaxCarrier:
		return fmt.Errorf("carrier %d: a carrier leaf holds at most %d cells, the checker's limit (it plays the leaf's game out, every line: about three times the work for each cell more)", k, MaxCarrier)
	}
	cells, err := c.readCells(pos, k, "carrier")
	if err != nil {
		return err
	}
	c.sum.Carriers++
	win, err := carrierWins(pos, c.h.Winner, cells, MaxCarrierStates, c.stopped)
	switch {
	case errors.Is(err, ErrTimeUp):
		return err
	case err != nil:
		return fmt.Errorf("carrier %d: %w (%d positions, the checker's limit)", k, err, MaxCarrierStates)
	case !win:
		return fmt.Errorf("carrier: the loser, moving first with every other empty cell, stops %s", c.h.Winner)
	}
	return nil
}

// CarrierWins reports whether w wins pos when the game is played on cells alone: the
// opponent holds every other empty cell and moves first, the players take turns in cells,
// and after each move whoever has completed their structure wins (a full carrier with
// neither is not a win). It searches every line, remembering the positions met, and gives
// up with ErrCarrierTooBig past MaxCarrier cells or MaxCarrierStates positions.
//
// A win there is a winning strategy in the real game whenever an extra stone never hurts its
// owner, as in Hex on every board (not Rex): the opponent's moves outside cells are stones
// they were given already, the winner answers them anywhere, and with fewer stones the
// opponent completes no sooner, with more the winner no later.
func CarrierWins(pos *core.Position, w core.Player, cells []core.Cell) (bool, error) {
	return CarrierWinsWithin(pos, w, cells, MaxCarrierStates)
}

// CarrierWinsWithin is CarrierWins looking at no more than maxStates positions (at most
// MaxCarrierStates): a writer of proofs keeps to the leaves it can verify quickly.
func CarrierWinsWithin(pos *core.Position, w core.Player, cells []core.Cell, maxStates int) (bool, error) {
	return carrierWins(pos, w, cells, maxStates, nil)
}

// carrierWins is CarrierWinsWithin giving up with ErrTimeUp once stop, if not nil, says so
// (it asks every stopEvery positions).
func carrierWins(pos *core.Position, w core.Player, cells []core.Cell, maxStates int, stop func() bool) (bool, error) {
	if len(cells) > MaxCarrier {
		return false, ErrCarrierTooBig
	}
	l := w.Opponent()
	inCarrier := map[core.Cell]bool{}
	for _, c := range cells {
		inCarrier[c] = true
	}
	start := pos.Clone()
	for _, c := range pos.EmptyCells() {
		if !inCarrier[c] {
			start.Place(c, l)
		}
	}
	if start.Completed(l) {
		return false, nil
	}
	if start.Completed(w) {
		return true, nil
	}
	g := &carrierGame{w: w, cells: cells, memo: newMemo(), maxStates: min(maxStates, MaxCarrierStates), stop: stop}
	g.killer = make([]int, 2*(len(cells)+1))
	for range len(cells) + 1 {
		g.stack = append(g.stack, core.NewPosition(pos.Board()))
	}
	g.stack[0].CopyFrom(start)
	win := g.wins(0, 0, 0, l)
	switch {
	case g.stopped:
		return false, ErrTimeUp
	case g.over:
		return false, ErrCarrierTooBig
	}
	return win, nil
}

// carrierGame is CarrierWins's search: the positions at each depth, and what it has found,
// by the cells each player holds (bit i for cells[i]) and the player to move.
type carrierGame struct {
	w     core.Player
	cells []core.Cell
	stack []*core.Position
	memo  *memo
	// killer holds, by depth and player to move, the move that last won for them.
	killer []int
	// maxStates bounds memo; over says the search went past it, or was stopped (stopped).
	maxStates int
	over      bool
	stop      func() bool
	stopped   bool
}

// stopEvery is how many positions a leaf's game looks at between two calls of its stop.
const stopEvery = 1 << 12

// wins reports whether g.w wins from the position at depth, where the winner holds the cells
// of mask ws, the loser those of ls, and toMove moves (nobody has completed yet).
func (g *carrierGame) wins(depth int, ws, ls uint64, toMove core.Player) bool {
	key := ws<<MaxCarrier | ls<<(2*MaxCarrier)
	if toMove == g.w {
		key |= 1
	}
	if v, ok := g.memo.get(key); ok {
		return v != 0
	}
	if n := g.memo.len(); n >= g.maxStates || n%stopEvery == stopEvery-1 && g.stop != nil && g.stop() {
		g.over, g.stopped = true, n < g.maxStates
		return false
	}
	pos, next := g.stack[depth], g.stack[depth+1]
	moverWins := false // whether toMove has a move that wins for them
	moved := false
	// The move that last won for toMove at this depth is tried first (the killer heuristic):
	// the winner's answer to one of the loser's moves is often the answer to the next too.
	killer := g.killer[2*depth+int(toMove)-1]
	for k := -1; k < len(g.cells); k++ {
		i := k
		if k < 0 {
			i = killer
		} else if k == killer {
			continue
		}
		c := g.cells[i]
		bit := uint64(1) << i
		if (ws|ls)&bit != 0 {
			continue
		}
		moved = true
		next.CopyFrom(pos)
		next.Place(c, toMove)
		switch {
		case next.Completed(toMove):
			moverWins = true
		case toMove == g.w:
			moverWins = g.wins(depth+1, ws|bit, ls, g.w.Opponent())
		default:
			moverWins = !g.wins(depth+1, ws, ls|bit, g.w)
		}
		if moverWins {
			g.killer[2*depth+int(toMove)-1] = i
		}
		if moverWins || g.over {
			break
		}
	}
	win := moverWins == (toMove == g.w)
	if !moved {
		win = false // the carrier is full and nobody has won
	}
	g.memo.put(key, b2u(win))
	return win
}

// b2u is 1 for true, 0 for false.
func b2u(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}
