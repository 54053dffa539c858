package book

import (
	"bufio"
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// eachLine calls fn with each line of text that is not blank or a comment (from '#' on): its
// board (the first field, a square hex board) and its fields. A line of another
// number of fields than want, or on another board, is an error naming the file (what) and the
// line; so is fn's error.
func eachLine(text, what string, want int, fields string, fn func(b *core.Board, f []string) error) error {
	sc := bufio.NewScanner(strings.NewReader(text))
	for line := 1; sc.Scan(); line++ {
		f := strings.Fields(strings.SplitN(sc.Text(), "#", 2)[0])
		if len(f) == 0 {
			continue
		}
		if len(f) != want {
			return fmt.Errorf("%s: line %d: want %s", what, line, fields)
		}
		spec, err := core.ParseSpec(f[0])
		if err != nil || spec.Topology != core.Plane || spec.Reverse || spec.Cols != spec.Rows {
			return fmt.Errorf("%s: line %d: %q is not a square hex board", what, line, f[0])
		}
		b, _ := core.NewBoard(spec)
		if err := fn(b, f); err != nil {
			return fmt.Errorf("%s: line %d: %w", what, line, err)
		}
	}
	return sc.Err()
}
