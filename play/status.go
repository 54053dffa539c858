package play

import (
	"fmt"
	"strings"
)

// Status is the status line: the player it is about (whose turn it is, or the winner) and
// what it says. P is the game's player type.
type Status[P any] struct {
	Player P
	Text   string
}

// Who names the player to move for the status line: "Red", or with the bot that plays them,
// "Blue (mcts)". bot is "" for a human.
func Who(player fmt.Stringer, bot string) string {
	who := Title(player.String())
	if bot != "" {
		who += " (" + bot + ")"
	}
	return who
}

// BotLine is the status of a bot at work or stuck: "Blue (mcts) is thinking…", "Blue (mcts)
// cannot move: ..."; ok is false when the bot is neither.
func BotLine(who string, thinking bool, err error) (text string, ok bool) {
	switch {
	case err != nil:
		return fmt.Sprintf("%s cannot move: %v", who, err), true
	case thinking:
		return who + " is thinking…", true
	}
	return "", false
}

// Title returns s with its first letter in upper case.
func Title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Count says how many of a thing there are, in the singular or the plural: Count(1, "stone")
// is "1 stone", Count(4, "cell") "4 cells".
func Count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return fmt.Sprintf("%d %ss", n, thing)
}
