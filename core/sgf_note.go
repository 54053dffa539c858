package core

import (
	"fmt"
	"strings"
)

// SGF's notes: C[..] a comment, TR[..] and SQ[..] triangles and squares on a list of points,
// LB[c3:A] a label on a point (HexGui shows the comment and the labels, and keeps the other
// properties it reads). Hexlab's rule labels go in a property of their own, HR[..]; its
// files before HR kept them in the comment ("rule 11"), which is read as a rule still.
const sgfRuleProp = "HR"

// sgfMarkProps names the properties of each mark shape.
var sgfMarkProps = []struct {
	prop  string
	shape MarkShape
}{{"TR", Triangle}, {"SQ", Square}, {"LB", Label}}

// note adds the comment and marks of node n, at the position after i moves of its line, to
// the note of the game's position shown; transposed says its cells are in HexGui's frame
// after a swap.
func (r *sgfReader) note(n sgfNode, i int, transposed bool) error {
	g := r.g
	note := g.Note()
	note.Marks = append([]Mark(nil), note.Marks...)
	hasB := n.has("B")
	hasW := n.has("W")
	if _, oldRule := sgfOldRule(n); !(oldRule && (hasB || hasW)) {
		if c := n.first("C"); strings.TrimSpace(c) != "" {
			if note.Comment != "" {
				note.Comment += "\n\n"
			}
			note.Comment += c
		}
	}
	for _, mp := range sgfMarkProps {
		values, _ := n.values(mp.prop)
		for _, v := range values {
			label := ""
			if mp.shape == Label {
				var ok bool
				if v, label, ok = strings.Cut(v, ":"); !ok {
					return fmt.Errorf("sgf: LB[%s]: expected a point and its text, such as c3:A", v)
				}
				label = strings.TrimSpace(label)
			}
			cells, err := sgfPoints(g.board, v)
			if err != nil {
				return fmt.Errorf("sgf: %s[%s]: %w", mp.prop, v, err)
			}
			for _, c := range cells {
				if transposed {
					c = g.board.Transpose(c)
				}
				note.Marks = append(note.Marks, Mark{Cell: c, Shape: mp.shape, Label: label})
			}
		}
	}
	if err := g.SetNote(note); err != nil {
		return fmt.Errorf("sgf: after move %d: %w", i, err)
	}
	return nil
}

// writeSGFNote writes note's properties; swapped says the cells are written in HexGui's
// frame after a swap (transposed).
func writeSGFNote(sb *strings.Builder, b *Board, note Note, swapped bool) {
	if note.Comment != "" {
		fmt.Fprintf(sb, "C[%s]", sgfEscape(note.Comment))
	}
	for _, mp := range sgfMarkProps {
		prop := mp.prop
		for _, m := range note.Marks {
			if m.Shape != mp.shape {
				continue
			}
			c := m.Cell
			if swapped {
				c = b.Transpose(c)
			}
			value := b.CellName(c)
			if m.Shape == Label {
				value += ":" + m.Label
			}
			fmt.Fprintf(sb, "%s[%s]", prop, sgfEscape(value))
			prop = ""
		}
	}
}
