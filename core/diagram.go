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
	var sb strings.Builder
	sb.WriteString(strings.Repeat(" ", width+2))
	for col := 1; col <= b.Cols(); col++ {
		name := ColumnName(col)
		sb.WriteString(name)
		if col < b.Cols() {
			sb.WriteString(strings.Repeat(" ", max(1, 2-len(name))))
		}
	}
	sb.WriteByte('\n')
	for row := 1; row <= b.Rows(); row++ {
		fmt.Fprintf(&sb, "%*d  %s", width, row, strings.Repeat(" ", row-1))
		for col := 1; col <= b.Cols(); col++ {
			switch p.At(b.Cell(col, row)) {
			case Red:
				sb.WriteByte('R')
			case Blue:
				sb.WriteByte('B')
			default:
				sb.WriteByte('.')
			}
			if col < b.Cols() {
				sb.WriteByte(' ')
			}
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
