package arena

import "math"

// Histogram counts whole numbers from 0 up (game lengths, path lengths): an arena of any
// number of games describes them in memory that grows with the largest value, never with the
// number of games. Its Stats are exact, the same as NewStats of the values.
type Histogram struct {
	counts []int64 // counts[v] is how many times v was added
	n      int64
}

// Add counts one more v (v ≥ 0).
func (h *Histogram) Add(v int) {
	if v < 0 {
		panic("arena: Histogram.Add of a negative value")
	}
	for len(h.counts) <= v {
		h.counts = append(h.counts, 0)
	}
	h.counts[v]++
	h.n++
}

// Merge adds every value counted by o.
func (h *Histogram) Merge(o *Histogram) {
	for v, c := range o.counts {
		if c == 0 {
			continue
		}
		for len(h.counts) <= v {
			h.counts = append(h.counts, 0)
		}
		h.counts[v] += c
	}
	h.n += o.n
}

// N returns the number of values counted.
func (h *Histogram) N() int64 { return h.n }

// Count returns how many times v was counted.
func (h *Histogram) Count(v int) int64 {
	if v < 0 || v >= len(h.counts) {
		return 0
	}
	return h.counts[v]
}

// Range returns the smallest and largest values counted (0, -1 if none).
func (h *Histogram) Range() (lo, hi int) {
	lo, hi = -1, -1
	for v, c := range h.counts {
		if c > 0 {
			if lo < 0 {
				lo = v
			}
			hi = v
		}
	}
	if lo < 0 {
		return 0, -1
	}
	return lo, hi
}

// Stats describes the values counted, as NewStats describes a list of them.
func (h *Histogram) Stats() Stats {
	s := Stats{N: int(h.n)}
	if h.n == 0 {
		return s
	}
	lo, hi := h.Range()
	s.Min, s.Max = float64(lo), float64(hi)
	sum := 0.0
	for v, c := range h.counts {
		sum += float64(v) * float64(c)
	}
	s.Mean = sum / float64(h.n)
	if h.n > 1 {
		ss := 0.0
		for v, c := range h.counts {
			d := float64(v) - s.Mean
			ss += d * d * float64(c)
		}
		s.SD = math.Sqrt(ss / float64(h.n-1))
	}
	// The median: the value at rank n/2 (0-based), or the mean of ranks n/2-1 and n/2.
	at := func(rank int64) float64 {
		for v, c := range h.counts {
			if rank < c {
				return float64(v)
			}
			rank -= c
		}
		return float64(hi)
	}
	if h.n%2 == 1 {
		s.Median = at(h.n / 2)
	} else {
		s.Median = (at(h.n/2-1) + at(h.n/2)) / 2
	}
	return s
}
