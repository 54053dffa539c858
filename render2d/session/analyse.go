package session

import (
	"fmt"
	"slices"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/solvereq"
	"github.com/hexlab/hexlab/play"
)

// MaxAnalyse is the longest analysis of one position the analyse setting may ask for.
const MaxAnalyse = 10 * time.Minute

// analyseRound is the longest round of the analysis: an analysis that is no longer wanted (the
// position changed, the setting was turned off) ends within it.
const analyseRound = 400 * time.Millisecond

// SolveRunner works a round of the solver's analysis out away from the frame loop: in a
// goroutine on the desktop (solvereq.Go), in a worker of its own on the page.
type SolveRunner = play.Runner[solvereq.Request, solvereq.Response]

// SetSolveRunner makes the session ask for the rounds of its analysis through r (nil
// restores the default, Thinkers.Solve).
func (s *Session) SetSolveRunner(r SolveRunner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = defaults().Solve
	}
	s.solve.SetRunner(r)
}

// SetAnalyse sets how long the solver analyses each position (the analyse setting: zero
// turns the analysis off, which stops the round in flight), from 0 to MaxAnalyse.
func (s *Session) SetAnalyse(d time.Duration) error {
	if d < 0 || d > MaxAnalyse {
		return fmt.Errorf("analyse: expected a time from 0 to %v", MaxAnalyse)
	}
	s.notify(func() bool {
		if s.cfg.Analyse == d {
			return false
		}
		s.cfg.Analyse = d
		if d == 0 {
			s.solve.Drop()
		}
		return true
	})
	return nil
}

// Analysis is what the solver has found of the moves of the player to move, so far.
type Analysis struct {
	// Player is who moves; the values are of their moves.
	Player core.Player
	// Values holds each move valued so far: win or loss, with its line. A move not in it is
	// unknown.
	Values map[core.Cell]solvereq.MoveValue
	// Moves is the number of moves (empty cells).
	Moves int
	// Spent is the time the solver has worked on the position, of Budget (the setting).
	Spent, Budget time.Duration
	// Nodes is the number of nodes searched for the position.
	Nodes int64
	// Running says the solver is working on it now.
	Running bool
	// Err says why the analysis stopped, or "".
	Err string
}

// Wins returns the winning moves, in the order of the board's cells.
func (a Analysis) Wins() []core.Cell { return a.of(solvereq.Win) }

// Losses returns the losing moves, in the order of the board's cells.
func (a Analysis) Losses() []core.Cell { return a.of(solvereq.Loss) }

func (a Analysis) of(v solvereq.Value) []core.Cell {
	var out []core.Cell
	for c, mv := range a.Values {
		if mv.Value == v {
			out = append(out, c)
		}
	}
	slices.Sort(out)
	return out
}

// Done reports whether every move is valued.
func (a Analysis) Done() bool { return len(a.Values) == a.Moves }

// Winner returns who wins the position as far as the analysis knows: the player to move once
// a move wins, the opponent once every move loses, else NoPlayer.
func (a Analysis) Winner() core.Player {
	switch {
	case len(a.Wins()) > 0:
		return a.Player
	case a.Done():
		return a.Player.Opponent()
	}
	return core.NoPlayer
}

// analysisState is the session's analysis of the position of generation gen.
type analysisState struct {
	gen     uint64
	values  map[core.Cell]solvereq.MoveValue
	spent   time.Duration
	nodes   int64
	asked   time.Time // when the round in flight was asked
	askedAt uint64    // gen+1 of the round in flight, 0 when none
	err     string
}

// Analysis returns the analysis of the position on the board while the analyse setting is on
// and the game goes on (ok is false otherwise).
func (s *Session) Analysis() (a Analysis, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cfg.Analyse == 0 || s.over() {
		return Analysis{}, false
	}
	st := &s.analysed
	a = Analysis{Player: s.game.ToMove(), Moves: len(s.game.Position().EmptyCells()), Budget: s.cfg.Analyse, Values: map[core.Cell]solvereq.MoveValue{}}
	if st.gen == s.gen {
		for c, v := range st.values {
			a.Values[c] = v
		}
		a.Spent, a.Nodes, a.Err = st.spent, st.nodes, st.err
	}
	a.Running = st.askedAt == s.gen+1 && s.solve.Busy()
	return a, true
}

// tickAnalyse is Tick's part for the analysis (the lock held): it collects a round that has
// come and asks for the next while the position has moves unknown and time left. It reports
// whether anything shown changed.
func (s *Session) tickAnalyse() bool {
	st := &s.analysed
	if st.gen != s.gen {
		*st = analysisState{gen: s.gen, values: map[core.Cell]solvereq.MoveValue{}}
	}
	changed := false
	if resp, ok := s.solve.Answer(); ok && st.askedAt != s.gen+1 {
		// a round for a position no longer on the board: dropped
	} else if ok {
		st.askedAt = 0
		st.spent += time.Since(st.asked)
		st.nodes += resp.Nodes
		changed = true
		values, err := resp.Read(s.board)
		if err != nil {
			st.err = err.Error()
			return true
		}
		for c, v := range values {
			if v.Value != solvereq.Unknown && s.game.Position().At(c) == core.NoPlayer {
				st.values[c] = v
			}
		}
	} else if s.solve.Busy() {
		if st.askedAt != s.gen+1 {
			s.solve.Drop() // the position changed: its answer will not be wanted
		} else {
			return false
		}
	}
	if s.cfg.Analyse == 0 || s.over() || st.err != "" || st.spent >= s.cfg.Analyse {
		return changed
	}
	var unknown []core.Cell
	for _, c := range s.game.Position().EmptyCells() {
		if _, ok := st.values[c]; !ok {
			unknown = append(unknown, c)
		}
	}
	if len(unknown) == 0 {
		return changed
	}
	round := min(analyseRound, s.cfg.Analyse-st.spent)
	st.asked, st.askedAt = time.Now(), s.gen+1
	s.solve.Ask(solvereq.NewRequest(s.game, unknown, max(int(round.Milliseconds()), 1)))
	return true // Running says so
}

// AnalysisText says in words what the analysis knows of cell c ("c3 wins for Red with
// perfect play. Its line, …: c3 d2 b4"), or "" when c is not valued. The line stops where the
// solver needed no more moves: a connection it proved, or a position it knew.
func AnalysisText(b *core.Board, a Analysis, c core.Cell) string {
	v, ok := a.Values[c]
	if !ok {
		return ""
	}
	verb := "wins"
	if v.Value == solvereq.Loss {
		verb = "loses"
	}
	line := ""
	for i, lc := range v.Line {
		if i > 0 {
			line += " "
		}
		line += b.CellName(lc)
	}
	return fmt.Sprintf("%s %s for %s with perfect play. Its line, as far as the solver had to search: %s", b.CellName(c), verb, play.Title(a.Player.String()), line)
}
