package session

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// MoveInfo is one line of the move list: a move of the game with the reason a bot gave.
type MoveInfo struct {
	Ply    int // 1 for the first move
	Player core.Player
	Name   string // "f6" or "swap"
	// Rule is the label of the paper's rule that chose the move ("" for a person's move or
	// a bot without rules), and Reason says it in words: "rule 12: cover rings R(j-2, j)".
	Rule, Reason string
	// Ahead marks a move taken back, that Next or Redo plays again.
	Ahead bool
	// Variations is the number of moves played from the position before this one, this one
	// among them: more than one where the game branches (see Session.Variations).
	Variations int
	// Commented marks a move whose position carries a comment or marks.
	Commented bool
}

// Moves returns the game's move list, the moves taken back included (marked Ahead).
func (s *Session) Moves() []MoveInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	ply := len(s.game.Turns())
	var out []MoveInfo
	for i, n := range s.game.Line() {
		m := s.moveInfo(i, n.Turn(), i >= ply)
		m.Variations, m.Commented = len(n.Parent().Children()), !n.Note().Empty()
		out = append(out, m)
	}
	return out
}

// LastMove returns the last move on the board, or ok=false before the first move.
func (s *Session) LastMove() (m MoveInfo, ok bool) {
	moves := s.Moves()
	for i := len(moves) - 1; i >= 0; i-- {
		if !moves[i].Ahead {
			return moves[i], true
		}
	}
	return MoveInfo{}, false
}

// Reason says why player (a strategy name) made a move with the rule label: "rule 12: " and
// the paper's text of the rule (catalog.RuleText, without the source's paths: userText),
// "rule 12" if the text is unknown, or "" for a move without a label.
func Reason(player, label string) string {
	if label == "" {
		return ""
	}
	if text := userText(catalog.RuleText(player, label)); text != "" {
		return "rule " + label + ": " + text
	}
	return "rule " + label
}
