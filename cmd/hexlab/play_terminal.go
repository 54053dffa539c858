package main

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// humanPlayer is the player name of a person who types their moves at the terminal.
const humanPlayer = "human"

// hexAtTerminal is a Hex game played at the terminal (a terminalGame): bots play the
// colours that have one, people the others.
type hexAtTerminal struct {
	g    *core.Game
	bots map[core.Player]strategies.Bot // nil for a person's colour
	// opening is how many moves --opening played: undo does not take them back.
	opening int
}

func (h *hexAtTerminal) over() bool { return h.g.Over() || len(h.g.LegalMoves()) == 0 }

func (h *hexAtTerminal) toMove() string { return capitalised(h.g.ToMove().String()) }

func (h *hexAtTerminal) personToMove() bool { return h.bots[h.g.ToMove()] == nil }

func (h *hexAtTerminal) diagram() string { return core.Diagram(h.g.Position()) }

// example returns the middle one of the empty cells, and swap where it is legal.
func (h *hexAtTerminal) example() (string, []string) {
	var cells []core.Move
	var words []string
	for _, m := range h.g.LegalMoves() {
		if m.Swap {
			words = append(words, "'"+core.SwapName+"'")
			continue
		}
		cells = append(cells, m)
	}
	if len(cells) == 0 {
		return "", words
	}
	return h.g.Board().MoveName(cells[len(cells)/2]), words
}

func (h *hexAtTerminal) play(text string) error {
	m, err := h.g.Board().ParseMove(text)
	if err != nil {
		return err
	}
	return h.g.Play(m)
}

func (h *hexAtTerminal) playBot() (string, error) {
	player := h.g.ToMove()
	bot := h.bots[player]
	number := len(h.g.Turns()) + 1
	choice, err := bot.Choose(h.g)
	if err != nil {
		return "", fmt.Errorf("%v (%s) at move %d: %w", player, bot.Name(), number, err)
	}
	name := h.g.Board().MoveName(choice.Move)
	if err := h.g.PlayRule(choice.Move, choice.Rule); err != nil {
		return "", fmt.Errorf("%v (%s) at move %d chose %s: %w", player, bot.Name(), number, name, err)
	}
	return fmt.Sprintf("%s (%s) plays %s", capitalised(player.String()), bot.Name(), name), nil
}

// undo takes back the last move, then the bots' moves before it, back to a person's turn,
// never a move of the opening.
func (h *hexAtTerminal) undo() bool {
	if len(h.g.Turns()) <= h.opening {
		return false
	}
	h.g.DeleteVariation()
	for len(h.g.Turns()) > h.opening && !h.personToMove() {
		h.g.DeleteVariation()
	}
	return true
}

func (h *hexAtTerminal) resign() error { return h.g.Resign(h.g.ToMove()) }

// capitalised returns s with its first letter in upper case ("Red").
func capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// playHexAtTerminal plays g at the terminal (see playAtTerminal): the bots of bots play their
// colours, people the others. It reports whether a person left the game before its end.
func playHexAtTerminal(g *core.Game, bots map[core.Player]strategies.Bot, opening int, in io.Reader, out io.Writer) (left bool, err error) {
	err = playAtTerminal(&hexAtTerminal{g: g, bots: bots, opening: opening}, in, out)
	if errors.Is(err, errLeft) {
		return true, nil
	}
	return false, err
}
