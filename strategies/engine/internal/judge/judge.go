package main

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/internal/benzene"
	"github.com/hexlab/hexlab/strategies/solver"
)

// judge values positions: the solver's knowledge where it decides them, else MoHex's
// search.
type judge struct {
	eng  benzene.Engine
	know map[string]knowledge // by board spec
}

// knowledge is the solver's knowledge of a board's positions (what a node of the engine's
// tree gets, with the ladders).
type knowledge struct{ s *solver.Solver }

func newKnowledge(b *core.Board) knowledge {
	return knowledge{solver.New(b, solver.Options{Memory: 1 << 20, Ladders: true})}
}

// value returns the value of pos for toMove where the knowledge decides it: 1 won, 0 lost.
func (k knowledge) value(pos *core.Position, toMove core.Player) (float64, bool) {
	switch k.s.Analyse(pos, toMove).Value {
	case solver.Win:
		return 1, true
	case solver.Loss:
		return 0, true
	}
	return 0, false
}

// Decides reports whether the knowledge decides pos, toMove to move.
func (k knowledge) Decides(pos *core.Position, toMove core.Player) bool {
	_, ok := k.value(pos, toMove)
	return ok
}

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
	return &judge{eng: eng, know: map[string]knowledge{}}, nil
}

// Close stops MoHex.
func (j *judge) Close() { j.eng.Close() }

// value returns the value, for the player to move at p, of the position after move.
func (j *judge) value(p Position, move string) (float64, error) {
	game, err := core.NewGameFromMoveList(p.Spec, core.Options{First: p.First}, strings.Join(append(append([]string(nil), p.Moves...), move), ","))
	if err != nil {
		return 0, err
	}
	if game.Over() {
		return 1, nil // the move completed the engine's chain
	}
	b, spec := game.Board(), p.Spec.String()
	if _, ok := j.know[spec]; !ok {
		j.know[spec] = newKnowledge(b)
	}
	opponent := game.ToMove()
	if v, ok := j.know[spec].value(game.Position(), opponent); ok {
		return 1 - v, nil
	}
	if err := benzene.Tell(j.eng, game.Position()); err != nil {
		return 0, err
	}
	answer, err := j.eng.Command("reg_genmove " + benzene.Colour(opponent))
	if err != nil {
		return 0, err
	}
	if strings.TrimSpace(answer) == "resign" {
		return 1, nil
	}
	values, err := j.eng.Command("mohex-values")
	if err != nil {
		return 0, err
	}
	v, err := rootValue(values)
	if err != nil {
		return 0, err
	}
	return math.Round((1-v)*1e4) / 1e4, nil
}

// rootValue reads MoHex's `mohex-values` answer (each searched move, then its value for the
// player to move and its visits: ".615@65", ".643@3k"; "W@12" a move proven to win, "L@12"
// to lose; "0" unvisited) and returns the value of the most visited move: the search's value
// of the position, for the player to move. A move proven to win makes it 1.
func rootValue(answer string) (float64, error) {
	f := strings.Fields(answer)
	if len(f)%2 != 0 {
		return 0, fmt.Errorf("mohex-values: %q is not pairs of a move and a value", answer)
	}
	best, bestCount, lost, moves := 0.0, -1.0, 0, 0
	for i := 0; i < len(f); i += 2 {
		v := f[i+1]
		if v == "0" {
			continue
		}
		moves++
		value, count, ok := strings.Cut(v, "@")
		if !ok {
			return 0, fmt.Errorf("mohex-values: value %q of %s", v, f[i])
		}
		n, err := parseCount(count)
		if err != nil {
			return 0, fmt.Errorf("mohex-values: value %q of %s: %w", v, f[i], err)
		}
		var x float64
		switch value {
		case "W":
			return 1, nil
		case "L":
			lost++
			continue
		default:
			if x, err = strconv.ParseFloat(value, 64); err != nil || x < 0 || x > 1 {
				return 0, fmt.Errorf("mohex-values: value %q of %s", v, f[i])
			}
		}
		if n > bestCount {
			best, bestCount = x, n
		}
	}
	switch {
	case moves > 0 && lost == moves:
		return 0, nil
	case bestCount < 0:
		return 0, errors.New("mohex-values: no move searched")
	}
	return best, nil
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
