package strategies

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"

	"github.com/hexlab/hexlab/core"
)

// VerifyOptions say what Verify checks: the strategy Name playing Player on Board against
// every opponent, First moving first. With Every, every cell the strategy's rules allow
// where they leave a choice is followed (a proof for any seed); otherwise the cell the bot
// with Seed picks.
type VerifyOptions struct {
	Name   string
	Board  *core.Board
	Player core.Player
	First  core.Player
	Every  bool
	Seed   uint64
	// Jobs is how many searches run at once (default: the number of cores).
	Jobs int
	// Progress, when set, is called as each part of the search ends: parts done, of total.
	Progress func(done, total int)
}

// Verdict is what Verify found.
type Verdict struct {
	// Holds is true when the strategy wins every game.
	Holds bool
	// Line is, when it does not, a shortest game it loses, from the start.
	Line []core.Move
	// Reason says why the strategy failed when it is not simply a lost game (a rule that
	// plays a taken cell, a full board without a winner).
	Reason string
	// Positions is the number of positions the searches explored; Parts the number of
	// independent searches the work was split into.
	Positions, Parts int
}

// Verifiable lists the strategies Verify can follow: those written as a paper's rules.
func Verifiable() []string { return []string{"3xn", "alpern-beck", "gardner"} }

// Verify plays the strategy against every sequence of the opponent's moves (the search of
// the paper's proofs) and reports whether it ever loses, and if so a shortest game it
// loses. The work is split into independent searches, one for each of the opponent's first
// moves (after the strategy's first move when it begins), run Jobs at a time. It returns an
// error for a strategy that is not a paper's rules, a board of more than 64 cells, a colour
// the strategy does not play there, or when ctx ends first.
func Verify(ctx context.Context, o VerifyOptions) (Verdict, error) {
	bot, err := New(o.Name, o.Seed)
	if err != nil {
		return Verdict{}, err
	}
	pb, ok := bot.(*paperBot)
	if !ok {
		return Verdict{}, fmt.Errorf("%s is not written as a paper's rules; verify follows %v", o.Name, Verifiable())
	}
	b := o.Board
	if b.NumCells() > 64 {
		return Verdict{}, fmt.Errorf("verify searches boards of at most 64 cells; %s has %d", b.Spec(), b.NumCells())
	}
	if err := pb.plays(b.Spec(), o.Player); err != nil {
		return Verdict{}, err
	}
	if o.First != core.Red && o.First != core.Blue {
		return Verdict{}, errors.New("the first player must be red or blue")
	}
	parts := verifyParts(pb, o)
	jobs := o.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	results := make([]partResult, len(parts))
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	next := make(chan int)
	for range min(jobs, len(parts)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				results[i] = runPart(ctx, pb, o, parts[i])
				mu.Lock()
				done++
				if o.Progress != nil {
					o.Progress(done, len(parts))
				}
				mu.Unlock()
			}
		}()
	}
	for i := range parts {
		next <- i
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return Verdict{}, err
	}
	v := Verdict{Holds: true, Parts: len(parts)}
	for _, r := range results {
		v.Positions += r.positions
		if r.line == nil {
			continue
		}
		if v.Holds || len(r.line) < len(v.Line) {
			v.Holds, v.Line, v.Reason = false, r.line, r.reason
		}
	}
	return v, nil
}

// part is one independent search: the moves before it (the strategy's first move, when it
// begins, then the opponent's first move), with the strategy to move after them.
type part struct {
	prefix []core.Cell
	// lost is set for a part decided before any search: the prefix ends the game.
	lost bool
}

// partResult is a part's answer: a shortest lost game (nil if none) and why.
type partResult struct {
	line      []core.Move
	reason    string
	positions int
}

// verifyParts splits the search at the opponent's first move.
func verifyParts(pb *paperBot, o VerifyOptions) []part {
	b := o.Board
	me, them := o.Player, o.Player.Opponent()
	var starts [][]core.Cell
	if o.First == me {
		pos := core.NewPosition(b)
		_, cells := pb.rules(b)(pos, me, core.NoCell)
		if !o.Every && len(cells) > 0 {
			cells = []core.Cell{paperPick(o.Seed, pos, core.NoCell, cells)}
		}
		for _, c := range cells {
			starts = append(starts, []core.Cell{c})
		}
	} else {
		starts = [][]core.Cell{nil}
	}
	var out []part
	for _, s := range starts {
		pos := core.NewPosition(b)
		for _, c := range s {
			pos.Place(c, me)
		}
		if pos.Completed(me) {
			continue // the strategy wins at once
		}
		for c := range core.Cell(b.NumCells()) {
			if pos.At(c) != core.NoPlayer {
				continue
			}
			q := pos.Clone()
			q.Place(c, them)
			out = append(out, part{prefix: append(slices.Clone(s), c), lost: q.Completed(them)})
		}
	}
	return out
}

// runPart searches one part: unbounded first, then, if it loses, with growing budgets of
// the opponent's moves for a shortest loss.
func runPart(ctx context.Context, pb *paperBot, o VerifyOptions, pt part) partResult {
	b := o.Board
	if pt.lost {
		return partResult{line: cellMoves(pt.prefix)}
	}
	search := func(budget int) (*prover, []core.Cell) {
		p := newProverOn(b, o.Player, pb.rules, o.Every, o.Seed)
		p.stop = func() bool { return ctx.Err() != nil }
		pos := p.stack[len(pt.prefix)]
		pos.Reset()
		var key [2]uint64
		player := o.First
		for _, c := range pt.prefix {
			pos.Place(c, player)
			key[player-core.Red] |= 1 << uint(c)
			player = player.Opponent()
		}
		p.line = append(p.line[:0], pt.prefix...)
		last := pt.prefix[len(pt.prefix)-1]
		if p.strategyTurn(pos, last, key, len(pt.prefix), budget) {
			return p, nil
		}
		return p, slices.Clone(p.line)
	}
	p, line := search(unbounded)
	positions := len(p.seen)
	if line == nil || p.stopped {
		return partResult{positions: positions}
	}
	for budget := 1; budget < unbounded; budget++ {
		q, shorter := search(budget)
		positions += len(q.seen)
		if q.stopped {
			break
		}
		if shorter != nil {
			return partResult{line: cellMoves(shorter), reason: q.broken, positions: positions}
		}
	}
	return partResult{line: cellMoves(line), reason: p.broken, positions: positions}
}

// cellMoves turns cells into moves.
func cellMoves(cells []core.Cell) []core.Move {
	out := make([]core.Move, len(cells))
	for i, c := range cells {
		out[i] = core.CellMove(c)
	}
	return out
}
