package main

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/benzene"
	"github.com/hexlab/hexlab/strategies/solver"
)

// judge asks MoHex for its reference search of positions.
type judge struct{ eng benzene.Engine }

// newJudge starts MoHex (the binary mohex) with maxTime seconds a search, one thread, no
// time management, no kept tree, no pondering.
func newJudge(mohex string, maxTime float64) (*judge, error) {
	eng, err := benzene.Start(mohex)
	if err != nil {
		return nil, err
	}
	for _, c := range []string{
		fmt.Sprintf("param_mohex max_time %g", maxTime),
		"param_mohex num_threads 1",
		"param_mohex use_time_management 0",
		"param_mohex reuse_subtree 0",
		"param_mohex ponder 0",
	} {
		if _, err := eng.Command(c); err != nil {
			eng.Close()
			return nil, fmt.Errorf("%s: %w", c, err)
		}
	}
	return &judge{eng: eng}, nil
}

// Close stops MoHex.
func (j *judge) Close() { j.eng.Close() }

// noSearch is the reference of a position MoHex answers without a search (one move left to
// consider, or a win its knowledge proves): it values no move.
const noSearch = "-"

// reference returns MoHex's search of p: its `mohex-values` answer after `reg_genmove`, on
// one line, or noSearch.
func (j *judge) reference(p Position) (string, error) {
	game, err := core.NewGameFromMoveList(p.Spec, core.Options{First: p.First}, strings.Join(p.Moves, ","))
	if err != nil {
		return "", err
	}
	if err := benzene.Tell(j.eng, game.Position()); err != nil {
		return "", err
	}
	answer, err := j.eng.Command("reg_genmove " + benzene.Colour(game.ToMove()))
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(answer) == "resign" {
		return noSearch, nil
	}
	values, err := j.eng.Command("mohex-values")
	if err != nil {
		return noSearch, nil // no tree of this position: MoHex did not search it
	}
	return strings.Join(strings.Fields(values), " "), nil
}

// child is a move of MoHex's search: its value for the player to move, its visits, and
// whether the value is proven.
type child struct {
	move   string
	value  float64
	visits float64
	proven bool
}

// parseValues reads MoHex's `mohex-values` answer: each move, then its value for the player
// to move and its visits (".615@65", ".643@3k"), "W@12" for a move proven to win, "L@12" to
// lose, "0" unvisited (left out).
func parseValues(answer string) ([]child, error) {
	f := strings.Fields(answer)
	if len(f)%2 != 0 {
		return nil, fmt.Errorf("mohex-values: %q is not pairs of a move and a value", answer)
	}
	var out []child
	for i := 0; i < len(f); i += 2 {
		v := f[i+1]
		if v == "0" {
			continue
		}
		value, count, ok := strings.Cut(v, "@")
		if !ok {
			return nil, fmt.Errorf("mohex-values: value %q of %s", v, f[i])
		}
		n, err := parseCount(count)
		if err != nil {
			return nil, fmt.Errorf("mohex-values: value %q of %s: %w", v, f[i], err)
		}
		c := child{move: f[i], visits: n}
		switch value {
		case "W":
			c.value, c.proven = 1, true
		case "L":
			c.value, c.proven = 0, true
		default:
			if c.value, err = strconv.ParseFloat(value, 64); err != nil || c.value < 0 || c.value > 1 {
				return nil, fmt.Errorf("mohex-values: value %q of %s", v, f[i])
			}
		}
		out = append(out, c)
	}
	if len(out) == 0 {
		return nil, errors.New("mohex-values: no move searched")
	}
	return out, nil
}

// minShare is the least share of the chosen move's visits that makes a move's value count:
// below it MoHex has hardly looked at the move.
const minShare = 0.01

// judgement is what MoHex's search says of a move: MoHex's own choice (a move proven to
// win, else the most visited) and the move's loss, the value MoHex's choice has over it for
// the player to move (0 for a move as good). A move MoHex looked at too little to value (or
// not at all) loses as much as the worst move it did value.
func judgement(children []child, move string) (top string, loss float64) {
	best := -1
	for i, c := range children {
		switch {
		case c.proven && c.value == 1:
			if best < 0 || !(children[best].proven && children[best].value == 1) {
				best = i
			}
		case best < 0, c.proven && c.value == 0:
			if best < 0 {
				best = i
			}
		case children[best].proven || c.visits > children[best].visits:
			if !(children[best].proven && children[best].value == 1) {
				best = i
			}
		}
	}
	b := children[best]
	least := max(30, minShare*b.visits)
	worst := b.value
	valued := map[string]float64{}
	for _, c := range children {
		if c.proven || c.visits >= least {
			valued[c.move] = c.value
			worst = min(worst, c.value)
		}
	}
	v, ok := valued[move]
	if !ok {
		v = worst
	}
	return b.move, max(0, b.value-v)
}

// parseCount reads MoHex's visit counts: 65, 3k, 1.2M.
func parseCount(s string) (float64, error) {
	scale := 1.0
	switch {
	case strings.HasSuffix(s, "k"):
		scale, s = 1e3, strings.TrimSuffix(s, "k")
	case strings.HasSuffix(s, "M"):
		scale, s = 1e6, strings.TrimSuffix(s, "M")
	}
	n, err := strconv.ParseFloat(s, 64)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("count %q", s)
	}
	return n * scale, nil
}

// knowledge is the solver's knowledge of a board's positions (what a node of the engine's
// tree gets, with the ladders).
type knowledge struct{ s *solver.Solver }

func newKnowledge(b *core.Board) knowledge {
	return knowledge{solver.New(b, solver.Options{Memory: 1 << 20, Ladders: true})}
}

// Decides reports whether the knowledge decides pos, toMove to move.
func (k knowledge) Decides(pos *core.Position, toMove core.Player) bool {
	return k.s.Analyse(pos, toMove).Value != solver.Unknown
}
