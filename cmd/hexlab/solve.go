package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime/debug"
	"strings"
	"syscall"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

const solveHelp = `usage: hexlab solve [--board SPEC] [--first red|blue] [--setup STONES] [--moves LIST]
                    [--all] [--time D] [--nodes N] [--memory MB] [--threads T] [--table FILE]
                    [--proof FILE] [--json] [--quiet]
       hexlab solve --from FILE [...]
       hexlab solve [position flags] --job K/N [--proof FILE] [--time D] ...
       hexlab solve --merge 'GLOB' [--json]

Finds who wins the position LIST produces with perfect play, the player to move being the
one after LIST, and a winning move when that player wins. It is depth-first proof-number
search with the inferior-cell analysis at every node (docs/solver.md), on every board:
hex, cyl and torus, with or without +reverse.

  --board SPEC     hex:MxN, cyl:MxN or torus:MxN, optionally +reverse (default hex:11x11)
  --first PLAYER   who moved first: red or blue (default red)
  --setup STONES   stones on the board before the moves: red:c2,c3,blue:a1
  --moves LIST     the moves, comma-separated in play order: c5,b7,swap,d4 (default none)
  --from FILE      take the board, the setup and the moves from a game file, SGF or JSON
  --all            also solve every move of the player to move: win, loss or unknown
  --time D         stop after D (such as 90s or 10m) and print what is proven (default: no limit)
  --nodes N        stop after N nodes (default: no limit)
  --memory MB      the transposition table's size in megabytes (default 256), at most the
                   machine's memory (MemTotal in /proc/meminfo on Linux)
  --threads T      solvers at once, on T cores (0: every core; default 1). They split the
                   work by the moves of the player to move, each with its own share of
                   --memory; the answers are the same, but the node counts then vary from
                   run to run. --table and --proof keep one solver's table: they go with 1
  --table FILE     start from the table saved in FILE, if there is one, and save the table
                   there at the end, solved or stopped: a stopped solve run again resumes.
                   The table is a cache, not a source of answers: it keeps the unfinished
                   search, which steers the next one, and every answer is proven again. A
                   file that is not a table of this board saved by this version of the
                   solver, or that does not match its checksum, is refused (exit status 1)
  --proof FILE     write a proof of the result that hexlab check-proof verifies; the file is
                   written whole or not at all. If a limit stops the search or the proof
                   first, no file is written and the answer says why and how to go on. With
                   --job, the proofs of the job's values, which --merge checks
  --json           print JSON (below)
  --quiet          no progress on standard error
  --job K/N        solve only the K-th of N shares of the moves of the player to move (every
                   N-th empty cell from the K-th; N at most the number of moves) and print
                   their values as JSON, for --merge: N such jobs can run anywhere at once
                   (docs/solver.md)
  --merge GLOB     join the jobs' outputs (the files GLOB names, quoted), check that they are
                   the N jobs of one position, each once, each valuing exactly the moves of
                   its share, check the proofs of the jobs that carry one (--proof), and print
                   the position's answer: "checked" when every job's proofs were, otherwise
                   the values of the jobs without proofs are the jobs' word, and it says so

Progress (nodes searched, moves proven, time) goes to standard error. Ctrl-C stops the search
and prints what is proven so far.

JSON: {"board":"hex:4x4","to_move":"red","winner":"red","move":"d1","pv":["d1","c3",...],
       "values":{"a1":"loss",...,"d1":"win"},"nodes":171,"seconds":0.05,"stopped":false,
       "proof":{"file":"p.txt","moves":50,"pairings":211}}
"winner" is "unknown" when the search stopped first; "values" comes with --all;
"proof_not_written" says why --proof wrote no file; --merge adds "checked" (true or false)
and "unchecked_jobs" (the jobs taken on their word).

Exit status: 0 solved (and the proof written, when asked), 1 stopped before everything asked
was proven or written (what was is printed, and why), a refused file or a failure, 2 a bad
command line.
`

// solveAnswer is the JSON form of hexlab solve.
type solveAnswer struct {
	Board   string            `json:"board"`
	ToMove  string            `json:"to_move"`
	Winner  string            `json:"winner"`
	Move    string            `json:"move,omitempty"`
	PV      []string          `json:"pv"`
	Values  map[string]string `json:"values,omitempty"`
	Nodes   int64             `json:"nodes"`
	Seconds float64           `json:"seconds"`
	Stopped bool              `json:"stopped"`
	Proof   *proofAnswer      `json:"proof,omitempty"`
	// ProofNotWritten says why --proof wrote no file, and how to go on.
	ProofNotWritten string `json:"proof_not_written,omitempty"`
	// Checked, in --merge's answer only, says whether every move's value was checked: proven
	// by its job's proof, which the merge checked, or decided by the rules. UncheckedJobs
	// are the jobs whose values were taken on their word: they carry no proof.
	Checked       *bool    `json:"checked,omitempty"`
	UncheckedJobs []string `json:"unchecked_jobs,omitempty"`
}

