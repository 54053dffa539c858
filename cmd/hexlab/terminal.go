package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// terminalGame is a game played at the terminal, between people who type their moves and
// bots: what the loop of playAtTerminal needs of it, in words. Hex's game is one (play.go);
// any game whose turns go by one player at a time can be another.
type terminalGame interface {
	// over reports whether the game has ended.
	over() bool
	// toMove names the player to move, as the prompt does ("Red").
	toMove() string
	// personToMove reports whether the player to move is a person at the terminal.
	personToMove() bool
	// diagram draws the position, as the person sees it before each move.
	diagram() string
	// example returns a move the player to move may type, and the other words they may
	// type besides undo, resign and quit ("swap" where the swap is legal).
	example() (move string, words []string)
	// play plays the move text names for the person to move, or says why it is no move.
	play(text string) error
	// playBot has the bot to move choose its move and play it, and says what it played.
	playBot() (string, error)
	// undo takes back the moves since the last turn of a person, that one included; false
	// when there is none to take back.
	undo() bool
	// resign ends the game with the resignation of the player to move.
	resign() error
}

// maxTerminalLine is the longest line read from the person: the rest of a longer line is
// read and dropped, so that any input is read in bounded memory.
const maxTerminalLine = 200

// errLeft says the person left the game: quit, or the end of the input.
var errLeft = errors.New("left the game")

// playAtTerminal plays g to its end: each person's move read from in, after the position
// drawn and a prompt on out; each bot's move said on out. A person may type a move, undo,
// resign or quit; a move that cannot be played is refused with the reason, and asked for
// again. It returns errLeft when a person quits or the input ends (g is then the game so
// far), and a bot's failure. Where in is not a terminal (a file, a pipe) each line read is
// written after its prompt, as a terminal would echo it.
func playAtTerminal(g terminalGame, in io.Reader, out io.Writer) error {
	r := bufio.NewReader(in)
	echo := !isTerminal(in)
	drawn := false // the position is on the screen since the last move
	said := false  // something is on the screen: a blank line goes before the next board
	for !g.over() {
		if !g.personToMove() {
			move, err := g.playBot()
			if err != nil {
				return err
			}
			fmt.Fprintln(out, move)
			drawn, said = false, true
			continue
		}
		if !drawn {
			if said {
				fmt.Fprintln(out)
			}
			fmt.Fprint(out, g.diagram())
			drawn = true
		}
		said = true
		move, words := g.example()
		fmt.Fprintf(out, "%s to move (e.g. %s, or %s): ", g.toMove(), strings.Join(append([]string{move}, words...), ", "), "'undo', 'resign', 'quit'")
		line, err := readTerminalLine(r)
		if err != nil {
			fmt.Fprintln(out)
			return errLeft // the end of the input, or a read that failed: the game so far stands
		}
		if echo {
			fmt.Fprintln(out, shorten(line, maxQuoted))
		}
		switch text := strings.ToLower(strings.TrimSpace(line)); text {
		case "":
		case "quit", "exit":
			return errLeft
		case "resign":
			if err := g.resign(); err != nil {
				fmt.Fprintf(out, "resign: %v\n", err)
			}
		case "undo":
			if !g.undo() {
				fmt.Fprintln(out, "undo: no move of yours to take back")
				continue
			}
			drawn = false
		default:
			if err := g.play(text); err != nil {
				fmt.Fprintf(out, "%s: %v; try again\n", shorten(text, maxQuoted), err)
				continue
			}
			drawn = false
		}
	}
	return nil
}

// isTerminal reports whether in is a terminal (a character device), which echoes what is
// typed.
func isTerminal(in io.Reader) bool {
	f, ok := in.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// readTerminalLine reads a line, without its end, keeping at most maxTerminalLine bytes of
// it. It returns io.EOF at the end of the input (a last line without an end is a line).
func readTerminalLine(r *bufio.Reader) (string, error) {
	var line []byte
	for {
		part, err := r.ReadSlice('\n')
		if len(line) < maxTerminalLine {
			line = append(line, part[:min(len(part), maxTerminalLine-len(line))]...)
		}
		switch {
		case err == nil:
			return strings.TrimRight(string(line), "\r\n"), nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(line) > 0:
			return string(line), nil
		default:
			return "", err
		}
	}
}
