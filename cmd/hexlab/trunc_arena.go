package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/hexlab/hexlab/strategies/arena"
)

// runTruncArena is `hexlab trunc arena`: the flags (or the file --resume names), then
// arena.RunTrunc, its games streamed to the output with --json. Ctrl-C or SIGTERM stops it
// after the game under way: the output holds the games finished, marked partial, and
// --resume plays the rest from the --json output saved to a file (also one cut off by a
// kill: every game is written as it finishes).
func runTruncArena(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("trunc arena")
	var f truncGameFlags
	f.register(fs)
	games := fs.Int("games", 30, "games")
	rotate := fs.Bool("rotate", false, "rotate the strategies round the seats")
	asJSON := fs.Bool("json", false, "print JSON")
	resume := fs.String("resume", "", "a stopped run's JSON to play to its end")
	quiet := fs.Bool("quiet", false, "no progress report")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	var c arena.TruncConfig
	if *resume != "" {
		file, err := f.resumed(fs, *resume)
		if err != nil {
			return err
		}
		defer file.close()
		c = file.config
	} else {
		setup, err := f.resolve()
		if err != nil {
			return err
		}
		if *games < 1 {
			return usagef("--games %d: expected a positive number", *games)
		}
		if setup.seed > maxUint64-uint64(*games-1) {
			return usagef("--seed %d with --games %d: the last game's seed would pass %d (seeds do not wrap round)", setup.seed, *games, uint64(maxUint64))
		}
		c = f.arena(setup)
		c.Games, c.Rotate = *games, *rotate
	}
	stop, release := stopOnSignal()
	defer release()
	c.Stop = stop
	p := newProgress(stderr, "trunc arena", "games", c.Games, *quiet)
	c.Progress = p.update
	var res arena.TruncResult
	var err error
	if *asJSON {
		stream := newJSONArrayWriter(stdout, c.Setup(), "results")
		res, err = arena.RunTrunc(c, func(g arena.TruncGame) error { return stream.add(g) })
		p.finish()
		if err == nil {
			err = stream.close(res.TruncTally)
		}
	} else {
		res, err = arena.RunTrunc(c, nil)
		p.finish()
		if err == nil {
			err = res.WriteText(stdout)
		}
	}
	if err == nil && res.Partial {
		how := "--json, saved to a file, and --resume FILE plays the rest"
		if *asJSON {
			how = "--resume FILE (this output, saved to a file) plays the rest"
		}
		return fmt.Errorf("stopped after %d of %d games; the games finished are written; %s", res.Played, res.Games, how)
	}
	return err
}

// truncResumed is the run --resume continues: its arena, with the games its file holds as
// Done, and the file, open while they are read.
type truncResumed struct {
	config arena.TruncConfig
	file   *os.File
}

func (r truncResumed) close() { r.file.Close() }

// resumed reads the file --resume names; the flags that say what to play do not go with it
// (the file says that).
func (f *truncGameFlags) resumed(fs *flag.FlagSet, name string) (truncResumed, error) {
	if set := setFlags(fs, []string{"board", "white", "gray", "black", "order", "seed", "think", "playouts", "games", "rotate"}); len(set) > 0 {
		return truncResumed{}, usagef("--resume plays the run its file describes; it does not go with %s", strings.Join(set, ", "))
	}
	file, err := os.Open(name)
	if err != nil {
		return truncResumed{}, err
	}
	c, done, err := arena.ReadTruncJSON(file)
	if err != nil {
		file.Close()
		return truncResumed{}, fmt.Errorf("--resume %s: %v", name, err)
	}
	c.Done = func(yield func(arena.TruncGame, error) bool) {
		for g, err := range done {
			if err != nil {
				err = fmt.Errorf("--resume %s: %v", name, err)
			}
			if !yield(g, err) {
				return
			}
		}
	}
	return truncResumed{config: c, file: file}, nil
}
