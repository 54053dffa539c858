package core

import (
	"fmt"
	"strings"
)

// Diagram draws a position as text: the board's rhombus with each row
// shifted half a cell further right, R for Red, B for Blue, '.' for an
// empty cell, column letters above and row numbers on the left.
//
//	   a b c
//	1  R . .
//	2   . B .
//	3    . R .
func Diagram(p *Position) string {
	b := p.Board()
	width := len(fmt.Sprint(b.Rows()))
	cell := len(ColumnName(b.Cols())) + 1 // characters per cell: 2, or 3 past column z
	var sb strings.Builder
	sb.WriteString(strings.Repeat(" ", width+2))
	for col := 1; col <= b.Cols(); col++ {
		fmt.Fprintf(&sb, "%-*s", cell, ColumnName(col))
	}
	trimLine(&sb)
	for row := 1; row <= b.Rows(); row++ {
		fmt.Fprintf(&sb, "%*d  %s", width, row, strings.Repeat(" ", (row-1)*cell/2))
		for col := 1; col <= b.Cols(); col++ {
			mark := "."
			switch p.At(b.Cell(col, row)) {
			case Red:
				mark = "R"
			case Blue:
				mark = "B"
			}
			fmt.Fprintf(&sb, "%-*s", cell, mark)
		}
		trimLine(&sb)
	}
	return sb.String()
}

// trimLine ends the line being built, without trailing spaces.
func trimLine(sb *strings.Builder) {
	line := strings.TrimRight(sb.String(), " ")
	sb.Reset()
	sb.WriteString(line)
	sb.WriteByte('\n')
}