// proofAnswer is what --proof wrote.
type proofAnswer struct {
	File     string `json:"file"`
	Moves    int64  `json:"moves"`
	Pairings int64  `json:"pairings"`
	Carriers int64  `json:"carriers"`
	// Connections is the number of connection leaves.
	Connections int64 `json:"connections"`
}

// errStopped is returned by a solve stopped before it proved all it was asked; errNoProof by
// one that wrote no proof though --proof asked for it.
var (
	errStopped = errors.New("stopped before everything asked was proven (what was is printed above)")
	errNoProof = errors.New("stopped before everything asked was proven: the proof was not written (the answer above says why, and how to go on)")
)

// runSolve is hexlab solve.
func runSolve(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("solve")
	var pf positionFlags
	pf.register(fs)
	all := fs.Bool("all", false, "solve every move")
	limit := fs.Duration("time", 0, "time limit")
	memory := fs.Int("memory", 256, "table size in MB")
	threads := fs.Int("threads", 1, "solvers at once")
	maxNodes := fs.Int64("nodes", 0, "node limit")
	tableFile := fs.String("table", "", "saved table")
	proofFile := fs.String("proof", "", "write a proof")
	asJSON := fs.Bool("json", false, "print JSON")
	quiet := fs.Bool("quiet", false, "no progress")
	jobText := fs.String("job", "", "K/N")
	merge := fs.String("merge", "", "the jobs' files")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *merge != "" {
		var others []string
		fs.Visit(func(f *flag.Flag) {
			if f.Name != "merge" && f.Name != "json" && f.Name != "quiet" {
				others = append(others, "--"+f.Name)
			}
		})
		if len(others) > 0 {
			return usagef("--merge takes the position from the jobs' files; it does not go with %s", strings.Join(others, ", "))
		}
		return runMerge(*merge, *asJSON, stdout)
	}
	job, jobs := 0, 0
	if *jobText != "" {
		var err error
		if job, jobs, err = parseJob(*jobText); err != nil {
			return err
		}
		if *all {
			return usagef("--job solves a share of the moves: it does not go with --all")
		}
	}
	if *limit < 0 {
		return usagef("--time %v: expected a duration of zero (no limit) or more", *limit)
	}
	if *maxNodes < 0 {
		return usagef("--nodes %d: expected zero (no limit) or more", *maxNodes)
	}
	if err := checkMemory(*memory); err != nil {
		return err
	}
	if *threads < 0 || *threads > maxThreads {
		return usagef("--threads %d: expected 0 (every core) to %d", *threads, maxThreads)
	}
	if *threads != 1 && (*tableFile != "" || *proofFile != "") {
		return usagef("--table and --proof keep one solver's table: they go with --threads 1")
	}
	pos, toMove, err := pf.position(fs)
	if err != nil {
		return err
	}
	b := pos.Board()
	if pos.Completed(core.Red) || pos.Completed(core.Blue) || pos.Full() {
		return usagef("the game is over after --moves: there is nothing to solve")
	}
	if moves := len(pos.EmptyCells()); jobs > moves {
		return usagef("--job %s: the position has %d moves, so at most %d jobs", *jobText, moves, moves)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if *limit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, *limit)
		defer cancel()
	}
	limits := solveLimits{ctx: ctx, time: *limit, nodes: *maxNodes, table: *tableFile}
	show := newSolveProgress(stderr, *quiet)
	opts := solver.Options{Memory: int64(*memory) << 20, MaxNodes: *maxNodes, Progress: show.nodes}
	// The table holds about --memory; the collector is asked to keep the whole heap near
	// it (by default it lets the heap grow to twice what is live before collecting).
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(opts.Memory*5/4 + 192<<20))
	var s solveEngine
	var single *solver.Solver // the one solver, for --table and --proof
	if *threads == 1 {
		single = solver.New(b, opts)
		s = single
	} else {
		s = solver.NewParallel(b, opts, *threads)
	}
	if *tableFile != "" {
		if err := loadTable(single, *tableFile); err != nil {
			return err
		}
	}
	if jobs > 0 {
		err := runSolveJob(s, single, solveJobAsked{pos: pos, toMove: toMove, k: job, n: jobs, proofFile: *proofFile, limits: limits}, show, stdout)
		if saveErr := saveTable(single, *tableFile); saveErr != nil {
			return saveErr
		}
		return err
	}
	start := time.Now()
	r, err := s.Solve(ctx, pos, toMove)
	if err != nil {
		return err
	}
	answer := solveAnswer{Board: b.Spec().String(), ToMove: toMove.String(), Winner: "unknown", PV: cellNames(b, r.PV), Nodes: r.Nodes}
	if r.Winner != core.NoPlayer {
		answer.Winner = r.Winner.String()
	}
	if r.Move != core.NoCell {
		answer.Move = b.CellName(r.Move)
	}
	var values []solver.MoveValue
	if *all && !limits.reached() {
		show.moves = len(pos.EmptyCells())
		values, err = s.Values(ctx, pos, toMove, show.moveProven)
		if err != nil {
			return err
		}
		answer.Values = map[string]string{}
		for _, v := range values {
			answer.Values[b.CellName(v.Cell)] = v.Value.String()
			if v.Value == solver.Unknown {
				answer.Stopped = true
			}
		}
	}
	if *proofFile != "" {
		switch {
		case r.Winner == core.NoPlayer:
			answer.ProofNotWritten = limits.unsolved("the position")
		case limits.reached():
			answer.ProofNotWritten = limits.unsolved("every move (--all)")
		default:
			answer.Proof, answer.ProofNotWritten, err = writeProof(single, limits, pos, toMove, *proofFile)
			if err != nil {
				return err
			}
		}
	}
	answer.Nodes = s.Progress().Nodes
	answer.Seconds = time.Since(start).Seconds()
	if err := saveTable(single, *tableFile); err != nil {
		return err
	}
	answer.Stopped = answer.Stopped || r.Winner == core.NoPlayer || answer.ProofNotWritten != ""
	show.finish()
	if *asJSON {
		err = writeJSON(stdout, answer)
	} else {
		_, err = io.WriteString(stdout, solveText(pos, values, answer))
	}
	if err == nil && answer.ProofNotWritten != "" {
		err = errNoProof
	}
	if err == nil && answer.Stopped {
		err = errStopped
	}
	return err
}

