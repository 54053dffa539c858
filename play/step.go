package play

// A game's moves are stepped through by its Undo and Redo; a session stops at a human's turn,
// as a person playing bots expects: an undo takes back the bots' replies too.

// StepToHuman takes one step through a game's moves (step: the game's Undo or Redo) and then,
// when a human plays at all, more while a bot is to move, so that it stops at a human's turn.
// It returns how many steps it took: 0 when step could not move. When it stops at a bot's turn
// anyway (botToMove still true), step could go no further.
func StepToHuman(step, botToMove func() bool, humanPlays bool) int {
	if !step() {
		return 0
	}
	n := 1
	for humanPlays && botToMove() && step() {
		n++
	}
	return n
}

// UndoToHuman takes back the last move and, when a human plays, the bots' moves before it, so
// that a human is to move again. When only the bots' opening moves are left before a human's
// first turn, it keeps them (redo plays them again: the bots would play them again) and
// reports false. With bots only it takes back one move. It reports whether anything changed.
func UndoToHuman(undo, redo, botToMove func() bool, humanPlays bool) bool {
	n := StepToHuman(undo, botToMove, humanPlays)
	if n > 0 && humanPlays && botToMove() {
		for range n {
			redo()
		}
		return false
	}
	return n > 0
}

// RedoToHuman plays again the last move taken back and, when a human plays, the bots' moves
// after it up to a human's turn. It reports whether anything changed.
func RedoToHuman(redo, botToMove func() bool, humanPlays bool) bool {
	return StepToHuman(redo, botToMove, humanPlays) > 0
}
