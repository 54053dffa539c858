package main

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/arena"
)

// position is a position of a game: its board, rules, first player and the moves that lead
// to it.
type position struct {
	board *core.Board
	swap  bool
	first core.Player
	moves []core.Move
}

// game returns the game that reaches p.
func (p position) game() (*core.Game, error) {
	g, err := core.NewGame(p.board.Spec(), core.Options{First: p.first, Swap: p.swap})
	if err != nil {
		return nil, err
	}
	for _, m := range p.moves {
		if err := g.Play(m); err != nil {
			return nil, fmt.Errorf("%s: %w", p.key(), err)
		}
	}
	return g, nil
}

// toMove returns the player to move in p.
func (p position) toMove() core.Player {
	if len(p.moves)%2 == 0 {
		return p.first
	}
	return p.first.Opponent()
}

// then returns p with m played.
func (p position) then(m core.Move) position {
	p.moves = append(slices.Clone(p.moves), m)
	return p
}

// key names p: "hex:11x11 red j2,i4,...", with "+swap" after the board where the rule is on.
func (p position) key() string {
	spec := p.board.Spec().String()
	if p.swap {
		spec += "+swap"
	}
	return spec + " " + p.first.String() + " " + core.FormatMoveList(p.board, p.moves)
}

// gather reads the arena results glob names and returns the positions after ply moves of
// their games, for ply from from to to by every, each once, at most limit of them: taken
// evenly from the list of all (every game's in turn), so that a limit leaves out no game.
func gather(glob string, from, to, every, limit int) ([]position, error) {
	files, err := filepath.Glob(glob)
	if err != nil {
		return nil, fmt.Errorf("-games %q: %w", glob, err)
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("-games %q: no such files", glob)
	}
	var all []position
	seen := map[string]bool{}
	for _, name := range files {
		res, err := readResults(name)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		b, err := core.NewBoard(res.Config.Spec)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		for _, g := range res.Games {
			for ply := from; ply <= to && ply < len(g.Moves); ply += every {
				p := position{board: b, swap: res.Config.Swap, first: g.First, moves: g.Moves[:ply:ply]}
				if k := p.key(); !seen[k] {
					seen[k] = true
					all = append(all, p)
				}
			}
		}
	}
	if len(all) == 0 {
		return nil, errors.New("the games reach none of the plies asked for")
	}
	if len(all) <= limit {
		return all, nil
	}
	out := make([]position, 0, limit)
	for i := range limit {
		out = append(out, all[i*len(all)/limit])
	}
	return out, nil
}

// readResults reads an arena's results file one game at a time (arena.ReadJSONFrom, which
// bounds each value).
func readResults(name string) (*arena.Result, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return arena.ReadJSONFrom(bufio.NewReader(f), nil)
}
