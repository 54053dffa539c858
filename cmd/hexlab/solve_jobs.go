package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/solver"
)

// solveJob is what `hexlab solve --job K/N` prints: the values of its share of the moves of
// one position, which --merge joins with the other jobs'.
type solveJob struct {
	Board    string            `json:"board"`
	Position string            `json:"position"` // the stones, as --setup writes them
	ToMove   string            `json:"to_move"`
	Job      int               `json:"job"`
	Jobs     int               `json:"jobs"`
	Moves    int               `json:"moves"` // the empty cells of the whole position
	Values   map[string]string `json:"values"`
	Nodes    int64             `json:"nodes"`
	Seconds  float64           `json:"seconds"`
}

// parseJob reads K/N.
func parseJob(text string) (k, n int, err error) {
	a, b, ok := strings.Cut(text, "/")
	k, err1 := strconv.Atoi(a)
	n, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || n < 1 || n > 1_000_000 || k < 1 || k > n {
		return 0, 0, usagef("--job %q: expected K/N with 1 <= K <= N, such as 3/16", text)
	}
	return k, n, nil
}

// jobShare returns the moves job k of n solves: every n-th empty cell from the k-th.
func jobShare(empties []core.Cell, k, n int) []core.Cell {
	var out []core.Cell
	for i := k - 1; i < len(empties); i += n {
		out = append(out, empties[i])
	}
	return out
}

// positionText writes pos's stones as --setup reads them.
func positionText(pos *core.Position) string {
	var stones []core.Stone
	for _, p := range []core.Player{core.Red, core.Blue} {
		for c := range core.Cell(pos.Board().NumCells()) {
			if pos.At(c) == p {
				stones = append(stones, core.Stone{Cell: c, Player: p})
			}
		}
	}
	return core.FormatSetup(pos.Board(), stones)
}

// runSolveJob solves job k of n of pos's moves and prints its JSON.
func runSolveJob(ctx context.Context, s solveEngine, pos *core.Position, toMove core.Player, k, n int, show *solveProgress, stdout io.Writer) error {
	b := pos.Board()
	empties := pos.EmptyCells()
	share := jobShare(empties, k, n)
	show.moves = len(share)
	start := time.Now()
	values, err := s.ValuesOf(ctx, pos, toMove, share, show.moveProven)
	if err != nil {
		return err
	}
	show.finish()
	job := solveJob{Board: b.Spec().String(), Position: positionText(pos), ToMove: toMove.String(), Job: k, Jobs: n,
		Moves: len(empties), Values: map[string]string{}, Nodes: s.Progress().Nodes, Seconds: time.Since(start).Seconds()}
	stopped := false
	for _, v := range values {
		job.Values[b.CellName(v.Cell)] = v.Value.String()
		stopped = stopped || v.Value == solver.Unknown
	}
	if err := writeJSON(stdout, job); err != nil {
		return err
	}
	if stopped {
		return errStopped
	}
	return nil
}

// mergeJobs reads the jobs' files that pattern names (a glob), checks that they are the N
// jobs of one position, each once, and that every move has its value, and returns the
// position's answer.
func mergeJobs(pattern string) (solveAnswer, *core.Position, []solver.MoveValue, error) {
	names, err := filepath.Glob(pattern)
	if err != nil {
		return solveAnswer{}, nil, nil, usagef("--merge %q: %v", pattern, err)
	}
	if len(names) == 0 {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge %q: no file matches", pattern)
	}
	slices.Sort(names)
	var first *solveJob
	seen := map[int]string{}
	values := map[string]string{}
	var nodes int64
	var seconds float64
	for _, name := range names {
		data, err := safefile.Read(name, safefile.DefaultLimit)
		if err != nil {
			return solveAnswer{}, nil, nil, err
		}
		var j solveJob
		if err := json.Unmarshal(data, &j); err != nil || j.Jobs < 1 || j.Job < 1 || j.Job > j.Jobs {
			return solveAnswer{}, nil, nil, fmt.Errorf("%s: not the output of hexlab solve --job", name)
		}
		if first == nil {
			first = &j
		} else if j.Board != first.Board || j.Position != first.Position || j.ToMove != first.ToMove || j.Jobs != first.Jobs || j.Moves != first.Moves {
			return solveAnswer{}, nil, nil, fmt.Errorf("%s is a job of another solve than %s (board, position, player or number of jobs)", name, names[0])
		}
		if other, ok := seen[j.Job]; ok {
			return solveAnswer{}, nil, nil, fmt.Errorf("job %d/%d is in both %s and %s", j.Job, j.Jobs, other, name)
		}
		seen[j.Job] = name
		for cell, v := range j.Values {
			values[cell] = v
		}
		nodes += j.Nodes
		seconds += j.Seconds
	}
	var missing []string
	for k := 1; k <= first.Jobs; k++ {
		if _, ok := seen[k]; !ok {
			missing = append(missing, fmt.Sprintf("%d/%d", k, first.Jobs))
		}
	}
	if len(missing) > 0 {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge: jobs %s are missing", strings.Join(missing, ", "))
	}
	spec, err := core.ParseSpec(first.Board)
	if err != nil {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge: %v", err)
	}
	b, err := core.NewBoard(spec)
	if err != nil {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge: %v", err)
	}
	setup, err := core.ParseSetup(b, first.Position)
	if err != nil {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge: %v", err)
	}
	toMove, err := core.ParsePlayer(first.ToMove)
	if err != nil || toMove == core.NoPlayer {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge: to_move %q", first.ToMove)
	}
	pos := core.NewPosition(b)
	for _, st := range setup {
		pos.Place(st.Cell, st.Player)
	}
	empties := pos.EmptyCells()
	if len(empties) != first.Moves || len(values) != len(empties) {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge: the jobs give %d values for %d moves", len(values), len(empties))
	}
	a := solveAnswer{Board: first.Board, ToMove: first.ToMove, Winner: "unknown", PV: []string{}, Values: values, Nodes: nodes, Seconds: seconds}
	var out []solver.MoveValue
	lost := 0
	for _, c := range empties {
		name := b.CellName(c)
		var v solver.Value
		switch values[name] {
		case "win":
			v = solver.Win
			if a.Move == "" {
				a.Move, a.Winner = name, toMove.String()
			}
		case "loss":
			v = solver.Loss
			lost++
		case "unknown":
			a.Stopped = true
		default:
			return solveAnswer{}, nil, nil, fmt.Errorf("--merge: no value for %s", name)
		}
		out = append(out, solver.MoveValue{Cell: c, Value: v})
	}
	if lost == len(empties) {
		a.Winner = toMove.Opponent().String()
	}
	a.Stopped = a.Winner == "unknown" || a.Stopped
	return a, pos, out, nil
}
