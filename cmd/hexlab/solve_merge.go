package main

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/solver"
)

// maxJobFile is the largest job output --merge reads: a job of a 32x32 board prints some
// 20 KB.
const maxJobFile = 1 << 20

// runMerge is hexlab solve --merge: it joins the jobs' outputs that pattern names and
// prints the position's answer.
func runMerge(pattern string, asJSON bool, stdout io.Writer) error {
	a, pos, values, err := mergeJobs(pattern)
	if err != nil {
		return err
	}
	if asJSON {
		err = writeJSON(stdout, a)
	} else {
		_, err = io.WriteString(stdout, solveText(pos, values, a))
	}
	if err == nil && a.Stopped {
		err = errStopped
	}
	return err
}

// mergedSolve is the solve the jobs of a merge share, as the first job's file gives it.
type mergedSolve struct {
	first   string // the first job's file
	job     solveJob
	board   *core.Board
	pos     *core.Position
	toMove  core.Player
	empties []core.Cell
}

// newMergedSolve reads the solve of j (read from name): its board, position and player to
// move, and checks its counts against the position before anything is sized by them.
func newMergedSolve(name string, j solveJob) (*mergedSolve, error) {
	bad := func(format string, args ...any) (*mergedSolve, error) {
		return nil, fmt.Errorf("%s: %s", name, fmt.Sprintf(format, args...))
	}
	spec, err := core.ParseSpec(j.Board)
	if err != nil {
		return bad("board: %v", err)
	}
	b, err := core.NewBoard(spec)
	if err != nil {
		return bad("board: %v", err)
	}
	setup, err := core.ParseSetup(b, j.Position)
	if err != nil {
		return bad("position: %v", err)
	}
	toMove, err := core.ParsePlayer(j.ToMove)
	if err != nil || toMove == core.NoPlayer {
		return bad("to_move %q: expected red or blue", shorten(j.ToMove, maxQuoted))
	}
	pos := core.NewPosition(b)
	for _, st := range setup {
		pos.Place(st.Cell, st.Player)
	}
	if pos.Completed(core.Red) || pos.Completed(core.Blue) || pos.Full() {
		return bad("the position is over: there is nothing to solve")
	}
	empties := pos.EmptyCells()
	if j.Moves != len(empties) {
		return bad("moves %d: the position has %d", j.Moves, len(empties))
	}
	if j.Jobs > len(empties) {
		return bad("jobs %d: the position has %d moves, so at most %d jobs", j.Jobs, len(empties), len(empties))
	}
	return &mergedSolve{first: name, job: j, board: b, pos: pos, toMove: toMove, empties: empties}, nil
}

// readJob reads the output of one job.
func readJob(name string) (solveJob, error) {
	var j solveJob
	data, err := safefile.Read(name, maxJobFile)
	if err != nil {
		return j, err
	}
	if err := json.Unmarshal(data, &j); err != nil || j.Jobs < 1 || j.Job < 1 || j.Job > j.Jobs {
		return j, fmt.Errorf("%s: not the output of hexlab solve --job", name)
	}
	return j, nil
}

// sameSolve returns an error unless j (read from name) is a job of m's solve.
func (m *mergedSolve) sameSolve(name string, j solveJob) error {
	f := m.job
	if j.Board != f.Board || j.Position != f.Position || j.ToMove != f.ToMove || j.Jobs != f.Jobs || j.Moves != f.Moves {
		return fmt.Errorf("%s is a job of another solve than %s (board, position, player or number of jobs)", name, m.first)
	}
	return nil
}

// share returns the moves of job k.
func (m *mergedSolve) share(k int) []core.Cell {
	return jobShare(m.empties, k, m.job.Jobs)
}

