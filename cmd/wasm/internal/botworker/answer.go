// Package botworker is what the bot worker (cmd/wasm/worker) answers: a bot request of either
// game, a request for the analysis of a position's inferior cells, or a round of the solver's
// analysis of its moves (Analyse), or the network's policy of a position, or the time the
// network takes to evaluate one (SpeedRequest), as JSON text, with the answer as JSON text.
// The worker itself only moves text between the page and Answer, so this is where the
// answering is tested, natively.
//
//	out := botworker.Answer([]byte(`{"id":1,"player":"random","seed":7,"game":{"board":"hex:5x5"}}`))
package botworker

import (
	"github.com/hexlab/hexlab/internal/netpolicy"
	"github.com/hexlab/hexlab/internal/policyreq"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/inferior"
	"github.com/hexlab/hexlab/strategies/review"
	"github.com/hexlab/hexlab/strategies/solver"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// Answer answers a request of either game: an analysis of inferior cells
// (inferior.IsRequest) with the analysis, a round of the solver's analysis
// (solver.IsRequest) with the moves' values, the review of a position (review.IsRequest)
// with its story point, the network's policy of a position (policyreq.IsRequest) with the
// embedded network's priors and value, a measure of the network's speed (SpeedRequest) with
// the time of each evaluation, one whose game is on a Trunc board
// (truncbot.IsRequest) with a Trunc bot, the others with a Hex bot (strategies.AnswerJSON).
func Answer(data []byte) []byte {
	switch {
	case inferior.IsRequest(data):
		return inferior.AnswerJSON(data)
	case solver.IsRequest(data):
		return solver.AnswerJSON(data)
	case review.IsRequest(data):
		return review.AnswerJSON(data)
	case policyreq.IsRequest(data):
		return netpolicy.AnswerJSON(data)
	case isSpeedRequest(data):
		return answerSpeed(data)
	case truncbot.IsRequest(data):
		return truncbot.AnswerJSON(data)
	}
	return strategies.AnswerJSON(data)
}