// solveEngine is what hexlab solve asks of a solver: one (solver.Solver) or several at once
// (solver.Parallel).
type solveEngine interface {
	Solve(ctx context.Context, pos *core.Position, toMove core.Player) (solver.Result, error)
	Values(ctx context.Context, pos *core.Position, toMove core.Player, report func(solver.MoveValue)) ([]solver.MoveValue, error)
	ValuesOf(ctx context.Context, pos *core.Position, toMove core.Player, moves []core.Cell, report func(solver.MoveValue)) ([]solver.MoveValue, error)
	Progress() solver.Progress
}

// maxThreads is the most solvers --threads starts.
const maxThreads = 1024

// solveText is the text form of an answer.
func solveText(pos *core.Position, values []solver.MoveValue, a solveAnswer) string {
	b := pos.Board()
	var sb strings.Builder
	if a.Winner == "unknown" {
		fmt.Fprintf(&sb, "%s, %s to move: not solved within the limits\n", a.Board, a.ToMove)
	} else {
		fmt.Fprintf(&sb, "%s, %s to move: %s wins", a.Board, a.ToMove, a.Winner)
		if a.Move != "" {
			fmt.Fprintf(&sb, ", for instance with %s", a.Move)
		}
		sb.WriteString("\n")
		if len(a.PV) > 0 {
			fmt.Fprintf(&sb, "principal variation: %s\n", strings.Join(a.PV, " "))
		}
	}
	if values != nil {
		marks := map[core.Cell]string{}
		lists := map[solver.Value][]string{}
		for _, v := range values {
			marks[v.Cell] = map[solver.Value]string{solver.Win: "W", solver.Loss: "L", solver.Unknown: "?"}[v.Value]
			lists[v.Value] = append(lists[v.Value], b.CellName(v.Cell))
		}
		sb.WriteString("\n")
		sb.WriteString(markedDiagram(pos, marks))
		sb.WriteString("\n")
		for _, v := range []solver.Value{solver.Win, solver.Loss, solver.Unknown} {
			if len(lists[v]) > 0 {
				fmt.Fprintf(&sb, "%s (%d): %s\n", map[solver.Value]string{solver.Win: "winning moves W", solver.Loss: "losing moves L", solver.Unknown: "unknown ?"}[v], len(lists[v]), strings.Join(lists[v], " "))
			}
		}
	}
	if a.Proof != nil {
		fmt.Fprintf(&sb, "proof: %s (%d moves, %d pairing, %d carrier and %d connection leaves); check it with hexlab check-proof %s\n",
			a.Proof.File, a.Proof.Moves, a.Proof.Pairings, a.Proof.Carriers, a.Proof.Connections, a.Proof.File)
	}
	if a.ProofNotWritten != "" {
		fmt.Fprintf(&sb, "proof: not written: %s\n", a.ProofNotWritten)
	}
	switch {
	case a.Checked == nil:
	case *a.Checked:
		sb.WriteString("checked: every move's value is proven by its job's proof, which this merge checked, or decided by the rules\n")
	default:
		fmt.Fprintf(&sb, "not checked: the values of jobs %s are the jobs' word, taken on trust (they carry no proof: run the jobs with --proof FILE to have them checked)\n", strings.Join(a.UncheckedJobs, ", "))
	}
	fmt.Fprintf(&sb, "%d nodes searched\n", a.Nodes)
	return sb.String()
}
