package session

import (
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/play"
)

// Status is the status line: the player it is about (whose turn, or the winner) and the text.
type Status = play.Status[trunc.Player]

// Status describes the game: whose turn it is and who plays them ("White to move", "Gray
// (mcts) is thinking…"), a bot that cannot move, the bots waiting while moves are taken
// back, or who won and how ("Black wins: borders AD, BC", or, when the game ends before the
// borders close, that every way of filling the last cells gives the same winner).
func (s *Session) Status() Status {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.game
	if g.Over() {
		w := g.Winner()
		if pairing := g.Position().Pairing(); pairing != trunc.NoPairing {
			return Status{Player: w, Text: fmt.Sprintf("%s wins: borders %s", play.Title(w.String()), strings.ReplaceAll(pairing.String(), " ", ", "))}
		}
		return Status{Player: w, Text: fmt.Sprintf("%s wins: every way of filling the %s pairs the borders %s", play.Title(w.String()),
			play.Count(g.Position().NumEmpty(), "empty cell"), strings.ReplaceAll(trunc.PairingOf(w).String(), " ", ", "))}
	}
	p := g.ToMove()
	bot := ""
	if s.cfg.IsBot(p) {
		bot = s.cfg.Player(p)
	}
	who := play.Who(p, bot)
	if text, ok := play.BotLine(who, s.bots.Busy(), s.botErr); ok {
		return Status{Player: p, Text: text}
	}
	if bot != "" && g.CanRedo() {
		return Status{Player: p, Text: who + " to move, waiting while moves are taken back (redo them to go on)"}
	}
	return Status{Player: p, Text: who + " to move"}
}
