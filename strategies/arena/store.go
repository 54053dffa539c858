package arena

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"

	"github.com/hexlab/hexlab/core"
)

// GameStore keeps the games of an arena that streams them (Config.Store): a run of any number
// of games then keeps none of them in memory, only its tallies. Add takes the games in Result
// order; Each gives them back in that order.
type GameStore interface {
	Add(g Game) error
	Each(fn func(Game) error) error
}

// Discard is the GameStore that keeps nothing: for a run whose table and chart are all that
// is wanted. Its Each is an error.
var Discard GameStore = discard{}

type discard struct{}

func (discard) Add(Game) error { return nil }
func (discard) Each(func(Game) error) error {
	return errors.New("the games of this run were not kept (arena.Discard)")
}

// Spool is a GameStore in a temporary file: one line of JSON per game, in the form of the
// results file's games (jsonGame). The file grows with the games (a few hundred bytes each);
// memory does not. Where the system lets an open file be removed (all but Windows) its name
// is removed at once, so that nothing is left behind however the process ends (a kill, a
// crash); elsewhere Close removes it.
type Spool struct {
	spec  core.Spec
	b     *core.Board
	f     *os.File
	w     *bufio.Writer
	named bool // the file still has its name, for Close to remove
}

// NewSpool creates a spool for games on spec in a new temporary file in dir ("" for the
// system's temporary folder).
func NewSpool(dir string, spec core.Spec) (*Spool, error) {
	b, err := core.NewBoard(spec)
	if err != nil {
		return nil, err
	}
	f, err := os.CreateTemp(dir, ".hexlab-arena-*.spool")
	if err != nil {
		return nil, err
	}
	named := runtime.GOOS == "windows" || os.Remove(f.Name()) != nil
	return &Spool{spec: spec, b: b, f: f, w: bufio.NewWriter(f), named: named}, nil
}

// Add writes g at the end of the spool.
func (s *Spool) Add(g Game) error {
	data, err := json.Marshal(toJSONGame(s.b, &g))
	if err != nil {
		return err
	}
	data = append(data, '\n')
	if _, err := s.w.Write(data); err != nil {
		return fmt.Errorf("spooling a game: %w", err)
	}
	return nil
}

// Each reads the games back, in the order they were added, and calls fn with each.
func (s *Spool) Each(fn func(Game) error) error {
	if err := s.w.Flush(); err != nil {
		return fmt.Errorf("spooling a game: %w", err)
	}
	end, err := s.f.Seek(0, io.SeekCurrent)
	if err != nil {
		return err
	}
	defer s.f.Seek(end, io.SeekStart) // Add goes on at the end
	r := bufio.NewReader(io.NewSectionReader(s.f, 0, end))
	for i := 1; ; i++ {
		line, err := r.ReadBytes('\n')
		if errors.Is(err, io.EOF) && len(line) == 0 {
			return nil
		}
		if err != nil && !errors.Is(err, io.EOF) {
			return err
		}
		var jg jsonGame
		if err := json.Unmarshal(line, &jg); err != nil {
			return fmt.Errorf("spool line %d: %w", i, err)
		}
		g, err := readGame(s.spec, jg)
		if err != nil {
			return fmt.Errorf("spool line %d: %w", i, err)
		}
		if err := fn(g); err != nil {
			return err
		}
	}
}

// Close closes the spool's file, and removes it if it still has its name.
func (s *Spool) Close() error {
	err := s.f.Close()
	if s.named {
		return os.Remove(s.f.Name())
	}
	return err
}
