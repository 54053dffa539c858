package session

import (
	"fmt"
	"github.com/hexlab/hexlab/play"
	"sync"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// Session is one game of Trunc at the screen: the game, who plays each colour, and the bot's
// move in progress. Its methods are safe to call from the frame loop and from other
// goroutines (the browser's test hook calls them from JavaScript callbacks); Game is the
// exception, see there.
type Session struct {
	mu   sync.Mutex
	cfg  Config
	game *trunc.Game
	// generation counts every change that shows: the game, the players, a bot starting to think
	// or failing.
	generation uint64
	bots       play.Asker[truncbot.Request, truncbot.Response] // the bot to move, asked away from the frame loop
	botErr     error                                           // why the bot to move could not move, shown in the status line
}

// New starts a session with cfg (see Parse): the game with cfg.Moves played (and taken back
// down to cfg.At), asking its bots through GoRunner (SetRunner changes that). A player that
// cannot play on the board or an illegal move is an error, and no session starts.
func New(cfg Config) (*Session, error) {
	g, err := newGame(cfg)
	if err != nil {
		return nil, err
	}
	s := &Session{}
	s.bots.SetRunner(GoRunner)
	s.start(cfg, g)
	return s, nil
}

// start makes g, started from cfg, the session's game (the lock held or not yet shared).
func (s *Session) start(cfg Config, g *trunc.Game) {
	s.cfg, s.game = cfg, g
	s.cfg.Options = g.Options()
	s.cfg.Moves, s.cfg.Rules, s.cfg.At = nil, nil, 0 // the game holds them now
}

// newGame checks cfg's players and plays its moves (with their rule labels) on a new game,
// then takes back the moves after cfg.At.
func newGame(cfg Config) (*trunc.Game, error) {
	for _, p := range trunc.Players {
		if err := checkPlayer(cfg.Player(p), cfg.Spec); err != nil {
			return nil, paramError(p.String(), cfg.Player(p), err)
		}
	}
	if cfg.Think < 0 || cfg.Think > MaxThink {
		return nil, paramError("think", cfg.Think.String(), fmt.Errorf("expected a time from 0 to %v", MaxThink))
	}
	g, err := trunc.NewGame(cfg.Spec, cfg.Options)
	if err != nil {
		return nil, err
	}
	for i, m := range cfg.Moves {
		rule := ""
		if i < len(cfg.Rules) {
			rule = cfg.Rules[i]
		}
		if err := g.PlayRule(m, rule); err != nil {
			return nil, paramError("moves", g.Board().FormatMoveList(cfg.Moves), fmt.Errorf("move %d (%s): %w", i+1, g.Board().MoveName(m), err))
		}
	}
	if cfg.At < 0 || cfg.At > len(cfg.Moves) {
		return nil, paramError("at", fmt.Sprint(cfg.At), fmt.Errorf("expected a number from 0 to %d, the number of moves", len(cfg.Moves)))
	}
	for range len(cfg.Moves) - cfg.At {
		g.Undo()
	}
	return g, nil
}

// Restart starts a new game with cfg (from the new-game dialog): its board, order, players
// and its moves, if any. A configuration that does not hold together (a player that cannot
// play on the board, a bad turn order) is an error, and nothing changes.
func (s *Session) Restart(cfg Config) error {
	g, err := newGame(cfg)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.start(cfg, g)
	s.changed()
	return nil
}

// NewGame starts again on an empty board with the same settings.
func (s *Session) NewGame() error { return s.Restart(s.Config()) }

// changed records a change of the game, with the lock held: it drops the bot's work in
// progress (an answer that comes later is ignored) and its error.
func (s *Session) changed() {
	s.generation++
	s.bots.Drop()
	s.botErr = nil
}

// Game returns the game being played, for drawing: read it, never change it (the session's
// methods do that). It is safe to read in the goroutine that calls Update and the other
// methods (the frame loop); elsewhere use View.
func (s *Session) Game() *trunc.Game {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game
}

// Board returns the board of the game.
func (s *Session) Board() *trunc.Board {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.Board()
}

// Read calls fn with the game, which it must only read, under the session's lock, and
// returns the Generation.
func (s *Session) Read(fn func(g *trunc.Game)) uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	fn(s.game)
	return s.generation
}

// Config returns the session's settings.
func (s *Session) Config() Config {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cfg
}

// Generation returns a number that changes whenever the game changes (a move, an undo, a new
// game) and whenever the status line does (a bot starts thinking or fails): what is drawn
// from the session needs redrawing only when it changes.
func (s *Session) Generation() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.generation
}

// Record returns the game's JSON record, with who plays each colour.
func (s *Session) Record() trunc.Record {
	s.mu.Lock()
	defer s.mu.Unlock()
	r := s.game.Record()
	r.Players = map[string]string{}
	for _, p := range trunc.Players {
		r.Players[p.String()] = s.cfg.Player(p)
	}
	return r
}

// HumanToMove reports whether the game goes on and a human is to move: whether a click on a
// cell would play.
func (s *Session) HumanToMove() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.game.Over() && !s.cfg.IsBot(s.game.ToMove())
}

// PlayCell plays cell c in the colour of the human to move.
func (s *Session) PlayCell(c trunc.Cell) error { return s.Play(trunc.Move{Cell: c}) }

// Play plays m for the human to move; under the variant rule m.Colour may name any
// player's colour. It fails, saying why, when a bot is to move or the move is not legal. It
// drops the moves taken back (the redo list), as any new move does.
func (s *Session) Play(m trunc.Move) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p := s.game.ToMove(); !s.game.Over() && s.cfg.IsBot(p) {
		return fmt.Errorf("it is %v's turn, and %v is played by %s", p, p, s.cfg.Player(p))
	}
	if err := s.game.Play(m); err != nil {
		return err
	}
	s.changed()
	return nil
}

// PlayName plays a move given as text ("1,1,-1", or "1,1,-1=gray" under the variant rule)
// for the human to move.
func (s *Session) PlayName(text string) error {
	m, err := s.Board().ParseMove(text)
	if err != nil {
		return err
	}
	return s.Play(m)
}

// Over reports whether the game has ended.
func (s *Session) Over() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.Over()
}

// Winner returns the winner, or trunc.NoPlayer while the game goes on.
func (s *Session) Winner() trunc.Player {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.Winner()
}
