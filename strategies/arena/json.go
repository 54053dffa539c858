package arena

import (
	"encoding/json"
	"fmt"
	"strconv"
	"time"

	"github.com/hexlab/hexlab/core"
)

// The JSON form of a Result (what `hexlab arena --json FILE` writes):
//
//	{"board":"cyl:5x4","red":"fitzgerald","blue":"mc","gamesPerFirst":100,
//	 "first":["red","blue"],"seed":1000,
//	 "summaries":[{"first":"red","games":100,"redWins":100,...},...],
//	 "games":[{"first":"red","index":0,"seed":1000,"winner":"red","length":7,
//	   "path":4,"moves":"c2,b3,...","red":{"rules":{"0":1,"4":1,...}},...},...]}
//
// Summaries are derived from the games, and are recomputed when a file is
// read back (ReadJSON).
type jsonResult struct {
	Board     string        `json:"board"`
	Red       string        `json:"red"`
	Blue      string        `json:"blue"`
	Games     int           `json:"gamesPerFirst"`
	First     []string      `json:"first"`
	Seed      uint64        `json:"seed"`
	Think     string        `json:"think,omitempty"`
	Thesis    bool          `json:"thesisBlue,omitempty"`
	Summaries []jsonSummary `json:"summaries"`
	List      []jsonGame    `json:"games"`
	// Partial marks a run that was stopped: games lists those finished, and
	// `hexlab arena --resume FILE` plays the rest.
	Partial bool `json:"partial,omitempty"`
}

type jsonSummary struct {
	First    string     `json:"first"`
	Games    int        `json:"games"`
	RedWins  int        `json:"redWins"`
	BlueWins int        `json:"blueWins"`
	NoWinner int        `json:"noWinner"`
	Length   Stats      `json:"length"`
	RedPath  Stats      `json:"redPath"`
	BluePath Stats      `json:"bluePath"`
	Red      jsonPlayer `json:"red"`
	Blue     jsonPlayer `json:"blue"`
}

type jsonPlayer struct {
	Rules   map[string]float64 `json:"rules,omitempty"`
	Several float64            `json:"several,omitempty"`
	Items   map[string]float64 `json:"items,omitempty"`
}

type jsonGame struct {
	First  string         `json:"first"`
	Index  int            `json:"index"`
	Seed   uint64         `json:"seed"`
	Winner string         `json:"winner"`
	Length int            `json:"length"`
	Path   int            `json:"path"`
	Moves  string         `json:"moves"`
	Red    jsonPlayerGame `json:"red"`
	Blue   jsonPlayerGame `json:"blue"`
	// Forfeit is the player who lost by failing to move, and Reason why (see Game.Forfeit).
	Forfeit string `json:"forfeit,omitempty"`
	Reason  string `json:"reason,omitempty"`
}

type jsonPlayerGame struct {
	Rules   map[string]int `json:"rules,omitempty"`
	Several int            `json:"several,omitempty"`
	Items   map[string]int `json:"items,omitempty"`
}

// MarshalJSON writes the result in the form above.
func (r *Result) MarshalJSON() ([]byte, error) {
	c := r.Config
	out := jsonResult{Board: c.Spec.String(), Red: c.Red, Blue: c.Blue, Games: c.Games, Seed: c.Seed,
		Summaries: []jsonSummary{}, List: []jsonGame{}}
	if c.Think > 0 {
		out.Think = c.Think.String()
	}
	out.Thesis = c.ThesisBlue
	out.Partial = r.Partial
	for _, p := range c.First {
		out.First = append(out.First, p.String())
	}
	for _, s := range r.Summaries() {
		out.Summaries = append(out.Summaries, jsonSummary{
			First: s.First, Games: s.Games, RedWins: s.RedWins, BlueWins: s.BlueWins, NoWinner: s.NoWinner,
			Length: s.Length, RedPath: s.RedPath, BluePath: s.BluePath,
			Red:  jsonPlayer{s.Players[0].Rules, s.Players[0].Several, itemKeys(s.Players[0].Items)},
			Blue: jsonPlayer{s.Players[1].Rules, s.Players[1].Several, itemKeys(s.Players[1].Items)},
		})
	}
	b, err := core.NewBoard(c.Spec)
	if err != nil {
		return nil, err
	}
	for _, g := range r.Games {
		jg := jsonGame{
			First: g.First.String(), Index: g.Index, Seed: g.Seed, Winner: g.Winner.String(),
			Length: g.Length(), Path: g.Path, Moves: core.FormatMoveList(b, g.Moves),
			Red:  jsonPlayerGame{g.Players[0].Rules, g.Players[0].Several, itemKeys(g.Players[0].Items)},
			Blue: jsonPlayerGame{g.Players[1].Rules, g.Players[1].Several, itemKeys(g.Players[1].Items)},
		}
		if g.Forfeit != core.NoPlayer {
			jg.Forfeit, jg.Reason = g.Forfeit.String(), g.Reason
		}
		out.List = append(out.List, jg)
	}
	return json.Marshal(out)
}

