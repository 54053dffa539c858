//go:build !js

package engine_test

import (
	"fmt"
	"maps"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
	"github.com/hexlab/hexlab/strategies/htp"
	"github.com/hexlab/hexlab/strategies/solver"
)

// TestConsiderSetsBesideMoHex measures the engine's knowledge of a root beside MoHex's: it
// runs only with HEXLAB_MOHEX set to a MoHex 2.0 binary (Benzene's) and HEXLAB_CONSIDER_GAMES
// to a glob of `hexlab arena --json` files (absolute), and for the position after each of the
// plies HEXLAB_CONSIDER_PLIES (default 10,14,18,22,26) of every game long enough, compares
// the moves the engine's analysis of a root leaves to consider (solver.Knowledge.Moves, with
// the engine's own options: the must-play region of its connections, the second-row ladders
// and, with HEXLAB_CONSIDER_EDGE_PROOFS set to a number of evaluations, the edge proofs
// among them (Options.EdgeProofs), less the inferior cells) with MoHex's (`vc-build`: its fill-in, its inferior
// cells and the cells outside EndgameUtil::MovesToConsider, its must-play region less its
// inferior cells, with its pattern connections: the ladders from the second to the fourth
// row and its larger edge templates). It logs, by ply, how often each set is smaller and by
// how much, and the positions where MoHex's is smallest beside the engine's: where MoHex's
// connections see what the engine's do not.
func TestConsiderSetsBesideMoHex(t *testing.T) {
	mohex, glob := os.Getenv("HEXLAB_MOHEX"), os.Getenv("HEXLAB_CONSIDER_GAMES")
	if mohex == "" || glob == "" {
		t.Skip("HEXLAB_MOHEX or HEXLAB_CONSIDER_GAMES is not set")
	}
	plies := envPlies(t, "HEXLAB_CONSIDER_PLIES", 10, 14, 18, 22, 26)
	edgeProofs := 0
	if v := os.Getenv("HEXLAB_CONSIDER_EDGE_PROOFS"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			t.Fatalf("HEXLAB_CONSIDER_EDGE_PROOFS=%q: not a number of evaluations", v)
		}
		edgeProofs = n
	}
	h, err := htp.NewEngine(mohex + " --quiet --use-logfile 0")
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	type gap struct {
		where      string
		ours, hers int
	}
	// muchSmaller is MoHex's set smaller than the engine's by at least 20 cells: a must-play
	// region where the engine's connections see none, or a smaller one.
	type tally struct {
		asked, oursSum, ringsSum, hersSum, smallerHers, smallerOurs, muchSmaller, decided int
	}
	by := map[int]*tally{}
	var gaps []gap
	for _, name := range globFiles(t, "HEXLAB_CONSIDER_GAMES", glob) {
		res := readArena(t, name)
		for _, g := range res.Games {
			replay(t, res, g, func(ply int, game *core.Game) bool {
				if !plies[ply] || ply+2 > len(g.Moves) {
					return true
				}
				ours, rings, decided := engineConsiders(game, edgeProofs)
				hers, err := mohexConsiders(h, game)
				if err != nil {
					t.Fatalf("game %d after ply %d: %v", g.Index, ply, err)
				}
				c := by[ply]
				if c == nil {
					c = &tally{}
					by[ply] = c
				}
				c.asked++
				if decided {
					c.decided++
				} else {
					c.oursSum += ours
					c.ringsSum += rings
					c.hersSum += hers
					if hers <= ours-20 {
						c.muchSmaller++
					}
					if hers < ours {
						c.smallerHers++
					} else if ours < hers {
						c.smallerOurs++
					}
					moves := make([]string, ply)
					for i, m := range g.Moves[:ply] {
						moves[i] = game.Board().MoveName(m)
					}
					gaps = append(gaps, gap{fmt.Sprintf("%v first, %s", g.First, strings.Join(moves, ",")), ours, hers})
				}
				return true
			})
		}
	}
	for _, p := range slices.Sorted(maps.Keys(by)) {
		c := by[p]
		both := c.asked - c.decided
		t.Logf("after ply %d, %d positions: decided by the engine's knowledge %d; of the other %d, MoHex's set smaller in %d (by 20 cells or more in %d), the engine's in %d; mean size %.1f (engine), %.1f (less what its rings prune in the tree) and %.1f (MoHex)",
			p, c.asked, c.decided, both, c.smallerHers, c.muchSmaller, c.smallerOurs,
			float64(c.oursSum)/float64(max(1, both)), float64(c.ringsSum)/float64(max(1, both)), float64(c.hersSum)/float64(max(1, both)))
	}
	sort.Slice(gaps, func(i, j int) bool { return gaps[i].ours-gaps[i].hers > gaps[j].ours-gaps[j].hers })
	for _, g := range gaps[:min(10, len(gaps))] {
		t.Logf("the engine considers %d moves, MoHex %d: %s", g.ours, g.hers, g.where)
	}
}

// engineConsiders returns how many moves the engine's analysis of game's position leaves to
// consider, and how many of them its tree does not prune by their rings (the dead,
// vulnerable and dominated cells of local_inferior.go, which guide its selection), or
// decided where the analysis finds the position won or lost.
func engineConsiders(game *core.Game, edgeProofs int) (n, unpruned int, decided bool) {
	k := solver.New(game.Board(), engine.RootKnowledgeOptions(edgeProofs)).Analyse(game.Position(), game.ToMove())
	if k.Value != solver.Unknown {
		return 0, 0, true
	}
	for _, c := range k.Moves {
		if !engine.RingInferior(game.Position(), c, game.ToMove()) {
			unpruned++
		}
	}
	return len(k.Moves), unpruned, false
}

// mohexConsiders returns how many moves MoHex's analysis of game's position (`vc-build` for
// the player to move) leaves to consider: the empty cells its answer does not name (its
// fill-in, its inferior cells and the cells outside its set of moves to consider, which it
// prints unless its own knowledge decides the position: EndgameUtil::IsDeterminedState,
// where this counts every cell it does not call inferior). The test leaves out the positions
// the engine's knowledge decides.
func mohexConsiders(h *htp.Engine, game *core.Game) (n int, err error) {
	b := game.Board()
	if _, err := h.Command(fmt.Sprintf("boardsize %d %d", b.Cols(), b.Rows())); err != nil {
		return 0, err
	}
	if _, err := h.Command("clear_board"); err != nil {
		return 0, err
	}
	colour := map[core.Player]string{core.Red: "black", core.Blue: "white"}
	for _, turn := range game.Turns() {
		if _, err := h.Command("play " + colour[turn.Player] + " " + b.MoveName(turn.Move)); err != nil {
			return 0, err
		}
	}
	answer, err := h.Command("vc-build " + colour[game.ToMove()])
	if err != nil {
		return 0, err
	}
	out := map[core.Cell]bool{}
	fields := strings.Fields(answer)
	for i := 0; i+1 < len(fields); i += 2 {
		c, err := b.ParseCell(fields[i])
		if err != nil {
			return 0, fmt.Errorf("vc-build's answer %q: %v", answer, err)
		}
		out[c] = true
	}
	for _, c := range game.Position().EmptyCells() {
		if !out[c] {
			n++
		}
	}
	return n, nil
}
