// Command judge measures a build of the engine by the moves it chooses, not by whole games:
// it asks the build for its move in positions of arena games (the engine to move), and
// judges each move by MoHex 2.0's search of the position, longer than in a game (-judge
// seconds): the move's loss is the value MoHex's own choice has over it (0 for MoHex's move
// or one it values as high; a move MoHex hardly looked at loses as much as the worst it
// valued). Every build is judged on the same positions and by the same searches, which are
// kept in a cache (a search per position, whatever the moves), so a second build pays only
// for its own moves, an interrupted run loses nothing it finished, and two builds are
// compared move by move: where they choose alike they score alike (docs/engine.md says how
// well it tells builds apart).
//
//	go run ./strategies/engine/internal/judge -mohex "$(bash ../shared/tools/build-benzene.sh | tail -1)" \
//	    -hexlab /tmp/hexlab-variant -cache docs/results/engine/judge/mohex-10s-11x11.txt \
//	    -out /tmp/variant.json docs/results/engine/equal-time/*.json
//	go run ./strategies/engine/internal/judge -compare /tmp/base.json /tmp/variant.json
//
// Flags: -player (the player judged, default mcts; a level plays at its own budget),
// -positions (how many positions, default 200, drawn once and for all from the games'
// positions at -plies, default 10-40, where the engine is to move and the solver's
// knowledge does not decide the game, the same for every build), -think (the build's time
// a move, default 1.45s), -judge (MoHex's max_time for its search of a position, default
// 10), -cache (MoHex's searches kept, default judge-cache.txt), -jobs (positions at once,
// default 2), -out (the build's moves and their judgement, JSON). A position MoHex answers
// without a search (its knowledge decides it, or leaves one move) is left out and counted.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/arena"
)

func main() {
	mohex := flag.String("mohex", "", "the MoHex binary (Benzene's), which judges the moves")
	hexlab := flag.String("hexlab", "", "the hexlab binary whose player is judged (a build of the engine)")
	player := flag.String("player", "mcts", "the player judged: mcts or one of its levels")
	positions := flag.Int("positions", 200, "the number of positions judged")
	plies := flag.String("plies", "10-40", "the plies from which positions are drawn: FIRST-LAST")
	think := flag.Duration("think", 1450*time.Millisecond, "the build's thinking time a move")
	judgeTime := flag.Float64("judge", 10, "MoHex's max_time, in seconds, for its search of a position")
	cachePath := flag.String("cache", "judge-cache.txt", "the file of judgements kept between runs")
	jobs := flag.Int("jobs", 2, "the positions judged at once")
	out := flag.String("out", "", "the JSON file of the build's moves and scores")
	compare := flag.Bool("compare", false, "compare two -out files: judge -compare A.json B.json")
	flag.Parse()
	if *compare {
		if flag.NArg() != 2 {
			fail(errors.New("usage: judge -compare A.json B.json"))
		}
		a, err := readRun(flag.Arg(0))
		if err != nil {
			fail(err)
		}
		b, err := readRun(flag.Arg(1))
		if err != nil {
			fail(err)
		}
		fmt.Print(compareRuns(a, b))
		return
	}
	if *mohex == "" || *hexlab == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: judge -mohex MOHEX -hexlab HEXLAB [-out FILE] [flags] GAMES.json...\n       judge -compare A.json B.json")
		os.Exit(2)
	}
	first, last, err := parsePlies(*plies)
	if err != nil {
		fail(err)
	}
	if *positions < 1 || *jobs < 1 || *judgeTime <= 0 || *think <= 0 {
		fail(errors.New("-positions, -jobs, -judge and -think must be positive"))
	}
	var all []Position
	for _, name := range flag.Args() {
		ps, err := gamePositions(name, first, last)
		if err != nil {
			fail(err)
		}
		all = append(all, ps...)
	}
	chosen := choose(all, *positions)
	cache, err := openCache(*cachePath)
	if err != nil {
		fail(err)
	}
	defer cache.Close()
	run := Run{Build: filepath.Base(*hexlab) + " " + *player, Think: think.String(), Judge: *judgeTime}
	run.Positions = make([]Judged, len(chosen))
	var wg sync.WaitGroup
	next := make(chan int)
	var mu sync.Mutex
	done := 0
	for range *jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var j *judge
			defer func() {
				if j != nil {
					j.Close()
				}
			}()
			for i := range next {
				p := chosen[i]
				r := Judged{Game: p.Game, Index: p.Index, Ply: p.Ply, Moves: p.key(), Loss: -1}
				move, err := askMove(*hexlab, *player, p, *think)
				if err != nil {
					fail(fmt.Errorf("%s game %d ply %d: %w", p.Game, p.Index, p.Ply, err))
				}
				r.Move = move
				answer, ok := cache.get(p.key())
				if !ok {
					if j == nil {
						if j, err = newJudge(*mohex, *judgeTime); err != nil {
							fail(err)
						}
					}
					if answer, err = j.reference(p); err != nil {
						fmt.Fprintf(os.Stderr, "judge: %s game %d ply %d: %v (left out)\n", p.Game, p.Index, p.Ply, err)
						j.Close()
						j = nil
					} else if err := cache.put(p.key(), answer); err != nil {
						fail(err)
					}
				}
				if answer != "" && answer != noSearch {
					children, err := parseValues(answer)
					if err != nil {
						fail(fmt.Errorf("%s game %d ply %d: %w", p.Game, p.Index, p.Ply, err))
					}
					r.Top, r.Loss = judgement(children, move)
				}
				mu.Lock()
				run.Positions[i] = r
				done++
				fmt.Fprintf(os.Stderr, "\rjudged %d of %d", done, len(chosen))
				mu.Unlock()
			}
		}()
	}
	for i := range chosen {
		next <- i
	}
	close(next)
	wg.Wait()
	fmt.Fprintln(os.Stderr)
	fmt.Print(run.summary())
	if *out != "" {
		if err := writeRun(*out, run); err != nil {
			fail(err)
		}
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "judge:", err)
	os.Exit(1)
}

