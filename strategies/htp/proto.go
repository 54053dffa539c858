package htp

import (
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// The words of HTP, the Hex Text Protocol (the Go Text Protocol of GoGui
// with Hex's moves, as HexGui, Benzene and MoHex speak it), that both the
// htp:COMMAND player (player.go) and the server of `hexlab htp` (server.go)
// use. Colours: Benzene's BLACK is its VERTICAL_COLOR, which joins NORTH
// (row 1) and SOUTH (row n): our Red; WHITE joins EAST and WEST: Blue.
// Cells: a column letter and a row number, a1 in the corner of NORTH and
// WEST, neighbours (x±1, y), (x, y±1), (x+1, y-1), (x-1, y+1) — the names
// and the graph S we use, so cells pass unchanged. The swap move is
// "swap-pieces" (the first stone is replaced by one of the other colour on
// the transposed cell, as our "swap").

// The catalogue's words for htp:COMMAND, the same in every build (in the
// browser its Fits refuses every board).
const (
	htpDescription = "an external engine spoken to over HTP (the Hex Text Protocol), started as COMMAND (native builds)"
	htpBoards      = "hex:MxN (the engine's own limits apply)"
)

// htpSwap is the swap move's name in HTP.
const htpSwap = "swap-pieces"

// htpColour names a player as HTP does: Red is black, Blue white.
func htpColour(p core.Player) string {
	if p == core.Red {
		return "black"
	}
	return "white"
}

// parseHTPColour reads black/b (Red) or white/w (Blue), in any case.
func parseHTPColour(s string) (core.Player, error) {
	switch strings.ToLower(s) {
	case "black", "b":
		return core.Red, nil
	case "white", "w":
		return core.Blue, nil
	}
	return core.NoPlayer, fmt.Errorf("colour %q: expected black (b) or white (w)", s)
}

// htpMoveName names a move as HTP does: the cell, or swap-pieces.
func htpMoveName(b *core.Board, m core.Move) string {
	if m.Swap {
		return htpSwap
	}
	return b.CellName(m.Cell)
}

// parseHTPMove reads a cell or swap-pieces (or our "swap"), in any case.
func parseHTPMove(b *core.Board, s string) (core.Move, error) {
	return b.ParseMove(strings.ToLower(s))
}

// htpAnswer is one answer of an engine, or the error that ended reading.
type htpAnswer struct {
	ok   bool
	id   string // the id the answer names ("=12 c3"), or ""
	text string
	err  error
}

// parseHTPAnswer reads an answer: its first line starts with '=' (success)
// or '?' (failure), optionally followed by the id of the command, then the
// text, which may go on over more lines (lines holds no empty line: an
// empty line ends an answer). Anything else is an error.
func parseHTPAnswer(lines []string) htpAnswer {
	if len(lines) == 0 || lines[0] == "" || lines[0][0] != '=' && lines[0][0] != '?' {
		first := ""
		if len(lines) > 0 {
			first = lines[0]
		}
		return htpAnswer{err: fmt.Errorf("not an HTP answer: %q", first)}
	}
	first := strings.TrimLeft(lines[0][1:], "0123456789")
	id := lines[0][1 : len(lines[0])-len(first)]
	all := append([]string{first}, lines[1:]...)
	return htpAnswer{ok: lines[0][0] == '=', id: id, text: strings.TrimSpace(strings.Join(all, "\n"))}
}
