package arena

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// Handicap is stones given to the players before every game of an arena (Config.Handicap),
// on cells drawn at random from the game's seed alone: both first players, and a run with the
// players' colours exchanged, play from the same positions.
//
// Stones of one player are a handicap proper, for boards where one colour wins whoever moves
// first and however well the other plays (the cylinders: on cyl:7x7 Red won every game of the
// engine against itself at a fifth of a second a move with five random Blue stones, Blue every
// game with seven): there games from the empty board tell two players apart only by colour,
// and games from positions the stones make even do. As many stones of each player are a
// random start (red:2,blue:2): games between two players so close that the first player's
// opening decides every game from the empty board (the engine's levels, docs/engine.md) are
// played from as many positions as games instead, each with both players on each side.
type Handicap struct {
	// Red and Blue are the numbers of each player's stones.
	Red, Blue int
}

// handicapStream tells the handicap's random numbers apart from the players', drawn from the
// same game seed.
const handicapStream = 0x4a4d1c4a

// handicapDraws bounds the draws of a setup that already completes a player's structure
// (with many stones on a small board): past it, the game is an error.
const handicapDraws = 1000

// ParseHandicap reads a handicap as --handicap gives it: "blue:6" (a player and the number of
// its stones), or both players' counts, "red:2,blue:2"; "" is none.
func ParseHandicap(text string) (Handicap, error) {
	var h Handicap
	if text == "" {
		return h, nil
	}
	for part := range strings.SplitSeq(text, ",") {
		colour, count, found := strings.Cut(part, ":")
		if !found {
			return Handicap{}, fmt.Errorf("handicap %q: expected PLAYER:STONES, such as blue:6 or red:2,blue:2", text)
		}
		p, err := core.ParsePlayer(colour)
		if err != nil || p == core.NoPlayer {
			return Handicap{}, fmt.Errorf("handicap %q: the player is red or blue", text)
		}
		stones := &h.Blue
		if p == core.Red {
			stones = &h.Red
		}
		if *stones > 0 {
			return Handicap{}, fmt.Errorf("handicap %q: %v is given twice", text, p)
		}
		n, err := strconv.Atoi(count)
		if err != nil || n < 1 {
			return Handicap{}, fmt.Errorf("handicap %q: the stones are a positive number", text)
		}
		*stones = n
	}
	return h, nil
}

// String returns h as ParseHandicap reads it ("" for none).
func (h Handicap) String() string {
	var parts []string
	if h.Red > 0 {
		parts = append(parts, fmt.Sprintf("red:%d", h.Red))
	}
	if h.Blue > 0 {
		parts = append(parts, fmt.Sprintf("blue:%d", h.Blue))
	}
	return strings.Join(parts, ",")
}

// None reports whether h gives no stones.
func (h Handicap) None() bool { return h.Red == 0 && h.Blue == 0 }

// Stones returns the number of stones h gives in all.
func (h Handicap) Stones() int { return h.Red + h.Blue }

// describe returns h in words, for the arena's table.
func (h Handicap) describe() string {
	switch {
	case h.Blue == 0:
		return fmt.Sprintf("red starts every game with %d stones", h.Red)
	case h.Red == 0:
		return fmt.Sprintf("blue starts every game with %d stones", h.Blue)
	}
	return fmt.Sprintf("every game starts with %d red and %d blue stones", h.Red, h.Blue)
}

// check says what is wrong with h on b, if anything: no negative counts, and fewer stones
// than cells.
func (h Handicap) check(b *core.Board) error {
	switch {
	case h.Red < 0 || h.Blue < 0:
		return fmt.Errorf("handicap %d red and %d blue stones: the counts are not negative", h.Red, h.Blue)
	case h.Stones() >= b.NumCells():
		return fmt.Errorf("handicap of %d stones: the %s board has %d cells; give fewer stones than that", h.Stones(), b.Spec(), b.NumCells())
	}
	return nil
}

// Setup returns the handicap's stones for the game seeded seed on b (nil for none): Red+Blue
// cells drawn uniformly without replacement by a generator seeded with seed alone, Red's
// first, drawn again while they complete a player's structure (the game would be over
// before it began).
func (h Handicap) Setup(b *core.Board, seed uint64) ([]core.Stone, error) {
	if err := h.check(b); err != nil || h.None() {
		return nil, err
	}
	rng := rand.New(rand.NewPCG(seed, handicapStream))
	for range handicapDraws {
		stones := make([]core.Stone, h.Stones())
		for i, c := range rng.Perm(b.NumCells())[:h.Stones()] {
			stones[i] = core.Stone{Cell: core.Cell(c), Player: core.Red}
			if i >= h.Red {
				stones[i].Player = core.Blue
			}
		}
		g, err := core.NewGame(b.Spec(), core.Options{Setup: stones})
		if err != nil {
			return nil, err
		}
		if !g.Over() {
			return g.Setup(), nil
		}
	}
	return nil, errors.New("handicap: every draw of its stones completes a player's structure; give fewer stones")
}

// checkSetup says whether setup (as a results file gives it) is the arena's handicap for the
// game seeded seed: none without a handicap.
func (c Config) checkSetup(setup string, seed uint64) error {
	if c.Handicap.None() {
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
