// Command learnpatterns learns the weights of the engine's local patterns (strategies/engine,
// Patterns) from game records, by minorization-maximization (Coulom, "Computing Elo ratings
// of move patterns in the game of Go", 2007), as MoHex 2.0 learned its own: each move of a
// record is a competition won by the pattern of the cell played, among the patterns of every
// empty cell. Patterns seen fewer than -min times share one weight, "rare". It writes the
// weights file assets/patterns/hex.txt reads:
//
//	git clone https://github.com/ryanbhayward/icga-olympiad-hex /tmp/icga
//	go run ./strategies/engine/internal/learnpatterns /tmp/icga > assets/patterns/hex.txt
//
// With -local it learns the local weights of the pattern playouts instead (written to
// assets/patterns/hex-local.txt): each move after an opponent's move is a competition between
// the empty cells of that move's pattern, each by its pattern's local weight, and the rest of
// the board as one more player whose strength is fixed, the sum of the global weights the
// playouts give the empty cells (the priors' γ from assets/patterns/hex.txt, at most
// engine.PlayoutCap); a move outside the last one's pattern is the rest of the board's win.
// This is the chance the playouts give a local answer, so the weights learned are the ones
// under which the records' moves are likeliest for them.
//
//	go run ./strategies/engine/internal/learnpatterns -local /tmp/icga > assets/patterns/hex-local.txt
//
// Every planar record the reader accepts is used (the ICGA Computer Olympiad's games between
// the strongest programs, 11x11 to 19x19), each game once, from its third move on: the
// opening and the reply are left out, since under the swap rule the opening is weak on
// purpose.
//
// With -lines it reads line records too (readLines), such as the 9,900 distinct games Wolve
// (Benzene's alpha-beta player) played against itself on 10x10 that the University of
// Alberta's UAIS Hex bot keeps, each after two random moves (which are left out):
//
//	git clone https://github.com/UndergraduateArtificialIntelligenceClub/UAIS-2022-Hex-Bot /tmp/uais
//	go run ./strategies/engine/internal/learnpatterns -lines /tmp/uais/training_data/game_data.txt /tmp/icga > assets/patterns/hex.txt
package main

import (
	"flag"
	"fmt"
	"io/fs"
	"log"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

// competition is one move of a record: the pattern played (an index into the learned
// patterns, 0 for the rare ones; -1 when the winner is the fixed player) and the patterns of
// the competing cells, with their counts, and the strength of a player whose weight is not
// learned (0 if none).
type competition struct {
	winner int32
	field  map[int32]int32
	fixed  float64
}

// move is one move of a record, read: the codes of the competing cells (the empty ones, or
// with -local the empty ones of the last move's pattern), the played one first when it is one
// of them.
type move struct {
	field []uint32
	won   bool    // the played cell is in field (always, but with -local)
	fixed float64 // with -local, the global weights' sum
}

func main() {
	minCount := flag.Int("min", 30, "the occurrences a pattern needs to get its own weight")
	rounds := flag.Int("rounds", 40, "rounds of minorization-maximization")
	local := flag.Bool("local", false, "learn the playouts' local weights (answers to the last move) instead of the priors'")
	lines := flag.String("lines", "", "also read the games of this file of line records (readLines: the Wolve self-play games)")
	linesBoard := flag.String("lines-board", "hex:10x10", "the board of the -lines games")
	flag.Parse()
	if flag.NArg() > 1 || (flag.NArg() == 0 && *lines == "") {
		log.Fatal("usage: learnpatterns [-local] [-min N] [-rounds N] [-lines FILE [-lines-board SPEC]] [DIR]")
	}
	global, err := engine.ParseWeights(assets.HexPatterns)
	if err != nil {
		log.Fatal(err)
	}
	var records []*core.Game
	files := 0
	dup := map[string]bool{}
	add := func(g *core.Game) {
		key := g.Spec().String() + " " + core.FormatMoveList(g.Board(), g.Moves())
		if !dup[key] { // the archive holds some games twice (trans/ translates others)
			dup[key] = true
			records = append(records, g)
		}
	}
	if flag.NArg() == 1 {
		err = filepath.WalkDir(flag.Arg(0), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.EqualFold(filepath.Ext(path), ".sgf") {
				return err
			}
			files++
			data, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			g, _, err := core.ParseGameFile(data)
			if err != nil || g.Spec().Topology != core.Plane || g.Spec().Reverse {
				return nil // refused records are counted by scripts/read-icga-archive.sh
			}
			add(g)
			return nil
		})
		if err != nil {
			log.Fatal(err)
		}
	}
	if *lines != "" {
		spec, err := core.ParseSpec(*linesBoard)
		if err != nil {
			log.Fatal(err)
		}
		f, err := os.Open(*lines)
		if err != nil {
			log.Fatal(err)
		}
		games, skipped, err := readLines(f, spec)
		f.Close()
		if err != nil {
			log.Fatalf("%s: %v", *lines, err)
		}
		log.Printf("%s: %d games on %s (%d lines skipped)", *lines, len(games), spec, skipped)
		for _, g := range games {
			add(g)
		}
	}
	var moves []move
	for _, g := range records {
		pat := engine.NewPatterns(g.Board())
		for g.Undo() {
		}
		for g.CanRedo() && !g.Over() {
			next := g.Ahead()[0]
			// The first two moves are left out: under the swap rule, which these games
			// are played with, the opening is chosen weak on purpose, and the reply is
			// the swap or an answer to it (and the line records' first two are drawn at
			// random).
			if !next.Move.Swap && len(g.Turns()) >= 2 {
				pos, toMove := g.Position(), g.ToMove()
				prev, _ := g.LastTurn()
				switch {
				case !*local:
					moves = append(moves, globalMove(pat, pos, toMove, next.Move.Cell))
				case !prev.Move.Swap:
					moves = append(moves, localMove(pat, global, pos, toMove, prev.Move.Cell, next.Move.Cell))
				}
			}
			g.Redo()
		}
	}
	games := len(records)
	// The patterns seen often enough get an index from 1; the others share 0.
	seen := map[uint32]int{}
	for _, m := range moves {
		for _, c := range m.field {
			seen[c]++
		}
	}
	var codes []uint32
	for c, n := range seen {
		if n >= *minCount {
			codes = append(codes, c)
		}
	}
	slices.Sort(codes)
	index := map[uint32]int32{}
	for i, c := range codes {
		index[c] = int32(i + 1)
	}
	comps := make([]competition, len(moves))
	for i, m := range moves {
		comps[i] = competition{winner: -1, field: map[int32]int32{}, fixed: m.fixed}
		if m.won {
			comps[i].winner = index[m.field[0]]
		}
		for _, c := range m.field {
			comps[i].field[index[c]]++
		}
	}
	gamma := learn(comps, len(codes)+1, *rounds)
	// The priors' weights relative to the rare patterns'; the local ones as learned, since
	// they are weighed against the global ones.
	rare := gamma[0]
	if *local {
		rare = 1
	}
	if *local {
		fmt.Printf("# Local weights of the engine's pattern playouts (strategies/engine, patternPlayout): the\n# patterns of the cells around the last move as answers to it, %d patterns\n", len(codes))
	} else {
		fmt.Printf("# Local pattern weights of the engine (strategies/engine, Patterns): %d patterns\n", len(codes))
	}
	// The header names the sources read and the flags that read them again.
	var sources []string
	args := ""
	if *lines != "" {
		sources = append(sources, fmt.Sprintf("%s's line records on %s", filepath.Base(*lines), *linesBoard))
		args += fmt.Sprintf(" -lines %s -lines-board %s", filepath.Base(*lines), *linesBoard)
	}
	if flag.NArg() == 1 {
		sources = append(sources, fmt.Sprintf("%d files of the ICGA Computer Olympiad archive", files))
		args += " DIR"
	}
	fmt.Printf("# learned by strategies/engine/internal/learnpatterns from %d moves of %d games\n# (%s; repeated games once),\n", len(moves), games, strings.Join(sources, ", "))
	fmt.Printf("# each pattern seen at least %d times, %d rounds of minorization-maximization.\n", *minCount, *rounds)
	fmt.Printf("# Regenerate: go run ./strategies/engine/internal/learnpatterns%s -min %d -rounds %d%s\n", map[bool]string{true: " -local"}[*local], *minCount, *rounds, args)
	fmt.Printf("%s %.6g\n", engine.RareCode, gamma[0]/rare)
	for i, c := range codes {
		g := gamma[i+1] / rare
		if math.IsNaN(g) || g <= 0 {
			continue
		}
		fmt.Printf("%d %.6g\n", c, g)
	}
	log.Printf("%d files, %d games, %d moves, %d patterns (of %d seen)", files, games, len(moves), len(codes), len(seen))
}

