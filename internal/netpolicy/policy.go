package netpolicy

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"sync"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/policyreq"
	"github.com/hexlab/hexlab/strategies/network"
)

// Of returns net's policy and value of the position p with toMove to move, under Rex's rule
// where p's board is +reverse: every empty cell with its prior, best first (equal priors in
// cell order), rounded to millionths; the value for toMove; and the network's checksum. A
// position with no empty cell is an error, and so is an answer that is not a distribution
// (weights that are finite may still overflow to infinities and NaN): the report is checked
// as a worker's answer is (policyreq.Report.Read).
func Of(net *network.Network, p *core.Position, toMove core.Player) (policyreq.Report, error) {
	b := p.Board()
	if toMove != core.Red && toMove != core.Blue {
		return policyreq.Report{}, fmt.Errorf("the player to move is %v, not red or blue", toMove)
	}
	if len(p.EmptyCells()) == 0 {
		return policyreq.Report{}, errors.New("the board is full: there is no move to give a policy for")
	}
	e := evaluators.get(net)
	ev := e.Evaluate(network.Input{Pos: p, ToMove: toMove, Reverse: b.Spec().Reverse})
	evaluators.put(net, e)
	rep := policyreq.Report{Board: b.Spec().String(), Player: toMove.String(), Value: round(ev.Value), Network: checksums.of(net)}
	for _, c := range p.EmptyCells() {
		rep.Policy = append(rep.Policy, policyreq.CellPrior{Cell: b.CellName(c), Prior: round(ev.Policy[c])})
	}
	slices.SortStableFunc(rep.Policy, func(x, y policyreq.CellPrior) int {
		switch {
		case x.Prior > y.Prior:
			return -1
		case x.Prior < y.Prior:
			return 1
		}
		return 0
	})
	if _, err := rep.Read(p, toMove); err != nil {
		return policyreq.Report{}, fmt.Errorf("the network's answer is not a policy (are these a network's weights?): %w", err)
	}
	return rep, nil
}

// round returns x to the nearest millionth, as float64 (NaN stays NaN, for Read to refuse).
func round(x float32) float64 { return math.Round(float64(x)*1e6) / 1e6 }

// evaluatorPool keeps each network's idle Evaluators, so that a worker answering request
// after request does not size scratch memory each time.
type evaluatorPool struct{ pools sync.Map } // *network.Network -> *sync.Pool

var evaluators evaluatorPool

func (ep *evaluatorPool) pool(net *network.Network) *sync.Pool {
	p, _ := ep.pools.LoadOrStore(net, &sync.Pool{New: func() any { return net.NewEvaluator() }})
	return p.(*sync.Pool)
}

func (ep *evaluatorPool) get(net *network.Network) *network.Evaluator {
	return ep.pool(net).Get().(*network.Evaluator)
}

func (ep *evaluatorPool) put(net *network.Network, e *network.Evaluator) { ep.pool(net).Put(e) }

// checksumCache keeps each network's Checksum (a SHA-256 over its weights file), worked out
// once.
type checksumCache struct{ sums sync.Map } // *network.Network -> string

var checksums checksumCache

func (cc *checksumCache) of(net *network.Network) string {
	if s, ok := cc.sums.Load(net); ok {
		return s.(string)
	}
	s := net.Checksum()
	cc.sums.Store(net, s)
	return s
}
