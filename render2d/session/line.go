package session

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// The game a Config describes: its main line (moves), the line shown when it leaves the main
// line (variation=K:LIST: after K moves of the main line, LIST), how many moves of the line
// shown are on the board (at), and, from a saved game or a file, the whole tree of
// variations with its notes (Config.Tree). A link carries the first three; a save the tree
// too.

// Variation is where the line shown leaves the main line: after From of its moves, with
// Moves. The zero Variation is the main line itself.
type Variation struct {
	From  int
	Moves []core.Move
}

// parseVariation reads the variation parameter, K:LIST, on board b.
func parseVariation(b *core.Board, text string) (Variation, error) {
	if text == "" {
		return Variation{}, nil
	}
	k, list, ok := strings.Cut(text, ":")
	if !ok {
		return Variation{}, fmt.Errorf("expected K:LIST, the number of moves of the main line before the variation and its moves, such as 4:c3,d4")
	}
	from, err := strconv.Atoi(k)
	if err != nil || from < 0 {
		return Variation{}, fmt.Errorf("%q: expected a number of moves", k)
	}
	moves, err := core.ParseMoveList(b, list)
	if err != nil {
		return Variation{}, err
	}
	if len(moves) == 0 {
		return Variation{}, fmt.Errorf("a variation has at least one move")
	}
	return Variation{From: from, Moves: moves}, nil
}

// format writes the variation as parseVariation reads it ("" for the main line).
func (v Variation) format(b *core.Board) string {
	if len(v.Moves) == 0 {
		return ""
	}
	return strconv.Itoa(v.From) + ":" + core.FormatMoveList(b, v.Moves)
}

// game builds the game c describes: the tree (when c has one) or a new game, the main line
// played with its rule labels, the variation, and the line shown taken back to At. Errors
// name the parameter at fault.
func (c Config) game() (*core.Game, error) {
	var g *core.Game
	var err error
	if c.Tree != nil {
		if g, err = c.Tree.Game(); err != nil {
			return nil, paramError("tree", "", err)
		}
		o := g.Options()
		if g.Spec() != c.Spec || o.First != c.First || o.Swap != c.Swap || !slices.Equal(g.Setup(), c.Setup) {
			return nil, paramError("tree", "", fmt.Errorf("the tree is of another game (%v, %v first)", g.Spec(), o.First))
		}
		if err := g.GoToPath(nil); err != nil {
			return nil, paramError("tree", "", err)
		}
	} else if g, err = core.NewGame(c.Spec, c.Options()); err != nil {
		if b, berr := core.NewBoard(c.Spec); berr == nil && len(c.Setup) > 0 {
			return nil, paramError("setup", core.FormatSetup(b, c.Setup), err)
		}
		return nil, paramError("swap", "1", err)
	}
	b := g.Board()
	for i, m := range c.Moves {
		rule := ""
		if i < len(c.Rules) {
			rule = c.Rules[i]
		}
		if err := g.PlayRule(m, rule); err != nil {
			return nil, paramError("moves", core.FormatMoveList(b, c.Moves), fmt.Errorf("move %d (%s): %w", i+1, b.MoveName(m), err))
		}
	}
	if c.Tree != nil && !slices.Equal(turnMoves(g.MainLine()), c.Moves) {
		return nil, paramError("tree", "", fmt.Errorf("its main line is not the game's moves"))
	}
	shown := len(c.Moves)
	if v := c.Variation; len(v.Moves) > 0 {
		bad := func(err error) (*core.Game, error) { return nil, paramError("variation", v.format(b), err) }
		if v.From >= len(c.Moves) {
			return bad(fmt.Errorf("it leaves the main line after %d moves, but the main line has %d (a line that goes on from its end belongs in moves)", v.From, len(c.Moves)))
		}
		if v.Moves[0] == c.Moves[v.From] {
			return bad(fmt.Errorf("its first move, %s, is the main line's own", b.MoveName(v.Moves[0])))
		}
		if err := g.GoToPath(make([]int, v.From)); err != nil {
			return bad(err)
		}
		for i, m := range v.Moves {
			if err := g.Play(m); err != nil {
				return bad(fmt.Errorf("move %d (%s): %w", v.From+i+1, b.MoveName(m), err))
			}
		}
		shown = v.From + len(v.Moves)
	}
	if c.At < 0 || c.At > shown {
		return nil, paramError("at", fmt.Sprint(c.At), fmt.Errorf("expected a number from 0 to %d, the number of moves of the line shown", shown))
	}
	for range shown - c.At {
		g.Undo()
	}
	if c.Resigned != core.NoPlayer && g.Over() {
		return nil, paramError("resigned", c.Resigned.String(), fmt.Errorf("the game is already won by %v", g.Winner()))
	}
	return g, nil
}

// lineOf returns how g's position shown stands in the terms of a Config: the main line, the
// variation the line shown takes (if it leaves the main line) and how many of its moves are
// on the board.
func lineOf(g *core.Game) (main []core.Move, v Variation, at int) {
	main = turnMoves(g.MainLine())
	shown := turnMoves(append(slices.Clip(g.Turns()), g.Ahead()...))
	at = len(g.Turns())
	// Both lines run from the start to the end of a branch, and the moves from a position
	// differ from one another: the line shown leaves the main line at its first other move.
	for k, m := range shown {
		if k >= len(main) || m != main[k] {
			return main, Variation{From: k, Moves: shown[k:]}, at
		}
	}
	return main, Variation{}, at
}

// turnMoves returns the moves of turns.
func turnMoves(turns []core.Turn) []core.Move {
	out := make([]core.Move, len(turns))
	for i, t := range turns {
		out[i] = t.Move
	}
	return out
}