// learn returns the weights of patterns 0 to n-1 that the competitions give, by rounds of
// minorization-maximization: each round updates every pattern at once by Coulom's formula,
// with a prior of one win and one loss against a pattern of weight 1:
// γ_i = (W_i + 1) / (Σ_j C_ij/E_j + 2/(γ_i+1)), W_i the competitions i won, C_ij its cells
// in competition j, E_j the sum of the weights of j's cells and of its fixed player's
// strength. A competition the fixed player won counts for nobody's wins.
func learn(comps []competition, n, rounds int) []float64 {
	wins := make([]float64, n)
	for _, cp := range comps {
		if cp.winner >= 0 {
			wins[cp.winner]++
		}
	}
	gamma := make([]float64, n)
	for i := range gamma {
		gamma[i] = 1
	}
	denom := make([]float64, n)
	for range rounds {
		clear(denom)
		for _, cp := range comps {
			e := cp.fixed
			for p, k := range cp.field {
				e += float64(k) * gamma[p]
			}
			for p, k := range cp.field {
				denom[p] += float64(k) / e
			}
		}
		for i := range gamma {
			gamma[i] = (wins[i] + 1) / (denom[i] + 2/(gamma[i]+1))
		}
	}
	return gamma
}

// globalMove is the competition of a move to played, for the priors' weights: every empty
// cell, played first.
func globalMove(pat *engine.Patterns, pos *core.Position, toMove core.Player, played core.Cell) move {
	m := move{field: []uint32{pat.Code(pos, played, toMove)}, won: true}
	for _, c := range pos.EmptyCells() {
		if c != played {
			m.field = append(m.field, pat.Code(pos, c, toMove))
		}
	}
	return m
}

// localMove is the competition of a move to played after the opponent's move at last, for the
// playouts' local weights: the empty cells of last's pattern (played first if it is one), and
// the global weights' sum as the rest of the board's fixed strength.
func localMove(pat *engine.Patterns, global *engine.Weights, pos *core.Position, toMove core.Player, last, played core.Cell) move {
	var m move
	for _, c := range pos.EmptyCells() {
		m.fixed += float64(min(global.Gamma(pat.Code(pos, c, toMove)), engine.PlayoutCap))
	}
	for _, y := range pat.Neighbourhood(last) {
		c := core.Cell(y)
		if pos.At(c) != core.NoPlayer {
			continue
		}
		code := pat.Code(pos, c, toMove)
		if c == played {
			m.won = true
			m.field = append([]uint32{code}, m.field...)
		} else {
			m.field = append(m.field, code)
		}
	}
	return m
}
