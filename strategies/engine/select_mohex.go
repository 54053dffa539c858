package engine

import "math"

// MoHex 2.0's selection rule (Options.MoHexSelection), as Benzene runs it on Fuego's
// SgUctSearch: MoHexSearch's settings (RAVE weights 2.12 and 830, a UCT constant of 0.22 in
// the move's own value, no bias term, first-play urgency 0.35, progressive bias 2.47) and
// MoHexPriorKnowledge's priors (each move's share of its siblings' pattern weights for the
// progressive bias, and 8 RAVE playouts at one half for every move), and its thresholds (a
// leaf expanded after 10 visits, a node's knowledge after 256). The thresholds were measured
// against the engine's own (3 and 128) under this rule: 32 of 60 self-play games at 250 ms a
// move on hex:9x9 and hex:11x11, with about twice the playouts a second (docs/results/engine/README.md).
const (
	mohexRaveInitial     = 2.12
	mohexRaveFinal       = 830.0
	mohexUCT             = 0.22
	mohexFirstPlay       = 0.35
	mohexProgressiveBias = 2.47
	mohexRavePrior       = 8
	mohexExpandAt        = 10
	mohexKnowledgeAt     = 256
	// mohexRaveEvery is how often (in descent steps) a step chooses without RAVE
	// (Options.RaveRandomization).
	mohexRaveEvery = 30
)

// mohexValue is a child's value for its mover by MoHex's rule, logN the log of its parent's
// visits: its own win rate with a UCT term, blended with its RAVE win rate by the weight
// r / (n (1/2.12 + r/830) + r) (n its playouts, r its RAVE playouts); its RAVE win rate alone
// before it has playouts, and the first-play urgency before it has either. Without withRave
// (Options.RaveRandomization's steps) it is the move's own win rate alone, without the UCT
// term, and the first-play urgency before its first playout (Fuego's GetBound when RAVE is
// off). The progressive bias comes on top (tree.choose).
func mohexValue(c *node, logN float64, withRave bool) float64 {
	n, r := float64(c.visits), float64(c.raveVisits)
	if !withRave {
		if n > 0 {
			return float64(c.wins) / n
		}
		return mohexFirstPlay
	}
	var rave float64
	if r > 0 {
		rave = float64(c.raveWins) / r
	}
	switch {
	case n > 0:
		own := float64(c.wins)/n + mohexUCT*math.Sqrt(logN/n)
		if r == 0 {
			return own
		}
		w := r / (n*(1/mohexRaveInitial+r/mohexRaveFinal) + r)
		return w*rave + (1-w)*own
	case r > 0:
		return rave
	}
	return mohexFirstPlay
}
