package engine

import (
	"math"
	"math/rand/v2"
)

// rootNoiseAlpha is the Dirichlet noise's concentration times the number of moves: α = 10/n
// for n moves, as AlphaZero scales it (0.3 for chess's some 35 moves, 0.03 for Go's 361;
// Silver et al., "A general reinforcement learning algorithm that masters chess, shogi, and
// Go through self-play", Science 2018).
const rootNoiseAlpha = 10.0

// mixRootNoise mixes Dirichlet noise into the shares: shares[i] becomes
// (1-share)·shares[i] + share·η[i], η drawn from Dirichlet(α, ..., α) with α = 10/len(shares)
// (AlphaZero's exploration noise at the root of its self-play searches), drawn by rng.
// Shares that sum to 1 still do.
func mixRootNoise(shares []float32, share float64, rng *rand.Rand) {
	if len(shares) == 0 || share <= 0 {
		return
	}
	alpha := rootNoiseAlpha / float64(len(shares))
	eta := make([]float64, len(shares))
	total := 0.0
	for i := range eta {
		eta[i] = gammaSample(rng, alpha)
		total += eta[i]
	}
	if total <= 0 || math.IsInf(total, 0) {
		return // no draw of float64s gives this; the shares are left as they are
	}
	for i := range shares {
		shares[i] = float32((1-share)*float64(shares[i]) + share*eta[i]/total)
	}
}

// gammaSample draws from the gamma distribution of the given shape (> 0) and scale 1, by
// Marsaglia and Tsang's method ("A simple method for generating gamma variables", ACM TOMS
// 2000), a shape below 1 as Gamma(shape+1)·U^(1/shape).
func gammaSample(rng *rand.Rand, shape float64) float64 {
	if shape < 1 {
		u := rng.Float64()
		for u == 0 {
			u = rng.Float64()
		}
		return gammaSample(rng, shape+1) * math.Pow(u, 1/shape)
	}
	d := shape - 1.0/3
	c := 1 / math.Sqrt(9*d)
	for {
		x := rng.NormFloat64()
		v := 1 + c*x
		if v <= 0 {
			continue
		}
		v = v * v * v
		u := rng.Float64()
		if u < 1-0.0331*x*x*x*x || math.Log(u) < 0.5*x*x+d*(1-v+math.Log(v)) {
			return d * v
		}
	}
}
