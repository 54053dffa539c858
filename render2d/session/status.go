package session

import (
	"fmt"
	"github.com/hexlab/hexlab/play"

	"github.com/hexlab/hexlab/core"
)

// Status is the status line: the player it is about (whose turn, or the winner), and the text.
type Status = play.Status[core.Player]

// Status describes the game: whose turn it is and who plays them, a bot at work or stuck, or
// who won and how. On a cylinder, a torus or a reverse board it starts with the board spec, as
// the flat drawing alone does not say which sides wrap or that the rule is reversed.
func (s *Session) Status() Status {
	st := s.status()
	if spec := s.cfg.Spec; spec.Topology != core.Plane || spec.Reverse {
		st.Text = spec.String() + " · " + st.Text
	}
	return st
}

func (s *Session) status() Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.game
	// A read-only board says which position it shows, the last one too: "After move 5 of 5:
	// Red wins".
	step := ""
	if s.cfg.Readonly {
		ply := len(g.Turns())
		step = stepText(ply, ply+len(s.game.Ahead())) + ": "
	}
	if st, ok := s.puzzleStatus(); ok && !s.cfg.Readonly {
		return st
	}
	if r := s.resigned; r != core.NoPlayer && !g.CanRedo() {
		return Status{Player: r.Opponent(), Text: step + fmt.Sprintf("%s resigned: %s wins", play.Title(r.String()), play.Title(r.Opponent().String()))}
	}
	if g.Over() {
		w := g.Winner()
		text := play.Title(w.String()) + " wins"
		if g.Spec().Reverse {
			text += fmt.Sprintf(": %v completed a chain, and on a reverse board that loses", w.Opponent())
		}
		return Status{Player: w, Text: step + text}
	}
	p := g.ToMove()
	if s.resignPending() {
		return Status{Player: p, Text: "Resign? Press Resign again to resign; any move takes the question back"}
	}
	bot := ""
	if s.isBot(p) {
		bot = s.cfg.Player(p)
	}
	who := play.Who(p, bot)
	if text, ok := play.BotLine(who, s.botMoving(), s.botErr); ok {
		return Status{Player: p, Text: text}
	}
	text := fmt.Sprintf("Move %d: %s to move", len(g.Turns())+1, who)
	if n := len(g.Setup()); n > 0 && len(g.Turns()) == 0 {
		text = fmt.Sprintf("Position of %s: %s to move", play.Count(n, "stone"), who)
	}
	if s.cfg.Readonly || (g.CanRedo() && s.isBot(p)) {
		ply := len(g.Turns())
		text = stepText(ply, ply+len(s.game.Ahead())) + ": " + who + " to move"
		if !s.cfg.Readonly {
			text += " (paused while you step through the game)"
		}
		return Status{Player: p, Text: text}
	}
	if t, ok := g.LastTurn(); ok && s.cfg.Sent && s.gen == s.sentGen {
		text = fmt.Sprintf("%s played %s: your move as %v, then Send move", play.Title(t.Player.String()), s.board.MoveName(t.Move), p)
	}
	if !s.isBot(p) && g.Legal(core.SwapMove()) == nil {
		text += ", or swap"
	}
	if s.pondered != 0 && s.keeper.Pondering() {
		text += " · " + s.cfg.Player(p.Opponent()) + " thinks on your time"
	}
	return Status{Player: p, Text: text}
}

// stepText says which position of a game of all moves is shown, after ply of them: "After
// move 4 of 4", or "Start (4 moves)" before the first.
func stepText(ply, all int) string {
	if ply == 0 {
		moves := "moves"
		if all == 1 {
			moves = "move"
		}
		return fmt.Sprintf("Start (%d %s)", all, moves)
	}
	return fmt.Sprintf("After move %d of %d", ply, all)
}
