// Package history keeps the line of a game: the turns played, in order, and the turns taken
// back, which Redo plays again until a new turn is played. Both games keep their history in
// one (core.Game and trunc.Game); the games own their rules and positions, the Line only the
// order of turns.
//
//	var l history.Line[string]
//	l.Push("c5")
//	l.Push("d4")
//	t, _ := l.Undo()   // "d4", now to redo
//	l.Redo()           // "d4" again
//	l.Push("e3")       // a new turn drops what was taken back
package history
