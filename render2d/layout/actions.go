package layout

// Action names a control of the board app: a button, or a setting cycled with arrows.
type Action int

// The controls, each with its label (String) and, in the README, its key.
const (
	Swap       Action = iota // the swap move (pie rule), when the game allows it
	NewGame                  // opens the new-game dialog
	Undo                     // take back the last move (and the bot's reply)
	Redo                     // play again a move taken back
	Hint                     // ask a bot for a move, shown and not played
	Resign                   // give up the game
	First                    // step to the start of the move list
	Prev                     // step one move back
	Next                     // step one move on
	Last                     // step to the end of the move list
	Branch                   // play on from the position shown: the next move starts a variation
	Menu                     // open or close the drawer of a narrow window
	Import                   // load a game file
	ExportSGF                // save the game as SGF
	ExportJSON               // save the game as a JSON record
	RedPlayer                // who plays Red (a setting)
	BluePlayer               // who plays Blue (a setting)
	Think                    // the bots' thinking time (a setting)
	ViewKind                 // how the board is drawn (a setting)
	Flip                     // the rhombus transposed (a setting)
	Field                    // an arrow of a row of the new-game dialog (Button.Row says which)
	Start                    // start the game the new-game dialog describes
	Cancel                   // close the dialog and keep the game
	Trunc                    // open Trunc, the three-player game in 3D (its page, or its desktop program)
	Share                    // copy (or share) the game's link
	Inferior                 // the inferior cells marked on the board (a setting)
	Analyse                  // the solver's analysis of the moves, and its time (a setting)
	Comment                  // write the comment of the position shown
	Mark                     // clicks on the board mark cells (triangle, square, label) instead of playing
	Promote                  // make the line shown the main line
	Delete                   // delete the last move shown, with every move after it
	Variation                // play one of the variations at the position shown (Button.Index says which)
	Send                     // hand the opponent the game's link after a move (correspondence)
	Story                    // the chart of the game's story (a setting)
	NumActions               // the number of actions
)

var actionLabels = [NumActions]string{
	Swap: "Swap", NewGame: "New", Undo: "Undo", Redo: "Redo", Hint: "Hint", Resign: "Resign",
	First: "|◀", Prev: "◀", Next: "▶", Last: "▶|", Branch: "Play on", Menu: "☰",
	Import: "Import", ExportSGF: "SGF", ExportJSON: "JSON",
	RedPlayer: "Red", BluePlayer: "Blue", Think: "Think", ViewKind: "View", Flip: "Flip",
	Field: "", Start: "Start", Cancel: "Cancel", Trunc: "Trunc 3D", Share: "Link",
	Inferior: "Inferior", Analyse: "Analyse",
	Comment: "Comment", Mark: "Mark", Promote: "Promote", Delete: "Delete", Variation: "", Send: "Send move", Story: "Story",
}

// String returns the control's label.
func (a Action) String() string {
	if a >= 0 && a < NumActions {
		return actionLabels[a]
	}
	return "?"
}

// Button is one clickable control on the screen. Dir is 0 for a button, and -1 or +1 for the
// arrows of a setting (Action RedPlayer, BluePlayer, Think, ViewKind, Flip, Inferior, Analyse, or Field in the
// dialog, whose row is Row) that cycle its value back or on.
type Button struct {
	Action Action
	Rect   Rect
	Dir    int
	Row    int
	// Index is the variation a Variation button plays (0: the main line's move).
	Index int
}

// Setting is a row of the panel or the new-game dialog: a label, the value shown between two
// arrows that cycle it (whose Buttons are on the Screen or Dialog too).
type Setting struct {
	Action     Action
	Label      Rect
	Value      Rect
	Prev, Next Rect
}
