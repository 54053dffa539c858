package embedapi

import (
	"encoding/json"

	"github.com/hexlab/hexlab/core"
)

// Event is a message the board posts to the embedding page. Every event has "source":
// "hexlab" and a "type":
//
//	ready     the board is drawn and listens: state, height
//	state     the game changed (a move by anyone, undo, load, new players): state
//	gameover  a player has just won: winner, state
//	solved    the puzzle (puzzle=1) has just been solved: winner (the puzzle's colour), state
//	height    the height, in CSS pixels, at which the board fills the iframe's width: height
//	reply     a command was carried out: id, command, state
//	error     a command was refused: id (when it had one), command (when readable), error
//	escape    Esc was pressed on the board: the visitor leaves it, and the page moves the focus
type Event struct {
	Source  string          `json:"source"`
	Type    string          `json:"type"`
	ID      json.RawMessage `json:"id,omitempty"`
	Command string          `json:"command,omitempty"`
	State   *State          `json:"state,omitempty"`
	Winner  string          `json:"winner,omitempty"`
	Height  int             `json:"height,omitempty"`
	Error   string          `json:"error,omitempty"`
}

// State is the game as events carry it: the JSON record (as hexlab.state() returns it), who
// plays each colour, and who is to move ("none" once the game is over).
type State struct {
	Record core.Record `json:"record"`
	Red    string      `json:"red"`
	Blue   string      `json:"blue"`
	ToMove string      `json:"toMove"`
	// Puzzle is set on a puzzle's board: the colour to play and win, and whether it has.
	Puzzle *PuzzleState `json:"puzzle,omitempty"`
}

// PuzzleState is what a state says of a puzzle.
type PuzzleState struct {
	Side   string `json:"side"`
	Solved bool   `json:"solved"`
}

// Source is the "source" of every event, so that a page that receives other messages too
// can tell the board's apart.
const Source = "hexlab"

// StateOf reads the state of t.
func StateOf(t Target) *State {
	r := t.Record()
	red, blue := t.Players()
	st := &State{Record: r, Red: red, Blue: blue, ToMove: "none"}
	if g, err := r.Game(); err == nil && !g.Over() {
		st.ToMove = g.ToMove().String()
	}
	if side, puzzle, solved := t.Puzzle(); puzzle {
		st.Puzzle = &PuzzleState{Side: side, Solved: solved}
	}
	return st
}

// NewEvent returns an event of the given type with its source set.
func NewEvent(typ string) Event { return Event{Source: Source, Type: typ} }

// ErrorEvent answers a refused command c (which may be the zero Command when the message was
// unreadable) with the reason.
func ErrorEvent(c Command, err error) Event {
	e := NewEvent("error")
	e.ID, e.Command, e.Error = c.ID, c.Type, err.Error()
	return e
}

// JSON returns the event as JSON text.
func (e Event) JSON() string {
	data, err := json.Marshal(e)
	if err != nil { // only a State that cannot be marshalled, which core.Record never is
		data, _ = json.Marshal(Event{Source: Source, Type: "error", Error: err.Error()})
	}
	return string(data)
}

// Watcher turns the changes of a game into "state" and "gameover" events.
type Watcher struct {
	gen    uint64
	winner string
	solved bool
	seen   bool
}

// Changes returns the events for the game at generation gen (a number that changes whenever
// the game does) with state st: a "state" event when the game changed since the last call,
// a "gameover" event too when it has just been won, and a "solved" event when a puzzle has
// just been solved. The first call only records where the game is (the "ready" event carries
// that state).
func (w *Watcher) Changes(gen uint64, st func() *State) []Event {
	if w.seen && gen == w.gen {
		return nil
	}
	s := st()
	first := !w.seen
	w.gen, w.seen = gen, true
	was, wasSolved := w.winner, w.solved
	w.winner = s.Record.Winner
	w.solved = s.Puzzle != nil && s.Puzzle.Solved
	if first {
		return nil
	}
	e := NewEvent("state")
	e.State = s
	events := []Event{e}
	if s.Record.Winner != "none" && s.Record.Winner != was {
		over := NewEvent("gameover")
		over.Winner, over.State = s.Record.Winner, s
		events = append(events, over)
	}
	if w.solved && !wasSolved {
		solved := NewEvent("solved")
		solved.Winner, solved.State = s.Puzzle.Side, s
		events = append(events, solved)
	}
	return events
}
