package core

import (
	"fmt"
	"strconv"
	"strings"
)

// Topology is the surface a board is drawn on.
type Topology int8

// The three topologies of thesis chapter 2.
const (
	// Plane is ordinary Hex: the graph H_r(m, n) of Definition 2.1.3.
	Plane Topology = iota
	// Cylinder is Cylindrical Hex: H_c(m, n) of Definition 2.2.1, columns taken mod m.
	Cylinder
	// Torus is Torus Hex: H_t(m, n) of Definition 2.3.1, columns mod m and rows mod n.
	Torus
)

// MinSide and MaxSide bound the number of columns and of rows of every board.
const (
	MinSide = 1
	MaxSide = 32
)

// topologyNames are the prefixes of board specs, in Topology order.
var topologyNames = [...]string{Plane: "hex", Cylinder: "cyl", Torus: "torus"}

// String returns the spec prefix: "hex", "cyl" or "torus".
func (t Topology) String() string {
	if t >= 0 && int(t) < len(topologyNames) {
		return topologyNames[t]
	}
	return fmt.Sprintf("Topology(%d)", int8(t))
}

// ReverseSuffix is the rule suffix of misère specs ("hex:5x5+reverse").
const ReverseSuffix = "+reverse"

// Spec names a board and its rule: the one string used by the CLI, URLs and
// records, such as "hex:11x11", "cyl:5x9" or "torus:7x7+reverse".
// Cols is m (columns, around the cylinder), Rows is n (rows, or rings).
type Spec struct {
	Topology Topology
	Cols     int
	Rows     int
	// Reverse makes the game misère: completing your own winning
	// structure loses.
	Reverse bool
}

// String formats the spec as ParseSpec reads it.
func (s Spec) String() string {
	out := fmt.Sprintf("%s:%dx%d", s.Topology, s.Cols, s.Rows)
	if s.Reverse {
		out += ReverseSuffix
	}
	return out
}

// Validate reports whether the spec names a board Hexlab can build.
func (s Spec) Validate() error {
	if s.Topology < Plane || s.Topology > Torus {
		return fmt.Errorf("board %v: unknown topology", s)
	}
	if s.Cols < MinSide || s.Cols > MaxSide || s.Rows < MinSide || s.Rows > MaxSide {
		return fmt.Errorf("board %q: columns and rows must be between %d and %d", s.String(), MinSide, MaxSide)
	}
	return nil
}

// specHelp says what a board spec looks like, for error messages.
const specHelp = "expected hex:MxN, cyl:MxN or torus:MxN (M columns, N rows, each 1..32), optionally followed by +reverse"

// ParseSpec reads a board spec such as "hex:11x11", "cyl:5x9" or
// "torus:7x7+reverse". Anything else is an error that says what was expected.
func ParseSpec(text string) (Spec, error) {
	var s Spec
	body, hasReverse := strings.CutSuffix(text, ReverseSuffix)
	s.Reverse = hasReverse
	kind, size, ok := strings.Cut(body, ":")
	if !ok {
		return Spec{}, fmt.Errorf("board %q: %s", text, specHelp)
	}
	switch kind {
	case "hex":
		s.Topology = Plane
	case "cyl":
		s.Topology = Cylinder
	case "torus":
		s.Topology = Torus
	default:
		return Spec{}, fmt.Errorf("board %q: unknown kind %q; %s", text, kind, specHelp)
	}
	cols, rows, ok := strings.Cut(size, "x")
	if !ok {
		return Spec{}, fmt.Errorf("board %q: size %q is not MxN; %s", text, size, specHelp)
	}
	var err error
	if s.Cols, err = parseSide(cols); err != nil {
		return Spec{}, fmt.Errorf("board %q: columns %q: %v; %s", text, cols, err, specHelp)
	}
	if s.Rows, err = parseSide(rows); err != nil {
		return Spec{}, fmt.Errorf("board %q: rows %q: %v; %s", text, rows, err, specHelp)
	}
	if err := s.Validate(); err != nil {
		return Spec{}, err
	}
	return s, nil
}

// parseSide reads a plain decimal side length (no sign, no leading zeros).
func parseSide(text string) (int, error) {
	if text == "" || len(text) > 3 || text[0] == '0' {
		return 0, fmt.Errorf("not a number from %d to %d", MinSide, MaxSide)
	}
	for _, r := range text {
		if r < '0' || r > '9' {
			return 0, fmt.Errorf("not a number from %d to %d", MinSide, MaxSide)
		}
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < MinSide || n > MaxSide {
		return 0, fmt.Errorf("not a number from %d to %d", MinSide, MaxSide)
	}
	return n, nil
}
