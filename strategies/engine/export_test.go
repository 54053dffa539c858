package engine

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// KnowledgeOptions are the engine's own solver options (knowledgeOptions), for the external
// tests that measure its solver on real games.
func KnowledgeOptions(memory int64) solver.Options { return (&Engine{}).knowledgeOptions(memory) }

// RootKnowledgeOptions are the options of the engine's analysis of a root
// (rootKnowledgeOptions) with edgeProofs as Options.EdgeProofs, for the external tests that
// compare it with MoHex's.
func RootKnowledgeOptions(edgeProofs int) solver.Options {
	return (&Engine{opts: Options{EdgeProofs: edgeProofs}}).rootKnowledgeOptions()
}

// RingInferior reports whether the empty cell c of p is dead, vulnerable or dominated for
// mover by its ring (the tree's pruning at every node, local_inferior.go), for the external
// tests that compare the engine's knowledge with MoHex's.
func RingInferior(p *core.Position, c core.Cell, mover core.Player) bool {
	return p.At(c) == core.NoPlayer && ringKinds[newRings(p.Board()).code(p, c)].inferior(side(mover))
}
