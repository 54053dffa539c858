// Command cmpbenzene sets the solver's knowledge of positions (solver.Solver.Analyse: the
// fill-in, the virtual connections and the moves left to consider) beside Benzene's, on the
// positions of arena games: how many positions each finds decided (won or lost by the
// connections), and how many moves each leaves to consider where neither does. Benzene's
// knowledge is what MoHex computes at its tree's nodes (`vc-build`: the inferior cells, the
// fill-in and the connections, then the must-play region less the inferior cells), asked
// over HTP of the binary ../shared/tools/build-benzene.sh builds. Where Benzene finds more,
// the knowledge is weaker than MoHex's: the figure to move.
//
//	go run ./strategies/solver/internal/cmpbenzene -benzene "$(bash ../shared/tools/build-benzene.sh | tail -1)" \
//	    docs/results/engine/equal-time/*.json
//
// Flags: -plies (the plies at which positions are taken from each game, default
// 12,18,24,30,36), -v (each position where the two disagree on its value, with its diagram).
// Benzene's `vc-build` output is read as a list of cells each followed by a label (the
// inferior cells, then the cells outside the consider set); its connections between a
// player's edges as non-empty answers to `vc-between-cells-full` and `-semi`.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/arena"
	"github.com/hexlab/hexlab/strategies/internal/benzene"
	"github.com/hexlab/hexlab/strategies/solver"
)

func main() {
	mohex := flag.String("benzene", "", "the Benzene (MoHex) binary and its arguments")
	plies := flag.String("plies", "12,18,24,30,36", "the plies at which positions are taken")
	verbose := flag.Bool("v", false, "print each position where the values differ")
	ladders := flag.Bool("ladders", true, "the engine's knowledge: with the second-row ladders (solver.Options.Ladders)")
	flag.Parse()
	if *mohex == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: cmpbenzene -benzene MOHEX [-plies LIST] [-v] GAMES.json...")
		os.Exit(2)
	}
	var at []int
	for _, f := range strings.Split(*plies, ",") {
		n, err := strconv.Atoi(f)
		if err != nil || n < 0 {
			fail(fmt.Errorf("-plies %q: expected plies such as 12,18,24", *plies))
		}
		at = append(at, n)
	}
	eng, err := benzene.Start(*mohex)
	if err != nil {
		fail(err)
	}
	defer eng.Close()
	var t tally
	for _, name := range flag.Args() {
		data, err := os.ReadFile(name)
		if err != nil {
			fail(err)
		}
		res, err := arena.ReadJSON(data)
		if err != nil {
			fail(fmt.Errorf("%s: %w", name, err))
		}
		spec := res.Config.Spec
		if spec.Topology != core.Plane || spec.Reverse {
			fail(fmt.Errorf("%s: board %s: Benzene plays planar Hex", name, spec))
		}
		b := core.MustBoard(spec.String())
		know := solver.New(b, solver.Options{Memory: 1 << 20, Ladders: *ladders})
		for gi, g := range res.Games {
			for _, ply := range at {
				if ply >= len(g.Moves) {
					continue
				}
				game, err := core.NewGameFromMoves(spec, core.Options{Swap: res.Config.Swap, First: g.First}, g.Moves[:ply])
				if err != nil || game.Over() {
					continue
				}
				ours := analyse(know, game)
				theirs, err := benzeneKnowledge(eng, game)
				if err != nil {
					fail(err)
				}
				t.add(ours, theirs)
				if *verbose && ours.value != theirs.value {
					fmt.Printf("%s game %d after %d: ours %s, Benzene's %s (%s to move)\n%s", name, gi, ply, ours.value, theirs.value, game.ToMove(), core.Diagram(game.Position()))
				}
			}
		}
	}
	t.print()
}

// knowledge is one side's knowledge of a position: its value for the player to move and the
// number of moves left to consider, with the time it took.
type knowledge struct {
	value    string // "won", "lost" or "open"
	consider int
	took     time.Duration
}

