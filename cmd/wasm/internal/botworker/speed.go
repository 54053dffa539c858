package botworker

import (
	"errors"
	"fmt"
	"time"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/strategies/network"
)

// SpeedKind is the "analysis" field of a SpeedRequest.
const SpeedKind = "network-speed"

// MaxSpeedEvaluations bounds a SpeedRequest's Warm plus Evaluations, so that a request cannot
// keep the worker busy for long (some 30 s at 30 ms an evaluation).
const MaxSpeedEvaluations = 1000

// SpeedRequest asks the worker to time the embedded network's evaluation of a game's position
// with the worker's own clock: Warm evaluations that are not timed (a browser compiles a
// WebAssembly program's hot functions again, optimised, once they have run a while), then
// Evaluations, each timed alone. It measures the evaluation without the request's overhead
// (JSON, postMessage, the page's thread): e2e's TestNetworkWorkerSpeed sends it; the page
// never does.
//
//	{"id":1,"analysis":"network-speed","game":{"board":"hex:11x11"},"warm":40,"evaluations":30}
type SpeedRequest struct {
	botreq.Analysis
	Warm        int `json:"warm"`
	Evaluations int `json:"evaluations"`
}

// SpeedResponse is the time of each timed evaluation of a SpeedRequest, in milliseconds, in
// order, or why there is none.
type SpeedResponse struct {
	ID     uint64    `json:"id"`
	Millis []float64 `json:"millis,omitempty"`
	Error  string    `json:"error,omitempty"`
}

// isSpeedRequest reports whether data is a JSON SpeedRequest.
func isSpeedRequest(data []byte) bool { return botreq.IsAnalysis(data, SpeedKind) }

// Answer times the evaluations r asks for; a bad request (a game that does not replay, a
// finished one, counts out of range) is an error answer.
func (r SpeedRequest) Answer() SpeedResponse {
	millis, err := r.time()
	if err != nil {
		return SpeedResponse{ID: r.ID, Error: "network speed: " + err.Error()}
	}
	return SpeedResponse{ID: r.ID, Millis: millis}
}

// time evaluates r's position Warm times untimed, then Evaluations times, each timed.
func (r SpeedRequest) time() ([]float64, error) {
	switch {
	case r.Warm < 0 || r.Evaluations < 1 || r.Warm+r.Evaluations > MaxSpeedEvaluations:
		return nil, fmt.Errorf("warm %d and evaluations %d: expected warm 0 or more, evaluations 1 or more, at most %d in all", r.Warm, r.Evaluations, MaxSpeedEvaluations)
	}
	g, err := r.Game.Game()
	if err != nil {
		return nil, fmt.Errorf("game: %w", err)
	}
	if g.Over() {
		return nil, errors.New("the game is over: there is no position to evaluate")
	}
	net, err := weights.Network()
	if err != nil {
		return nil, err
	}
	e := net.NewEvaluator()
	in := network.Input{Pos: g.Position(), ToMove: g.ToMove(), Reverse: g.Board().Spec().Reverse}
	for range r.Warm {
		e.Evaluate(in)
	}
	millis := make([]float64, r.Evaluations)
	for i := range millis {
		start := time.Now()
		e.Evaluate(in)
		millis[i] = float64(time.Since(start)) / float64(time.Millisecond)
	}
	return millis, nil
}

// answerSpeed answers a JSON SpeedRequest with a JSON SpeedResponse.
func answerSpeed(data []byte) []byte {
	return botreq.JSON[SpeedRequest](data, func(err error) SpeedResponse {
		return SpeedResponse{Error: "network speed request: " + err.Error()}
	})
}
