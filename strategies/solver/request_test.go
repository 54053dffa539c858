package solver

import (
	"encoding/json"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/minimax"
)

// randomGame plays up to stones random moves on spec from the empty board, stopping before a
// move that would end the game.
func randomGame(t *testing.T, r *rand.Rand, spec string, stones int) *core.Game {
	t.Helper()
	b := core.MustBoard(spec)
	g, err := core.NewGame(b.Spec(), core.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range stones {
		empties := g.Position().EmptyCells()
		c := empties[r.IntN(len(empties))]
		q := g.Position().Clone()
		q.Place(c, g.ToMove())
		if q.Completed(core.Red) || q.Completed(core.Blue) || q.Full() {
			break
		}
		if err := g.Play(core.CellMove(c)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestAnalysisRounds runs the analysis as the board's Analyse does, in JSON rounds of a few
// nodes with the moves still unknown, on random positions of every small board, until every
// move is valued; each value must be minimax's, and each line must start with its move and go
// on with empty cells, each once.
func TestAnalysisRounds(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, spec := range []string{"hex:4x4", "hex:3x4", "cyl:4x4", "cyl:5x3", "torus:3x3", "torus:3x4", "hex:3x3+reverse", "cyl:3x4+reverse"} {
		b := core.MustBoard(spec)
		ref := minimax.New(b)
		for trial := range 4 {
			g := randomGame(t, r, spec, 2+r.IntN(4))
			pos, toMove := g.Position(), g.ToMove()
			var unknown []core.Cell // nil: every empty cell, the first round
			known := map[core.Cell]MoveValue{}
			rounds := 0
			for ; rounds == 0 || len(unknown) > 0; rounds++ {
				if rounds == 200 {
					t.Fatalf("%s trial %d: %d moves still unknown after %d rounds", spec, trial, len(unknown), rounds)
				}
				req := NewRequest(g, unknown, 0)
				req.ID, req.Nodes = uint64(rounds+1), 40
				data, _ := json.Marshal(req)
				if !IsRequest(data) {
					t.Fatalf("IsRequest(%s) is false", data)
				}
				var resp Response
				if err := json.Unmarshal(AnswerJSON(data), &resp); err != nil || resp.ID != req.ID {
					t.Fatalf("%s: answer %+v, %v", spec, resp, err)
				}
				values, err := resp.Read(b)
				if err != nil {
					t.Fatalf("%s: %v", spec, err)
				}
				unknown = unknown[:0]
				for c, v := range values {
					if v.Value == Unknown {
						unknown = append(unknown, c)
					} else {
						known[c] = v
					}
				}
			}
			if len(known) != len(pos.EmptyCells()) {
				t.Fatalf("%s: %d moves valued of %d", spec, len(known), len(pos.EmptyCells()))
			}
			for c, v := range known {
				want := Loss
				if ref.MoveWins(pos, toMove, c) {
					want = Win
				}
				if v.Value != want {
					t.Fatalf("%s trial %d, %s to move:\n%s\nmove %s valued %s, minimax %s", spec, trial, toMove, core.Diagram(pos), b.CellName(c), v.Value, want)
				}
				if len(v.Line) == 0 || v.Line[0] != c {
					t.Fatalf("%s: the line of %s is %v", spec, b.CellName(c), v.Line)
				}
				seen := map[core.Cell]bool{}
				for _, lc := range v.Line {
					if pos.At(lc) != core.NoPlayer || seen[lc] {
						t.Fatalf("%s: the line of %s plays %s twice or on a stone", spec, b.CellName(c), b.CellName(lc))
					}
					seen[lc] = true
				}
			}
		}
	}
}

// TestAnalysisBadRequests checks that a request that cannot be answered is an error answer,
// never a panic, and that an answer not of the board is refused.
func TestAnalysisBadRequests(t *testing.T) {
	for _, c := range []struct{ req, err string }{
		{`{"id":1,"analysis":"solve","game":{"board":"hex:4x4"}}`, "budget"},
		{`{"id":1,"analysis":"solve","game":{"board":"hex:4x4"},"millis":-5}`, "millis"},
		{`{"id":1,"analysis":"solve","game":{"board":"hex:4x4"},"millis":999999}`, "millis"},
		{`{"id":1,"analysis":"solve","game":{"board":"hex:4x4"},"nodes":-1}`, "nodes"},
		{`{"id":1,"analysis":"solve","game":{"board":"hex:0x4"},"nodes":5}`, "game"},
		{`{"id":1,"analysis":"solve","game":{"board":"hex:4x4"},"nodes":5,"cells":["z9"]}`, "cells"},
		{`{"id":1,"analysis":"solve","game":{"board":"hex:4x4","moves":[{"player":"red","cell":"a1"}]},"nodes":5,"cells":["a1"]}`, "not an empty cell"},
		{`{"id":1,"analysis":"solve","game":{"board":"hex:4x4"},"nodes":5,"cells":["b2","b2"]}`, "once"},
		{`[`, "analysis request"},
	} {
		var resp Response
		if err := json.Unmarshal(AnswerJSON([]byte(c.req)), &resp); err != nil || !strings.Contains(resp.Error, c.err) {
			t.Errorf("%s: answered %+v (%v), want an error with %q", c.req, resp, err, c.err)
		}
	}
	b := core.MustBoard("hex:4x4")
	for _, resp := range []Response{
		{Values: []CellValue{{Cell: "e5", Value: "win"}}},
		{Values: []CellValue{{Cell: "a1", Value: "maybe"}}},
		{Values: []CellValue{{Cell: "a1", Value: "win", Line: []string{"a1", "q0"}}}},
		{Error: "worker died"},
	} {
		if _, err := resp.Read(b); err == nil {
			t.Errorf("Read(%+v) took it", resp)
		}
	}
}
