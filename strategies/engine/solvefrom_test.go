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
	share := envMillis(t, "HEXLAB_SOLVE_MS", 333*time.Millisecond)
	files := globFiles(t, "HEXLAB_SOLVE_GAMES", glob)
	asked, decided := map[int]int{}, map[int]int{}
	for _, name := range files {
		for _, g := range readArenaGames(t, name, "") {
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

// arenaGame is what TestSolverFirstByPly and TestLostGamesWonPositions read of a game in an
// arena file: its board, first player, moves, winner and the player named player.
type arenaGame struct {
	spec          core.Spec
	first, winner core.Player
	moves         string
	player        core.Player
}

// readArenaGames reads the games of a `hexlab arena --json` file; a game's player is the
// colour whose player the file names player (NoPlayer for none).
func readArenaGames(t *testing.T, name, player string) []arenaGame {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var file struct {
		Board     string
		Red, Blue string
		Games     []struct {
			First, Winner string
			Moves         string
		}
	}
	if err := json.Unmarshal(data, &file); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	spec, err := core.ParseSpec(file.Board)
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	colour := func(name string) core.Player {
		return map[string]core.Player{"red": core.Red, "blue": core.Blue}[name]
	}
	named := core.NoPlayer
	if file.Red == player {
		named = core.Red
	} else if file.Blue == player {
		named = core.Blue
	}
	games := make([]arenaGame, 0, len(file.Games))
	for _, g := range file.Games {
		first := core.Red
		if g.First == "blue" {
			first = core.Blue
		}
		games = append(games, arenaGame{spec: spec, first: first, winner: colour(g.Winner), moves: g.Moves, player: named})
	}
	return games
}

// TestLostGamesWonPositions looks for the won positions the engine let go: it runs only with
// HEXLAB_LOST_GAMES set to a glob of `hexlab arena --json` files (absolute) in which one
// player is mcts, and, in every game mcts lost, solves the position before each of its moves
// from the 10th ply on, within HEXLAB_LOST_MS milliseconds each (default 5000), with the
// engine's own solver options and a fresh table, until one is proven lost. It logs each game's
// line of plies, W where mcts was proven to win, L where it was proven lost and ? where the
// solver could not tell, and how many games held a position proven won. Run it on an idle
// machine: each solve is given a time.
func TestLostGamesWonPositions(t *testing.T) {
	glob := os.Getenv("HEXLAB_LOST_GAMES")
	if glob == "" {
		t.Skip("HEXLAB_LOST_GAMES is not set")
	}
	limit := envMillis(t, "HEXLAB_LOST_MS", 5*time.Second)
	files := globFiles(t, "HEXLAB_LOST_GAMES", glob)
	lost, held := 0, 0
	for _, name := range files {
		for i, g := range readArenaGames(t, name, "mcts") {
			if g.player == core.NoPlayer || g.winner == g.player {
				continue
			}
			lost++
			moves := strings.Split(g.moves, ",")
			var line strings.Builder
			won := false
			for ply := 10; ply < len(moves); ply++ {
				game, err := core.NewGameFromMoveList(g.spec, core.Options{First: g.first}, strings.Join(moves[:ply], ","))
				if err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				if game.ToMove() != g.player {
					continue
				}
				s := solver.New(game.Board(), (&Engine{}).knowledgeOptions(256<<20))
				ctx, cancel := context.WithTimeout(context.Background(), limit)
				r, err := s.Solve(ctx, game.Position(), game.ToMove())
				cancel()
				mark := "?"
				if err == nil && r.Winner == g.player {
					mark, won = "W", true
				} else if err == nil && r.Winner != core.NoPlayer {
					mark = "L"
				}
				fmt.Fprintf(&line, " %d%s", ply, mark)
				if mark == "L" {
					break
				}
			}
			if won {
				held++
			}
			t.Logf("%s game %d (%v first):%s", filepath.Base(name), i, g.first, line.String())
		}
	}
	t.Logf("%d of the %d games mcts lost held a position proven won within %v", held, lost, limit)
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
