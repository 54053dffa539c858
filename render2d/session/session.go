package session

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/inferiorreq"
	"github.com/hexlab/hexlab/internal/solvereq"
	"github.com/hexlab/hexlab/internal/storyreq"
	"github.com/hexlab/hexlab/play"
)

// Session is one game at the screen: the game, who plays each colour, and the bots' moves in
// progress. Its methods are safe to call from the frame loop and from other goroutines (the
// browser's test hook calls them from JavaScript callbacks).
type Session struct {
	mu    sync.Mutex
	cfg   Config
	board *core.Board // the board of cfg.Spec
	game  *core.Game
	// resigned is the player who resigned the game, or core.NoPlayer.
	resigned core.Player
	// gen counts the changes to the game; a bot's answer computed for an older generation
	// is dropped.
	gen uint64
	// rev counts every change: of the game, the players, the view or the settings.
	rev       uint64
	bots      play.Asker[botreq.Request, botreq.Response] // the bot to move, asked away from the frame loop
	botErr    error                                       // why the bot to move could not move, shown in the status line
	hints     play.Asker[botreq.Request, botreq.Response] // the bot asked for a hint
	hintBot   string                                      // who was asked for the hint to come
	hint      *Hint                                       // the hint for the position of generation hint.gen
	listeners []func()
	note      string // what Start had to say (a saved game it could not restore)
	// inferior is the analysis of the position of generation inferiorGen, when shown;
	// analysis asks for the next one.
	inferior    *inferiorreq.Result
	inferiorGen uint64
	analysis    play.Asker[inferiorreq.Request, inferiorreq.Response]
	// inferiorFailed is gen+1 when the analysis of this position failed (it is not asked
	// again), 0 otherwise.
	inferiorFailed uint64
	// solve asks for the rounds of the solver's analysis (the analyse setting), analysed
	// holds what they found.
	solve    play.Asker[solvereq.Request, solvereq.Response]
	analysed analysisState
	// story asks for the positions of the game's story (the story setting), storyPoints
	// holds what they gave.
	story       play.Asker[storyreq.Request, storyreq.Response]
	storyPoints storyState
	// keeper keeps the bots and lets them ponder (SetKeeper; nil: the Runner, no pondering);
	// pondered is gen+1 when the bot was set pondering this position, 0 when it is not
	// pondering.
	keeper   Keeper
	pondered uint64
	// sentGen is the generation the session started with from a sent link (Config.Sent).
	sentGen uint64
	// playOn is the generation in which Branch let the bots play on from a position with
	// moves ahead (0: none).
	playOn uint64
	// resignAsked is gen+1 when the Resign button has been pressed once in this position
	// (AskResign), 0 otherwise.
	resignAsked uint64
}

// New starts a session with a validated configuration (see Parse): the game with cfg.Moves
// played (the variation too, and the line shown taken back down to cfg.At), asking the default
// Thinkers (SetDefaultThinkers).
func New(cfg Config) (*Session, error) {
	s := &Session{}
	t := defaults()
	s.bots.SetRunner(t.Bots)
	s.analysis.SetRunner(t.Inferior)
	s.solve.SetRunner(t.Solve)
	s.story.SetRunner(t.Story)
	s.hints.SetRunner(t.Bots)
	if err := s.reset(cfg); err != nil {
		return nil, err
	}
	s.sentGen = s.gen
	return s, nil
}

// reset replaces the configuration and the game; it checks the players and the moves again.
func (s *Session) reset(cfg Config) error {
	for _, p := range []core.Player{core.Red, core.Blue} {
		if err := checkPlayer(cfg.Player(p), cfg.Spec, p); err != nil {
			return paramError(p.String(), cfg.Player(p), err)
		}
	}
	g, err := cfg.game()
	if err != nil {
		return err
	}
	cfg.Setup = g.Setup()
	s.storyPoints = storyState{} // the points of another game's tree
	s.story.Drop()
	s.cfg, s.game, s.board, s.resigned = cfg, g, g.Board(), cfg.Resigned
	// The game holds them now.
	s.cfg.Moves, s.cfg.Rules, s.cfg.Variation, s.cfg.At, s.cfg.Tree, s.cfg.Resigned = nil, nil, Variation{}, 0, nil, core.NoPlayer
	s.changed()
	return nil
}

// OnChange adds fn to the functions called after every change of the game, its players or
// its settings (a move, an undo, a bot's move, a new game, an import). fn is called without
// the session's lock held, so it may call the session's methods (Query, Save, Record).
func (s *Session) OnChange(fn func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.listeners = append(s.listeners, fn)
}

// update runs fn under the lock; if fn reports a change of the game, it records it (see
// changed) and then, without the lock, tells the listeners.
func (s *Session) update(fn func() bool) bool {
	return s.notify(func() bool {
		if !fn() {
			return false
		}
		s.changed()
		return true
	})
}

// notify runs fn under the lock; if fn reports a change of anything (a setting that does not
// touch the game, such as the view), it counts it and, without the lock, tells the listeners.
func (s *Session) notify(fn func() bool) bool {
	s.mu.Lock()
	changed := fn()
	if changed {
		s.rev++
	}
	listeners := append([]func(){}, s.listeners...)
	s.mu.Unlock()
	if changed {
		for _, l := range listeners {
			l()
		}
	}
	return changed
}

// changed records a change of the game: it drops the bots' work in progress and errors.
func (s *Session) changed() {
	s.gen++
	s.rev++
	s.bots.Drop()
	s.botErr = nil
	s.hints.Drop()
	s.analysis.Drop()
}

// Board returns the board of the game.
func (s *Session) Board() *core.Board {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.board
}

