package proof

import (
	"errors"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/hexlab/hexlab/core"
)

// Summary is what Check confirmed (or, with an error, what it had replayed).
type Summary struct {
	Header Header
	// Nodes is the number of positions replayed.
	Nodes int64
	// Pairings is the number of pairing leaves verified, Carriers of carrier leaves and
	// Connections of connection leaves.
	Pairings, Carriers, Connections int64
}

// Options are the limits of a check (CheckWith) and what it is to be checked against.
type Options struct {
	// Deadline, if not zero, stops the check once passed: CheckWith then returns an error
	// wrapping ErrTimeUp, and the proof is neither accepted nor refused.
	Deadline time.Time
	// Claim is checked against the proof's header before its tree is read: a difference is
	// an error wrapping ErrNotClaimed. Its zero value claims nothing.
	Claim Claim
	// MaxMemoBytes bounds the table of proven positions (0: MaxMemoBytes): a version 2
	// proof whose memo line asks for more, or a version 1 proof whose positions fill more, is
	// refused.
	MaxMemoBytes int64
}

// ErrTimeUp is wrapped by CheckWith's error when Options.Deadline passed first.
var ErrTimeUp = errors.New("proof: the time limit ran out before the proof was accepted or refused")

// MaxHeldSteps is the most connection steps the threats of the loser's nodes on the current
// line of the tree may hold at once (each node's threats are kept until its every move is
// checked): the checker's memory for them is bounded whatever the proof.
const MaxHeldSteps = 1 << 18

// maxHeldSteps is MaxHeldSteps, which a test lowers.
var maxHeldSteps = MaxHeldSteps

// clockEvery is how many positions the checker replays between two looks at the clock.
const clockEvery = 256

// checker replays a proof's tree.
type checker struct {
	h       Header
	t       *tokens
	reverse bool
	stack   []*core.Position
	sum     Summary
	// proven holds the positions proven so far, with the player to move: a proof may point
	// back to one instead of proving it again.
	proven *provenTable
	// templates holds the shapes of the edge templates played out so far.
	templates Templates
	// held is the number of connection steps the threats on the current line hold.
	held     int
	deadline time.Time
	clock    int
}

// Check reads a proof from r and replays it with core's rules: it returns nil only if the
// strategy wins every line for the header's winner. The position may not be over already.
// It is CheckWith without a claim or a time limit.
func Check(r io.Reader) (Summary, error) {
	return CheckWith(r, Options{})
}

// CheckWith is Check with the options' claim and limits. Its memory does not grow with the
// proof: the tree is read as a stream, a version 2 proof's table of proven positions is
// bounded by its memo line, the threats held by MaxHeldSteps, and each leaf's own game by
// its limits (MaxPairs, MaxCarrier, MaxTemplate and MaxTemplateStates).
func CheckWith(r io.Reader, opts Options) (Summary, error) {
	rd := newReader(r)
	h, err := readHeader(rd)
	if err != nil {
		return Summary{}, err
	}
	if err := h.Against(opts.Claim); err != nil {
		return Summary{Header: h}, err
	}
	if h.Position.Completed(core.Red) || h.Position.Completed(core.Blue) || h.Position.Full() {
		return Summary{Header: h}, fmt.Errorf("proof: the position is over already")
	}
	maxBytes := opts.MaxMemoBytes
	if maxBytes <= 0 {
		maxBytes = MaxMemoBytes
	}
	c := &checker{h: h, t: &tokens{r: rd}, reverse: h.Board.Spec().Reverse, templates: Templates{}, deadline: opts.Deadline, clock: clockEvery - 1}
	if h.Version == 1 {
		c.proven = newGrowingTable(h.Board.NumCells(), maxBytes)
	} else if c.proven, err = newProvenTable(h.Board.NumCells(), h.Memo, maxBytes); err != nil {
		return Summary{Header: h}, fmt.Errorf("proof: %w", err)
	}
	c.sum.Header = h
	for range h.Board.NumCells() + 2 {
		c.stack = append(c.stack, core.NewPosition(h.Board))
	}
	if h.ToMove == h.Winner {
		err = c.winnerToMove(0, h.Position)
	} else {
		err = c.loserToMove(0, h.Position)
	}
	var located *byteError
	switch {
	case errors.Is(err, ErrTimeUp):
		return c.sum, ErrTimeUp
	case errors.As(err, &located):
		return c.sum, located
	case err != nil:
		return c.sum, fmt.Errorf("proof: line %d: %w", rd.line, err)
	}
	if tok, err := c.t.next(); errors.As(err, &located) {
		return c.sum, located
	} else if err != nil || tok != "end" {
		return c.sum, fmt.Errorf("proof: line %d: the tree must be followed by end", rd.line)
	}
	if tok, err := c.t.next(); err != errEnd {
		if err != nil {
			return c.sum, err
		}
		return c.sum, fmt.Errorf("proof: line %d: %q after the end", rd.line, tok)
	}
	return c.sum, nil
}

// tick counts a position replayed and looks at the clock now and then.
func (c *checker) tick() error {
	c.sum.Nodes++
	c.clock++
	if c.clock >= clockEvery {
		c.clock = 0
		if c.stopped() {
			return ErrTimeUp
		}
	}
	return nil
}

// stopped reports whether the deadline has passed.
func (c *checker) stopped() bool {
	return !c.deadline.IsZero() && time.Now().After(c.deadline)
}

// winnerToMove checks the strategy at pos (held at depth of the stack or the header's),
// where the winner is to move, and records pos as proven.
func (c *checker) winnerToMove(depth int, pos *core.Position) error {
	if err := c.winnerMove(depth, pos); err != nil {
		return err
	}
	return c.proven.add(pos, c.h.Winner)
}

// winnerMove reads and checks the winner's move at pos.
func (c *checker) winnerMove(depth int, pos *core.Position) error {
	if err := c.tick(); err != nil {
		return err
	}
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
		if !c.proven.has(pos, w) {
			if c.h.Version == 1 {
				return fmt.Errorf("= for a position not proven before")
			}
			return fmt.Errorf("= for a position not proven before, or not among the last the table of memo %d holds", c.h.Memo)
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
	if err := c.tick(); err != nil {
		return err
	}
	l := c.h.Winner.Opponent()
	if c.proven.has(pos, l) {
		return nil // the same position was met before, and the strategy follows it from there
	}
	threats, steps, err := c.threats(pos)
	if err != nil {
		return err
	}
	defer func() { c.held -= steps }()
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
		if holds, err := threatHolds(pos, c.h.Winner, e, threats, c.templates, c.stopped); err != nil {
			return err
		} else if holds {
			continue // the winner, to move, has a connection or a threat: won
		}
		if err := c.winnerToMove(depth+1, q); err != nil {
			return err
		}
	}
	return c.proven.add(pos, l)
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
	switch {
	case err != nil || k < least:
		return nil, fmt.Errorf("%s %q: expected %d to %d pairs", what, tok, least, MaxPairs)
	case k > MaxPairs:
		return nil, fmt.Errorf("%s %d: a pairing leaf holds at most %d pairs, the checker's limit (it tries all 2^k ways to take one cell of each)", what, k, MaxPairs)
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
