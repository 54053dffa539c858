package main

import (
	"flag"

	"github.com/hexlab/hexlab/core"
)

// positionFlags are the flags that name a position to analyse: --board, --first, --setup,
// --moves, or --from a game file instead.
type positionFlags struct {
	gf    gameFlags
	moves *string
	from  *string
}

// register adds the flags to fs.
func (f *positionFlags) register(fs *flag.FlagSet) {
	f.gf.register(fs)
	f.gf.registerSetup(fs)
	f.moves = fs.String("moves", "", "the moves")
	f.from = fs.String("from", "", "a game file")
}

// position returns the position the flags name (once fs is parsed) and the player to move
// after its moves. The stones are placed by core.Replay, with no regard to whether someone
// has won.
func (f *positionFlags) position(fs *flag.FlagSet) (*core.Position, core.Player, error) {
	if _, err := fromFile(fs, *f.from, &f.gf, f.moves, nil); err != nil {
		return nil, core.NoPlayer, err
	}
	spec, first, err := f.gf.resolve()
	if err != nil {
		return nil, core.NoPlayer, err
	}
	moves, err := parseMoves(spec, *f.moves)
	if err != nil {
		return nil, core.NoPlayer, err
	}
	setup, err := f.gf.resolveSetup(spec)
	if err != nil {
		return nil, core.NoPlayer, err
	}
	p, toMove, err := core.Replay(spec, first, setup, moves)
	if err != nil {
		return nil, core.NoPlayer, usagef("--moves %q: %v", *f.moves, err)
	}
	return p, toMove, nil
}
