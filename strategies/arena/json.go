package arena

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"slices"
	"strconv"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// The JSON form of a Result (what `hexlab arena --json FILE` writes):
//
//	{"board":"cyl:5x4","red":"fitzgerald","blue":"mc","gamesPerFirst":100,
//	 "first":["red","blue"],"seed":1000,
//	 "games":[{"first":"red","index":0,"seed":1000,"winner":"red","length":7,
//	   "path":4,"moves":"c2,b3,...","red":{"rules":{"0":1,"4":1,...}},...},...],
//	 "summaries":[{"first":"red","games":100,"redWins":100,...},...]}
//
// The games come one per line, after the board and the players and before the summaries, so
// that a file of any number of games is written and read in bounded memory (WriteJSON,
// ReadJSONFrom). Summaries are derived from the games, and are recomputed when a file is
// read back.
type jsonResult struct {
	Board string   `json:"board"`
	Red   string   `json:"red"`
	Blue  string   `json:"blue"`
	Games int      `json:"gamesPerFirst"`
	First []string `json:"first"`
	Seed  uint64   `json:"seed"`
	Swap  bool     `json:"swap,omitempty"`
	// Opening is the moves every game starts with (Config.Opening), in the form --opening reads.
	Opening string `json:"opening,omitempty"`
	// Handicap is the stones given before every game (Config.Handicap), as --handicap reads it.
	Handicap string `json:"handicap,omitempty"`
	Think    string `json:"think,omitempty"`
	// Threads is each searching player's cores (Config.Threads), when more than one.
	Threads int  `json:"threads,omitempty"`
	Thesis  bool `json:"thesisBlue,omitempty"`
	// Adjudicate is the solver's time to settle a forfeited game (Config.Adjudicate).
	Adjudicate string `json:"adjudicate,omitempty"`
	// Shard is "K/N" for one part of a run split into jobs (hexlab arena --shard).
	Shard string `json:"shard,omitempty"`
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
	// SecondsPerMove is PlayerSummary.SecondsPerMove, when the games were timed.
	SecondsPerMove float64 `json:"secondsPerMove,omitempty"`
}

type jsonGame struct {
	First  string `json:"first"`
	Index  int    `json:"index"`
	Seed   uint64 `json:"seed"`
	Winner string `json:"winner"`
	Length int    `json:"length"`
	Path   int    `json:"path"`
	Moves  string `json:"moves"`
	// Setup is the stones before the first move (Game.Setup), as --setup reads them.
	Setup string         `json:"setup,omitempty"`
	Red   jsonPlayerGame `json:"red"`
	Blue  jsonPlayerGame `json:"blue"`
	// Forfeit is the player who lost by failing to move, and Reason why (see Game.Forfeit).
	Forfeit string `json:"forfeit,omitempty"`
	Reason  string `json:"reason,omitempty"`
	// Adjudicated: the solver settled the forfeited game (Game.Adjudicated).
	Adjudicated bool `json:"adjudicated,omitempty"`
}

type jsonPlayerGame struct {
	Rules   map[string]int `json:"rules,omitempty"`
	Several int            `json:"several,omitempty"`
	Items   map[string]int `json:"items,omitempty"`
	// Seconds is PlayerGame.Thinking in seconds, to the millisecond, when it was measured.
	Seconds float64 `json:"seconds,omitempty"`
}

// maxSeconds bounds the thinking time a game file may state for one player: a year.
const maxSeconds = 365 * 24 * 3600

// header returns the result's fields but its games and summaries.
func (r *Result) header() jsonResult {
	c := r.Config
	out := jsonResult{Board: c.Spec.String(), Red: c.Red, Blue: c.Blue, Games: c.Games, Seed: c.Seed,
		Swap: c.Swap, Opening: c.openingText(), Handicap: c.Handicap.String(), Thesis: c.ThesisBlue, Shard: c.Shard.String(), Partial: r.Partial}
	if c.Think > 0 {
		out.Think = c.Think.String()
	}
	if c.Threads > 1 {
		out.Threads = c.Threads
	}
	if c.Adjudicate > 0 {
		out.Adjudicate = c.Adjudicate.String()
	}
	for _, p := range c.First {
		out.First = append(out.First, p.String())
	}
	return out
}

// jsonSummaries returns the summaries in their JSON form.
func (r *Result) jsonSummaries() []jsonSummary {
	out := []jsonSummary{}
	for _, s := range r.Summaries() {
		out = append(out, jsonSummary{
			First: s.First, Games: s.Games, RedWins: s.RedWins, BlueWins: s.BlueWins, NoWinner: s.NoWinner,
			Length: s.Length, RedPath: s.RedPath, BluePath: s.BluePath,
			Red:  toJSONPlayer(&s.Players[0]),
			Blue: toJSONPlayer(&s.Players[1]),
		})
	}
	return out
}

