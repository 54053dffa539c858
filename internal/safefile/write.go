package safefile

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// Write writes the file at path with write, whole or not at all: the content goes to a
// temporary file in the same folder, which is synced and renamed over path only once write
// and every flush have succeeded. On any error, and if write panics, the temporary file is
// removed (the panic then goes on), path keeps its old content (or stays absent), and the
// error is returned.
func Write(path string, write func(io.Writer) error) (err error) {
	dir, base := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	tmp, err := os.CreateTemp(dir, "."+base+".*.tmp")
	if err != nil {
		return err
	}
	// done is set once the file is in place: any other way out of Write, a panic of write's
	// included (err is then still nil), removes the temporary file.
	done := false
	defer func() {
		if !done {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	buf := bufio.NewWriter(tmp)
	if err = write(buf); err != nil {
		return err
	}
	if err = buf.Flush(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err = tmp.Sync(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	// CreateTemp makes the file 0600; a results file is as readable as any other.
	if err = tmp.Chmod(0o644); err != nil {
		return err
	}
	if err = tmp.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	if err = os.Rename(tmp.Name(), path); err != nil {
		return err
	}
	done = true
	return nil
}

// WriteBytes writes data to path whole or not at all (see Write).
func WriteBytes(path string, data []byte) error {
	return Write(path, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}