// analyse is the solver's knowledge of game's position.
func analyse(s *solver.Solver, g *core.Game) knowledge {
	start := time.Now()
	k := s.Analyse(g.Position(), g.ToMove())
	out := knowledge{value: "open", consider: len(k.Moves), took: time.Since(start)}
	switch k.Value {
	case solver.Win:
		out.value = "won"
	case solver.Loss:
		out.value = "lost"
	}
	return out
}

// benzeneKnowledge tells eng the game and asks its knowledge of the position.
func benzeneKnowledge(eng benzene.Engine, g *core.Game) (knowledge, error) {
	if err := benzene.Tell(eng, g.Position()); err != nil {
		return knowledge{}, err
	}
	empty := len(g.Position().EmptyCells())
	toMove := g.ToMove()
	start := time.Now()
	built, err := eng.Command("vc-build " + benzene.Colour(toMove))
	if err != nil {
		return knowledge{}, err
	}
	out := knowledge{value: "open", took: time.Since(start)}
	listed := map[string]bool{}
	fields := strings.Fields(built)
	for i := 0; i+1 < len(fields); i += 2 {
		listed[fields[i]] = true
	}
	out.consider = empty - len(listed)
	semi, err := eng.Command("vc-between-cells-semi " + benzene.Colour(toMove) + " " + benzene.Edges(toMove))
	if err != nil {
		return knowledge{}, err
	}
	full, err := eng.Command("vc-between-cells-full " + benzene.Colour(toMove) + " " + benzene.Edges(toMove))
	if err != nil {
		return knowledge{}, err
	}
	if strings.TrimSpace(semi+full) != "" {
		out.value = "won"
		return out, nil
	}
	if _, err := eng.Command("vc-build " + benzene.Colour(toMove.Opponent())); err != nil {
		return knowledge{}, err
	}
	opp, err := eng.Command("vc-between-cells-full " + benzene.Colour(toMove.Opponent()) + " " + benzene.Edges(toMove.Opponent()))
	if err != nil {
		return knowledge{}, err
	}
	if strings.TrimSpace(opp) != "" {
		out.value = "lost"
	}
	return out, nil
}

// tally sums the comparison.
type tally struct {
	positions        int
	agree            map[string]int
	onlyOurs, onlyBz int // decided by one side only
	differ           int // decided both ways, differently (a bug on one side)
	open             int // open for both
	oursConsider     int // summed over the positions open for both
	bzConsider       int
	oursTook, bzTook time.Duration
}

func (t *tally) add(ours, bz knowledge) {
	if t.agree == nil {
		t.agree = map[string]int{}
	}
	t.positions++
	t.oursTook += ours.took
	t.bzTook += bz.took
	switch {
	case ours.value == bz.value && ours.value == "open":
		t.open++
		t.oursConsider += ours.consider
		t.bzConsider += bz.consider
	case ours.value == bz.value:
		t.agree[ours.value]++
	case bz.value == "open":
		t.onlyOurs++
	case ours.value == "open":
		t.onlyBz++
	default:
		t.differ++
	}
}

func (t *tally) print() {
	if t.positions == 0 {
		fmt.Println("no positions")
		return
	}
	fmt.Printf("positions: %d\n", t.positions)
	fmt.Printf("decided by both alike: %d won, %d lost\n", t.agree["won"], t.agree["lost"])
	fmt.Printf("decided by the solver's knowledge only: %d\n", t.onlyOurs)
	fmt.Printf("decided by Benzene's only: %d\n", t.onlyBz)
	fmt.Printf("decided differently: %d\n", t.differ)
	if t.open > 0 {
		fmt.Printf("open for both: %d; moves to consider, mean: ours %.1f, Benzene's %.1f\n", t.open,
			float64(t.oursConsider)/float64(t.open), float64(t.bzConsider)/float64(t.open))
	}
	fmt.Printf("time a position: ours %v, Benzene's vc-build %v\n",
		(t.oursTook / time.Duration(t.positions)).Round(time.Microsecond), (t.bzTook / time.Duration(t.positions)).Round(time.Microsecond))
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "cmpbenzene:", err)
	os.Exit(1)
}
