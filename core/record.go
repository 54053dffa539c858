package core

import (
	"encoding/json"
	"fmt"
)

// Record is the JSON form of a game, the shape `hexlab play --json` prints
// and the board page's window.hexlab.state() returns:
//
//	{"board":"cyl:5x9","first":"blue","moves":[{"player":"blue","cell":"c2"},
//	 {"player":"red","cell":"b4","rule":"12"}],"winner":"red","winning":["b4",...]}
//
// Winner is "red", "blue" or "none" while the game goes on. Winning lists
// the cells of the structure that decided the game.
type Record struct {
	Board string `json:"board"`
	First string `json:"first"`
	Swap  bool   `json:"swap,omitempty"`
	// Setup is the stones on the board before the first move, when the game starts from a
	// position (First is then the player to move in it).
	Setup   []RecordStone `json:"setup,omitempty"`
	Moves   []RecordMove  `json:"moves"`
	Winner  string        `json:"winner"`
	Winning []string      `json:"winning,omitempty"`
	// Resigned is the player who resigned ("red" or "blue"), when the game ended so.
	Resigned string `json:"resigned,omitempty"`
}

// RecordMove is one move of a Record: the player, the cell name or "swap",
// and the rule label of a strategy's move.
type RecordMove struct {
	Player string `json:"player"`
	Cell   string `json:"cell"`
	Rule   string `json:"rule,omitempty"`
}

// RecordStone is one setup stone of a Record: the player and the cell name.
type RecordStone struct {
	Player string `json:"player"`
	Cell   string `json:"cell"`
}

// Record returns the game's JSON record.
func (g *Game) Record() Record {
	r := Record{
		Board:  g.board.spec.String(),
		First:  g.opts.First.String(),
		Swap:   g.opts.Swap,
		Moves:  make([]RecordMove, g.line.Len()),
		Winner: g.winner.String(),
	}
	for _, s := range g.opts.Setup {
		r.Setup = append(r.Setup, RecordStone{Player: s.Player.String(), Cell: g.board.CellName(s.Cell)})
	}
	for i, t := range g.line.Played() {
		r.Moves[i] = RecordMove{Player: t.Player.String(), Cell: g.board.MoveName(t.Move), Rule: t.Rule}
	}
	for _, c := range g.WinningCells() {
		r.Winning = append(r.Winning, g.board.CellName(c))
	}
	if g.resigned != NoPlayer {
		r.Resigned = g.resigned.String()
	}
	return r
}

// Game replays the record and checks it: the board spec, the players of the
// moves, their legality, and the winner it states (if any) must all agree
// with the rules. Errors say which move or field is wrong.
func (r Record) Game() (*Game, error) {
	spec, err := ParseSpec(r.Board)
	if err != nil {
		return nil, err
	}
	first := Red
	if r.First != "" {
		if first, err = ParsePlayer(r.First); err != nil {
			return nil, fmt.Errorf("first: %w", err)
		}
	}
	b, err := NewBoard(spec)
	if err != nil {
		return nil, err
	}
	var setup []Stone
	for i, rs := range r.Setup {
		p, err := ParsePlayer(rs.Player)
		if err != nil {
			return nil, fmt.Errorf("setup stone %d: %w", i+1, err)
		}
		c, err := b.ParseCell(rs.Cell)
		if err != nil {
			return nil, fmt.Errorf("setup stone %d: %w", i+1, err)
		}
		setup = append(setup, Stone{Cell: c, Player: p})
	}
	g, err := NewGame(spec, Options{First: first, Swap: r.Swap, Setup: setup})
	if err != nil {
		return nil, err
	}
	for i, rm := range r.Moves {
		m, err := g.board.ParseMove(rm.Cell)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		if rm.Player != "" && rm.Player != g.ToMove().String() {
			return nil, fmt.Errorf("move %d (%s): the record says %q moved, but it was %v's turn", i+1, rm.Cell, rm.Player, g.ToMove())
		}
		if err := g.PlayRule(m, rm.Rule); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, rm.Cell, err)
		}
	}
	if r.Resigned != "" {
		p, err := ParsePlayer(r.Resigned)
		if err != nil {
			return nil, fmt.Errorf("resigned: %w", err)
		}
		if err := g.Resign(p); err != nil {
			return nil, err
		}
	}
	if r.Winner != "" && r.Winner != g.winner.String() {
		return nil, fmt.Errorf("winner: the record says %q, but the moves give %q", r.Winner, g.winner)
	}
	return g, nil
}

// ParseRecord reads a JSON record and replays it (see Record.Game).
func ParseRecord(data []byte) (*Game, error) {
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("game record: %w", err)
	}
	if r.Board == "" {
		return nil, fmt.Errorf("game record: no \"board\" field")
	}
	return r.Game()
}