// itemKeys turns hierarchy item numbers into JSON object keys.
func itemKeys[V int | float64](items map[int]V) map[string]V {
	if len(items) == 0 {
		return nil
	}
	out := make(map[string]V, len(items))
	for k, v := range items {
		out[strconv.Itoa(k)] = v
	}
	return out
}

// ReadJSON reads a result written by MarshalJSON. It replays every game's
// moves on the board and checks the winner, length and path the file
// states, so a file that does not describe real games is an error.
func ReadJSON(data []byte) (*Result, error) {
	var in jsonResult
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	spec, err := core.ParseSpec(in.Board)
	if err != nil {
		return nil, err
	}
	c := Config{Spec: spec, Red: in.Red, Blue: in.Blue, Games: in.Games, Seed: in.Seed, ThesisBlue: in.Thesis}
	if in.Think != "" {
		if c.Think, err = time.ParseDuration(in.Think); err != nil {
			return nil, fmt.Errorf("think %q: %w", in.Think, err)
		}
	}
	for _, f := range in.First {
		p, err := core.ParsePlayer(f)
		if err != nil {
			return nil, fmt.Errorf("first: %w", err)
		}
		c.First = append(c.First, p)
	}
	if in.Partial && len(in.List) > c.Total() || !in.Partial && len(in.List) != c.Total() {
		return nil, fmt.Errorf("%d games listed, expected %d (%d per first player)", len(in.List), c.Total(), c.Games)
	}
	r := &Result{Config: c, Partial: in.Partial}
	last := -1
	for i, jg := range in.List {
		g, err := readGame(spec, jg)
		if err != nil {
			return nil, fmt.Errorf("game %d: %w", i+1, err)
		}
		slot, ok := c.slot(g.First, g.Index)
		if !ok || slot <= last {
			return nil, fmt.Errorf("game %d: %v first, index %d is not the next game of this arena", i+1, g.First, g.Index)
		}
		if g.Seed != c.Seed+uint64(g.Index) {
			return nil, fmt.Errorf("game %d: seed %d, expected %d", i+1, g.Seed, c.Seed+uint64(g.Index))
		}
		last = slot
		r.Games = append(r.Games, g)
	}
	return r, nil
}

// readGame replays one listed game and checks what the file says of it.
func readGame(spec core.Spec, jg jsonGame) (Game, error) {
	first, err := core.ParsePlayer(jg.First)
	if err != nil {
		return Game{}, err
	}
	b, err := core.NewBoard(spec)
	if err != nil {
		return Game{}, err
	}
	moves, err := core.ParseMoveList(b, jg.Moves)
	if err != nil {
		return Game{}, err
	}
	cg, err := core.NewGameFromMoves(spec, core.Options{First: first}, moves)
	if err != nil {
		return Game{}, err
	}
	g := Game{First: first, Index: jg.Index, Seed: jg.Seed, Winner: cg.Winner(), Moves: moves, Path: len(cg.WinningCells())}
	if jg.Forfeit != "" {
		if g.Forfeit, err = core.ParsePlayer(jg.Forfeit); err != nil {
			return Game{}, fmt.Errorf("forfeit: %w", err)
		}
		if cg.Over() || g.Forfeit != cg.ToMove() {
			return Game{}, fmt.Errorf("forfeit: %v could not have failed to move after these moves", g.Forfeit)
		}
		g.Winner, g.Reason = g.Forfeit.Opponent(), jg.Reason
	}
	if g.Winner.String() != jg.Winner || g.Length() != jg.Length || g.Path != jg.Path {
		return Game{}, fmt.Errorf("the moves give winner %v, length %d, path %d; the file says %s, %d, %d",
			g.Winner, g.Length(), g.Path, jg.Winner, jg.Length, jg.Path)
	}
	for i, jp := range []jsonPlayerGame{jg.Red, jg.Blue} {
		pg := &g.Players[i]
		pg.Rules, pg.Several = jp.Rules, jp.Several
		for k, v := range jp.Items {
			item, err := strconv.Atoi(k)
			if err != nil {
				return Game{}, fmt.Errorf("item %q: not a number", k)
			}
			if pg.Items == nil {
				pg.Items = map[int]int{}
			}
			pg.Items[item] = v
		}
	}
	return g, nil
}
