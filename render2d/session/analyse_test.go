package session

import (
	"github.com/hexlab/hexlab/internal/solvereq"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// heldSolves is a SolveRunner whose rounds the test answers itself, with a node budget in
// place of the round's time so that the answers do not depend on the machine.
type heldSolves struct {
	reqs    []solvereq.Request
	answers []chan solver.Response
}

func (h *heldSolves) run(req solvereq.Request) <-chan solver.Response {
	ch := make(chan solver.Response, 1)
	h.reqs, h.answers = append(h.reqs, req), append(h.answers, ch)
	return ch
}

// answer answers the last round asked.
func (h *heldSolves) answer() {
	i := len(h.reqs) - 1
	req := h.reqs[i]
	req.Millis, req.Nodes = 0, 200
	h.answers[i] <- solver.Request(req).Answer()
}

// TestAnalyseRounds checks the analysis as the board runs it: off, nothing is asked; on, a
// round for every move, then rounds for the moves still unknown until every move is valued
// (the 4x4 board's winning openings); a move changes the position and starts over; an answer
// for an old position is dropped; turning it off stops asking.
func TestAnalyseRounds(t *testing.T) {
	s := start(t, "board=hex:4x4&seed=1")
	h := &heldSolves{}
	s.SetSolveRunner(h.run)
	s.Tick()
	if len(h.reqs) != 0 {
		t.Fatal("asked for an analysis that is off")
	}
	if _, ok := s.Analysis(); ok {
		t.Fatal("an analysis shown while off")
	}
	if err := s.SetAnalyse(time.Hour); err == nil {
		t.Fatal("an hour's analysis taken")
	}
	if err := s.SetAnalyse(time.Minute); err != nil || s.Query().Get("analyse") != "1m0s" {
		t.Fatalf("SetAnalyse: %v, query %v", err, s.Query())
	}
	s.Tick()
	if len(h.reqs) != 1 || len(h.reqs[0].Cells) != 16 {
		t.Fatalf("the first round: %+v", h.reqs)
	}
	if a, _ := s.Analysis(); !a.Running || len(a.Values) != 0 {
		t.Fatalf("while the first round runs: %+v", a)
	}
	for rounds := 0; ; rounds++ {
		if rounds == 100 {
			t.Fatal("the analysis of the empty 4x4 board did not end in 100 rounds")
		}
		h.answer()
		s.Tick()
		if a, _ := s.Analysis(); a.Done() {
			break
		}
		if got := h.reqs[len(h.reqs)-1].Cells; len(got) == 0 || len(got) >= 16 && rounds > 0 {
			t.Fatalf("round %d asked for %v", rounds, got)
		}
	}
	asked := len(h.reqs)
	a, _ := s.Analysis()
	b := s.Board()
	var wins []string
	for _, c := range a.Wins() {
		wins = append(wins, b.CellName(c))
	}
	if strings.Join(wins, " ") != "d1 c2 b3 a4" || len(a.Losses()) != 12 || a.Winner() != core.Red || a.Running {
		t.Fatalf("the analysis: wins %v, %d losses, winner %v, running %v", wins, len(a.Losses()), a.Winner(), a.Running)
	}
	if text := AnalysisText(b, a, mustCell(t, b, "c2")); !strings.HasPrefix(text, "c2 wins for Red with perfect play. Its line, as far as the solver had to search: c2") {
		t.Errorf("AnalysisText(c2) = %q", text)
	}
	s.Tick()
	if len(h.reqs) != asked {
		t.Fatal("asked again once every move was valued")
	}

	// A move: a new position, analysed from nothing; the round for it is answered after
	// another move, and dropped.
	if err := s.PlayName("b3"); err != nil {
		t.Fatal(err)
	}
	s.Tick()
	if len(h.reqs) != asked+1 || len(h.reqs[asked].Cells) != 15 {
		t.Fatalf("after b3: %d rounds, the last %+v", len(h.reqs), h.reqs[len(h.reqs)-1])
	}
	if a, _ := s.Analysis(); len(a.Values) != 0 || a.Player != core.Blue {
		t.Fatalf("after b3 the old values are shown: %+v", a)
	}
	if err := s.PlayName("c2"); err != nil {
		t.Fatal(err)
	}
	h.answers[asked] <- solver.Response{Values: []solver.CellValue{{Cell: "a1", Value: "win", Line: []string{"a1"}}}}
	s.Tick()
	if a, _ := s.Analysis(); len(a.Values) != 0 || len(h.reqs) != asked+2 || len(h.reqs[asked+1].Cells) != 14 {
		t.Fatalf("the answer for the position before c2 was taken: %+v, %d rounds", a, len(h.reqs))
	}

	// Off: the round in flight is dropped and nothing more is asked.
	if err := s.SetAnalyse(0); err != nil {
		t.Fatal(err)
	}
	h.answer()
	s.Tick()
	s.Tick()
	if len(h.reqs) != asked+2 {
		t.Fatalf("asked %d rounds with the analysis off", len(h.reqs)-asked-2)
	}
	if _, ok := s.Analysis(); ok {
		t.Fatal("an analysis shown while off")
	}
}

// TestAnalyseBadAnswer checks that a worker's answer that is not of the board stops the
// analysis with the reason, and that it is not asked again for the position.
func TestAnalyseBadAnswer(t *testing.T) {
	s := start(t, "board=hex:4x4&seed=1&analyse=10s")
	h := &heldSolves{}
	s.SetSolveRunner(h.run)
	s.Tick()
	h.answers[0] <- solver.Response{Values: []solver.CellValue{{Cell: "z9", Value: "win"}}}
	s.Tick()
	s.Tick()
	a, ok := s.Analysis()
	if !ok || !strings.Contains(a.Err, "z9") || len(h.reqs) != 1 {
		t.Fatalf("after a bad answer: %+v, %d rounds", a, len(h.reqs))
	}
}

// TestAnalyseParam checks the analyse setting's values.
func TestAnalyseParam(t *testing.T) {
	if c := parse(t, "board=hex:5x5&analyse=30s"); c.Analyse != 30*time.Second {
		t.Errorf("analyse=30s: %v", c.Analyse)
	}
	for _, bad := range []string{"analyse=forever", "analyse=-1s", "analyse=11m"} {
		v, err := ParseQuery(bad)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Parse(v); err == nil || !strings.Contains(err.Error(), "analyse") {
			t.Errorf("%s: %v", bad, err)
		}
	}
}

func mustCell(t *testing.T, b *core.Board, name string) core.Cell {
	t.Helper()
	c, err := b.ParseCell(name)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
