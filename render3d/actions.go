package render3d

import (
	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/session"
)

// play plays cell c for the human to move, in the colour chosen for the
// variant rule (the mover's own otherwise); a refused move is said in the
// status line.
func (a *App) play(c trunc.Cell) {
	m := trunc.Move{Cell: c}
	if a.s.Game().Spec().Variant {
		m.Colour = a.paint
	}
	if err := a.s.Play(m); err != nil {
		a.say(err.Error())
		return
	}
	a.note = ""
}

// undo takes back a move.
func (a *App) undo() {
	if !a.s.Undo() {
		a.say("There is no move to take back.")
	}
}

// redo plays again a move taken back.
func (a *App) redo() {
	if !a.s.Redo() {
		a.say("There is no move to play again.")
	}
}

// newGame starts a new game with cfg.
func (a *App) newGame(cfg session.Config) {
	if err := a.s.Restart(cfg); err != nil {
		a.say(err.Error())
		return
	}
	a.note = ""
}

// toggleSeeThrough draws the empty cells see-through or solid.
func (a *App) toggleSeeThrough() {
	v := a.view
	v.SeeThrough = !v.SeeThrough
	a.setView(v)
}

// say shows msg under the status line until the next move.
func (a *App) say(msg string) {
	a.note = msg
	a.ui.refresh()
	a.touch()
}

// Say shows a message under the status line (the mains use it for a saved
// game that could not be read).
func (a *App) Say(msg string) { a.say(msg) }

// cyclePaint chooses the colour the next moves give their cells under the
// variant rule: the mover's own, then White, Gray and Black.
func (a *App) cyclePaint() {
	if !a.s.Game().Spec().Variant {
		a.say("Only the variant rule lets a move colour a cell in another player's colour.")
		return
	}
	a.paint = (a.paint + 1) % (trunc.Black + 1)
	a.ui.refresh()
}
