package history

// Line is the history of a game: the turns played and the turns taken back (to redo). The
// zero Line is empty and ready to use. T is the game's turn (who moved, the move, the rule
// that chose it).
type Line[T any] struct {
	played []T
	undone []T // taken back, the most recent last
}

// Played returns the turns played, in order. The slice is shared: do not modify it.
func (l *Line[T]) Played() []T { return l.played }

// Len returns how many turns have been played.
func (l *Line[T]) Len() int { return len(l.played) }

// Last returns the turn played last; ok is false before the first.
func (l *Line[T]) Last() (t T, ok bool) {
	if len(l.played) == 0 {
		return t, false
	}
	return l.played[len(l.played)-1], true
}

// Push records a new turn and drops the turns taken back: a new move starts a new line.
func (l *Line[T]) Push(t T) {
	l.played = append(l.played, t)
	l.undone = l.undone[:0]
}

// Undo takes back the last turn played and keeps it to redo; ok is false if none was played.
func (l *Line[T]) Undo() (t T, ok bool) {
	if len(l.played) == 0 {
		return t, false
	}
	t = l.played[len(l.played)-1]
	l.played = l.played[:len(l.played)-1]
	l.undone = append(l.undone, t)
	return t, true
}

// Redo plays again the turn taken back last and returns it; ok is false if none was.
func (l *Line[T]) Redo() (t T, ok bool) {
	if len(l.undone) == 0 {
		return t, false
	}
	t = l.undone[len(l.undone)-1]
	l.undone = l.undone[:len(l.undone)-1]
	l.played = append(l.played, t)
	return t, true
}

// CanUndo reports whether a turn has been played.
func (l *Line[T]) CanUndo() bool { return len(l.played) > 0 }

// CanRedo reports whether a turn taken back waits to be played again.
func (l *Line[T]) CanRedo() bool { return len(l.undone) > 0 }

// Ahead returns the turns taken back, in the order Redo plays them again.
func (l *Line[T]) Ahead() []T {
	out := make([]T, len(l.undone))
	for i, t := range l.undone {
		out[len(out)-1-i] = t
	}
	return out
}

// DropAhead forgets the turns taken back, so that the line ends where it stands.
func (l *Line[T]) DropAhead() { l.undone = l.undone[:0] }

// Clone returns an independent copy (T's are copied as values).
func (l *Line[T]) Clone() Line[T] {
	return Line[T]{played: append([]T(nil), l.played...), undone: append([]T(nil), l.undone...)}
}
