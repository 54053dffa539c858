package render2d

import (
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/session"
)

// keeper returns the app's platform.Keeper: the game kept saved (unless it is an embedded
// board's) and the address its permalink.
func (a *App) keeper() *platform.Keeper {
	s := a.s
	k := platform.NewKeeper(session.StorageKey, s.Permalink, s.Save)
	k.Saves = func() bool { return s.Config().Saves() }
	k.Say = func(msg string) { a.Say(msg, true) }
	return k
}

// keep saves the session and sets the address when the game has changed since it last did
// (not while the board is being dragged: once the drag ends).
func (a *App) keep() {
	gen := a.s.Generation()
	if gen == a.kept || a.bv.Dragging() {
		return
	}
	a.kept = gen
	_ = a.store.Flush() // a failure is said once
}
