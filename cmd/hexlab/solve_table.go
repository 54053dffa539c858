package main

import (
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/solver"
)

// A --table file is a cache of the search's unfinished work, not a source of answers
// (strategies/solver/persist.go): its records only steer the next search, which proves
// every answer again. A file that is not a table of this board saved by this version of the
// solver, or whose content does not match its checksum, is refused: the user removes it (or
// names another file) to start afresh. Refusing, rather than starting over and saving a
// new table in its place, keeps a file the user named from being overwritten unasked.

// loadTable reads the table saved in name into s, if there is such a file.
func loadTable(s *solver.Solver, name string) error {
	f, err := os.Open(name)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("--table: %w", err)
	}
	defer f.Close()
	if _, err := s.LoadTable(f); err != nil {
		var refused *solver.TableError
		if errors.As(err, &refused) {
			return fmt.Errorf("--table %s is refused: %s. Remove it, or name another file, to start afresh", name, strings.TrimPrefix(refused.Reason, "solver: "))
		}
		return fmt.Errorf("--table %s: %w", name, err)
	}
	return nil
}

// saveTable writes s's table to name, whole or not at all; nothing when name is "".
func saveTable(s *solver.Solver, name string) error {
	if name == "" {
		return nil
	}
	if err := safefile.Write(name, s.SaveTable); err != nil {
		return fmt.Errorf("--table: %w", err)
	}
	return nil
}
