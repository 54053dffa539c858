package trunc

import (
	"fmt"
	"strconv"
	"strings"
)

// CellName returns the text name of c: the coordinates of its lift
// (Board.Lift), comma-separated, such as "0,2,-2" or "0,0,0".
func (b *Board) CellName(c Cell) string {
	if !b.Contains(c) {
		return "?"
	}
	return PointName(b.lifts[c])
}

// PointName returns "x,y,z".
func PointName(p Point) string {
	return strconv.Itoa(p[0]) + "," + strconv.Itoa(p[1]) + "," + strconv.Itoa(p[2])
}

// cellHelp says what a cell name looks like, for error messages.
const cellHelp = "expected three comma-separated whole numbers such as 0,2,-2"

// ParsePoint reads "x,y,z" (spaces around the numbers are allowed) into a
// point. It does not check the point against a board: see Board.ParseCell.
func ParsePoint(text string) (Point, error) {
	parts := strings.Split(text, ",")
	if len(parts) != 3 {
		return Point{}, fmt.Errorf("cell %q: %s", text, cellHelp)
	}
	var p Point
	for i, part := range parts {
		part = strings.TrimSpace(part)
		if len(part) > 4 {
			return Point{}, fmt.Errorf("cell %q: %s", text, cellHelp)
		}
		v, err := strconv.Atoi(part)
		if err != nil {
			return Point{}, fmt.Errorf("cell %q: %s", text, cellHelp)
		}
		p[i] = v
	}
	return p, nil
}

// ParseCell reads a cell name and checks that it is a cell of the board:
// either point of a mirror pair names the pair, so "0,2,-2" and "0,-2,2"
// are the same cell.
func (b *Board) ParseCell(text string) (Cell, error) {
	p, err := ParsePoint(text)
	if err != nil {
		return NoCell, err
	}
	if !p.InLattice() {
		return NoCell, fmt.Errorf("cell %q is not a lattice point: its three coordinates must be all even or all odd", text)
	}
	c := b.CellAt(p)
	if c == NoCell {
		return NoCell, fmt.Errorf("cell %q is off the %s board (every coordinate from -%d to %d)", text, Prefix+strconv.Itoa(b.size), b.size, b.size)
	}
	return c, nil
}

// ListSeparator separates cells and moves in lists: "0,0,0;1,1,1".
const ListSeparator = ";"

// ParseCellList reads cells separated by ";", such as "0,0,0;1,1,-1".
// Spaces around cells are ignored and the empty string is the empty list.
func (b *Board) ParseCellList(text string) ([]Cell, error) {
	return parseList(text, "cell", b.ParseCell)
}

// parseList reads items separated by ";" with parse, naming the item's
// number (what) in an error. The empty string is the empty list.
func parseList[T any](text, what string, parse func(string) (T, error)) ([]T, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	parts := strings.Split(text, ListSeparator)
	out := make([]T, 0, len(parts))
	for i, part := range parts {
		item, err := parse(strings.TrimSpace(part))
		if err != nil {
			return nil, fmt.Errorf("%s %d: %w", what, i+1, err)
		}
		out = append(out, item)
	}
	return out, nil
}

// FormatCellList writes cells as ParseCellList reads them.
func (b *Board) FormatCellList(cells []Cell) string {
	names := make([]string, len(cells))
	for i, c := range cells {
		names[i] = b.CellName(c)
	}
	return strings.Join(names, ListSeparator)
}

// Move is one move of a game: the cell it colours and the colour. Colour
// NoPlayer means the mover's own colour; another colour needs the variant
// rule.
type Move struct {
	Cell   Cell
	Colour Player
}

// ColourSeparator joins a cell and a colour in a move's text: "0,2,-2=gray".
const ColourSeparator = "="

// ParseMove reads a move: a cell name, optionally followed by "=" and a
// colour ("1,1,1=black"). It checks the cell against the board but not the
// rules: Game.Play does that.
func (b *Board) ParseMove(text string) (Move, error) {
	cellText, colourText, hasColour := strings.Cut(text, ColourSeparator)
	c, err := b.ParseCell(strings.TrimSpace(cellText))
	if err != nil {
		return Move{}, err
	}
	m := Move{Cell: c}
	if hasColour {
		if m.Colour, err = ParsePlayer(strings.TrimSpace(colourText)); err != nil {
			return Move{}, fmt.Errorf("move %q: colour: %w", text, err)
		}
	}
	return m, nil
}

// MoveName returns the text of m: the cell name, then "=colour" if m names
// a colour.
func (b *Board) MoveName(m Move) string {
	if m.Colour == NoPlayer {
		return b.CellName(m.Cell)
	}
	return b.CellName(m.Cell) + ColourSeparator + m.Colour.String()
}

// ParseMoveList reads moves separated by ";" in play order, such as
// "0,0,0;1,1,1=gray". The empty string is the empty list.
func (b *Board) ParseMoveList(text string) ([]Move, error) {
	return parseList(text, "move", b.ParseMove)
}

// FormatMoveList writes moves as ParseMoveList reads them.
func (b *Board) FormatMoveList(moves []Move) string {
	names := make([]string, len(moves))
	for i, m := range moves {
		names[i] = b.MoveName(m)
	}
	return strings.Join(names, ListSeparator)
}
