package safefile

import (
	"fmt"
	"io"
	"os"
)

// DefaultLimit is the size past which Read's callers refuse a file unless told otherwise:
// far more than any game record or results file Hexlab writes (a game of 32x32 Hex is a few
// kilobytes; a million-game arena's JSON is a few hundred megabytes and is given its own
// limit).
const DefaultLimit = 16 << 20

// TooLargeError is Read's error for a file past its limit.
type TooLargeError struct {
	Path  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s is larger than %s, the most this reads", e.Path, Size(e.Limit))
}

// Read returns the content of the file at path, or a *TooLargeError if it holds more than
// limit bytes. It reads at most limit+1 bytes, so an endless file (a pipe, /dev/zero) is
// refused as quickly as a large one.
func Read(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return ReadFrom(f, path, limit)
}

// ReadFrom is Read for an open reader; name is what the error calls it.
func ReadFrom(r io.Reader, name string, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Path: name, Limit: limit}
	}
	return data, nil
}

// Size writes a byte count for people: 512 bytes, 16 MiB, 1.5 GiB.
func Size(n int64) string {
	const unit = 1024
	if n < unit {
		return fmt.Sprintf("%d bytes", n)
	}
	value, suffix := float64(n), ""
	for _, s := range []string{"KiB", "MiB", "GiB", "TiB"} {
		value /= unit
		suffix = s
		if value < unit {
			break
		}
	}
	if value == float64(int64(value)) {
		return fmt.Sprintf("%d %s", int64(value), suffix)
	}
	return fmt.Sprintf("%.1f %s", value, suffix)
}
