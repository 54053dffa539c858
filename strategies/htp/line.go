package htp

import (
	"bufio"
	"errors"
	"fmt"
)

// errLongLine is readLine's error for a line past its limit.
var errLongLine = errors.New("line too long")

// readLine reads one line of at most limit bytes from r, with its end ("\n"); at the end of r
// it returns what came before it with the error.
func readLine(r *bufio.Reader, limit int) (string, error) {
	var buf []byte
	for {
		chunk, err := r.ReadSlice('\n')
		if len(buf)+len(chunk) > limit+2 {
			return "", fmt.Errorf("%w: a line of more than %d bytes", errLongLine, limit)
		}
		buf = append(buf, chunk...)
		switch {
		case err == nil:
			return string(buf), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		default:
			return string(buf), err // what came before the end, with the error
		}
	}
}

// skipLine reads and drops the rest of a line that readLine found too long.
func skipLine(r *bufio.Reader) error {
	for {
		_, err := r.ReadSlice('\n')
		if !errors.Is(err, bufio.ErrBufferFull) {
			return err
		}
	}
}