// Config returns the session's settings. Its Moves are empty: the game holds them (Query
// gives them all).
func (s *Session) Config() Config {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cfg
}

// Read calls fn with the game, which it must only read, under the session's lock, and returns
// the generation: a number that changes whenever the game, the players, the view or a setting
// does.
func (s *Session) Read(fn func(g *core.Game)) uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	fn(s.game)
	return s.rev
}

// Generation returns a number that changes whenever the game, the players, the view or a
// setting does: what is drawn from the session changes only when it does.
func (s *Session) Generation() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.rev
}

// Record returns the game's JSON record (the moves played so far).
func (s *Session) Record() core.Record {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.recorded().Record()
}

// recorded returns the game with its resignation, which the session keeps beside it.
func (s *Session) recorded() *core.Game {
	if s.resigned == core.NoPlayer || s.game.Over() {
		return s.game
	}
	g := s.game.Clone()
	g.Resign(s.resigned)
	return g
}

// RecordJSON returns the game's record as JSON: exactly json.Marshal(game.Record()).
func (s *Session) RecordJSON() string {
	data, err := json.Marshal(s.Record())
	if err != nil {
		return fmt.Sprintf(`{"error":%q}`, err.Error())
	}
	return string(data)
}

// SGF returns the game as SGF, as HexGui writes it (core.Game.SGFWith), with its players
// (PB, PW: "human" or the bots' names) and resignation.
func (s *Session) SGF() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.recorded().SGFWith(core.SGFInfo{Red: s.cfg.Red, Blue: s.cfg.Blue})
}

// Over reports whether the game has ended: a player won or resigned.
func (s *Session) Over() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.over()
}

func (s *Session) over() bool { return s.game.Over() || s.resigned != core.NoPlayer }

// Winner returns the winner (the resigner's opponent after a resignation), or core.NoPlayer.
func (s *Session) Winner() core.Player {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.resigned != core.NoPlayer {
		return s.resigned.Opponent()
	}
	return s.game.Winner()
}

// Resigned returns the player who resigned, or core.NoPlayer.
func (s *Session) Resigned() core.Player {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.resigned
}

// HumanToMove reports whether the game goes on and a human is to move (never on a read-only
// board).
func (s *Session) HumanToMove() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.humanToMove()
}

func (s *Session) humanToMove() bool {
	return !s.over() && !s.isBot(s.game.ToMove()) && !s.cfg.Readonly
}

// Play plays m for the human to move. It fails, saying why, when the board is read-only, the
// side to move is a bot or the move is not legal. Played while stepping back through the
// game, it drops the moves after this point, as any new move does.
func (s *Session) Play(m core.Move) error {
	var err error
	s.update(func() bool {
		err = s.play(m)
		return err == nil
	})
	return err
}

func (s *Session) play(m core.Move) error {
	if s.cfg.Readonly {
		return fmt.Errorf("this board is read-only: it only shows the game")
	}
	if s.resigned != core.NoPlayer {
		return fmt.Errorf("%s resigned: the game is over", play.Title(s.resigned.String()))
	}
	if p := s.game.ToMove(); !s.game.Over() && s.isBot(p) {
		return fmt.Errorf("it is %v's turn, and %v is played by %s", p, p, s.cfg.Player(p))
	}
	return s.game.Play(m)
}

// PlayCell plays the cell at column col and row row (1-based) for the human to move.
func (s *Session) PlayCell(col, row int) error {
	b := s.Board()
	if col < 1 || col > b.Cols() || row < 1 || row > b.Rows() {
		return fmt.Errorf("(%d, %d) is not a cell of the %v board", col, row, b.Spec())
	}
	return s.Play(core.CellMove(b.Cell(col, row)))
}

// PlayName plays a move given as text ("f6" or "swap") for the human to move.
func (s *Session) PlayName(text string) error {
	m, err := s.Board().ParseMove(text)
	if err != nil {
		return err
	}
	return s.Play(m)
}

// CanSwap reports whether the human to move may play the swap move now.
func (s *Session) CanSwap() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.humanToMove() && s.game.Legal(core.SwapMove()) == nil
}

// Resign ends the game: the player to move gives it up (the human to move, or either side
// when both are bots). It fails on a read-only board and when the game is over. Undo takes a
// resignation back.
func (s *Session) Resign() error {
	var err error
	s.update(func() bool {
		switch {
		case s.cfg.Readonly:
			err = fmt.Errorf("this board is read-only")
		case s.over():
			err = fmt.Errorf("the game is over")
		default:
			s.resigned = s.game.ToMove()
			if s.isBot(s.resigned) && !s.isBot(s.resigned.Opponent()) {
				s.resigned = s.resigned.Opponent() // the human resigns, even on the bot's turn
			}
		}
		return err == nil
	})
	return err
}

// NewGame starts again with the same settings: on the empty board, or from the setup
// position of a game that has one (a puzzle starts over).
func (s *Session) NewGame() error {
	return s.Restart(s.Config())
}

// Restart starts a new game with new settings (from the new-game dialog): cfg's board, rule,
// players and its moves, if any. A configuration that does not hold together (a bot that does
// not fit the board, the swap rule on a cylinder) is an error, and nothing changes.
func (s *Session) Restart(cfg Config) error {
	var err error
	s.update(func() bool {
		if s.cfg.Readonly {
			err = fmt.Errorf("this board is read-only")
			return false
		}
		cfg.Readonly, cfg.UI = s.cfg.Readonly, s.cfg.UI
		if err = s.reset(cfg); err != nil { // reset changes nothing when it fails
			return false
		}
		s.hint = nil
		return true
	})
	return err
}
