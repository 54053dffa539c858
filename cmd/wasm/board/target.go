//go:build js && wasm

package main

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/session"
)

// target lets the embedding API (embedapi.Target) act on the page's session.
type target struct{ s *session.Session }

func (t target) Record() core.Record { return t.s.Record() }

func (t target) Players() (red, blue string) {
	c := t.s.Config()
	return c.Red, c.Blue
}

func (t target) PlayName(move string) error { return t.s.PlayName(move) }
func (t target) Undo() bool                 { return t.s.Undo() }
func (t target) Redo() bool                 { return t.s.Redo() }
func (t target) NewGame() error             { return t.s.NewGame() }
func (t target) Load(g *core.Game) error    { return t.s.Load(g.Record()) }

// SetPlayers sets the players; "" keeps a colour's player.
func (t target) SetPlayers(red, blue string) error {
	c := t.s.Config()
	if red == "" {
		red = c.Red
	}
	if blue == "" {
		blue = c.Blue
	}
	return t.s.SetPlayers(red, blue)
}

// Puzzle says whether the game is a puzzle, for which colour, and whether it is solved.
func (t target) Puzzle() (side string, puzzle, solved bool) {
	p, puzzle, solved := t.s.Puzzle()
	return p.String(), puzzle, solved
}
