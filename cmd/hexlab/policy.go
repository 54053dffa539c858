package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/netpolicy"
	"github.com/hexlab/hexlab/internal/policyreq"
	"github.com/hexlab/hexlab/strategies/network"
)

const policyHelp = `usage: hexlab policy [--board SPEC] [--first red|blue] [--setup STONES] [--moves LIST] [--network FILE] [--top N] [--json]
       hexlab policy --from FILE [--network FILE] [--top N] [--json]
       hexlab policy --solved N --board SPECS [--seed S] [--think T] [--nodes N] [--network FILE] [--json]

Asks the policy and value network (docs/engine.md) for the position LIST produces: its
policy, a prior for each empty cell (how strongly the network suggests that move; the priors
sum to 1), and its value, the winning chance of the player to move as it sees it. Prints the
board as a heat map, each empty cell marked 0 to 9 by its prior against the best cell's in
tenths (9 from nine tenths of it, 0 under a tenth), then the best cells with their priors.

  --board SPEC     hex:MxN, cyl:MxN or torus:MxN, optionally +reverse (default hex:11x11)
  --first PLAYER   who moved first: red or blue (default red)
  --setup STONES   stones on the board before the moves: red:c2,c3,blue:a1
  --moves LIST     the moves, comma-separated in play order: c5,b7,swap,d4 (default none)
  --from FILE      take the board, the setup and the moves from a game file, SGF or JSON
  --network FILE   the network's weights file (default: the network built into hexlab,
                   assets/weights/hex.net)
  --top N          how many of the best cells to list, in the text and the JSON (default
                   10; 0 lists every empty cell)
  --json           print JSON (below)

JSON: {"board":"hex:11x11","player":"red","value":0.53,"policy":[{"cell":"f6","prior":0.12},
       ...],"network":"SHA-256 of the weights"}; "policy" is best first, priors rounded to
       millionths (with --top 0 they sum to 1).

A weights file is checked as it is read (its first line, its shape within the limits, every
parameter a finite number, nothing after the last; docs/trust.md), and so is the network's
answer: priors that are not numbers from 0 to 1 summing to 1 are an error, not a policy.

With --solved N it measures the network instead, on small boards' positions the solver has
settled (docs/engine.md, "The network"): for each board, N positions drawn from the seed
(2 to half the cells' stones, played alternately from Red on random cells, never a finished
game, each distinct position once), of which it keeps those the solver settles within the
budget where some moves win and some lose, with every move solved for its winning moves (a
position whose moves are not all settled is dropped, and counted). Then it reports how
often each chooser's move wins, with Wilson's 95% interval: the policy's best cell (one
evaluation), the engine without the network (mcts) and with it (mcts:network) at --think a
move, and a uniformly random legal move (the mean share of winning moves), and the mean time
each took a move (a search stops early where it proves the position). Progress goes to
standard error.

  --solved N       the positions to draw a board, 1 to 100000
  --board SPECS    the boards, comma-separated, each of at most 64 cells (hex:8x8):
                   hex:5x5,cyl:5x6,torus:4x4,hex:5x5+reverse
  --seed S         the draw's seed, and the engines' (default 1): the same seed draws the
                   same positions
  --think T        the engines' time a move: 100ms, 1s, up to 1m (default 100ms)
  --nodes N        the solver's budget of nodes, for each position and again for each of
                   its moves, 1 to 100000000 (default 100000)

JSON with --solved: {"seed":1,"think":"100ms","nodes":100000,"network":"SHA-256",
       "boards":[{"board":"hex:5x5","drawn":200,"repeated":3,"unsettled":0,"lost":60,
       "all_win":20,"dropped":0,"kept":117,"shares":[{"chooser":"policy","wins":98,
       "positions":117,"share":0.84,"low":0.76,"high":0.89,"move_seconds":0.0004},...]}]}; the choosers are
       policy, mcts, mcts:network and random (whose wins are the expected number).

Exit status: 0 done, 1 a weights file that cannot be read or a network whose answer is not a
policy, 2 a bad command line (a position that cannot be made, a game file that cannot be
read, a full board; with --solved, a board of more than 64 cells, a flag of the position).
`

func init() {
	commands["policy"] = command{summary: "print the network's policy (a prior for each move, as a heat map) and value of a position, or measure it on solved positions (--solved)", help: policyHelp, runErr: runPolicy}
}

