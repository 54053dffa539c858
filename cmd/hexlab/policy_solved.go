package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/seed"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/network"
	"github.com/hexlab/hexlab/strategies/network/solvedbench"
)

// policy --solved's bounds: the draws a board, the solver's nodes, the engines' time a move.
const (
	maxSolvedDraws = 100_000
	maxSolvedNodes = 100_000_000
	maxSolvedThink = time.Minute
	// defaultSolvedThink is --think's default with --solved.
	defaultSolvedThink = 100 * time.Millisecond
)

// solvedFlags are policy --solved's own flags.
type solvedFlags struct {
	draws int
	seed  string
	think string
	nodes int64
}

// register adds --solved, --seed, --think and --nodes to fs.
func (f *solvedFlags) register(fs *flag.FlagSet) {
	fs.IntVar(&f.draws, "solved", 0, "positions to draw a board")
	fs.StringVar(&f.seed, "seed", "1", "the draw's seed")
	fs.StringVar(&f.think, "think", "", "the engines' time a move")
	fs.Int64Var(&f.nodes, "nodes", solvedbench.DefaultNodes, "solver nodes")
}

// solvedRun is a checked policy --solved command line.
type solvedRun struct {
	boards []*core.Board
	draws  int
	seed   uint64
	think  time.Duration
	nodes  int64
}

// check reads the flags of policy --solved (fs parsed), with boards the --board list.
func (f *solvedFlags) check(fs *flag.FlagSet, boards string) (solvedRun, error) {
	if set := setFlags(fs, []string{"first", "setup", "moves", "from", "top"}); len(set) > 0 {
		return solvedRun{}, usagef("%s: --solved draws its own positions; give --board, --seed, --think, --nodes and --network only", set[0])
	}
	if len(setFlags(fs, []string{"board"})) == 0 {
		return solvedRun{}, usagef("--solved needs --board SPECS: boards of at most %d cells, comma-separated (hex:5x5,cyl:5x6,torus:4x4,hex:5x5+reverse)", solvedbench.MaxCells)
	}
	r := solvedRun{draws: f.draws, nodes: f.nodes, think: defaultSolvedThink}
	switch {
	case f.draws < 1 || f.draws > maxSolvedDraws:
		return r, usagef("--solved %d: expected the positions to draw a board, 1 to %d", f.draws, maxSolvedDraws)
	case f.nodes < 1 || f.nodes > maxSolvedNodes:
		return r, usagef("--nodes %d: expected the solver's nodes a position, 1 to %d", f.nodes, maxSolvedNodes)
	}
	var err error
	if r.seed, err = parseSeed(f.seed); err != nil {
		return r, err
	}
	if f.think != "" {
		if r.think, err = parseThink(f.think); err != nil {
			return r, err
		}
		if r.think > maxSolvedThink {
			return r, usagef("--think %s: expected at most %v a move", f.think, maxSolvedThink)
		}
	}
	seen := map[string]bool{}
	for _, text := range strings.Split(boards, ",") {
		spec, err := core.ParseSpec(text)
		if err != nil {
			return r, usagef("--board %q: %s", text, trimQuoted(err, "board", text))
		}
		b, err := core.NewBoard(spec)
		if err != nil {
			return r, usagef("--board %q: %v", text, err)
		}
		if b.NumCells() > solvedbench.MaxCells {
			return r, usagef("--board %s: %d cells; --solved takes boards of at most %d (hex:8x8), whose positions the solver settles within its budget", spec, b.NumCells(), solvedbench.MaxCells)
		}
		if seen[spec.String()] {
			return r, usagef("--board: %s is given twice", spec)
		}
		seen[spec.String()] = true
		r.boards = append(r.boards, b)
	}
	return r, nil
}

// solvedReport is policy --solved's answer, its JSON form.
type solvedReport struct {
	Seed    uint64        `json:"seed"`
	Think   string        `json:"think"`
	Nodes   int64         `json:"nodes"`
	Network string        `json:"network"`
	Boards  []solvedBoard `json:"boards"`
}

// solvedBoard is one board's measure: what became of the draws, and each chooser's share.
type solvedBoard struct {
	Board     string       `json:"board"`
	Drawn     int          `json:"drawn"`
	Repeated  int          `json:"repeated"`
	Unsettled int          `json:"unsettled"`
	Lost      int          `json:"lost"`
	AllWin    int          `json:"all_win"`
	Dropped   int          `json:"dropped"`
	Kept      int          `json:"kept"`
	Shares    []namedShare `json:"shares"`
}

// namedShare is a chooser's share of winning moves, with its name: policy, mcts,
// mcts:network, random.
type namedShare struct {
	Chooser string `json:"chooser"`
	solvedbench.Share
}

// runPolicySolved is hexlab policy --solved: the network's policy, the engine without and
// with it, and a random move, measured on each board's solved positions.
func runPolicySolved(r solvedRun, net *network.Network, source string, asJSON bool, stdout, stderr io.Writer) error {
	rep := solvedReport{Seed: r.seed, Think: r.think.String(), Nodes: r.nodes, Network: net.Checksum()}
	for _, b := range r.boards {
		board, err := measureBoard(r, b, net, stderr)
		if err != nil {
			return fmt.Errorf("%s: %w", b.Spec(), err)
		}
		rep.Boards = append(rep.Boards, board)
	}
	if asJSON {
		return writeJSON(stdout, rep)
	}
	_, err := io.WriteString(stdout, solvedText(r, rep, source))
	return err
}

