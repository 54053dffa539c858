package training

import "hash/fnv"

// HeldOut reports whether the positions of game are held out of training, a share of all
// games (0 to 1): a pure function of the game's id, the same on every machine and in every
// run, so that every position of a game goes the same way and a game held out once is held
// out whatever records come with it. The id's FNV-1a hash, mixed by SplitMix64's finalizer,
// is read as a number from 0 to 1 and compared with share; a share of 0 or less holds out
// nothing (NaN included), 1 or more everything.
func HeldOut(game string, share float64) bool {
	if !(share > 0) {
		return false
	}
	if share >= 1 {
		return true
	}
	h := fnv.New64a()
	h.Write([]byte(game))
	x := h.Sum64()
	// SplitMix64's finalizer (Steele, Lea and Flood 2014): every bit of the id reaches the
	// top bits, which the comparison reads.
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	x ^= x >> 31
	return float64(x>>11)/(1<<53) < share
}
