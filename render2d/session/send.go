package session

import (
	"fmt"
	"net/url"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/play"
)

// Correspondence by link: two people play at a distance with no server. After a move, Send
// move hands the other player the game's link (the permalink, with sent=1); opening it shows
// the move just played, ringed, and says it is their move; they answer and send it back.

// CanSend reports whether the game is one to play by link: both players are people, a move
// has been made, the game is not read-only, not an embed.
func (s *Session) CanSend() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	c := s.cfg
	return c.Red == Human && c.Blue == Human && !c.Readonly && c.UI != UIMinimal && len(s.game.Turns()) > 0
}

// SendQuery returns the query of the link Send move hands on: the permalink, and sent=1.
func (s *Session) SendQuery() url.Values {
	q := s.Query()
	q.Set("sent", "1")
	return q
}

// SendText is the message that goes with the link: who moved what and whose turn it is.
func (s *Session) SendText() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	g := s.game
	t, ok := g.LastTurn()
	if !ok {
		return "Our game of Hex"
	}
	move := fmt.Sprintf("%s played %s", play.Title(t.Player.String()), s.board.MoveName(t.Move))
	if g.Over() || s.resigned != core.NoPlayer {
		return move + ": the game is over. Open the link to see it."
	}
	return fmt.Sprintf("%s. Your move as %s: open the link, play, and send your move back.", move, g.ToMove())
}

// Sent reports whether the page shows the position of a link the opponent sent, unchanged:
// its last move is the one to show.
func (s *Session) Sent() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cfg.Sent && s.gen == s.sentGen
}
