package embedapi

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Target is the game the commands act on: the board page's session.
type Target interface {
	// Record returns the game's JSON record.
	Record() core.Record
	// Players returns who plays red and blue: "human" or a strategy name.
	Players() (red, blue string)
	// PlayName plays a move ("f6", "swap") for the human to move, or says why it cannot.
	PlayName(move string) error
	// Undo and Redo report whether they changed anything.
	Undo() bool
	Redo() bool
	// NewGame starts again on an empty board with the same settings, or says why it cannot.
	NewGame() error
	// Load replaces the game by g, or says why it cannot (a board the page does not show).
	Load(g *core.Game) error
	// SetPlayers sets who plays red and blue; "" leaves a colour as it is.
	SetPlayers(red, blue string) error
	// Puzzle says whether the game is a puzzle (puzzle=1), for which colour, and whether that
	// colour has won it.
	Puzzle() (side string, puzzle, solved bool)
}

// Handle carries out the command c on t. It returns a "reply" event with the new state, or
// an "error" event that says why nothing was done.
func Handle(t Target, c Command) Event {
	if err := apply(t, c); err != nil {
		return ErrorEvent(c, err)
	}
	e := NewEvent("reply")
	e.ID, e.Command, e.State = c.ID, c.Type, StateOf(t)
	return e
}

func apply(t Target, c Command) error {
	switch c.Type {
	case "state":
		return nil
	case "play":
		return t.PlayName(c.Move)
	case "undo":
		if !t.Undo() {
			return fmt.Errorf("undo: there is no move to take back")
		}
	case "redo":
		if !t.Redo() {
			return fmt.Errorf("redo: there is no move to play again")
		}
	case "new":
		if err := t.NewGame(); err != nil {
			return fmt.Errorf("new: %w", err)
		}
	case "load":
		var g *core.Game
		var err error
		if c.Record != nil {
			g, err = c.Record.Game()
		} else {
			g, err = core.ParseSGF(c.SGF)
		}
		if err != nil {
			return fmt.Errorf("load: %w", err)
		}
		if err := t.Load(g); err != nil {
			return fmt.Errorf("load: %w", err)
		}
	case "players":
		if err := t.SetPlayers(c.Red, c.Blue); err != nil {
			return fmt.Errorf("players: %w", err)
		}
	default:
		return fmt.Errorf("unknown command type %q", c.Type)
	}
	return nil
}
