package trunc

// Decided returns the winner that every way of filling p's empty cells
// gives, or NoPlayer if they do not all agree (or there are too many ways
// to check). next lists the colours of the moves still to come, in any
// order, when the game's rule fixes them (the normal rule: each move
// colours in the mover's colour); nil means any colours (the variant rule).
//
// A border that runs between two endpoints through coloured cells decides
// the pairing at once, since filling empty cells never changes a segment
// whose cells are all coloured; otherwise the fillings are enumerated when
// there are at most MaxDecidedFillings of them.
func (p *Position) Decided(next []Player) Player {
	if w := p.Winner(); w != NoPlayer {
		return w
	}
	if fillings(p.empty, next) > MaxDecidedFillings {
		return NoPlayer
	}
	var counts [4]int
	if next != nil {
		if len(next) != p.empty {
			return NoPlayer
		}
		for _, c := range next {
			counts[c]++
		}
	}
	scratch := p.Clone()
	w, _ := scratch.decide(scratch.EmptyCells(), next != nil, &counts)
	return w
}

// MaxDecidedFillings bounds the number of fillings Decided enumerates.
const MaxDecidedFillings = 1000

// fillings returns the number of ways to fill n cells: 3^n with any
// colours, or the multinomial of the colours in next.
func fillings(n int, next []Player) int {
	if next == nil {
		total := 1
		for range n {
			total *= 3
			if total > MaxDecidedFillings {
				return total
			}
		}
		return total
	}
	var counts [4]int
	for _, c := range next {
		counts[c]++
	}
	// n! / (a! b! c!), computed as a product of binomials.
	total, placed := 1, 0
	for _, k := range counts[1:] {
		for i := 1; i <= k; i++ {
			total = total * (placed + i) / i
			if total > MaxDecidedFillings {
				return total
			}
		}
		placed += k
	}
	return total
}

// decide fills empty in every way (with the colours left in counts when
// fixed) and returns the common winner; ok is false if two fillings
// disagree.
func (p *Position) decide(empty []Cell, fixed bool, counts *[4]int) (Player, bool) {
	if w := p.Winner(); w != NoPlayer || len(empty) == 0 {
		return w, true
	}
	c := empty[0]
	common := NoPlayer
	for _, colour := range Players {
		if fixed && counts[colour] == 0 {
			continue
		}
		counts[colour]--
		p.Set(c, colour)
		w, ok := p.decide(empty[1:], fixed, counts)
		p.Set(c, NoPlayer)
		counts[colour]++
		if !ok || (common != NoPlayer && w != common) {
			return NoPlayer, false
		}
		common = w
	}
	return common, true
}
