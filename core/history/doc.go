// Package history keeps the history of a game as a tree: every line of turns played from the
// start, the position shown, and the note a reader attached to each position. Undo and Redo
// walk the line through the position shown; a turn played where others were played before
// starts a variation beside them; a variation can be chosen, promoted to the main line or
// deleted. Both games keep their history in one (core.Game and trunc.Game); the games own
// their rules and positions, the Tree only the turns and notes.
//
//	var t history.Tree[string, string]
//	t.Push("c5")
//	t.Push("d4")
//	t.Undo()           // back to after c5; Redo would play d4
//	t.Push("e3")       // a variation beside d4, now shown
//	t.SetNote("e3 is stronger")
//	t.Promote()        // c5 e3 is now the main line
//	t.MainLine()       // [c5 e3]
package history
