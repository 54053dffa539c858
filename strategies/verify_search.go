package strategies

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// prover plays a paper's strategy against every sequence of opponent
// moves, depth first, and looks for a game the strategy loses. It sees the
// strategy as its paperRules: in "every" mode it follows every cell the
// first applicable rule allows (so a proof holds for any seed, any choice
// the paper leaves open), otherwise only the cell the bot with the given
// seed picks (paperPick, as Choose does).
//
// The strategy's move depends only on the position and the opponent's
// latest move, so the games after an opponent-to-move position depend on
// the position alone; seen remembers the positions already explored (a
// transposition table keyed by the red and blue stones), with the number
// of opponent moves they are known to survive.
//
// In Rex (a +reverse board) a chain loses for its owner: a strategy move
// that completes the strategy's own chain loses, and an opponent move that
// completes theirs ends that line as a win.
type prover struct {
	board   *core.Board
	reverse bool // Rex: a chain loses for its owner
	me      core.Player
	rules   paperRules
	every   bool
	seed    uint64
	// exists makes the search ask whether some choice among the cells the
	// rules allow wins, rather than every choice.
	exists bool
	lost   map[[2]uint64]bool

	seen  map[[2]uint64]int
	nodes int
	line  []core.Cell
	stack []*core.Position
	// broken records a strategy move that is not legal, or a full board
	// without a winner, as the reason a search failed.
	broken string
	// used counts the rule labels the strategy played.
	used map[string]int
	// split empties seen after each of the opponent's first moves, to bound
	// the memory of large searches whose games after different openings
	// share few positions; positions counts the positions seen in all.
	split     bool
	positions int
	// stop, when set, is asked now and then; once it says true the search gives up
	// (stopped is then set, and the answer means nothing).
	stop    func() bool
	stopped bool
}

// unbounded is the opponent-move budget of a complete search.
const unbounded = 1 << 30

func newProver(spec string, me core.Player, rules func(*core.Board) paperRules, every bool, seed uint64) *prover {
	b := core.MustBoard(spec)
	if b.NumCells() > 64 {
		panic("prover: boards of at most 64 cells")
	}
	return newProverOn(b, me, rules, every, seed)
}

// newProverOn is newProver on a board of at most 64 cells.
func newProverOn(b *core.Board, me core.Player, rules func(*core.Board) paperRules, every bool, seed uint64) *prover {
	p := &prover{board: b, reverse: b.Spec().Reverse, me: me, rules: rules(b), every: every, seed: seed,
		seen: map[[2]uint64]int{}, lost: map[[2]uint64]bool{}, used: map[string]int{}}
	for i := 0; i <= b.NumCells(); i++ {
		p.stack = append(p.stack, core.NewPosition(b))
	}
	return p
}

// search explores every game with first to move in which the opponent
// makes at most budget moves. It returns nil if the strategy loses none
// of them, or the moves of a lost game.
func (p *prover) search(first core.Player, budget int) []core.Cell {
	p.line = p.line[:0]
	root := p.stack[0]
	root.Reset()
	ok := false
	if first == p.me {
		ok = p.strategyTurn(root, core.NoCell, [2]uint64{}, 0, budget)
	} else {
		ok = p.opponentTurn(root, [2]uint64{}, 0, budget)
	}
	if ok {
		return nil
	}
	return append([]core.Cell{}, p.line...) // not nil, even when the strategy has no first move
}

// shortestLoss searches with growing budgets and returns a lost game in
// which the opponent makes the fewest moves, or nil if there is none.
func (p *prover) shortestLoss(first core.Player) []core.Cell {
	for budget := 1; budget <= p.board.NumCells(); budget++ {
		if line := p.search(first, budget); line != nil {
			return line
		}
	}
	return nil
}

// child returns the scratch position of depth d, a copy of pos with
// player's stone on c, and the key updated.
func (p *prover) child(pos *core.Position, d int, c core.Cell, player core.Player, key [2]uint64) (*core.Position, [2]uint64) {
	q := p.stack[d+1]
	q.CopyFrom(pos)
	q.Place(c, player)
	key[player-core.Red] |= 1 << uint(c)
	p.line = append(p.line, c)
	return q, key
}

func (p *prover) strategyTurn(pos *core.Position, last core.Cell, key [2]uint64, d, budget int) bool {
	p.nodes++
	if p.stop != nil && p.nodes&1023 == 0 && p.stop() {
		p.stopped = true
	}
	if p.stopped {
		return true
	}
	rule, cells := p.rules(pos, p.me, last)
	if len(cells) == 0 {
		p.broken = "the strategy has no move"
		return false
	}
	p.used[rule]++
	if !p.every {
		cells = []core.Cell{paperPick(p.seed, pos, last, cells)}
	}
	for idx, c := range cells {
		if pos.At(c) != core.NoPlayer {
			p.broken = fmt.Sprintf("rule %s plays the taken cell %s", rule, p.board.CellName(c))
			return false
		}
		mark := len(p.line)
		q, k := p.child(pos, d, c, p.me, key)
		chain := q.Completed(p.me)
		if chain && p.reverse {
			p.broken = fmt.Sprintf("rule %s completes the strategy's own chain", rule)
		}
		won := chain && !p.reverse || !chain && p.opponentTurn(q, k, d+1, budget)
		switch {
		case won && p.exists:
			p.line = p.line[:mark]
			return true
		case !won && (!p.exists || idx == len(cells)-1):
			// the line stays: a lost game (in exists mode, the last of
			// the choices, which all lose)
			return false
		}
		p.line = p.line[:mark]
	}
	return true
}

func (p *prover) opponentTurn(pos *core.Position, key [2]uint64, d, budget int) bool {
	if budget == 0 || p.seen[key] >= budget {
		return true
	}
	if p.lost[key] {
		return false
	}
	p.nodes++
	them := p.me.Opponent()
	for c := core.Cell(0); int(c) < p.board.NumCells(); c++ {
		if pos.At(c) != core.NoPlayer {
			continue
		}
		q, k := p.child(pos, d, c, them, key)
		switch {
		case q.Completed(them) && p.reverse: // the opponent's own chain: a win
		case q.Completed(them):
			return false
		case q.Full():
			p.broken = "a full board without a winner"
			return false
		case !p.strategyTurn(q, c, k, d+1, budget-1):
			if p.exists && budget == unbounded {
				p.lost[key] = true
			}
			return false
		}
		p.line = p.line[:len(p.line)-1]
		if d == 0 && p.split {
			p.positions += len(p.seen)
			p.seen = map[[2]uint64]int{}
		}
	}
	p.seen[key] = budget
	return true
}
