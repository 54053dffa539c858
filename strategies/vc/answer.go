package vc

import (
	"slices"

	"github.com/hexlab/hexlab/core"
)

// Answers returns the player's answers to the opponent's intrusions into its connections:
// for each empty cell where an opponent's stone would break every full connection between
// two of the player's groups or edges (a cell common to all their carriers), the keys of
// the pair's semi-connections whose carriers miss that cell, where the player restores a
// connection between the two. A cell with no such pair, or no semi-connection left, has no
// entry; each list is in increasing order, without repeats.
//
// This is virtual-connection maintenance as MoHex applies it in its tree (Benzene's
// VCUtil::RespondToProbe, read for its rule; the flares it adds are left out): after the
// opponent's probe, the answers that keep the connection are the likely moves.
func (r *Result) Answers() map[core.Cell][]core.Cell {
	if r.full == nil || r.merged {
		return nil
	}
	out := map[core.Cell][]core.Cell{}
	for _, k := range r.touched {
		x, y := Node(k/(r.n+2)), Node(k%(r.n+2))
		if len(r.full[k]) == 0 || len(r.semi[k]) == 0 || r.empty(x) || r.empty(y) {
			continue
		}
		common := r.fullMeet(k)
		if common.Empty() {
			continue
		}
		for _, probe := range common.Cells() {
			if r.pos.At(probe) != core.NoPlayer {
				continue
			}
			for _, s := range r.semi[k] {
				if s.Key < 0 || s.Carrier.Has(probe) || s.Key == probe {
					continue
				}
				if list := out[probe]; !slices.Contains(list, s.Key) {
					out[probe] = append(list, s.Key)
				}
			}
		}
	}
	for _, list := range out {
		slices.Sort(list)
	}
	return out
}
