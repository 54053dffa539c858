package strategies

import (
	"errors"
	"fmt"
	"github.com/hexlab/hexlab/strategies/catalog"
	"math/rand/v2"

	"github.com/hexlab/hexlab/core"
)

// The papers' proven strategies (gardner, alpern-beck, 3xn) share one
// shape: on its turn the player looks at the position and at the
// opponent's latest move, takes the first rule of the paper that applies,
// and plays one of the cells that rule allows. paperRules is that shape;
// paperBot turns it into a Bot. Because a paperRules sees nothing but the
// position and the latest move, the exhaustive checks of the tests can
// treat two games that reach the same position as one.

// paperRules returns the label of the first rule of a paper that applies
// in pos for the player me, given the opponent's latest move last (NoCell
// if the opponent has not moved), and the empty cells that rule allows,
// in cell order. It returns no cells only when the board is full.
type paperRules func(pos *core.Position, me core.Player, last core.Cell) (rule string, cells []core.Cell)

// paperBot plays a paper's strategy. Where a rule allows several cells
// ("play anywhere", "any cell in one of the two triangles", "in ring j"),
// it picks one with a PCG generator seeded with the bot's seed and a hash
// of the position and the opponent's latest move, so its move is a
// function of the seed, the position and that move (see paperPick).
type paperBot struct {
	name  string
	seed  uint64
	rules func(b *core.Board) paperRules
	// plays returns nil if the strategy plays for player on spec, or an
	// error that says which player and boards it is meant for.
	plays func(spec core.Spec, player core.Player) error
}

// Name returns the strategy's name.
func (p *paperBot) Name() string { return p.name }

// Choose applies the strategy's rules for the player to move.
func (p *paperBot) Choose(g *core.Game) (Choice, error) {
	if g.Over() {
		return Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	me := g.ToMove()
	if err := p.plays(g.Spec(), me); err != nil {
		return Choice{}, err
	}
	last := opponentLast(g)
	rule, cells := p.rules(g.Board())(g.Position(), me, last)
	if len(cells) == 0 {
		return Choice{}, errors.New("the board is full")
	}
	return Choice{Move: core.CellMove(paperPick(p.seed, g.Position(), last, cells)), Rule: rule}, nil
}

// opponentLast returns the cell of the opponent's latest move in g, or
// NoCell if the opponent has not moved. After a swap (the opponent's
// second move of the game, which takes the first stone off and puts one
// of the opponent's on the transposed cell) it is that transposed cell:
// the position is then the one the opponent would have made by playing
// there first, and the strategy answers as it would have then.
func opponentLast(g *core.Game) core.Cell {
	t, ok := g.LastTurn()
	if !ok {
		return core.NoCell
	}
	if t.Move.Swap {
		return g.Board().Transpose(g.Turns()[0].Move.Cell)
	}
	return t.Move.Cell
}

// paperPick returns one of cells (not empty), drawn with a generator
// seeded with seed and a hash of the stones of pos and of last.
func paperPick(seed uint64, pos *core.Position, last core.Cell, cells []core.Cell) core.Cell {
	if len(cells) == 1 {
		return cells[0]
	}
	rng := rand.New(rand.NewPCG(seed, positionHash(pos, last)))
	return cells[rng.IntN(len(cells))]
}

// positionHash digests the stones of pos and the cell last (FNV-1a).
func positionHash(pos *core.Position, last core.Cell) uint64 {
	const prime = 1099511628211
	h := uint64(14695981039346656037)
	n := pos.Board().NumCells()
	for c := 0; c < n; c++ {
		h ^= uint64(pos.At(core.Cell(c)))
		h *= prime
	}
	h ^= uint64(int64(last))
	h *= prime
	return h
}

// emptyOf returns the empty cells among cells, in the given order.
func emptyOf(pos *core.Position, cells []core.Cell) []core.Cell {
	var out []core.Cell
	for _, c := range cells {
		if pos.At(c) == core.NoPlayer {
			out = append(out, c)
		}
	}
	return out
}

// catalogFits returns the Fits of the strategy name as the catalog describes it; a name the
// catalog does not know is a programming error.
func catalogFits(name string) func(core.Spec, core.Player) error {
	info, err := catalog.Lookup(name)
	if err != nil {
		panic("strategies: " + err.Error())
	}
	return info.Fits
}
