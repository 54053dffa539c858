package strategies

import (
	"context"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/botreq"
	"github.com/hexlab/hexlab/internal/pollctx"
)

// A Keeper keeps a request's bot for the next request with the same settings (and at most
// two bots), answers as Request.Answer does, and its pondering feeds the next answer: its
// search starts from the pondered tree's subtree.
func TestKeeperKeepsAndPonders(t *testing.T) {
	var k Keeper
	g := newGame(t, "hex:7x7", core.Red, false, "d4")
	req := Request{ID: 3, Player: "club", Seed: 5, Game: g.Record()}
	resp := k.Answer(botreq.Request(req))
	if want := req.Answer(); resp != want {
		t.Fatalf("kept bot answered %+v, a new one %+v", resp, want)
	}
	first := k.bots[0].bot
	if reused := first.(*MCTS).Stats().Reused; reused != 0 {
		t.Fatalf("a new bot's tree had %d playouts", reused)
	}
	if resp := k.Answer(botreq.Request(req)); resp.Error != "" || k.bots[0].bot != first || len(k.bots) != 1 {
		t.Fatalf("second answer %+v with %d bots kept", resp, len(k.bots))
	}

	// Pondering: club ponders d4 (Blue to move) for 100 polls of its context (6,400 playouts,
	// however long they take: Stop does not cut them short), then answers Blue's c3. Answer
	// waits for the pondering, which holds the bot from its first poll on.
	polls := pollctx.After(100)
	defer func(f func() (context.Context, context.CancelFunc)) { ponderContext = f }(ponderContext)
	ponderContext = func() (context.Context, context.CancelFunc) { return polls, func() {} }
	k.Ponder(botreq.Request{Player: "club", Seed: 5, Game: g.Record()})
	<-polls.Polled()
	after := newGame(t, "hex:7x7", core.Red, false, "d4,c3")
	if resp := k.Answer(botreq.Request{ID: 4, Player: "club", Seed: 5, Game: after.Record()}); resp.Error != "" {
		t.Fatal(resp.Error)
	}
	if reused := first.(*MCTS).Stats().Reused; reused == 0 {
		t.Error("after pondering, the answer's search started from nothing")
	}

	k.Ponder(botreq.Request{Player: "random", Game: g.Record()}) // does nothing
	k.Ponder(botreq.Request{Player: "nobody", Game: g.Record()})
	for _, p := range []string{"mc", "beginner"} {
		k.Answer(botreq.Request{Player: p, Game: g.Record()})
	}
	if len(k.bots) != keptBots || k.bots[1].key.player != "beginner" {
		t.Errorf("kept %d bots, the last %q", len(k.bots), k.bots[len(k.bots)-1].key.player)
	}
	k.Stop() // nothing to stop
	k.Ponder(botreq.Request{Player: "mcts", Game: g.Record()})
	k.Stop() // returns at once; the next Answer waits for the bot
	if bad := k.Answer(botreq.Request{ID: 9, Player: "nobody", Game: g.Record()}); bad.Error == "" || bad.ID != 9 {
		t.Errorf("an unknown player answered %+v", bad)
	}
}
