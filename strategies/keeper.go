package strategies

import (
	"context"
	"fmt"
	"sync"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
)

// Ponderer is a bot that thinks on its opponent's time: Ponder searches g, where the
// opponent is to move, until ctx ends, and keeps what it found for its next Choose. MCTS
// and the levels ponder.
type Ponderer interface {
	Bot
	Ponder(ctx context.Context, g *core.Game) error
}

// MaxPonder bounds one spell of pondering: a player who leaves the game open does not keep
// a core busy for ever.
const MaxPonder = 10 * time.Minute

// ponderContext returns the context of one spell of pondering and what cancels it; a test
// replaces it to ponder for an amount of work instead of a time.
var ponderContext = func() (context.Context, context.CancelFunc) {
	return context.WithTimeout(context.Background(), MaxPonder)
}

// keptBots is how many bots a Keeper keeps: the two players of a game.
const keptBots = 2

// Keeper answers bot requests with bots it keeps from one request to the next, where
// Request.Answer builds a new bot each time: a searching bot then keeps its tree between its
// moves, and ponders (Ponder) while its opponent thinks. The desktop app asks its bots
// through a Keeper; the page's worker cannot ponder (WebAssembly runs one thread there) and
// answers each request afresh. A Keeper is safe for concurrent use; it runs one bot at a
// time. The zero Keeper is ready to use.
type Keeper struct {
	mu   sync.Mutex // held while a kept bot works
	bots []keptBot  // the most recently used last

	pmu    sync.Mutex         // guards cancel
	cancel context.CancelFunc // ends the pondering in progress
}

// keptBot is a bot of a Keeper and the settings it was built with.
type keptBot struct {
	key keeperKey
	bot Bot
}

// keeperKey is what makes a request's bot the same bot: its name, seed, thinking time and
// board.
type keeperKey struct {
	player string
	seed   uint64
	think  int64
	spec   core.Spec
}

// Answer answers r with the bot r names, kept from an earlier request with the same player,
// seed, thinking time and board, or built (and then kept). Pondering in progress stops first
// (Answer waits for the bot).
// Every failure is an error Response, never a panic.
func (k *Keeper) Answer(r botreq.Request) Response {
	k.Stop()
	k.mu.Lock()
	defer k.mu.Unlock()
	g, bot, err := k.bot(r)
	if err != nil {
		return botreq.Failed(r.ID, err)
	}
	c, err := bot.Choose(g)
	if err != nil {
		return botreq.Failed(r.ID, err)
	}
	return Response{ID: r.ID, Move: g.Board().MoveName(c.Move), Rule: c.Rule}
}

// Ponder starts the bot r names thinking about r.Game, where its opponent is to move, in the
// background, until the next Answer, Ponder or Stop (or MaxPonder). It returns at once. A bot
// that does not ponder (one that does not search), a game that is over or a request that
// names no bot leave nothing to do.
func (k *Keeper) Ponder(r botreq.Request) {
	k.Stop()
	ctx, cancel := ponderContext()
	k.pmu.Lock()
	k.cancel = cancel
	k.pmu.Unlock()
	go func() {
		k.mu.Lock()
		defer k.mu.Unlock()
		if ctx.Err() != nil {
			return
		}
		g, bot, err := k.bot(r)
		if p, ok := bot.(Ponderer); ok && err == nil && !g.Over() && g.ToMove() != core.NoPlayer {
			p.Ponder(ctx, g) // what it finds stays in the bot; an error leaves nothing to keep
		}
	}()
}

// Pondering reports whether a bot was set pondering (Ponder) and not stopped since.
func (k *Keeper) Pondering() bool {
	k.pmu.Lock()
	defer k.pmu.Unlock()
	return k.cancel != nil
}

// Stop ends the pondering in progress, if any. It returns at once, so a frame loop may call
// it; the bot stops within moments, and the next Answer waits for it.
func (k *Keeper) Stop() {
	k.pmu.Lock()
	cancel := k.cancel
	k.cancel = nil
	k.pmu.Unlock()
	if cancel != nil {
		cancel()
	}
}

// bot returns r's game and the kept bot for r, building it if there is none; k.mu is held.
func (k *Keeper) bot(r botreq.Request) (*core.Game, Bot, error) {
	g, err := r.Game.Game()
	if err != nil {
		return nil, nil, fmt.Errorf("game: %w", err)
	}
	key := keeperKey{player: r.Player, seed: r.Seed, think: r.ThinkMillis, spec: g.Spec()}
	for i, kb := range k.bots {
		if kb.key == key {
			k.bots = append(append(k.bots[:i:i], k.bots[i+1:]...), kb)
			return g, kb.bot, nil
		}
	}
	bot, err := Build(r.Player, Settings{Seed: r.Seed, Think: time.Duration(r.ThinkMillis) * time.Millisecond})
	if err != nil {
		return nil, nil, err
	}
	k.bots = append(k.bots, keptBot{key: key, bot: bot})
	if len(k.bots) > keptBots {
		if c, ok := k.bots[0].bot.(interface{ Close() error }); ok {
			c.Close()
		}
		k.bots = k.bots[1:]
	}
	return g, bot, nil
}