// parsePlies reads FIRST-LAST.
func parsePlies(s string) (int, int, error) {
	a, b, ok := strings.Cut(s, "-")
	first, err1 := strconv.Atoi(a)
	last, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || first < 0 || last < first {
		return 0, 0, fmt.Errorf("-plies %q: expected FIRST-LAST, such as 10-40", s)
	}
	return first, last, nil
}

// Position is a position of an arena game where the engine is to move.
type Position struct {
	Game  string // the results file
	Index int    // the game's index in it
	Ply   int    // the moves played before the position
	Spec  core.Spec
	First core.Player // who moved first
	Moves []string    // the moves before it, by name
}

// key names the position by its board, first player and moves: the cache's key.
func (p Position) key() string {
	return p.Spec.String() + " " + p.First.String() + " " + strings.Join(p.Moves, ",")
}

// gamePositions returns the positions at plies first to last of the games in the arena
// results file name where its engine (the player that is not an HTP engine) is to move and
// the solver's knowledge does not decide the game already (every move would score alike).
func gamePositions(name string, first, last int) ([]Position, error) {
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, err
	}
	res, err := arena.ReadJSON(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	spec := res.Config.Spec
	if spec.Topology != core.Plane || spec.Reverse || res.Config.Swap {
		return nil, fmt.Errorf("%s: MoHex judges planar Hex without the swap rule, not %s (swap %v)", name, spec, res.Config.Swap)
	}
	engine := core.NoPlayer
	switch {
	case !strings.HasPrefix(res.Config.Red, "htp:") && strings.HasPrefix(res.Config.Blue, "htp:"):
		engine = core.Red
	case strings.HasPrefix(res.Config.Red, "htp:") && !strings.HasPrefix(res.Config.Blue, "htp:"):
		engine = core.Blue
	default:
		return nil, fmt.Errorf("%s: expected one HTP engine and one of Hexlab's (red %s, blue %s)", name, res.Config.Red, res.Config.Blue)
	}
	b := core.MustBoard(spec.String())
	know := newKnowledge(b)
	var out []Position
	for _, g := range res.Games {
		game, err := core.NewGame(spec, core.Options{First: g.First})
		if err != nil {
			return nil, err
		}
		var names []string
		for ply, m := range g.Moves {
			if ply > last || game.Over() {
				break
			}
			if ply >= first && game.ToMove() == engine && !know.Decides(game.Position(), engine) {
				out = append(out, Position{Game: name, Index: g.Index, Ply: ply, Spec: spec, First: game.Options().First, Moves: append([]string(nil), names...)})
			}
			if err := game.Play(m); err != nil {
				return nil, fmt.Errorf("%s game %d: %w", name, g.Index, err)
			}
			names = append(names, b.MoveName(m))
		}
	}
	return out, nil
}