// runPolicy is hexlab policy.
func runPolicy(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("policy")
	var pf positionFlags
	pf.register(fs)
	var sf solvedFlags
	sf.register(fs)
	file := fs.String("network", "", "the weights file")
	top := fs.Int("top", 10, "cells to list")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *top < 0 {
		return usagef("--top %d: expected 0 (every cell) or more", *top)
	}
	if len(setFlags(fs, []string{"network"})) > 0 && *file == "" {
		return usagef("--network \"\": expected a weights file")
	}
	if len(setFlags(fs, []string{"solved"})) > 0 {
		r, err := sf.check(fs, pf.gf.board)
		if err != nil {
			return err
		}
		net, source, err := loadNetwork(*file)
		if err != nil {
			return err
		}
		return runPolicySolved(r, net, source, *asJSON, stdout, stderr)
	}
	if set := setFlags(fs, []string{"seed", "think", "nodes"}); len(set) > 0 {
		return usagef("%s is for --solved N (the measure on solved positions)", set[0])
	}
	p, toMove, err := pf.position(fs)
	if err != nil {
		return err
	}
	if len(p.EmptyCells()) == 0 {
		return usagef("the board is full: there is no move to give a policy for")
	}
	net, source, err := loadNetwork(*file)
	if err != nil {
		return err
	}
	rep, err := netpolicy.Of(net, p, toMove)
	if err != nil && *file != "" {
		return fmt.Errorf("--network %q: %w", *file, err)
	}
	if err != nil {
		return err
	}
	listed := len(rep.Policy)
	if *top > 0 {
		listed = min(*top, listed)
	}
	if *asJSON {
		rep.Policy = rep.Policy[:listed]
		return writeJSON(stdout, rep)
	}
	_, err = io.WriteString(stdout, policyText(p, toMove, rep, listed, source))
	return err
}

// loadNetwork returns the network in the weights file path, or the embedded one for "", and
// how to name it in the output.
func loadNetwork(path string) (*network.Network, string, error) {
	if path == "" {
		net, err := weights.Network()
		return net, "built in", err
	}
	// A folder, a device or a named pipe (whose opening would wait for a writer for ever) is
	// refused before it is opened.
	if st, err := os.Stat(path); err != nil {
		return nil, "", fmt.Errorf("--network: %w", err)
	} else if st.IsDir() {
		return nil, "", fmt.Errorf("--network %q: a folder, not a weights file", path)
	} else if !st.Mode().IsRegular() {
		return nil, "", fmt.Errorf("--network %q: not a regular file; a weights file is what hexlab train writes", path)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, "", fmt.Errorf("--network: %w", err)
	}
	defer f.Close()
	net, err := network.Read(f)
	if err != nil {
		var pathErr *os.PathError
		if errors.As(err, &pathErr) {
			return nil, "", fmt.Errorf("--network: %w", pathErr)
		}
		return nil, "", fmt.Errorf("--network %q: %w", path, err)
	}
	return net, shorten(path, maxQuoted), nil
}

// policyText is the text form of rep, the whole policy of p: a summary, the heat map, then
// the best listed cells.
func policyText(p *core.Position, toMove core.Player, rep policyreq.Report, listed int, source string) string {
	b := p.Board()
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s, %v to move: value %.3f, %v's winning chance as the network sees it\n", rep.Board, toMove, rep.Value, toMove)
	fmt.Fprintf(&sb, "network %s (%s)\n", rep.Network[:min(16, len(rep.Network))], source)
	for _, pl := range []core.Player{core.Red, core.Blue} {
		if p.Completed(pl) {
			fmt.Fprintf(&sb, "(%v holds a winning structure already)\n", pl)
		}
	}
	sb.WriteString("\n")
	best := rep.Policy[0].Prior
	marks := map[core.Cell]string{}
	for _, cp := range rep.Policy {
		if c, err := b.ParseCell(cp.Cell); err == nil {
			marks[c] = heatMark(cp.Prior, best)
		}
	}
	sb.WriteString(markedDiagram(p, marks))
	sb.WriteString("\n0-9: each empty cell's prior against the best cell's, in tenths (9: nine tenths of it or more)\n")
	fmt.Fprintf(&sb, "best %d of %d empty cells:\n", listed, len(rep.Policy))
	for _, cp := range rep.Policy[:listed] {
		fmt.Fprintf(&sb, "  %-4s %6.2f%%\n", cp.Cell, 100*cp.Prior)
	}
	return sb.String()
}

// heatMark is the heat map's mark of a cell of the given prior when the best cell's is best:
// the digit of its share of best in tenths, 0 to 9.
func heatMark(prior, best float64) string {
	tenths := 0
	if best > 0 {
		tenths = min(9, int(10*prior/best))
	}
	return string(rune('0' + tenths))
}
