package session

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// MaxFileSize bounds the game files LoadFile reads.
const MaxFileSize = 1 << 20

// Load replaces the game with rec (a JSON record): its board, first player, swap rule, setup,
// moves with their rule labels and resignation. Both players become Human (a bot of the
// previous game never plays into a loaded one); the view becomes the board's default on a board of
// another kind (hex, cyl, torus). A record that does not replay is an error that says what
// is wrong, and nothing changes. It works on read-only boards too.
func (s *Session) Load(rec core.Record) error {
	g, err := rec.Game()
	if err != nil {
		return fmt.Errorf("game record: %w", err)
	}
	return s.loadGame(g, core.SGFInfo{})
}

// LoadFile reads a game file, SGF (as HexGui writes it, starting with "(") or a JSON record
// (starting with "{"), and loads it as Load does; a player the SGF names (PB, PW) that is one
// of our bots fitting the board plays again, any other is Human. A file that is neither, or that does not
// hold a legal game, is an error that says what is wrong, and nothing changes.
func (s *Session) LoadFile(data []byte) error {
	if len(data) > MaxFileSize {
		return fmt.Errorf("the file has %d bytes; a game file has at most %d", len(data), MaxFileSize)
	}
	g, info, err := core.ParseGameFile(data)
	if err != nil {
		return err
	}
	return s.loadGame(g, info)
}

// loadGame makes g the session's game, as Load describes, with the players info names.
func (s *Session) loadGame(g *core.Game, info core.SGFInfo) error {
	var err error
	s.update(func() bool {
		c := s.cfg
		c.Spec, c.First, c.Swap, c.Setup = g.Spec(), g.Options().First, g.Options().Swap, g.Setup()
		c.Moves, c.Rules = nil, nil
		for _, t := range g.MainLine() {
			c.Moves = append(c.Moves, t.Move)
			c.Rules = append(c.Rules, t.Rule)
		}
		_, c.Variation, c.At = lineOf(g)
		c.Resigned, c.Tree = g.Resigned(), nil
		if g.HasTree() {
			rec := g.Record()
			c.Tree = &rec
		}
		for _, p := range []core.Player{core.Red, core.Blue} {
			name := info.Red
			if p == core.Blue {
				name = info.Blue
			}
			if name == "" || name == Human || checkPlayer(name, c.Spec, p) != nil {
				name = Human
			}
			c.SetPlayer(p, name)
		}
		if c.Spec.Topology != s.cfg.Spec.Topology || c.View.Kind == "" {
			c.View = DefaultView(c.Spec)
		}
		c.Puzzle = info.Puzzle
		if info.Puzzle {
			// A puzzle opens at its position, its solution (the variations) left out.
			c.Moves, c.Rules, c.Variation, c.At, c.Tree, c.Resigned = nil, nil, Variation{}, 0, nil, core.NoPlayer
			c.Red, c.Blue = Human, Human
			b, _ := core.NewGame(c.Spec, c.Options())
			if err = c.setPuzzle(b); err != nil {
				return false
			}
		}
		if err = s.reset(c); err != nil {
			return false
		}
		s.hint = nil
		return true
	})
	return err
}
