package botreq

import (
	"encoding/json"
)

// Answerer is a bot request: Answer builds the bot, replays the game and returns the bot's
// answer (an error answer, never a panic, when something is wrong).
type Answerer[A any] interface {
	Answer() A
}

// JSON reads a JSON request of type Q from data and returns its answer as JSON; a request that
// does not read is answered with failed(err).
func JSON[Q Answerer[A], A any](data []byte, failed func(error) A) []byte {
	var req Q
	var resp A
	if err := json.Unmarshal(data, &req); err != nil {
		resp = failed(err)
	} else {
		resp = req.Answer()
	}
	out, err := json.Marshal(resp)
	if err != nil {
		out, _ = json.Marshal(failed(err))
	}
	return out
}

// Go answers req in a goroutine and returns at once the channel the answer will come on. The
// channel is buffered, so an answer nobody waits for any more never blocks anything.
func Go[Q Answerer[A], A any](req Q) <-chan A {
	ch := make(chan A, 1)
	go func() { ch <- req.Answer() }()
	return ch
}

// IsAnalysis reports whether data is a JSON object whose "analysis" field is kind: how a
// worker that answers several kinds of request tells an analysis of a position ("inferior",
// "solve") from a bot's request, which has no such field.
func IsAnalysis(data []byte, kind string) bool {
	var peek struct {
		Analysis string `json:"analysis"`
	}
	return json.Unmarshal(data, &peek) == nil && peek.Analysis == kind
}
