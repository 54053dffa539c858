package trunc

import (
	"fmt"
	"strconv"
	"strings"
)

// MinSize and MaxSize bound the size K of a board trunc:K.
const (
	MinSize = 1
	MaxSize = 8
)

// Prefix starts every Trunc board spec: "trunc:K".
const Prefix = "trunc:"

// VariantSuffix is the rule suffix of the variant rule: on "trunc:3+variant"
// a move may colour its cell in any player's colour.
const VariantSuffix = "+variant"

// Spec names a Trunc board and its rule: "trunc:K" or "trunc:K+variant".
// The cells are the points of the body-centred cubic lattice (all three
// coordinates of the same parity) with every coordinate between -K and K.
type Spec struct {
	Size    int
	Variant bool
}

// String formats the spec as ParseSpec reads it.
func (s Spec) String() string {
	out := Prefix + strconv.Itoa(s.Size)
	if s.Variant {
		out += VariantSuffix
	}
	return out
}

// Validate reports whether the spec names a board Hexlab can build.
func (s Spec) Validate() error {
	if s.Size < MinSize || s.Size > MaxSize {
		return fmt.Errorf("board %q: the size must be between %d and %d", s.String(), MinSize, MaxSize)
	}
	return nil
}

// specHelp says what a board spec looks like, for error messages.
const specHelp = "expected trunc:K (K from 1 to 8), optionally followed by +variant"

// ParseSpec reads a board spec such as "trunc:3" or "trunc:1+variant".
// Anything else is an error that says what was expected.
func ParseSpec(text string) (Spec, error) {
	body, variant := strings.CutSuffix(text, VariantSuffix)
	size, ok := strings.CutPrefix(body, Prefix)
	if !ok {
		return Spec{}, fmt.Errorf("board %q: %s", text, specHelp)
	}
	if size == "" || len(size) > 2 || size[0] < '1' || size[0] > '9' {
		return Spec{}, fmt.Errorf("board %q: size %q is not a number from %d to %d; %s", text, size, MinSize, MaxSize, specHelp)
	}
	k, err := strconv.Atoi(size)
	if err != nil || k < MinSize || k > MaxSize {
		return Spec{}, fmt.Errorf("board %q: size %q is not a number from %d to %d; %s", text, size, MinSize, MaxSize, specHelp)
	}
	return Spec{Size: k, Variant: variant}, nil
}
