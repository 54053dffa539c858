package engine

import "github.com/hexlab/hexlab/strategies/solver"

// KnowledgeOptions are the engine's own solver options (knowledgeOptions), for the external
// tests that measure its solver on real games.
func KnowledgeOptions(memory int64) solver.Options { return (&Engine{}).knowledgeOptions(memory) }
