package main

import (
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
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
	// Proof is the file of the proofs of the job's values (--proof), which --merge checks;
	// ProofNotWritten says why there is none though --proof asked for it.
	Proof           *proofAnswer `json:"proof,omitempty"`
	ProofNotWritten string       `json:"proof_not_written,omitempty"`
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

// solveJobAsked is what one --job is asked: its share of pos's moves (job k of n), and a proof
// of each move's value in proofFile when it is not "".
type solveJobAsked struct {
	pos       *core.Position
	toMove    core.Player
	k, n      int
	proofFile string
	limits    solveLimits
}

// runSolveJob solves the job asked with s (single, the one solver, writes its proofs) and
// prints its JSON.
func runSolveJob(s solveEngine, single *solver.Solver, asked solveJobAsked, show *solveProgress, stdout io.Writer) error {
	pos, toMove, k, n := asked.pos, asked.toMove, asked.k, asked.n
	b := pos.Board()
	empties := pos.EmptyCells()
	share := jobShare(empties, k, n)
	show.moves = len(share)
	start := time.Now()
	values, err := s.ValuesOf(asked.limits.ctx, pos, toMove, share, show.moveProven)
	if err != nil {
		return err
	}
	job := solveJob{Board: b.Spec().String(), Position: positionText(pos), ToMove: toMove.String(), Job: k, Jobs: n,
		Moves: len(empties), Values: map[string]string{}}
	stopped := false
	for _, v := range values {
		job.Values[b.CellName(v.Cell)] = v.Value.String()
		stopped = stopped || v.Value == solver.Unknown
	}
	switch {
	case asked.proofFile == "":
	case stopped:
		job.ProofNotWritten = asked.limits.unsolved("every move of the job")
	default:
		job.Proof, job.ProofNotWritten, err = writeJobProofs(single, asked.limits, pos, toMove, values, asked.proofFile)
		if err != nil {
			return err
		}
	}
	show.finish()
	job.Nodes, job.Seconds = s.Progress().Nodes, time.Since(start).Seconds()
	if err := writeJSON(stdout, job); err != nil {
		return err
	}
	switch {
	case job.ProofNotWritten != "":
		return errNoProof
	case stopped:
		return errStopped
	}
	return nil
}