// toJSONPlayer returns ps in its JSON form.
func toJSONPlayer(ps *PlayerSummary) jsonPlayer {
	return jsonPlayer{ps.Rules, ps.Several, itemKeys(ps.Items), math.Round(ps.SecondsPerMove*1000) / 1000}
}

// toJSONPlayerGame returns pg in its JSON form.
func toJSONPlayerGame(pg *PlayerGame) jsonPlayerGame {
	return jsonPlayerGame{pg.Rules, pg.Several, itemKeys(pg.Items), pg.Thinking.Round(time.Millisecond).Seconds()}
}

// toJSONGame returns g in its JSON form.
func toJSONGame(b *core.Board, g *Game) jsonGame {
	jg := jsonGame{
		First: g.First.String(), Index: g.Index, Seed: g.Seed, Winner: g.Winner.String(),
		Length: g.Length(), Path: g.Path, Moves: core.FormatMoveList(b, g.Moves), Setup: core.FormatSetup(b, g.Setup),
		Red:  toJSONPlayerGame(&g.Players[0]),
		Blue: toJSONPlayerGame(&g.Players[1]),
	}
	if g.Forfeit != core.NoPlayer {
		jg.Forfeit, jg.Reason, jg.Adjudicated = g.Forfeit.String(), g.Reason, g.Adjudicated
	}
	return jg
}

// WriteJSON writes the result in the form above, its games one at a time (from Games or the
// store), so that a result of any size is written in bounded memory. It ends with a newline.
func (r *Result) WriteJSON(w io.Writer) error {
	b, err := core.NewBoard(r.Config.Spec)
	if err != nil {
		return err
	}
	head, err := json.Marshal(r.header())
	if err != nil {
		return err
	}
	// The header's fields, then the games in place of its closing brace.
	if _, err := fmt.Fprintf(w, "%s,\"games\":[", head[:len(head)-1]); err != nil {
		return err
	}
	sep := "\n"
	err = r.Each(func(g Game) error {
		data, err := json.Marshal(toJSONGame(b, &g))
		if err != nil {
			return err
		}
		_, err = fmt.Fprintf(w, "%s%s", sep, data)
		sep = ",\n"
		return err
	})
	if err != nil {
		return err
	}
	sums, err := json.Marshal(r.jsonSummaries())
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "\n],\"summaries\":%s}\n", sums)
	return err
}

// MarshalJSON writes the result in the form above (see WriteJSON, which needs no more memory
// than one game).
func (r *Result) MarshalJSON() ([]byte, error) {
	var buf bytes.Buffer
	if err := r.WriteJSON(&buf); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n")), nil
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

// ReadJSON reads a result written by WriteJSON, keeping its games in Result.Games (see
// ReadJSONFrom).
func ReadJSON(data []byte) (*Result, error) {
	return ReadJSONFrom(bytes.NewReader(data), nil)
}

// StoreFor makes the GameStore for the games of a result on spec, once the reader knows it.
type StoreFor func(spec core.Spec) (GameStore, error)

// MaxJSONValue is the most bytes one game (or any other value) of a results file may take:
// reading stops with an error past it, so that no file makes the reader hold more.
const MaxJSONValue = 1 << 20

// ReadJSONFrom reads a result written by WriteJSON one game at a time: into the store
// storeFor makes for its board, or, when storeFor is nil, into Result.Games. It replays every game's moves on the board and checks the
// winner, length and path the file states, so a file that does not describe real games is
// an error; so is a game listed twice, one that is not of this arena, and a value of more
// than MaxJSONValue bytes. The board and the players must come before the games (WriteJSON
// writes them so).
func ReadJSONFrom(in io.Reader, storeFor StoreFor) (*Result, error) {
	br := &boundedReader{r: in, allowed: MaxJSONValue}
	dec := json.NewDecoder(br)
	fail := func(err error) (*Result, error) {
		if br.over {
			return nil, fmt.Errorf("a value of more than %d bytes: not a results file of hexlab arena", MaxJSONValue)
		}
		return nil, err
	}
	if tok, err := dec.Token(); err != nil {
		return fail(err)
	} else if d, ok := tok.(json.Delim); !ok || d != '{' {
		return nil, errors.New("expected a JSON object")
	}
	fields := map[string]json.RawMessage{}
	var r *Result
	listed := 0
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return fail(err)
		}
		key, _ := tok.(string)
		br.allow(dec.InputOffset())
		if key != "games" {
			var raw json.RawMessage
			if err := dec.Decode(&raw); err != nil {
				return fail(err)
			}
			fields[key] = raw
			continue
		}
		if r != nil {
			return nil, errors.New("two game lists")
		}
		if r, err = resultOf(fields, storeFor); err != nil {
			return nil, err
		}
		if tok, err := dec.Token(); err != nil {
			return fail(err)
		} else if d, ok := tok.(json.Delim); !ok || d != '[' {
			return nil, errors.New("games: expected a list")
		}
		for dec.More() {
			br.allow(dec.InputOffset())
			var jg jsonGame
			if err := dec.Decode(&jg); err != nil {
				return fail(fmt.Errorf("game %d: %w", listed+1, err))
			}
			listed++
			if err := r.readListed(jg, listed); err != nil {
				return nil, err
			}
		}
		if _, err := dec.Token(); err != nil {
			return fail(err)
		}
	}
	if _, err := dec.Token(); err != nil {
		return fail(err)
	}
	if r == nil {
		var err error
		if r, err = resultOf(fields, storeFor); err != nil {
			return nil, err
		}
	}
	var tail struct {
		Partial bool `json:"partial"`
	}
	if raw, ok := fields["partial"]; ok {
		if err := json.Unmarshal(raw, &tail.Partial); err != nil {
			return nil, fmt.Errorf("partial: %w", err)
		}
	}
	r.Partial = tail.Partial
	if total := r.Config.Total(); r.Partial && listed > total || !r.Partial && listed != total {
		return nil, fmt.Errorf("%d games listed, expected %d (%d per first player)", listed, total, r.Config.Games)
	}
	return r, nil
}

