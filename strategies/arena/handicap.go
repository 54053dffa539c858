package arena

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// Handicap is stones given to one player before every game of an arena (Config.Handicap), on
// cells drawn at random from the game's seed alone: both first players, and a run with the
// players' colours exchanged, play from the same positions. It is for boards where one colour
// wins whoever moves first and however well the other plays (the cylinders: on cyl:7x7 Red
// won every game of the engine against itself at a fifth of a second a move with five random
// Blue stones, Blue every game with seven): there games from the empty board tell two players
// apart only by colour, and games from positions the stones make even do.
type Handicap struct {
	Player core.Player
	Stones int
}

// handicapStream tells the handicap's random numbers apart from the players', drawn from the
// same game seed.
const handicapStream = 0x4a4d1c4a

// handicapDraws bounds the draws of a setup that already completes the player's structure
// (with many stones on a small board): past it, the game is an error.
const handicapDraws = 1000

// ParseHandicap reads a handicap as --handicap gives it: "blue:6" (the player and the
// number of stones); "" is none.
func ParseHandicap(text string) (Handicap, error) {
	if text == "" {
		return Handicap{}, nil
	}
	colour, count, found := strings.Cut(text, ":")
	if !found {
		return Handicap{}, fmt.Errorf("handicap %q: expected PLAYER:STONES, such as blue:6", text)
	}
	p, err := core.ParsePlayer(colour)
	if err != nil || p == core.NoPlayer {
		return Handicap{}, fmt.Errorf("handicap %q: the player is red or blue", text)
	}
	n, err := strconv.Atoi(count)
	if err != nil || n < 1 {
		return Handicap{}, fmt.Errorf("handicap %q: the stones are a positive number", text)
	}
	return Handicap{Player: p, Stones: n}, nil
}

// String returns h as ParseHandicap reads it ("" for none).
func (h Handicap) String() string {
	if h.Stones == 0 {
		return ""
	}
	return fmt.Sprintf("%v:%d", h.Player, h.Stones)
}

// check says what is wrong with h on b, if anything: a player, and fewer stones than cells.
func (h Handicap) check(b *core.Board) error {
	switch {
	case h.Stones == 0:
		return nil
	case h.Player != core.Red && h.Player != core.Blue:
		return fmt.Errorf("handicap: %v is not a player", h.Player)
	case h.Stones < 0 || h.Stones >= b.NumCells():
		return fmt.Errorf("handicap of %d stones: the %s board has %d cells; give fewer stones than that", h.Stones, b.Spec(), b.NumCells())
	}
	return nil
}

// Setup returns the handicap's stones for the game seeded seed on b (nil for none): Stones
// cells drawn uniformly without replacement by a generator seeded with seed alone, drawn
// again while they complete the player's structure (the game would be over before it began).
func (h Handicap) Setup(b *core.Board, seed uint64) ([]core.Stone, error) {
	if err := h.check(b); err != nil || h.Stones == 0 {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, handicapStream))
	for range handicapDraws {
		stones := make([]core.Stone, h.Stones)
		for i, c := range rng.Perm(b.NumCells())[:h.Stones] {
			stones[i] = core.Stone{Cell: core.Cell(c), Player: h.Player}
		}
		g, err := core.NewGame(b.Spec(), core.Options{First: h.Player.Opponent(), Setup: stones})
		if err != nil {
			return nil, err
		}
		if !g.Over() {
			return g.Setup(), nil
		}
	}
	return nil, errors.New("handicap: every draw of its stones completes the player's structure; give fewer stones")
}

// checkSetup says whether setup (as a results file gives it) is the arena's handicap for the
// game seeded seed: none without a handicap.
func (c Config) checkSetup(setup string, seed uint64) error {
	if c.Handicap.Stones == 0 {
		if setup != "" {
			return fmt.Errorf("setup %q in an arena without a handicap", setup)
		}
		return nil
	}
	b, err := core.NewBoard(c.Spec)
	if err != nil {
		return err
	}
	want, err := c.Handicap.Setup(b, seed)
	if err != nil {
		return err
	}
	if text := core.FormatSetup(b, want); setup != text {
		return fmt.Errorf("setup %q is not the arena's handicap for seed %d (%q)", setup, seed, text)
	}
	return nil
}
