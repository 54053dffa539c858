package review

import (
	"context"
	"errors"
	"fmt"
	"github.com/hexlab/hexlab/internal/storyreq"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/engine"
)

// Options are a review's budget for each position: a thinking time, or else a number of
// playouts (so that the same game gives the same story on every machine), and the seed.
type Options struct {
	Time     time.Duration
	Playouts int
	Seed     uint64
	// Turning is how many turning points to mark at most (default 3).
	Turning int
}

// DefaultPlayouts is the budget of a position without a time or a number of playouts.
const DefaultPlayouts = 5000

// MinSwing is the smallest swing of Red's win rate (in either way) that may be a turning
// point (storyreq.MinSwing).
const MinSwing = storyreq.MinSwing

// Point is what the review knows of one position of the main line (storyreq.Point, which the
// board page's chart reads without the review).
type Point = storyreq.Point

// MarkTurning marks the largest swings of at least MinSwing as turning points, at most n
// (default 3) of them, the largest first (storyreq.MarkTurning).
func MarkTurning(points []Point, n int) { storyreq.MarkTurning(points, n) }

// Story is a game's review.
type Story struct {
	Spec   core.Spec
	Points []Point
}

// Game reviews the main line of g, position by position from the start, calling progress
// (if not nil) after each with the number done and the total. It stops when ctx ends,
// returning the positions reviewed and ctx's error.
func Game(ctx context.Context, g *core.Game, o Options, progress func(done, total int)) (Story, error) {
	line := g.MainLine()
	story := Story{Spec: g.Spec()}
	if o.Time <= 0 && o.Playouts <= 0 {
		o.Playouts = DefaultPlayouts
	}
	replay, err := core.NewGame(g.Spec(), g.Options())
	if err != nil {
		return story, err
	}
	b := replay.Board()
	total := len(line) + 1
	for ply := 0; ply <= len(line); ply++ {
		if ply > 0 {
			t := line[ply-1]
			if err := replay.PlayRule(t.Move, t.Rule); err != nil {
				return story, fmt.Errorf("move %d: %w", ply, err)
			}
		}
		if err := ctx.Err(); err != nil {
			return story, err
		}
		p, err := position(ctx, replay, o, ply)
		if err != nil {
			if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				return story, err
			}
			return story, fmt.Errorf("after move %d: %w", ply, err)
		}
		if ply > 0 {
			p.Move, p.Player = b.MoveName(line[ply-1].Move), line[ply-1].Player
			p.Swing = p.RedWin - story.Points[ply-1].RedWin
		}
		story.Points = append(story.Points, p)
		if progress != nil {
			progress(ply+1, total)
		}
	}
	MarkTurning(story.Points, o.Turning)
	return story, nil
}

// position reviews the position g shows, after ply moves.
func position(ctx context.Context, g *core.Game, o Options, ply int) (Point, error) {
	p := Point{Ply: ply}
	if g.Over() {
		p.Proven = g.Winner()
		p.RedWin = win(p.Proven == core.Red)
		return p, nil
	}
	toMove := g.ToMove()
	e := engine.New(g.Board(), g.Spec().Reverse, engine.Options{Time: o.Time, Playouts: o.Playouts, Seed: o.Seed + uint64(ply)})
	r, err := e.Search(ctx, g.Position(), toMove)
	if err != nil {
		return p, err
	}
	if r.Move != core.NoCell {
		p.Best = g.Board().CellName(r.Move)
	}
	if r.Reason == engine.Blocks {
		return blocked(ctx, g, o, p, r.Move)
	}
	mover := rootValue(r)
	switch {
	case r.Reason == engine.Completes || r.Reason == engine.Proven:
		p.Proven, mover = toMove, 1
	case r.Lost:
		p.Proven, mover = toMove.Opponent(), 0
	}
	p.RedWin = mover
	if toMove == core.Blue {
		p.RedWin = 1 - mover
	}
	return p, nil
}

// blocked reviews a position where the opponent of the player to move has one cell that
// completes their structure, block, which the engine answers at once without a search: the
// block is forced (any other move loses on the spot), so the position is worth what the
// position after it is, proven where that one is. p is the position's point so far.
func blocked(ctx context.Context, g *core.Game, o Options, p Point, block core.Cell) (Point, error) {
	after := g.Clone()
	if err := after.Play(core.CellMove(block)); err != nil {
		return p, fmt.Errorf("the forced block %s: %w", p.Best, err)
	}
	q, err := position(ctx, after, o, p.Ply)
	if err != nil {
		return p, err
	}
	p.RedWin, p.Proven = q.RedWin, q.Proven
	return p, nil
}

// rootValue is the search's value of the position for the mover: its moves' values weighed
// by their visits, as the tree's root sums them up. The best move's value alone, a maximum
// over noisy estimates, flatters the mover: a game's curve then zigzags with the turn.
func rootValue(r engine.Result) float64 {
	sum, visits := 0.0, 0.0
	for _, m := range r.Moves {
		sum += m.Visits * m.Value
		visits += m.Visits
	}
	if visits == 0 {
		return r.Value
	}
	return sum / visits
}

func win(w bool) float64 {
	if w {
		return 1
	}
	return 0
}

// TurningPoints returns the turning points, in the order of the game.
func (s Story) TurningPoints() []Point {
	var out []Point
	for _, p := range s.Points {
		if p.Turning {
			out = append(out, p)
		}
	}
	return out
}
