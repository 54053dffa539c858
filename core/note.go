package core

import (
	"fmt"
	"strings"
)

// Note is what a reader attaches to a position of a game: a comment and marks on cells, as
// SGF's C, TR, SQ and LB properties hold them (HexGui shows the comment and the labels).
type Note struct {
	Comment string
	Marks   []Mark
}

// Mark is a mark on a cell: a triangle, a square or a short label.
type Mark struct {
	Cell  Cell
	Shape MarkShape
	// Label is the text of a Label mark ("A", "1", "?"), empty for the shapes.
	Label string
}

// MarkShape is the kind of a Mark.
type MarkShape uint8

// The kinds of marks, as SGF names them.
const (
	Triangle MarkShape = iota + 1 // TR
	Square                        // SQ
	Label                         // LB
)

// Limits on a note, so that a record of any size is read in bounded memory.
const (
	// MaxCommentBytes is the longest comment a position may carry.
	MaxCommentBytes = 16 << 10
	// MaxLabelRunes is the longest label a mark may carry.
	MaxLabelRunes = 8
)

// String returns the shape's name: "triangle", "square" or "label".
func (s MarkShape) String() string {
	switch s {
	case Triangle:
		return "triangle"
	case Square:
		return "square"
	case Label:
		return "label"
	}
	return fmt.Sprintf("MarkShape(%d)", s)
}

// ParseMarkShape reads a shape's name.
func ParseMarkShape(text string) (MarkShape, error) {
	for _, s := range []MarkShape{Triangle, Square, Label} {
		if text == s.String() {
			return s, nil
		}
	}
	return 0, fmt.Errorf("mark %q: expected triangle, square or label", text)
}

// Empty reports whether the note says nothing.
func (n Note) Empty() bool { return n.Comment == "" && len(n.Marks) == 0 }

// check returns an error that says what is wrong with the note on board b: a comment too
// long, a mark off the board or of no known shape, a label empty or too long, two marks on
// one cell.
func (n Note) check(b *Board) error {
	if len(n.Comment) > MaxCommentBytes {
		return fmt.Errorf("comment of %d bytes: at most %d", len(n.Comment), MaxCommentBytes)
	}
	seen := map[Cell]bool{}
	for _, m := range n.Marks {
		if !b.Contains(m.Cell) {
			return fmt.Errorf("mark on cell %d: not on the %s board", m.Cell, b.spec)
		}
		if seen[m.Cell] {
			return fmt.Errorf("two marks on %s", b.CellName(m.Cell))
		}
		seen[m.Cell] = true
		switch m.Shape {
		case Triangle, Square:
			if m.Label != "" {
				return fmt.Errorf("%v on %s with a label %q", m.Shape, b.CellName(m.Cell), m.Label)
			}
		case Label:
			if n := len([]rune(m.Label)); n == 0 || n > MaxLabelRunes || strings.TrimSpace(m.Label) != m.Label {
				return fmt.Errorf("label %q on %s: 1 to %d characters, no spaces around", m.Label, b.CellName(m.Cell), MaxLabelRunes)
			}
		default:
			return fmt.Errorf("mark on %s of an unknown shape %d", b.CellName(m.Cell), m.Shape)
		}
	}
	return nil
}

// MarkAt returns the mark on cell c, if there is one.
func (n Note) MarkAt(c Cell) (Mark, bool) {
	for _, m := range n.Marks {
		if m.Cell == c {
			return m, true
		}
	}
	return Mark{}, false
}