// resultOf starts the result the fields read so far describe (board, players, first players,
// seed), with no games yet.
func resultOf(fields map[string]json.RawMessage, storeFor StoreFor) (*Result, error) {
	for _, key := range []string{"board", "gamesPerFirst", "first"} {
		if _, ok := fields[key]; !ok {
			return nil, fmt.Errorf("no %q before the games: hexlab arena writes the board and the counts first (a tool that sorted the keys may have moved them)", key)
		}
	}
	data, _ := json.Marshal(fields)
	var in jsonResult
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, err
	}
	spec, err := core.ParseSpec(in.Board)
	if err != nil {
		return nil, err
	}
	c := Config{Spec: spec, Red: in.Red, Blue: in.Blue, Games: in.Games, Seed: in.Seed, Swap: in.Swap, ThesisBlue: in.Thesis}
	if in.Think != "" {
		if c.Think, err = time.ParseDuration(in.Think); err != nil {
			return nil, fmt.Errorf("think %q: %w", in.Think, err)
		}
	}
	if in.Threads < 0 || in.Threads > strategies.MaxThreads {
		return nil, fmt.Errorf("threads %d: expected 0 to %d", in.Threads, strategies.MaxThreads)
	}
	c.Threads = in.Threads
	if in.Adjudicate != "" {
		if c.Adjudicate, err = time.ParseDuration(in.Adjudicate); err != nil || c.Adjudicate <= 0 {
			return nil, fmt.Errorf("adjudicate %q: not a positive duration", in.Adjudicate)
		}
	}
	for _, f := range in.First {
		p, err := core.ParsePlayer(f)
		if err != nil {
			return nil, fmt.Errorf("first: %w", err)
		}
		c.First = append(c.First, p)
	}
	if c.Games < 0 || c.Games > MaxGames || len(c.First) > 2 {
		return nil, fmt.Errorf("gamesPerFirst %d with %d first players: not an arena", c.Games, len(c.First))
	}
	if in.Opening != "" {
		b, err := core.NewBoard(spec)
		if err != nil {
			return nil, err
		}
		if c.Opening, err = core.ParseMoveList(b, in.Opening); err != nil {
			return nil, fmt.Errorf("opening: %w", err)
		}
		if err := c.ValidateOpening(); err != nil {
			return nil, fmt.Errorf("opening: %w", err)
		}
	}
	if c.Handicap, err = ParseHandicap(in.Handicap); err != nil {
		return nil, err
	}
	if err := c.ValidHandicap(); err != nil {
		return nil, err
	}
	if in.Shard != "" {
		if c.Shard, err = ParseShard(in.Shard); err != nil {
			return nil, fmt.Errorf("shard: %w", err)
		}
		if err := c.validShard(); err != nil {
			return nil, err
		}
	}
	r := &Result{Config: c}
	if storeFor != nil {
		if r.store, err = storeFor(spec); err != nil {
			return nil, err
		}
	}
	r.count()
	return r, nil
}

