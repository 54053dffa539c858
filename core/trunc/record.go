package trunc

import (
	"encoding/json"
	"fmt"
)

// Record is the JSON form of a game, the shape `hexlab trunc play --json`
// prints:
//
//	{"board":"trunc:2","order":["white","gray","black"],
//	 "players":{"white":"mcts","gray":"random","black":"random"},
//	 "moves":[{"player":"white","cell":"0,0,0","rule":"search"},...],
//	 "winner":"gray","pairing":"AB CD"}
//
// Players names who played each colour (a strategy name; optional, for
// information: Game leaves it empty and replaying ignores it). A move's
// colour is given only when the variant rule is on. Winner is "white",
// "gray", "black" or "none" while the game goes on; Pairing is how the
// borders pair the endpoints once it is known.
type Record struct {
	Board   string            `json:"board"`
	Order   []string          `json:"order"`
	Players map[string]string `json:"players,omitempty"`
	Moves   []RecordMove      `json:"moves"`
	Winner  string            `json:"winner"`
	Pairing string            `json:"pairing,omitempty"`
}

// RecordMove is one move of a Record: the player, the cell, the colour
// (variant rule only) and the rule label of a strategy's move.
type RecordMove struct {
	Player string `json:"player"`
	Cell   string `json:"cell"`
	Colour string `json:"colour,omitempty"`
	Rule   string `json:"rule,omitempty"`
}

// Record returns the game's JSON record.
func (g *Game) Record() Record {
	r := Record{
		Board:  g.board.spec.String(),
		Moves:  make([]RecordMove, g.line.Len()),
		Winner: g.winner.String(),
	}
	for _, p := range g.opts.Order {
		r.Order = append(r.Order, p.String())
	}
	for i, t := range g.line.Played() {
		r.Moves[i] = RecordMove{Player: t.Player.String(), Cell: g.board.CellName(t.Cell), Rule: t.Rule}
		if g.board.spec.Variant {
			r.Moves[i].Colour = t.Colour.String()
		}
	}
	if pairing := g.pos.Pairing(); pairing != NoPairing {
		r.Pairing = pairing.String()
	}
	return r
}

// Game replays the record and checks it: the board spec, the turn order,
// the players and legality of the moves, and the winner it states (if any)
// must all agree with the rules. Errors say which move or field is wrong.
func (r Record) Game() (*Game, error) {
	spec, err := ParseSpec(r.Board)
	if err != nil {
		return nil, err
	}
	var opts Options
	if r.Order != nil {
		if len(r.Order) != 3 {
			return nil, fmt.Errorf("order: %d players, expected white, gray and black, each once", len(r.Order))
		}
		for i, name := range r.Order {
			if opts.Order[i], err = ParsePlayer(name); err != nil {
				return nil, fmt.Errorf("order: %w", err)
			}
		}
	}
	g, err := NewGame(spec, opts)
	if err != nil {
		return nil, err
	}
	for i, rm := range r.Moves {
		c, err := g.board.ParseCell(rm.Cell)
		if err != nil {
			return nil, fmt.Errorf("move %d: %w", i+1, err)
		}
		m := Move{Cell: c}
		if rm.Colour != "" {
			if m.Colour, err = ParsePlayer(rm.Colour); err != nil {
				return nil, fmt.Errorf("move %d (%s): colour: %w", i+1, rm.Cell, err)
			}
		}
		if rm.Player != "" && rm.Player != g.ToMove().String() {
			return nil, fmt.Errorf("move %d (%s): the record says %q moved, but it was %v's turn", i+1, rm.Cell, rm.Player, g.ToMove())
		}
		if err := g.PlayRule(m, rm.Rule); err != nil {
			return nil, fmt.Errorf("move %d (%s): %w", i+1, rm.Cell, err)
		}
	}
	if r.Winner != "" && r.Winner != g.winner.String() {
		return nil, fmt.Errorf("winner: the record says %q, but the moves give %q", r.Winner, g.winner)
	}
	if pairing := g.pos.Pairing(); r.Pairing != "" && r.Pairing != pairing.String() {
		return nil, fmt.Errorf("pairing: the record says %q, but the moves give %q", r.Pairing, pairing)
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
