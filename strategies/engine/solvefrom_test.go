package engine_test

import (
	"context"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/arena"
	"github.com/hexlab/hexlab/strategies/engine"
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
	plies := envPlies(t, "HEXLAB_SOLVE_PLIES", 12, 16, 20, 24, 28, 32)
	share := envMillis(t, "HEXLAB_SOLVE_MS", 333*time.Millisecond)
	asked, decided := map[int]int{}, map[int]int{}
	for _, name := range globFiles(t, "HEXLAB_SOLVE_GAMES", glob) {
		res := readArena(t, name)
		for _, g := range res.Games {
			replay(t, res, g, func(ply int, game *core.Game) bool {
				if plies[ply] && ply+2 <= len(g.Moves) {
					asked[ply]++
					if solve(game, share) != core.NoPlayer {
						decided[ply]++
					}
				}
				return true
			})
		}
	}
	for _, p := range slices.Sorted(maps.Keys(asked)) {
		t.Logf("after ply %d: %d of %d decided within %v", p, decided[p], asked[p], share)
	}
}

// TestLostGamesWonPositions looks for the won positions the engine let go: it runs only with
// HEXLAB_LOST_GAMES set to a glob of `hexlab arena --json` files (absolute) in which one
// player is mcts, and, in every game mcts lost, solves the position before each of its moves
// from the HEXLAB_LOST_FROM-th ply on (default 10), within HEXLAB_LOST_MS milliseconds each
// (default 5000), with the engine's own solver options and a fresh table (or, with
// HEXLAB_LOST_KEEP=1, one table kept through the game, as the engine keeps its solver's with
// Options.Reuse), until one is proven lost. It logs each game's
// line of plies, W where mcts was proven to win, L where it was proven lost and ? where the
// solver could not tell, and how many games held a position proven won. Run it on an idle
// machine: each solve is given a time.
func TestLostGamesWonPositions(t *testing.T) {
	glob := os.Getenv("HEXLAB_LOST_GAMES")
	if glob == "" {
		t.Skip("HEXLAB_LOST_GAMES is not set")
	}
	limit := envMillis(t, "HEXLAB_LOST_MS", 5*time.Second)
	from := 10
	if s := os.Getenv("HEXLAB_LOST_FROM"); s != "" {
		if _, err := fmt.Sscan(s, &from); err != nil || from < 0 {
			t.Fatalf("HEXLAB_LOST_FROM: %q is not a ply", s)
		}
	}
	keep := os.Getenv("HEXLAB_LOST_KEEP") == "1"
	lost, held := 0, 0
	for _, name := range globFiles(t, "HEXLAB_LOST_GAMES", glob) {
		res := readArena(t, name)
		player := map[string]core.Player{res.Config.Red: core.Red, res.Config.Blue: core.Blue}["mcts"]
		for i, g := range res.Games {
			if player == core.NoPlayer || g.Winner == player {
				continue
			}
			lost++
			var line strings.Builder
			won := false
			var kept *solver.Solver
			replay(t, res, g, func(ply int, game *core.Game) bool {
				if ply < from || game.ToMove() != player {
					return true
				}
				if kept == nil || !keep {
					kept = solver.New(game.Board(), engine.KnowledgeOptions(32<<20))
				}
				mark := "?"
				switch solveWith(kept, game, limit) {
				case player:
					mark, won = "W", true
				case player.Opponent():
					mark = "L"
				}
				fmt.Fprintf(&line, " %d%s", ply, mark)
				return mark != "L"
			})
			if won {
				held++
			}
			t.Logf("%s game %d (%v first):%s", filepath.Base(name), i, g.First, line.String())
		}
	}
	t.Logf("%d of the %d games mcts lost held a position proven won within %v", held, lost, limit)
}

// readArena reads a `hexlab arena --json` file.
func readArena(t *testing.T, name string) *arena.Result {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	res, err := arena.ReadJSON(data)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

// replay plays g of res again, calling at with each position before a move (after ply moves)
// until at returns false.
func replay(t *testing.T, res *arena.Result, g arena.Game, at func(ply int, game *core.Game) bool) {
	t.Helper()
	game, err := core.NewGame(res.Config.Spec, core.Options{First: g.First, Swap: res.Config.Swap})
	if err != nil {
		t.Fatal(err)
	}
	for ply, m := range g.Moves {
		if !at(ply, game) {
			return
		}
		if err := game.Play(m); err != nil {
			t.Fatalf("game %d, move %d: %v", g.Index, ply+1, err)
		}
	}
}

// solve returns who wins game's position, as the engine's solver first proves it within
// limit (its own options and a fresh table of the size it has in play), or NoPlayer.
func solve(game *core.Game, limit time.Duration) core.Player {
	return solveWith(solver.New(game.Board(), engine.KnowledgeOptions(32<<20)), game, limit)
}

// solveWith returns who wins game's position, as s proves it within limit, or NoPlayer.
func solveWith(s *solver.Solver, game *core.Game, limit time.Duration) core.Player {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	r, err := s.Solve(ctx, game.Position(), game.ToMove())
	if err != nil {
		return core.NoPlayer
	}
	return r.Winner
}

// envPlies returns the plies the environment variable name lists (comma-separated), or def
// where it is not set.
func envPlies(t *testing.T, name string, def ...int) map[int]bool {
	t.Helper()
	plies := map[int]bool{}
	for _, p := range def {
		plies[p] = true
	}
	if s := os.Getenv(name); s != "" {
		plies = map[int]bool{}
		for _, f := range strings.Split(s, ",") {
			var p int
			if _, err := fmt.Sscan(f, &p); err != nil {
				t.Fatalf("%s: %q is not a ply", name, f)
			}
			plies[p] = true
		}
	}
	return plies
}

// envMillis returns the duration the environment variable name gives in milliseconds, or def
// where it is not set.
func envMillis(t *testing.T, name string, def time.Duration) time.Duration {
	t.Helper()
	s := os.Getenv(name)
	if s == "" {
		return def
	}
	var ms int
	if _, err := fmt.Sscan(s, &ms); err != nil || ms <= 0 {
		t.Fatalf("%s: %q is not a number of milliseconds", name, s)
	}
	return time.Duration(ms) * time.Millisecond
}

// globFiles returns the files glob (the environment variable name's value) matches, and
// fails the test where it matches none.
func globFiles(t *testing.T, name, glob string) []string {
	t.Helper()
	files, err := filepath.Glob(glob)
	if err != nil || len(files) == 0 {
		t.Fatalf("%s: no files match %q", name, glob)
	}
	return files
}