// measureBoard draws and settles b's positions and measures each chooser on them, reporting
// its progress on stderr.
func measureBoard(r solvedRun, b *core.Board, net *network.Network, stderr io.Writer) (solvedBoard, error) {
	spec := b.Spec().String()
	drawn, err := solvedbench.Draw(b, r.seed, r.draws)
	if err != nil {
		return solvedBoard{}, err
	}
	prog := newProgress(stderr, "policy --solved "+spec+": solving", "positions", len(drawn.Positions), false)
	set, err := solvedbench.Settle(context.Background(), b, drawn.Positions, solvedbench.SettleOptions{Nodes: r.nodes}, prog.update)
	prog.finish()
	if err != nil {
		return solvedBoard{}, err
	}
	out := solvedBoard{Board: spec, Drawn: r.draws, Repeated: drawn.Repeated, Unsettled: set.Unsettled, Lost: set.Lost,
		AllWin: set.AllWin, Dropped: set.Dropped, Kept: len(set.Positions)}
	fmt.Fprintf(stderr, "policy --solved %s: %d drawn, %d repeated, %d not settled, %d lost, %d all won, %d dropped: %d positions kept\n",
		spec, out.Drawn, out.Repeated, out.Unsettled, out.Lost, out.AllWin, out.Dropped, out.Kept)
	for _, c := range []struct {
		name   string
		choose solvedbench.Chooser
	}{
		{"policy", solvedbench.PolicyChooser(net)},
		{"mcts", engineChooser(r, nil)},
		{"mcts:network", engineChooser(r, net)},
	} {
		prog := newProgress(stderr, "policy --solved "+spec+": "+c.name, "positions", len(set.Positions), false)
		share, err := solvedbench.Measure(b, set.Positions, c.choose, prog.update)
		prog.finish()
		if err != nil {
			return out, fmt.Errorf("%s: %w", c.name, err)
		}
		out.Shares = append(out.Shares, namedShare{c.name, share})
	}
	out.Shares = append(out.Shares, namedShare{"random", solvedbench.Baseline(set.Positions)})
	return out, nil
}

// engineChooser chooses mcts's move, guided by net where it is set (mcts:network with the
// measured network: on every board, those the embedded network's player refuses included,
// since how the network does there is what is measured), built afresh for each position with
// a seed of the run's and the position's, at r's time a move, on one thread.
func engineChooser(r solvedRun, net *network.Network) solvedbench.Chooser {
	name := "mcts"
	if net != nil {
		name = "mcts:network"
	}
	return func(i int, g *core.Game) (core.Cell, error) {
		bot, err := strategies.Build("mcts", strategies.Settings{Seed: seed.ForPlayer(r.seed, uint64(i)), Think: r.think, Threads: 1})
		if err != nil {
			return core.NoCell, err
		}
		bot.(*strategies.MCTS).Network = net
		choice, err := bot.Choose(g)
		if err != nil {
			return core.NoCell, err
		}
		if choice.Move.Swap {
			return core.NoCell, fmt.Errorf("%s answered swap, not a cell", name)
		}
		return choice.Move.Cell, nil
	}
}

// solvedText is the text form of rep: what became of the draws, then each chooser's share.
func solvedText(r solvedRun, rep solvedReport, source string) string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "the share of solved positions where each chooser's move wins (%d draws a board, seed %d)\n", r.draws, rep.Seed)
	fmt.Fprintf(&sb, "network %s (%s); mcts and mcts:network at %s a move, one thread; the solver's budget %d nodes a position and a move\n\n",
		rep.Network[:16], source, rep.Think, rep.Nodes)
	fmt.Fprintf(&sb, "%-18s %6s %9s %10s %5s %8s %8s %5s\n", "board", "drawn", "repeated", "unsettled", "lost", "all won", "dropped", "kept")
	for _, bd := range rep.Boards {
		fmt.Fprintf(&sb, "%-18s %6d %9d %10d %5d %8d %8d %5d\n", bd.Board, bd.Drawn, bd.Repeated, bd.Unsettled, bd.Lost, bd.AllWin, bd.Dropped, bd.Kept)
	}
	fmt.Fprintf(&sb, "\n%-18s %-13s %12s %7s  %-16s %s\n", "board", "chooser", "wins", "share", "95% interval", "ms a move")
	for _, bd := range rep.Boards {
		for i, s := range bd.Shares {
			board := ""
			if i == 0 {
				board = bd.Board
			}
			wins := fmt.Sprintf("%d/%d", int(s.Wins), s.Positions)
			if s.Chooser == "random" {
				wins = fmt.Sprintf("%.1f/%d", s.Wins, s.Positions)
			}
			if s.Positions == 0 {
				fmt.Fprintf(&sb, "%-18s %-13s %12s %7s  %s\n", board, s.Chooser, "0/0", "-", "no position kept")
				continue
			}
			interval := fmt.Sprintf("[%.1f%%, %.1f%%]", 100*s.Low, 100*s.High)
			took := fmt.Sprintf("%.1f", 1000*s.MoveSeconds)
			if s.Chooser == "random" {
				took = "-"
			}
			fmt.Fprintf(&sb, "%-18s %-13s %12s %6.1f%%  %-16s %s\n", board, s.Chooser, wins, 100*s.Share.Share, interval, took)
		}
	}
	sb.WriteString("\nrandom: the share a uniformly random legal move wins (the mean share of winning moves);\n" +
		"ms a move: the mean time each took, by the wall clock (a search stops early where it proves the position)\n")
	return sb.String()
}
