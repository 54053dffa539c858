package core

import (
	"fmt"
	"strconv"
)

// ColumnName returns the letters of column col (1-based) as HexGui and SGF
// write them: 1 = "a", 26 = "z", 27 = "aa", 28 = "ab", ...
func ColumnName(col int) string {
	if col < 1 {
		return "?"
	}
	var buf [8]byte
	i := len(buf)
	for col > 0 {
		col--
		i--
		buf[i] = byte('a' + col%26)
		col /= 26
	}
	return string(buf[i:])
}

// CoordsName returns the text name of column col and row row: (1,1) = "a1",
// (2,7) = "b7", (27,3) = "aa3".
func CoordsName(col, row int) string {
	return ColumnName(col) + strconv.Itoa(row)
}

// ParseCoords reads a cell name such as "a1", "b7" or "aa3" (letters in
// either case) into a 1-based column and row. It does not check the name
// against a board: see Board.ParseCell.
func ParseCoords(text string) (col, row int, err error) {
	i := 0
	for i < len(text) && i < 4 {
		c := text[i] | 0x20 // lower case for letters
		if c < 'a' || c > 'z' {
			break
		}
		col = col*26 + int(c-'a') + 1
		i++
	}
	if i == 0 {
		return 0, 0, fmt.Errorf("cell %q: expected column letters then a row number, such as a1 or c5", text)
	}
	digits := text[i:]
	if digits == "" || len(digits) > 4 || digits[0] == '0' {
		return 0, 0, fmt.Errorf("cell %q: expected column letters then a row number, such as a1 or c5", text)
	}
	for j := 0; j < len(digits); j++ {
		if digits[j] < '0' || digits[j] > '9' {
			return 0, 0, fmt.Errorf("cell %q: expected column letters then a row number, such as a1 or c5", text)
		}
		row = row*10 + int(digits[j]-'0')
	}
	return col, row, nil
}
