package core

import (
	"cmp"
	"fmt"
	"slices"
	"strings"
)

// Stone is a stone of Player on Cell: one stone of a game's setup.
type Stone struct {
	Cell   Cell
	Player Player
}

// A game's setup (Options.Setup) is the stones on the board before its first move: a puzzle
// position, or a position not reachable by alternating play, as SGF's AB and AW give it.
// Options.First is then the player to move in that position. The stones are not moves: undo
// stops at them, and move numbers count the moves after them. The swap rule is about the
// first stone of an empty board, so a game with a setup has no swap.

// checkSetup validates a setup on b and returns it in canonical order (Red's stones, then
// Blue's, each by cell), or an error that names the first bad stone.
func checkSetup(b *Board, setup []Stone) ([]Stone, error) {
	if len(setup) == 0 {
		return nil, nil
	}
	seen := make(map[Cell]bool, len(setup))
	for i, s := range setup {
		switch {
		case s.Player != Red && s.Player != Blue:
			return nil, fmt.Errorf("setup stone %d: %v is not a player", i+1, s.Player)
		case !b.Contains(s.Cell):
			return nil, fmt.Errorf("setup stone %d: cell %d is not on the %s board", i+1, s.Cell, b.spec)
		case seen[s.Cell]:
			return nil, fmt.Errorf("setup: cell %s has two stones", b.CellName(s.Cell))
		}
		seen[s.Cell] = true
	}
	out := slices.Clone(setup)
	slices.SortFunc(out, func(x, y Stone) int {
		if c := cmp.Compare(x.Player, y.Player); c != 0 {
			return c
		}
		return cmp.Compare(x.Cell, y.Cell)
	})
	return out, nil
}

// setupPosition returns the position of the setup stones, checked by checkSetup.
func setupPosition(b *Board, setup []Stone) *Position {
	pos := NewPosition(b)
	for _, s := range setup {
		pos.Place(s.Cell, s.Player)
	}
	return pos
}

// Setup returns the stones on the board before the first move (Red's, then Blue's, each in
// cell order), or nil for a game from the empty board. The slice is shared: do not modify it.
func (g *Game) Setup() []Stone { return g.opts.Setup }

// ParseSetup reads a setup such as "red:a1,b2,blue:c3": comma-separated cells, each group
// led by the colour of its stones (red: or blue:). Spaces around items are ignored; the empty
// string is no setup. It checks each cell against the board; NewGame checks the rest.
func ParseSetup(b *Board, text string) ([]Stone, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	var out []Stone
	player := NoPlayer
	for i, item := range strings.Split(text, ",") {
		item = strings.TrimSpace(item)
		if colour, cell, found := strings.Cut(item, ":"); found {
			p, err := ParsePlayer(strings.TrimSpace(colour))
			if err != nil {
				return nil, fmt.Errorf("setup item %d (%q): %w", i+1, item, err)
			}
			player, item = p, strings.TrimSpace(cell)
		}
		if player == NoPlayer {
			return nil, fmt.Errorf("setup item %d (%q): say whose stones come first, such as red:%s", i+1, item, item)
		}
		c, err := b.ParseCell(item)
		if err != nil {
			return nil, fmt.Errorf("setup item %d: %w", i+1, err)
		}
		out = append(out, Stone{Cell: c, Player: player})
	}
	return out, nil
}

// FormatSetup writes a setup as ParseSetup reads it, Red's stones first ("" for none).
func FormatSetup(b *Board, setup []Stone) string {
	var sb strings.Builder
	last := NoPlayer
	for _, s := range setup {
		if sb.Len() > 0 {
			sb.WriteByte(',')
		}
		if s.Player != last {
			sb.WriteString(s.Player.String())
			sb.WriteByte(':')
			last = s.Player
		}
		sb.WriteString(b.CellName(s.Cell))
	}
	return sb.String()
}