// checkValues returns an error unless j (read from name) gives a value, win, loss or
// unknown, for exactly the moves of its share.
func (m *mergedSolve) checkValues(name string, j solveJob) error {
	share := m.share(j.Job)
	mine := map[string]bool{}
	for _, c := range share {
		cell := m.board.CellName(c)
		mine[cell] = true
		switch v, ok := j.Values[cell]; {
		case !ok:
			return fmt.Errorf("%s: job %d/%d gives no value for %s, one of its moves", name, j.Job, j.Jobs, cell)
		case v != "win" && v != "loss" && v != "unknown":
			return fmt.Errorf("%s: job %d/%d values %s %q: expected win, loss or unknown", name, j.Job, j.Jobs, cell, shorten(v, maxQuoted))
		}
	}
	if len(j.Values) == len(share) {
		return nil
	}
	var others []string
	for cell := range j.Values {
		if !mine[cell] {
			others = append(others, cell)
		}
	}
	slices.Sort(others)
	cell := others[0]
	whose := "not an empty cell of the position"
	if c, err := m.board.ParseCell(cell); err == nil && m.pos.At(c) == core.NoPlayer {
		whose = fmt.Sprintf("a move of job %d/%d", 1+slices.Index(m.empties, c)%j.Jobs, j.Jobs)
	}
	return fmt.Errorf("%s: job %d/%d gives a value for %s, which is not one of its moves (%s)", name, j.Job, j.Jobs, shorten(cell, maxQuoted), whose)
}

// mergeJobs reads the jobs' files that pattern names (a glob), checks that they are the N
// jobs of one position, each once, that each gives a value for exactly the moves of its
// share, and the proofs of the jobs that carry them, and returns the position's answer. The
// answer says whether every value was checked (Checked), or which jobs' values are taken on
// their word.
func mergeJobs(pattern string) (solveAnswer, *core.Position, []solver.MoveValue, error) {
	names, err := filepath.Glob(pattern)
	if err != nil {
		return solveAnswer{}, nil, nil, usagef("--merge %q: %v", pattern, err)
	}
	if len(names) == 0 {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge %q: no file matches", pattern)
	}
	slices.Sort(names)
	var m *mergedSolve
	seen := map[int]string{}
	values := map[string]string{}
	var unchecked []int
	var nodes int64
	var seconds float64
	// Each file is a new job or refused, so at most N+1 files are read, whatever the glob
	// names, and N is at most the position's moves.
	for _, name := range names {
		j, err := readJob(name)
		if err != nil {
			return solveAnswer{}, nil, nil, err
		}
		if m == nil {
			if m, err = newMergedSolve(name, j); err != nil {
				return solveAnswer{}, nil, nil, err
			}
		} else if err := m.sameSolve(name, j); err != nil {
			return solveAnswer{}, nil, nil, err
		}
		if other, ok := seen[j.Job]; ok {
			return solveAnswer{}, nil, nil, fmt.Errorf("job %d/%d is in both %s and %s", j.Job, j.Jobs, other, name)
		}
		seen[j.Job] = name
		if err := m.checkValues(name, j); err != nil {
			return solveAnswer{}, nil, nil, err
		}
		if j.Proof == nil {
			unchecked = append(unchecked, j.Job)
		} else if err := m.checkProofs(name, j); err != nil {
			return solveAnswer{}, nil, nil, err
		}
		for cell, v := range j.Values {
			values[cell] = v
		}
		nodes += j.Nodes
		seconds += j.Seconds
	}
	jobs := m.job.Jobs
	var missing []string
	for k := 1; k <= jobs; k++ {
		if _, ok := seen[k]; !ok {
			missing = append(missing, fmt.Sprintf("%d/%d", k, jobs))
		}
	}
	if len(missing) > 0 {
		return solveAnswer{}, nil, nil, fmt.Errorf("--merge: jobs %s are missing", strings.Join(missing, ", "))
	}
	a := solveAnswer{Board: m.job.Board, ToMove: m.job.ToMove, Winner: "unknown", PV: []string{}, Values: values, Nodes: nodes, Seconds: seconds}
	checked := len(unchecked) == 0
	a.Checked = &checked
	slices.Sort(unchecked)
	for _, k := range unchecked {
		a.UncheckedJobs = append(a.UncheckedJobs, fmt.Sprintf("%d/%d", k, jobs))
	}
	var out []solver.MoveValue
	lost := 0
	for _, c := range m.empties {
		name := m.board.CellName(c)
		var v solver.Value
		switch values[name] {
		case "win":
			v = solver.Win
			if a.Move == "" {
				a.Move, a.Winner = name, m.toMove.String()
			}
		case "loss":
			v = solver.Loss
			lost++
		default:
			a.Stopped = true
		}
		out = append(out, solver.MoveValue{Cell: c, Value: v})
	}
	if lost == len(m.empties) {
		a.Winner = m.toMove.Opponent().String()
	}
	a.Stopped = a.Winner == "unknown" || a.Stopped
	return a, m.pos, out, nil
}
