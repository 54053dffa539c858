package network

import "fmt"

// Planes is the number of input planes a cell has. They are seen from the player to move:
// the mover's stones, the opponent's, the empty cells, a plane of ones (zero in the padding
// off a planar board's edges, so the edge shows), the cells on the mover's edges, the cells on
// the opponent's edges, and five planes constant over the board: the mover is Red, Rex's rule,
// the columns wrap (cylinder and torus), the rows wrap (torus). One network so plays every
// size, both rules and every topology.
const Planes = 10

// The input planes, in order.
const (
	planeMine = iota
	planeTheirs
	planeEmpty
	planeOnBoard
	planeMyEdge
	planeTheirEdge
	planeMoverRed
	planeReverse
	planeWrapColumns
	planeWrapRows
)

// Limits on a Shape, so that a file cannot make Read allocate without bound.
const (
	maxChannels    = 256
	maxBlocks      = 40
	maxValueHidden = 256
)

// Shape is a network's architecture: a residual tower of hex convolutions (each cell reads
// itself and its six neighbours, across the cylinder's and the torus's seams where the board
// wraps), a policy head (one logit a cell, a softmax over the empty cells) and a value head
// (the mean of the tower's last features over the cells, two dense layers, a sigmoid: the
// mover's winning chance). Every layer is the same for every board size, so one network
// plays them all.
type Shape struct {
	// Channels is the width of the tower.
	Channels int
	// Blocks is the number of residual blocks, two convolutions each.
	Blocks int
	// ValueHidden is the number of hidden units of the value head.
	ValueHidden int
}

// DefaultShape is the shape Hexlab trains and ships: 32 channels and 4 blocks, some 15
// MFLOP an evaluation on hex:11x11 (docs/engine.md, "The network", says how it was chosen).
func DefaultShape() Shape { return Shape{Channels: 32, Blocks: 4, ValueHidden: 32} }

// Validate returns an error naming what is out of range in s.
func (s Shape) Validate() error {
	switch {
	case s.Channels < 1 || s.Channels > maxChannels:
		return fmt.Errorf("network: %d channels, want 1 to %d", s.Channels, maxChannels)
	case s.Blocks < 0 || s.Blocks > maxBlocks:
		return fmt.Errorf("network: %d blocks, want 0 to %d", s.Blocks, maxBlocks)
	case s.ValueHidden < 1 || s.ValueHidden > maxValueHidden:
		return fmt.Errorf("network: %d hidden value units, want 1 to %d", s.ValueHidden, maxValueHidden)
	}
	return nil
}

// String is the shape as "32x4" (channels x blocks) with the value head's width when it is
// not the channels': "32x4/64".
func (s Shape) String() string {
	if s.ValueHidden == s.Channels {
		return fmt.Sprintf("%dx%d", s.Channels, s.Blocks)
	}
	return fmt.Sprintf("%dx%d/%d", s.Channels, s.Blocks, s.ValueHidden)
}
