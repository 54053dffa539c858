package proof

import (
	"fmt"
	"io"
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// Summary is what Check confirmed.
type Summary struct {
	Header Header
	// Nodes is the number of positions replayed.
	Nodes int64
	// Pairings is the number of pairing leaves verified, Carriers of carrier leaves and
	// Connections of connection leaves.
	Pairings, Carriers, Connections int64
}

// checker replays a proof's tree.
type checker struct {
	h       Header
	t       *tokens
	reverse bool
	stack   []*core.Position
	sum     Summary
	// won holds the positions proven so far, by stones, for each player to move: a proof
	// may point back to one instead of proving it again.
	won [3]map[string]bool
	// templates holds the shapes of the edge templates played out so far.
	templates Templates
}

// Check reads a proof from r and replays it with core's rules: it returns nil only if the
// strategy wins every line for the header's winner. The position may not be over already.
func Check(r io.Reader) (Summary, error) {
	rd := newReader(r)
	h, err := readHeader(rd)
	if err != nil {
		return Summary{}, err
	}
	if h.Position.Completed(core.Red) || h.Position.Completed(core.Blue) || h.Position.Full() {
		return Summary{Header: h}, fmt.Errorf("proof: the position is over already")
	}
	c := &checker{h: h, t: &tokens{r: rd}, reverse: h.Board.Spec().Reverse, templates: Templates{}}
	c.won[core.Red], c.won[core.Blue] = map[string]bool{}, map[string]bool{}
	c.sum.Header = h
	for range h.Board.NumCells() + 2 {
		c.stack = append(c.stack, core.NewPosition(h.Board))
	}
	if h.ToMove == h.Winner {
		err = c.winnerToMove(0, h.Position)
	} else {
		err = c.loserToMove(0, h.Position)
	}
	if err != nil {
		return c.sum, fmt.Errorf("proof: line %d: %w", rd.line, err)
	}
	if tok, err := c.t.next(); err != nil || tok != "end" {
		return c.sum, fmt.Errorf("proof: line %d: the tree must be followed by end", rd.line)
	}
	if tok, err := c.t.next(); err != errEnd {
		return c.sum, fmt.Errorf("proof: line %d: %q after the end", rd.line, tok)
	}
	return c.sum, nil
}

// winnerToMove checks the strategy at pos (held at depth of the stack or the header's),
// where the winner is to move, and records pos as won.
func (c *checker) winnerToMove(depth int, pos *core.Position) error {
	if err := c.winnerMove(depth, pos); err != nil {
		return err
	}
	c.won[c.h.Winner][stones(pos)] = true
	return nil
}

// winnerMove reads and checks the winner's move at pos.
func (c *checker) winnerMove(depth int, pos *core.Position) error {
	c.sum.Nodes++
	w := c.h.Winner
	tok, err := c.t.next()
	if err != nil {
		return err
	}
	switch tok {
	case "pairs":
		return c.pairing(pos)
	case "carrier":
		return c.carrier(pos)
	case "conn":
		return c.connection(pos)
	case "rexpairs", "rexprepairs":
		return c.rexPairing(pos, tok == "rexprepairs")
	case "play":
		// play C pairs K ... or play C carrier K ...: the winner's move C, then the leaf.
		tok, err := c.t.next()
		if err != nil {
			return err
		}
		cell, err := c.h.Board.ParseCell(tok)
		if err != nil || pos.At(cell) != core.NoPlayer {
			return fmt.Errorf("play %q: expected an empty cell", tok)
		}
		leaf, err := c.t.next()
		if err != nil || leaf != "pairs" && leaf != "carrier" {
			return fmt.Errorf("play %s: expected pairs or carrier after it", c.h.Board.CellName(cell))
		}
		q := c.stack[depth+1]
		q.CopyFrom(pos)
		q.Place(cell, c.h.Winner)
		if q.Completed(c.h.Winner) || q.Completed(c.h.Winner.Opponent()) || q.Full() {
			return fmt.Errorf("play %s ends the game: write it as a move", c.h.Board.CellName(cell))
		}
		if leaf == "carrier" {
			return c.carrier(q)
		}
		return c.pairing(q)
	case "=":
		if !c.won[w][stones(pos)] {
			return fmt.Errorf("= for a position not proven before")
		}
		return nil
	}
	cell, err := c.h.Board.ParseCell(tok)
	if err != nil {
		return fmt.Errorf("%q: %v", tok, err)
	}
	if pos.At(cell) != core.NoPlayer {
		return fmt.Errorf("%s's move %s is to a cell that is not empty", w, tok)
	}
	q := c.stack[depth+1]
	q.CopyFrom(pos)
	q.Place(cell, w)
	if q.Completed(w) {
		if c.reverse {
			return fmt.Errorf("%s's move %s completes their own chain, which loses Rex", w, tok)
		}
		return nil
	}
	if q.Full() {
		return fmt.Errorf("the board is full after %s and nobody has won", tok)
	}
	return c.loserToMove(depth+1, q)
}

// loserToMove checks every move of the loser at pos.
func (c *checker) loserToMove(depth int, pos *core.Position) error {
	c.sum.Nodes++
	l := c.h.Winner.Opponent()
	key := stones(pos)
	if c.won[l][key] {
		return nil // the same position was met before, and the strategy follows it from there
	}
	threats, err := c.threats(pos)
	if err != nil {
		return err
	}
	for e := range core.Cell(c.h.Board.NumCells()) {
		if pos.At(e) != core.NoPlayer {
			continue
		}
		q := c.stack[depth+1]
		q.CopyFrom(pos)
		q.Place(e, l)
		if q.Completed(l) {
			if c.reverse {
				continue // the loser completes their chain and loses Rex
			}
			return fmt.Errorf("%s wins by %s", l, c.h.Board.CellName(e))
		}
		if q.Full() {
			return fmt.Errorf("the board is full after %s and nobody has won", c.h.Board.CellName(e))
		}
		if threats != nil && ThreatHolds(pos, c.h.Winner, e, threats, c.templates) {
			continue // the winner, to move, has a connection or a threat: won
		}
		if err := c.winnerToMove(depth+1, q); err != nil {
			return err
		}
	}
	c.won[l][key] = true
	return nil
}

// stones returns pos's stones as a key.
func stones(pos *core.Position) string {
	n := pos.Board().NumCells()
	k := make([]byte, n)
	for c := range n {
		k[c] = byte(pos.At(core.Cell(c)))
	}
	return string(k)
}

// pairing reads a pairing leaf's pairs and checks that the winner wins pos by them: in
// every completion where the winner has one cell of each pair and the loser every other
// cell, the winner holds a winning structure. That is a winning strategy on the plane and
// the cylinder, where a completed board has exactly one winner and an extra stone never
// hurts its owner: answer the loser's move in a pair with its partner, and play anywhere
// else. Neither holds for the torus (both may hold a cycle; the first wins) nor Rex.
func (c *checker) pairing(pos *core.Position) error {
	if c.reverse || c.h.Board.Topology() == core.Torus {
		return fmt.Errorf("a pairing leaf on %s, where pairing strategies are not proofs", c.h.Board.Spec())
	}
	pairs, err := c.readPairs(pos, 1, "pairs")
	if err != nil {
		return err
	}
	c.sum.Pairings++
	if !PairingWins(pos, c.h.Winner, pairs) {
		return fmt.Errorf("pairs: the loser can take one cell of each pair and stop %s", c.h.Winner)
	}
	return nil
}

// readPairs reads a leaf's pairs (what): their number, least to MaxPairs, and their cells,
// each an empty cell of pos listed once.
func (c *checker) readPairs(pos *core.Position, least int, what string) ([][2]core.Cell, error) {
	tok, err := c.t.next()
	if err != nil {
		return nil, err
	}
	k, err := strconv.Atoi(tok)
	if err != nil || k < least || k > MaxPairs {
		return nil, fmt.Errorf("%s %q: expected %d to %d pairs", what, tok, least, MaxPairs)
	}
	cells, err := c.readCells(pos, 2*k, what)
	if err != nil {
		return nil, err
	}
	pairs := make([][2]core.Cell, k)
	for i, cell := range cells {
		pairs[i/2][i%2] = cell
	}
	return pairs, nil
}

// readCells reads n cells of a leaf (what), each an empty cell of pos listed once.
func (c *checker) readCells(pos *core.Position, n int, what string) ([]core.Cell, error) {
	seen := map[core.Cell]bool{}
	cells := make([]core.Cell, n)
	for i := range n {
		tok, err := c.t.next()
		if err != nil {
			return nil, err
		}
		cell, err := c.h.Board.ParseCell(tok)
		if err != nil {
			return nil, fmt.Errorf("%s: %q: %v", what, tok, err)
		}
		if pos.At(cell) != core.NoPlayer || seen[cell] {
			return nil, fmt.Errorf("%s: %s is not an empty cell listed once", what, tok)
		}
		seen[cell] = true
		cells[i] = cell
	}
	return cells, nil
}

// PairingWins reports whether w, with one cell of each pair, holds a winning structure on
// pos whichever cells those are (the other empty cells being the opponent's). It tries the
// 2^len(pairs) choices, cutting short wherever w has won already.
func PairingWins(pos *core.Position, w core.Player, pairs [][2]core.Cell) bool {
	stack := make([]*core.Position, len(pairs)+1)
	stack[0] = pos.Clone()
	for i := 1; i <= len(pairs); i++ {
		stack[i] = core.NewPosition(pos.Board())
	}
	var wins func(i int) bool
	wins = func(i int) bool {
		if stack[i].Completed(w) {
			return true
		}
		if i == len(pairs) {
			return false
		}
		for _, cell := range pairs[i] {
			stack[i+1].CopyFrom(stack[i])
			stack[i+1].Place(cell, w)
			if !wins(i + 1) {
				return false
			}
		}
		return true
	}
	return wins(0)
}
