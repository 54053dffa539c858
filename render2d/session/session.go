package session

import (
	"encoding/json"
	"fmt"
	"sync"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// Session is one game at the screen: the game, who plays each colour, and the bots' moves in
// progress. Its methods are safe to call from the frame loop and from other goroutines (the
// browser's test hook calls them from JavaScript callbacks).
type Session struct {
	mu    sync.Mutex
	cfg   Config
	board *core.Board // the board of cfg.Spec, the same for every game of the session
	game  *core.Game
	bots  [3]strategies.Bot // by core.Player; nil for a human
	// gen counts the changes to the game; a bot's answer computed for an older generation
	// is dropped.
	gen    uint64
	job    chan answer // the bot's answer to come, or nil when no bot is working
	botErr error       // why the bot to move could not move, shown in the status line
}

// answer is a bot's move.
type answer struct {
	choice strategies.Choice
	err    error
}

// New starts a session with a validated configuration (see Parse): the game with cfg.Moves
// played, and a bot for each colour that is not Human.
func New(cfg Config) (*Session, error) {
	s := &Session{cfg: cfg}
	for _, p := range []core.Player{core.Red, core.Blue} {
		if name := cfg.Player(p); name != Human {
			bot, err := strategies.New(name, strategies.SeedFor(cfg.Seed, p))
			if err != nil {
				return nil, &ParamError{p.String(), name, err}
			}
			s.bots[p] = bot
		}
	}
	g, err := core.NewGameFromMoves(cfg.Spec, core.Options{First: cfg.First, Swap: cfg.Swap}, cfg.Moves)
	if err != nil {
		return nil, &ParamError{"moves", fmt.Sprint(cfg.Moves), err}
	}
	s.game, s.board = g, g.Board()
	return s, nil
}

// Board returns the board, the same for every game of the session.
func (s *Session) Board() *core.Board { return s.board }

// Config returns the session's settings.
func (s *Session) Config() Config { return s.cfg }

// View calls fn with the game, which it must only read, and returns the generation of the
// game: a number that changes whenever the game does.
func (s *Session) View(fn func(g *core.Game)) uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	fn(s.game)
	return s.gen
}

// Generation returns a number that changes whenever the game does.
func (s *Session) Generation() uint64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.gen
}

// Record returns the game's JSON record.
func (s *Session) Record() core.Record {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.Record()
}

// RecordJSON returns the game's record as JSON: exactly json.Marshal(game.Record()).
func (s *Session) RecordJSON() string {
	data, err := json.Marshal(s.Record())
	if err != nil {
		return fmt.Sprintf(`{"error":%q}`, err.Error())
	}
	return string(data)
}

// HumanToMove reports whether the game goes on and a human is to move.
func (s *Session) HumanToMove() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.humanToMove()
}

func (s *Session) humanToMove() bool {
	return !s.game.Over() && s.bots[s.game.ToMove()] == nil
}

// Play plays m for the human to move. It fails, saying why, when the side to move is a bot
// or the move is not legal.
func (s *Session) Play(m core.Move) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.game.Over() && !s.humanToMove() {
		p := s.game.ToMove()
		return fmt.Errorf("it is %v's turn, and %v is played by %s", p, p, s.cfg.Player(p))
	}
	if err := s.game.Play(m); err != nil {
		return err
	}
	s.changed()
	return nil
}

// PlayCell plays the cell at column col and row row (1-based) for the human to move.
func (s *Session) PlayCell(col, row int) error {
	b := s.board
	if col < 1 || col > b.Cols() || row < 1 || row > b.Rows() {
		return fmt.Errorf("(%d, %d) is not a cell of the %v board", col, row, b.Spec())
	}
	return s.Play(core.CellMove(b.Cell(col, row)))
}

// PlayName plays a move given as text ("f6" or "swap") for the human to move.
func (s *Session) PlayName(text string) error {
	m, err := s.board.ParseMove(text)
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

// CanUndo reports whether Undo would take back a move.
func (s *Session) CanUndo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.CanUndo()
}

// CanRedo reports whether Redo would play a move again.
func (s *Session) CanRedo() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game.CanRedo()
}

// Undo takes back the last move, and against a bot also the bot's moves before it, so that
// a human is to move again (when a human plays at all). It reports whether anything changed.
func (s *Session) Undo() bool {
	return s.step((*core.Game).Undo)
}

// Redo plays again the last move taken back, and against a bot the bot's moves after it up
// to a human's turn. It reports whether anything changed.
func (s *Session) Redo() bool {
	return s.step((*core.Game).Redo)
}

// step applies move (Undo or Redo) once, then again while a bot is to move, so that it stops
// at a human's turn.
func (s *Session) step(move func(*core.Game) bool) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !move(s.game) {
		return false
	}
	if s.bots[core.Red] == nil || s.bots[core.Blue] == nil {
		for s.bots[s.game.ToMove()] != nil && move(s.game) {
		}
	}
	s.changed()
	return true
}

// NewGame starts again on an empty board with the same settings (the moves given at the
// start are not replayed).
func (s *Session) NewGame() {
	s.mu.Lock()
	defer s.mu.Unlock()
	g, err := core.NewGame(s.cfg.Spec, core.Options{First: s.cfg.First, Swap: s.cfg.Swap})
	if err != nil {
		panic(err) // the configuration was validated by New
	}
	s.game = g
	s.changed()
}

// changed records a change of the game: it drops the bots' work in progress and errors.
func (s *Session) changed() {
	s.gen++
	s.job = nil
	s.botErr = nil
}
