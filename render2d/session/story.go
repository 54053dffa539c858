package session

import (
	"math"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/history"
	"github.com/hexlab/hexlab/play"
	"github.com/hexlab/hexlab/strategies/review"
)

// The game's story (the story setting, story=1): the engine's win rate for Red after every
// move of the line shown, worked out position by position away from the frame loop (a worker
// of its own on the page) with StoryPlayouts each, the solver's proven winner where the
// engine's search reaches one, and the moves where the win rate swung most, the turning
// points. Points are kept by the moves that lead to them, so that a variation reuses the
// points of the moves it shares.

// StoryPlayouts is the engine's budget for each position of the story.
const StoryPlayouts = 3000

// StoryRunner reviews a position away from the frame loop: GoStoryRunner in a goroutine (the
// desktop, the tests), the page in a worker of its own.
type StoryRunner = play.Runner[review.Request, review.Response]

// GoStoryRunner answers req in a goroutine of this process.
func GoStoryRunner(req review.Request) <-chan review.Response { return play.GoRunner(req) }

// SetStoryRunner makes the session ask for the story's positions through r (nil restores
// GoStoryRunner).
func (s *Session) SetStoryRunner(r StoryRunner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = GoStoryRunner
	}
	s.story.SetRunner(r)
}

// storyState is what the story knows: each position's point by the moves that lead to it,
// and the one asked for.
type storyState struct {
	points map[string]review.Point
	asked  string // the key of the position asked for, "" for none
}

// Story returns the story of the line shown as far as it is known: a point for each of its
// positions from the start (Known false where it is still to come), with the swings between
// known neighbours and the turning points marked among them, and whether the story is on.
func (s *Session) Story() (points []StoryPoint, on bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.cfg.Story {
		return nil, false
	}
	line := s.game.Line()
	plain := make([]review.Point, len(line)+1)
	for ply := range plain {
		p, ok := s.storyPoints.points[storyKey(s.board, line, ply)]
		p.Ply, p.Move, p.Player = ply, "", core.NoPlayer
		if ply > 0 {
			t := line[ply-1].Turn()
			p.Move, p.Player = s.board.MoveName(t.Move), t.Player
			if prev := points[ply-1]; ok && prev.Known {
				p.Swing = p.RedWin - prev.RedWin
			}
		}
		plain[ply] = p
		points = append(points, StoryPoint{Point: p, Known: ok})
	}
	review.MarkTurning(plain, 3)
	for i := range points {
		points[i].Turning = plain[i].Turning
	}
	return points, true
}

// StoryPoint is a position of the story: its review.Point once Known.
type StoryPoint struct {
	review.Point
	Known bool
}

// storyKey names the position after ply moves of line: its moves.
func storyKey(b *core.Board, line []*history.Node[core.Turn, core.Note], ply int) string {
	moves := make([]core.Move, ply)
	for i := range ply {
		moves[i] = line[i].Turn().Move
	}
	return core.FormatMoveList(b, moves)
}

// tickStory takes the answer for the position asked, and asks for the first position of the
// line shown still unknown (the lock held). It reports whether anything shown changed.
func (s *Session) tickStory() bool {
	st := &s.storyPoints
	if st.points == nil {
		st.points = map[string]review.Point{}
	}
	changed := false
	if resp, ok := s.story.Answer(); ok {
		key := st.asked
		st.asked = ""
		if resp.Error == "" && !math.IsNaN(resp.RedWin) {
			p := review.Point{Ply: resp.Ply, RedWin: math.Max(0, math.Min(1, resp.RedWin)), Best: resp.Best}
			if w, err := core.ParsePlayer(resp.Proven); err == nil && resp.Proven != "" {
				p.Proven = w
			}
			st.points[key] = p
			changed = true
		}
	} else if s.story.Busy() {
		return false
	}
	if !s.cfg.Story {
		return changed
	}
	line := s.game.Line()
	for ply := 0; ply <= len(line); ply++ {
		key := storyKey(s.board, line, ply)
		if _, ok := st.points[key]; ok {
			continue
		}
		g, err := core.NewGame(s.cfg.Spec, s.game.Options())
		if err != nil {
			return changed
		}
		for _, n := range line[:ply] {
			if err := g.PlayRule(n.Turn().Move, ""); err != nil {
				return changed
			}
		}
		st.asked = key
		s.story.Ask(review.NewRequest(g, StoryPlayouts, s.cfg.Seed))
		return changed
	}
	return changed
}

// SetStory turns the story on or off.
func (s *Session) SetStory(on bool) {
	s.notify(func() bool {
		if s.cfg.Story == on {
			return false
		}
		s.cfg.Story = on
		return true
	})
}

// StoryPending reports whether a position of the story is being worked out.
func (s *Session) StoryPending() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.story.Busy()
}
