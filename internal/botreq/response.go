package botreq

import "fmt"

// Response is a bot's answer, in every game: the move as the game's notation writes it ("f6",
// "swap", "1,1,-1=gray") with the label of the rule that chose it, or an error. ID is the
// request's, so that the asker matches the answer to its question.
type Response struct {
	ID    uint64 `json:"id"`
	Move  string `json:"move,omitempty"`
	Rule  string `json:"rule,omitempty"`
	Error string `json:"error,omitempty"`
}

// Failed is the answer to request id that says why no move came.
func Failed(id uint64, err error) Response { return Response{ID: id, Error: err.Error()} }

// Read returns the answer's move, read by parse (a board's ParseMove), and its rule label; or
// the bot's error, or an error that says the move does not read.
func Read[M any](r Response, parse func(string) (M, error)) (m M, rule string, err error) {
	if r.Error != "" {
		return m, "", fmt.Errorf("%s", r.Error)
	}
	if m, err = parse(r.Move); err != nil {
		return m, "", fmt.Errorf("the bot answered %q: %w", r.Move, err)
	}
	return m, r.Rule, nil
}
