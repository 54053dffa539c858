package main

import (
	"io"

	"github.com/hexlab/hexlab/strategies/arena"
)

// runTruncArena is `hexlab trunc arena`: the flags, then arena.RunTrunc, its games streamed
// to the output with --json.
func runTruncArena(args []string, stdout io.Writer) error {
	fs := newFlags("trunc arena")
	var f truncGameFlags
	f.register(fs)
	games := fs.Int("games", 30, "games")
	rotate := fs.Bool("rotate", false, "rotate the strategies round the seats")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
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
	c := f.arena(setup)
	c.Games, c.Rotate = *games, *rotate
	if !*asJSON {
		res, err := arena.RunTrunc(c, nil)
		if err != nil {
			return err
		}
		return res.WriteText(stdout)
	}
	stream := newJSONArrayWriter(stdout, "results")
	res, err := arena.RunTrunc(c, func(g arena.TruncGame) error { return stream.add(g) })
	if err != nil {
		return err
	}
	return stream.close(res)
}
