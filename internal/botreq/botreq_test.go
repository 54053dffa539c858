package botreq

import (
	"errors"
	"testing"
)

type req struct{ N int }

type resp struct {
	Twice int    `json:"twice,omitempty"`
	Error string `json:"error,omitempty"`
}

func (r req) Answer() resp {
	if r.N < 0 {
		return resp{Error: "negative"}
	}
	return resp{Twice: 2 * r.N}
}

func failed(err error) resp { return resp{Error: "request: " + err.Error()} }

func TestJSON(t *testing.T) {
	for in, want := range map[string]string{
		`{"N":21}`: `{"twice":42}`,
		`{"N":-1}`: `{"error":"negative"}`,
		`{`:        `{"error":"request: unexpected end of JSON input"}`,
		`[1]`:      `{"error":"request: json: cannot unmarshal array into Go value of type botreq.req"}`,
	} {
		if got := string(JSON[req](([]byte(in)), failed)); got != want {
			t.Errorf("JSON(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestGo(t *testing.T) {
	if got := <-Go[req](req{N: 4}); got.Twice != 8 {
		t.Errorf("Go: %+v", got)
	}
	ch := Go[req](req{N: 1}) // nobody reads: the goroutine must not block
	_ = ch
	if failed(errors.New("x")).Error != "request: x" {
		t.Error("failed")
	}
}

func TestIsAnalysis(t *testing.T) {
	for data, want := range map[string]bool{
		`{"analysis":"solve","game":{}}`: true,
		`{"analysis":"inferior"}`:        false,
		`{"player":"mcts"}`:              false,
		`not json`:                       false,
	} {
		if got := IsAnalysis([]byte(data), "solve"); got != want {
			t.Errorf("IsAnalysis(%s, solve) = %v", data, got)
		}
	}
}