// choose draws n of the positions, the same ones for the same games (a fixed seed), in the
// games' order; the positions of one game line are counted once.
func choose(all []Position, n int) []Position {
	seen := map[string]bool{}
	var distinct []Position
	for _, p := range all {
		if !seen[p.key()] {
			seen[p.key()] = true
			distinct = append(distinct, p)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	r.Shuffle(len(distinct), func(i, j int) { distinct[i], distinct[j] = distinct[j], distinct[i] })
	if len(distinct) > n {
		distinct = distinct[:n]
	}
	sort.SliceStable(distinct, func(i, j int) bool {
		a, b := distinct[i], distinct[j]
		if a.Game != b.Game {
			return a.Game < b.Game
		}
		if a.Index != b.Index {
			return a.Index < b.Index
		}
		return a.Ply < b.Ply
	})
	return distinct
}

// askMove runs the build's `move` command on p for player (mcts with the thinking time, a
// level at its own budget).
func askMove(hexlab, player string, p Position, think time.Duration) (string, error) {
	args := []string{"move", "--board", p.Spec.String(), "--first", p.First.String(), "--player", player, "--json"}
	if player == "mcts" {
		args = append(args, "--think", think.String())
	}
	if len(p.Moves) > 0 {
		args = append(args, "--moves", strings.Join(p.Moves, ","))
	}
	out, err := exec.Command(hexlab, args...).Output()
	if err != nil {
		return "", fmt.Errorf("%s %s: %w", hexlab, strings.Join(args, " "), err)
	}
	var m struct {
		Cell string `json:"cell"`
	}
	if err := json.Unmarshal(out, &m); err != nil || m.Cell == "" {
		return "", fmt.Errorf("%s move: unexpected answer %q", hexlab, out)
	}
	return m.Cell, nil
}

// Judged is one position's judgement: the build's move, MoHex's choice and the move's loss
// (judgement; -1 where MoHex valued no move).
type Judged struct {
	Game  string  `json:"game"`
	Index int     `json:"index"`
	Ply   int     `json:"ply"`
	Moves string  `json:"position"`
	Move  string  `json:"move"`
	Top   string  `json:"mohex,omitempty"`
	Loss  float64 `json:"loss"`
}

// Run is a build's judged moves.
type Run struct {
	Build     string   `json:"build"`
	Think     string   `json:"think"`
	Judge     float64  `json:"judge"`
	Positions []Judged `json:"positions"`
}

// summary is the run's agreement with MoHex and its mean loss with its 95% interval.
func (r Run) summary() string {
	var losses []float64
	agree, left := 0, 0
	for _, p := range r.Positions {
		if p.Loss < 0 {
			left++
			continue
		}
		losses = append(losses, p.Loss)
		if p.Move == p.Top {
			agree++
		}
	}
	m, h := meanInterval(losses)
	return fmt.Sprintf("%s: MoHex's move in %d of %d positions; mean loss %.3f ± %.3f (%d left out)\n", r.Build, agree, len(losses), m, h, left)
}

// meanInterval returns the mean of xs and the half width of its 95% interval.
func meanInterval(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return math.NaN(), math.NaN()
	}
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	m := sum / float64(len(xs))
	if len(xs) < 2 {
		return m, math.Inf(1)
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - m) * (x - m)
	}
	return m, 1.96 * math.Sqrt(ss/float64(len(xs)-1)/float64(len(xs)))
}

// compareRuns sets two runs side by side on the positions both judged: the mean difference
// of their losses (b less a) with its 95% interval, how often they chose alike, and where
// only one of them chose MoHex's move.
func compareRuns(a, b Run) string {
	judged := map[string]Judged{}
	for _, p := range a.Positions {
		if p.Loss >= 0 {
			judged[p.Moves] = p
		}
	}
	var diffs []float64
	same, onlyA, onlyB := 0, 0, 0
	for _, p := range b.Positions {
		q, ok := judged[p.Moves]
		if !ok || p.Loss < 0 {
			continue
		}
		diffs = append(diffs, p.Loss-q.Loss)
		switch {
		case p.Move == q.Move:
			same++
		case p.Move == p.Top:
			onlyB++
		case q.Move == q.Top:
			onlyA++
		}
	}
	m, h := meanInterval(diffs)
	return fmt.Sprintf("%s less %s: loss %+.3f ± %.3f over %d positions (the same move in %d; MoHex's move by the first only in %d, by the second only in %d)\n",
		b.Build, a.Build, m, h, len(diffs), same, onlyB, onlyA)
}

// writeRun writes r to name whole or not at all.
func writeRun(name string, r Run) error {
	data, err := json.MarshalIndent(r, "", "  ")
	if err != nil {
		return err
	}
	tmp := name + ".tmp"
	if err := os.WriteFile(tmp, append(data, '\n'), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, name)
}

// readRun reads a file writeRun wrote.
func readRun(name string) (Run, error) {
	var r Run
	data, err := os.ReadFile(name)
	if err != nil {
		return r, err
	}
	if err := json.Unmarshal(data, &r); err != nil {
		return r, fmt.Errorf("%s: %w", name, err)
	}
	return r, nil
}
