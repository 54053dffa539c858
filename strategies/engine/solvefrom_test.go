package engine

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/solver"
)

// TestSolverFirstByPly measures, for tuning Options.SolveFrom by hand, how often the solver
// first decides a position of real games within its share of a move: it runs only with
// HEXLAB_SOLVE_GAMES set to a glob of `hexlab arena --json` files (absolute: the test runs
// in strategies/engine), and asks the solver, with the engine's own knowledge options and a
// fresh table, to solve the position after each of the plies HEXLAB_SOLVE_PLIES (default
// 12,16,20,24,28,32) of every game long enough to go on two moves past it, within
// HEXLAB_SOLVE_MS milliseconds (default 333: a third of a second). It logs, for each ply,
// the positions decided (won or lost for the player to move) out of those asked. Run it on
// an idle machine: the share is a time.
func TestSolverFirstByPly(t *testing.T) {
	glob := os.Getenv("HEXLAB_SOLVE_GAMES")
	if glob == "" {
		t.Skip("HEXLAB_SOLVE_GAMES is not set")
	}
	plies := []int{12, 16, 20, 24, 28, 32}
	if s := os.Getenv("HEXLAB_SOLVE_PLIES"); s != "" {
		plies = nil
		for _, f := range strings.Split(s, ",") {
			var p int
			if _, err := fmt.Sscan(f, &p); err != nil {
				t.Fatalf("HEXLAB_SOLVE_PLIES: %q is not a ply", f)
			}
			plies = append(plies, p)
		}
	}
	share := 333 * time.Millisecond
	if s := os.Getenv("HEXLAB_SOLVE_MS"); s != "" {
		var ms int
		if _, err := fmt.Sscan(s, &ms); err != nil || ms <= 0 {
			t.Fatalf("HEXLAB_SOLVE_MS: %q is not a number of milliseconds", s)
		}
		share = time.Duration(ms) * time.Millisecond
	}
	files, err := filepath.Glob(glob)
	if err != nil || len(files) == 0 {
		t.Fatalf("HEXLAB_SOLVE_GAMES: no files match %q", glob)
	}
	asked, decided := map[int]int{}, map[int]int{}
	for _, name := range files {
		for _, g := range readArenaGames(t, name) {
			moves := strings.Split(g.moves, ",")
			for _, ply := range plies {
				if len(moves) < ply+2 {
					continue
				}
				game, err := core.NewGameFromMoveList(g.spec, core.Options{First: g.first}, strings.Join(moves[:ply], ","))
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				s := solver.New(game.Board(), (&Engine{}).knowledgeOptions(32<<20))
				ctx, cancel := context.WithTimeout(context.Background(), share)
				r, err := s.Solve(ctx, game.Position(), game.ToMove())
				cancel()
				asked[ply]++
				if err == nil && r.Winner != core.NoPlayer {
					decided[ply]++
				}
			}
		}
	}
	keys := make([]int, 0, len(asked))
	for p := range asked {
		keys = append(keys, p)
	}
	sort.Ints(keys)
	for _, p := range keys {
		t.Logf("after ply %d: %d of %d decided within %v", p, decided[p], asked[p], share)
	}
}

// arenaGame is what TestSolverFirstByPly reads of a game in an arena file.
type arenaGame struct {
	spec  core.Spec
	first core.Player
	moves string
}

// readArenaGames reads the games of a `hexlab arena --json` file.
func readArenaGames(t *testing.T, name string) []arenaGame {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Board string
		Games []struct {
			First string
			Moves string
		}
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	spec, err := core.ParseSpec(file.Board)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	games := make([]arenaGame, 0, len(file.Games))
	for _, g := range file.Games {
		first := core.Red
		if g.First == "blue" {
			first = core.Blue
		}
		games = append(games, arenaGame{spec: spec, first: first, moves: g.Moves})
	}
	return games
}
