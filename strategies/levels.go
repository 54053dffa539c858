package strategies

import (
	"github.com/hexlab/hexlab/strategies/catalog"
)

// Level is a named strength of the engine, for people choosing an opponent (catalog.Level).
type Level = catalog.Level

// Levels are the engine's named levels, weakest first (catalog.Levels: their descriptions
// are the catalog's, their bots NewLevel's).
var Levels = catalog.Levels

// NewLevel returns the engine playing at level l.
func NewLevel(l *Level, seed uint64) *MCTS {
	m := NewMCTS(seed, 0)
	m.Playouts, m.level = l.Playouts, l
	return m
}