// readListed checks the listed-th game of the file and adds it to r.
func (r *Result) readListed(jg jsonGame, listed int) error {
	c := r.Config
	if err := c.checkSetup(jg.Setup, jg.Seed); err != nil {
		return fmt.Errorf("game %d: %w", listed, err)
	}
	g, err := readGame(c.Spec, jg)
	if err != nil {
		return fmt.Errorf("game %d: %w", listed, err)
	}
	slot, ok := c.slot(g.First, g.Index)
	if !ok || r.done.has(slot) || r.done.len() >= c.Total() {
		return fmt.Errorf("game %d: %v first, index %d is not a game of this arena, or is listed twice", listed, g.First, g.Index)
	}
	if g.Seed != c.Seed+uint64(g.Index) {
		return fmt.Errorf("game %d: seed %d, expected %d", listed, g.Seed, c.Seed+uint64(g.Index))
	}
	if len(g.Moves) < len(c.Opening) || !slices.Equal(g.Moves[:len(c.Opening)], c.Opening) {
		return fmt.Errorf("game %d: its moves do not start with the arena's opening", listed)
	}

	g.Opening = len(c.Opening)
	return r.add(g)
}

// boundedReader reads from r up to allowed bytes; the reader of a results file raises the
// bound after each value, so that no one value may take more than MaxJSONValue bytes.
type boundedReader struct {
	r       io.Reader
	read    int64
	allowed int64
	over    bool // the bound was reached
}

func (b *boundedReader) Read(p []byte) (int, error) {
	if b.read >= b.allowed {
		b.over = true
		return 0, io.ErrUnexpectedEOF
	}
	if room := b.allowed - b.read; int64(len(p)) > room {
		p = p[:room]
	}
	n, err := b.r.Read(p)
	b.read += int64(n)
	return n, err
}

// allow lets the reader read MaxJSONValue bytes past offset (where the decoder is now).
func (b *boundedReader) allow(offset int64) { b.allowed = offset + MaxJSONValue }

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
	setup, err := core.ParseSetup(b, jg.Setup)
	if err != nil {
		return Game{}, err
	}
	swap := slices.ContainsFunc(moves, func(m core.Move) bool { return m.Swap })
	cg, err := core.NewGameFromMoves(spec, core.Options{First: first, Swap: swap, Setup: setup}, moves)
	if err != nil {
		return Game{}, err
	}
	g := Game{First: first, Index: jg.Index, Seed: jg.Seed, Winner: cg.Winner(), Moves: moves, Setup: cg.Setup(), Path: len(cg.WinningCells())}
	if jg.Forfeit != "" {
		if g.Forfeit, err = core.ParsePlayer(jg.Forfeit); err != nil {
			return Game{}, fmt.Errorf("forfeit: %w", err)
		}
		if cg.Over() || g.Forfeit != cg.ToMove() {
			return Game{}, fmt.Errorf("forfeit: %v could not have failed to move after these moves", g.Forfeit)
		}
		g.Winner, g.Reason = g.Forfeit.Opponent(), jg.Reason
		if jg.Adjudicated {
			// The solver's verdict, which the file states: either player.
			if g.Winner, err = core.ParsePlayer(jg.Winner); err != nil || g.Winner == core.NoPlayer {
				return Game{}, fmt.Errorf("adjudicated game: winner %q is not red or blue", jg.Winner)
			}
			g.Adjudicated = true
		}
	} else if jg.Adjudicated {
		return Game{}, errors.New("adjudicated, but nobody forfeited")
	}
	if g.Winner.String() != jg.Winner || g.Length() != jg.Length || g.Path != jg.Path {
		return Game{}, fmt.Errorf("the moves give winner %v, length %d, path %d; the file says %s, %d, %d",
			g.Winner, g.Length(), g.Path, jg.Winner, jg.Length, jg.Path)
	}
	for i, jp := range []jsonPlayerGame{jg.Red, jg.Blue} {
		pg := &g.Players[i]
		pg.Rules, pg.Several = jp.Rules, jp.Several
		if jp.Seconds < 0 || jp.Seconds > maxSeconds {
			return Game{}, fmt.Errorf("seconds %v: not a time a game's moves took", jp.Seconds)
		}
		pg.Thinking = time.Duration(jp.Seconds * float64(time.Second)).Round(time.Millisecond)
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
