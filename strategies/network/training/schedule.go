package training

import (
	"fmt"
	"math"
)

// Schedule is the learning rate by step: a linear warm-up from Peak/Warmup to Peak over the
// first Warmup steps, then a half cosine from Peak down to Floor·Peak at step Total, and
// Floor·Peak after it.
//
// The warm-up keeps Adam's first steps small while its second moments are still estimated
// from a few batches (a fresh network's gradients are large and noisy); the cosine needs no
// milestones to tune, unlike steps, and spends most of the run near the peak and its end at a
// small rate, which settles the weights the run exports. A run's Total is known from its
// settings (rounds and steps a round), so the schedule spans the whole run and a resumed run
// takes up the same rate at the same step.
type Schedule struct {
	// Peak is the largest rate, reached at the end of the warm-up.
	Peak float64
	// Warmup is the number of warm-up steps (0: none).
	Warmup int
	// Total is the step at which the cosine reaches its floor.
	Total int
	// Floor is the last rate as a share of Peak (0 to 1).
	Floor float64
}

// Validate returns an error naming what is out of range in s.
func (s Schedule) Validate() error {
	switch {
	case !(s.Peak > 0) || s.Peak > 10:
		return fmt.Errorf("learning rate %g: want a number above 0, at most 10", s.Peak)
	case s.Warmup < 0:
		return fmt.Errorf("warm-up of %d steps: want 0 or more", s.Warmup)
	case s.Total < 1:
		return fmt.Errorf("schedule of %d steps: want at least 1", s.Total)
	case !(s.Floor >= 0 && s.Floor <= 1):
		return fmt.Errorf("floor %g: want a share from 0 to 1", s.Floor)
	}
	return nil
}

// Rate returns the learning rate of step (counted from 0).
func (s Schedule) Rate(step int) float64 {
	if step < s.Warmup {
		return s.Peak * float64(step+1) / float64(s.Warmup)
	}
	span := s.Total - s.Warmup
	if span <= 0 || step >= s.Total {
		return s.Peak * s.Floor
	}
	done := float64(step-s.Warmup) / float64(span)
	return s.Peak * (s.Floor + (1-s.Floor)*0.5*(1+math.Cos(math.Pi*done)))
}
