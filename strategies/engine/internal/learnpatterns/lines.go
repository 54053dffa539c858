package main

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// readLines reads game records one a line, as the Wolve self-play games of the University of
// Alberta's UAIS Hex bot (training_data/game_data.txt) are kept: the moves separated by
// commas, each "b CELL" or "w CELL" (Benzene's black, who moves first and joins the top and
// bottom rows: Red), then "b resign" or "w resign" or nothing, and last the winner, "B" or
// "W". Lines that are not such a record (a merge's marker lines, a broken record) are skipped
// and counted in skipped; a record whose stones decide a winner other than the one it names
// is refused with an error, since it would mean the colours are read the wrong way round.
func readLines(r io.Reader, spec core.Spec) (games []*core.Game, skipped int, err error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for line := 1; sc.Scan(); line++ {
		g, winner, ok := parseLine(sc.Text(), spec)
		if !ok {
			skipped++
			continue
		}
		if w := g.Winner(); w != core.NoPlayer && w != winner {
			return nil, 0, fmt.Errorf("line %d: the stones make %v the winner, the record %v", line, w, winner)
		}
		games = append(games, g)
	}
	return games, skipped, sc.Err()
}

// parseLine reads one line record: its game and the winner it names; ok is false when the
// line is not a well-formed record of a legal game on spec.
func parseLine(text string, spec core.Spec) (g *core.Game, winner core.Player, ok bool) {
	fields := strings.Split(strings.TrimSpace(text), ",")
	if len(fields) < 2 {
		return nil, 0, false
	}
	switch fields[len(fields)-1] {
	case "B":
		winner = core.Red
	case "W":
		winner = core.Blue
	default:
		return nil, 0, false
	}
	g, err := core.NewGame(spec, core.Options{})
	if err != nil {
		return nil, 0, false
	}
	for i, f := range fields[:len(fields)-1] {
		colour, cell, found := strings.Cut(strings.TrimSpace(f), " ")
		player := map[string]core.Player{"b": core.Red, "w": core.Blue}[colour]
		if !found || player == core.NoPlayer {
			return nil, 0, false
		}
		if cell == "resign" {
			if i != len(fields)-2 || player == winner {
				return nil, 0, false
			}
			break
		}
		c, err := g.Board().ParseCell(cell)
		if err != nil || g.ToMove() != player || g.Play(core.Move{Cell: c}) != nil {
			return nil, 0, false
		}
	}
	return g, winner, true
}
