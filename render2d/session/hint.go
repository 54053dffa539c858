package session

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/seed"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// Hint is a bot's suggestion for the human to move, shown on the board and not played.
type Hint struct {
	Player core.Player // who would play it
	Move   core.Move
	Name   string // the move as text: "f6" or "swap"
	Bot    string // the strategy that suggested it
	Rule   string // its rule label, or ""
	// RuleText says why, as Reason does ("rule 12: cover rings R(j-2, j)"), or "".
	RuleText string
	gen      uint64 // the generation of the game it is for
}

// HintBot returns the strategy asked for hints on spec: the opponent's bot when the opponent
// is one that also plays toMove's colour there; or else the first strategy of
// strategies.Catalog made for this kind of board and colour from a paper's rules (Info.Paper);
// or else the first that searches (Info.Thinks); or else the
// first with rules; or else random.
func HintBot(cfg Config, toMove core.Player) string {
	if opp := cfg.Player(toMove.Opponent()); opp != Human && !isScripted(opp) && checkPlayer(opp, cfg.Spec, toMove) == nil {
		return opp
	}
	var thinker, ruled string
	for _, info := range catalog.Catalog() {
		if isScripted(info.Name) || info.Fits == nil || info.Fits(cfg.Spec, toMove) != nil {
			continue
		}
		switch {
		case info.Paper:
			return info.Name
		case info.Thinks && thinker == "":
			thinker = info.Name
		case len(info.Rules) > 0 && ruled == "":
			ruled = info.Name
		}
	}
	for _, name := range []string{thinker, ruled} {
		if name != "" {
			return name
		}
	}
	return "random"
}

// isScripted reports whether name is a scripted player (moves:LIST), which gives no hints.
func isScripted(name string) bool {
	info, err := catalog.Lookup(name)
	return err == nil && info.Name == catalog.ScriptedPrefix+"LIST"
}

// AskHint asks a bot (HintBot) for a move for the human to move, through the session's
// Runner. The answer arrives on a later Tick; Hint returns it while the position is the same.
func (s *Session) AskHint() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	switch {
	case s.cfg.Readonly:
		return fmt.Errorf("this board is read-only")
	case s.over():
		return fmt.Errorf("the game is over")
	case !s.humanToMove():
		return fmt.Errorf("hints are for a human's turn")
	case s.hint != nil && s.hint.gen == s.gen:
		return nil // already there
	}
	p := s.game.ToMove()
	req := s.request(p)
	req.Player = HintBot(s.cfg, p)
	req.Seed = seed.ForPlayer(s.cfg.Seed^s.gen, uint64(p)) // strategies.SeedFor
	s.hintBot = req.Player
	s.hints.Ask(req)
	s.rev++ // the status shows the hint being worked out
	return nil
}

// collectHint takes the hint's answer if it has come (the lock is held), and reports whether
// it did.
func (s *Session) collectHint() bool {
	resp, ok := s.hints.Answer()
	if !ok {
		return false
	}
	h := &Hint{Player: s.game.ToMove(), Bot: s.hintBot, gen: s.gen}
	m, rule, err := botreq.Read(resp, s.board.ParseMove)
	if err != nil {
		h.Name = ""
		h.RuleText = "no hint: " + userText(err.Error())
	} else {
		h.Move, h.Name, h.Rule = m, s.board.MoveName(m), rule
		h.RuleText = Reason(s.hintBot, rule)
	}
	s.hint = h
	return true
}

// Hint returns the hint for the position on the board, once it has come: ok is false when
// none was asked for this position or it is still being worked out (HintPending). A hint
// whose bot failed has an empty Name and says why in RuleText.
func (s *Session) Hint() (h Hint, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hint == nil || s.hint.gen != s.gen {
		return Hint{}, false
	}
	return *s.hint, true
}

// HintPending reports whether a hint is being worked out.
func (s *Session) HintPending() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hints.Busy()
}
