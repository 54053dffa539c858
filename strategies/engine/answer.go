package engine

import (
	"slices"

	"github.com/hexlab/hexlab/core"
)

// The prior an answer that restores a connection gets (Options.Answers), in playouts won
// and lost, on its visits and its RAVE statistics alike.
const (
	answerPrior = 40
	answerRate  = 0.85
)

// favourAnswers gives the children of node n (the knowledge's node, whose mover is to move)
// the opponent's answers to each of its moves that enters the opponent's connections
// (solver.Knowledge.Answers): the answers among the child's children get a prior that makes
// them the likely replies (MoHex's virtual-connection maintenance in its tree). A child
// without children yet keeps its answers until it is expanded.
func (t *tree) favourAnswers(n int32, answers map[core.Cell][]core.Cell) {
	if len(answers) == 0 {
		return
	}
	first, end := t.children(n)
	for i := first; i < end; i++ {
		cells, ok := answers[t.nodes[i].move]
		if !ok || t.nodes[i].pruned {
			continue
		}
		if t.nodes[i].first < 0 {
			if t.answers == nil {
				t.answers = map[int32][]core.Cell{}
			}
			t.answers[i] = cells
			continue
		}
		t.favour(i, cells)
	}
}

// mohexAnswerShare is, with MoHex 2.0's selection rule, the pattern weight each answer gets on
// top of its own, as a share of its siblings' total: MoHex adds 282 to each answer's γ
// (MoHexSearch's VCM gamma, MoHexThreadState::VCMInTree), a weight of the order of a whole
// position's, so that one answer takes about half of the progressive bias.
const mohexAnswerShare = 1.0

// favour gives n's children whose moves are in cells the answers' prior: with MoHex 2.0's
// rule a larger share of the progressive bias (mohexAnswerShare; the rule has no playouts
// of priors), else playouts won (answerPrior at answerRate).
func (t *tree) favour(n int32, cells []core.Cell) {
	first, end := t.children(n)
	if t.mohex {
		total := float32(1) // the shares' sum, answers' bonus included
		for i := first; i < end; i++ {
			if c := &t.nodes[i]; slices.Contains(cells, c.move) {
				c.bias += mohexAnswerShare
				total += mohexAnswerShare
			}
		}
		for i := first; i < end; i++ {
			t.nodes[i].bias /= total
		}
		return
	}
	for i := first; i < end; i++ {
		c := &t.nodes[i]
		if !slices.Contains(cells, c.move) {
			continue
		}
		c.visits += answerPrior
		c.wins += answerPrior * answerRate
		c.prior += answerPrior
		c.raveVisits += answerPrior
		c.raveWins += answerPrior * answerRate
	}
}

// expanded gives a node just expanded the answers kept for it, if any.
func (t *tree) expanded(n int32) {
	if cells, ok := t.answers[n]; ok {
		delete(t.answers, n)
		t.favour(n, cells)
	}
}
