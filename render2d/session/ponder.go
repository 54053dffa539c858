package session

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// Keeper keeps each bot from one move to the next and lets it ponder (strategies.Keeper, on
// the desktop): Answer answers a request with the kept bot, Ponder sets the bot that a request
// names thinking about its position on its opponent's time, Pondering says whether a bot was
// set pondering and not stopped since, Stop ends the pondering.
type Keeper interface {
	Answer(req botreq.Request) botreq.Response
	Ponder(req botreq.Request)
	Pondering() bool
	Stop()
}

// SetKeeper makes the session ask its bots through k, which keeps each bot from one move to
// the next (a searching bot keeps its tree), and lets the bot ponder: while a person is to
// move against a bot, the bot thinks about the position on the person's time, and its next
// move starts from what it found. The desktop app does this; the page cannot (its worker runs
// one thread) and asks a new bot each time. A pondering bot's moves depend on how long the
// person thought. Nil restores the default Runner (Thinkers.Bots) and no pondering.
func (s *Session) SetKeeper(k Keeper) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.keeper != nil {
		s.keeper.Stop()
	}
	s.keeper, s.pondered = k, 0
	if k == nil {
		s.bots.SetRunner(defaults().Bots)
		return
	}
	s.bots.SetRunner(func(req botreq.Request) <-chan botreq.Response {
		return botreq.Go(keptRequest{k, req})
	})
}

// keptRequest is a bot's request answered by a Keeper's kept bot.
type keptRequest struct {
	keeper Keeper
	req    botreq.Request
}

// Answer answers the request with the keeper's bot.
func (r keptRequest) Answer() botreq.Response { return r.keeper.Answer(r.req) }

// tickPonder starts the bot pondering when a person is to move against a bot that ponders
// (ponders), once for each position, and stops it when the game is over, two people play, the
// bot does not ponder, or the game is being reviewed.
func (s *Session) tickPonder() {
	if s.keeper == nil {
		return
	}
	p := s.game.ToMove()
	want := !s.over() && !s.cfg.Readonly && !s.game.CanRedo() && p != core.NoPlayer && !s.isBot(p) && s.isBot(p.Opponent())
	switch {
	case want && s.pondered != s.gen+1:
		if ponders(s.cfg.Player(p.Opponent())) {
			s.keeper.Ponder(s.request(p.Opponent()))
		} else {
			s.keeper.Stop() // nothing to think about on the person's time, nor to say so
		}
		s.pondered = s.gen + 1
	case !want && s.pondered != 0:
		s.keeper.Stop()
		s.pondered = 0
	}
}

// ponders reports whether the strategy name thinks on its opponent's time when a Keeper lets
// it (catalog.Info.Ponders, which strategies' tests check against strategies.Ponderer): the
// tree search and its levels do; the papers' strategies, random, the solver and scripted
// players answer when asked, and have nothing to think about before.
func ponders(name string) bool { return catalog.Ponders(name) }
