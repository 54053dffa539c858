package botworker

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// speedRequest returns the JSON SpeedRequest with id 9 for the position after moves on board.
func speedRequest(t *testing.T, board, moves string, warm, evaluations int) []byte {
	t.Helper()
	g, err := core.NewGameFromMoveList(core.MustBoard(board).Spec(), core.Options{}, moves)
	if err != nil {
		t.Fatal(err)
	}
	a := botreq.NewAnalysis(SpeedKind, g)
	a.ID = 9
	data, err := json.Marshal(SpeedRequest{Analysis: a, Warm: warm, Evaluations: evaluations})
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestAnswerSpeed checks that the worker times as many evaluations as it is asked, on every
// topology and Rex, each a time of its own; the times themselves are not checked.
func TestAnswerSpeed(t *testing.T) {
	for _, board := range []string{"hex:11x11", "cyl:5x9", "torus:5x5", "hex:5x5+reverse"} {
		var resp SpeedResponse
		if err := json.Unmarshal(Answer(speedRequest(t, board, "c3", 2, 5)), &resp); err != nil {
			t.Fatal(err)
		}
		if resp.ID != 9 || resp.Error != "" || len(resp.Millis) != 5 {
			t.Errorf("%s: answered %+v", board, resp)
		}
		for _, ms := range resp.Millis {
			if !(ms >= 0) {
				t.Errorf("%s: an evaluation took %v ms", board, ms)
			}
		}
	}
}

// TestAnswerSpeedRefuses checks that a bad speed request is an error answer naming what is
// wrong: counts out of range (a request must not keep the worker busy without bound), a
// finished game, a game that does not replay, a request that does not read.
func TestAnswerSpeedRefuses(t *testing.T) {
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"no evaluations", speedRequest(t, "hex:5x5", "c3", 0, 0), "evaluations 0"},
		{"negative warm-up", speedRequest(t, "hex:5x5", "c3", -1, 3), "warm -1"},
		{"too many", speedRequest(t, "hex:5x5", "c3", 1, MaxSpeedEvaluations), "at most 1000 in all"},
		{"finished", speedRequest(t, "hex:2x2", "a1,b1,a2", 0, 1), "the game is over"},
		{"bad game", []byte(`{"id":4,"analysis":"network-speed","game":{"board":"hex:5x5","moves":[{"player":"red","cell":"z9"}]},"evaluations":1}`), "game:"},
		{"not a request", []byte(`{"id":4,"analysis":"network-speed","warm":"x"}`), "network speed request:"},
	} {
		var resp SpeedResponse
		if err := json.Unmarshal(Answer(c.data), &resp); err != nil {
			t.Fatal(err)
		}
		if resp.Millis != nil || !strings.Contains(resp.Error, c.want) {
			t.Errorf("%s: answered %+v, want an error with %q", c.name, resp, c.want)
		}
	}
}
