package solver

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
	"github.com/hexlab/hexlab/strategies/vc"
)

// connectionLeaf returns a connection leaf for n, where the winner is to move, or nil: the
// derivation, by H-search's rules, of the winner's full connection between their edges with
// the smallest carrier, or else of their threat with the smallest carrier (the winner plays
// its key). The checker verifies each rule application (proof.ConnectionWins), so a leaf is
// as long as its derivation, where a carrier leaf's check is a search exponential in its
// cells.
func (p *prover) connectionLeaf(n node) []proof.ConnectionStep {
	r := vc.ComputeExplained(n.pos, p.winner)
	defer r.Release()
	var best *vc.Conn
	for _, c := range r.EdgeCarriers() {
		if best == nil || c.Len() < best.Carrier.Len() {
			best = &vc.Conn{Key: core.NoCell, Carrier: c}
		}
	}
	if best == nil {
		for _, t := range r.Threats() {
			if best == nil || t.Carrier.Len() < best.Carrier.Len() {
				best = &t
			}
		}
	}
	if best == nil {
		return nil
	}
	return p.explain(r, *best)
}

// maxThreats is the most threats the prover writes at a loser's node.
const maxThreats = 4

// threats returns, for n where the loser is to move, a few of the winner's connections
// between their sides (full or semi), as steps, chosen so that the cells common to their
// carriers, where the loser's moves still need an answer, are few: the smallest carrier
// first, then each that shrinks the common cells most. Nil when the winner has none.
func (p *prover) threats(n node) [][]proof.ConnectionStep {
	r := vc.ComputeExplained(n.pos, p.winner)
	defer r.Release()
	all := r.Threats()
	for _, c := range r.EdgeCarriers() {
		all = append(all, vc.Conn{Key: core.NoCell, Carrier: c})
	}
	var chosen []vc.Conn
	var meet vc.Set
	for len(chosen) < maxThreats {
		best, bestLen := -1, 0
		for i, t := range all {
			left := t.Carrier
			if len(chosen) > 0 {
				left = meet.And(t.Carrier)
			}
			if best < 0 || left.Len() < bestLen {
				best, bestLen = i, left.Len()
			}
		}
		if best < 0 || len(chosen) > 0 && bestLen == meet.Len() {
			break // nothing left shrinks the common cells
		}
		if len(chosen) == 0 {
			meet = all[best].Carrier
		} else {
			meet = meet.And(all[best].Carrier)
		}
		chosen = append(chosen, all[best])
		if meet.Empty() {
			break
		}
	}
	var out [][]proof.ConnectionStep
	for _, c := range chosen {
		if steps := p.explain(r, c); steps != nil {
			out = append(out, steps)
		}
	}
	return out
}

// explain returns the derivation of r's connection c between the winner's sides as a
// connection leaf's steps, or nil.
func (p *prover) explain(r *vc.Result, c vc.Conn) []proof.ConnectionStep {
	steps := r.Explain(c)
	if steps == nil {
		return nil
	}
	ends := p.winner.Sides()
	sides := [3]core.Side{0, ends[0], ends[1]} // by r.Edge
	end := func(x vc.Node) proof.End {
		if e := r.Edge(x); e != 0 {
			return proof.End{Cell: core.NoCell, Side: sides[e]}
		}
		return proof.End{Cell: core.Cell(x)}
	}
	out := make([]proof.ConnectionStep, len(steps))
	for i, s := range steps {
		out[i].Parts = s.Parts
		switch s.Rule {
		case vc.Adjacent:
			out[i].Link = proof.Adjacent
			out[i].Ends = [2]proof.End{end(s.X), end(s.Y)}
		case vc.And:
			out[i].Link = proof.And
		case vc.Or:
			out[i].Link = proof.Or
		case vc.Template:
			out[i].Link = proof.Template
			out[i].Ends = [2]proof.End{{Cell: s.Stone}, end(s.Y)}
			out[i].Carrier = s.Carrier.Cells()
		}
	}
	return out
}
