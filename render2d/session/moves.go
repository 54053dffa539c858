package session

import (
	"slices"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
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
}

// Moves returns the game's move list, the moves taken back included (marked Ahead).
func (s *Session) Moves() []MoveInfo {
	s.mu.Lock()
	defer s.mu.Unlock()
	turns := s.game.Turns()
	ply := len(turns)
	var out []MoveInfo
	for i, t := range append(slices.Clip(turns), s.game.Ahead()...) {
		out = append(out, MoveInfo{
			Ply: i + 1, Player: t.Player, Name: s.board.MoveName(t.Move),
			Rule: t.Rule, Reason: Reason(s.cfg.Player(t.Player), t.Rule),
			Ahead: i >= ply,
		})
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
// the paper's text of the rule (strategies.RuleText), "rule 12" if the text is unknown, or ""
// for a move without a label.
func Reason(player, label string) string {
	if label == "" {
		return ""
	}
	if text := strategies.RuleText(player, label); text != "" {
		return "rule " + label + ": " + text
	}
	return "rule " + label
}
