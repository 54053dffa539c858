package session

import (
	"math"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/history"
	"github.com/hexlab/hexlab/internal/storyreq"
	"github.com/hexlab/hexlab/play"
)

// The game's story (the story setting, story=1): the engine's win rate for Red after every
// move of the line shown, worked out position by position away from the frame loop (a worker
// of its own on the page) with StoryPlayouts each, the solver's proven winner where the
// engine's search reaches one, and the moves where the win rate swung most, the turning
// points. Points are kept by the game tree's positions, so that a variation reuses the
// points of the moves it shares.

// StoryPlayouts is the engine's budget for each position of the story.
const StoryPlayouts = 3000

// StoryRunner reviews a position away from the frame loop: in a goroutine on the desktop
// (storyreq.Go), in a worker of its own on the page.
type StoryRunner = play.Runner[storyreq.Request, storyreq.Response]

// SetStoryRunner makes the session ask for the story's positions through r (nil restores the
// default, Thinkers.Story).
func (s *Session) SetStoryRunner(r StoryRunner) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if r == nil {
		r = defaults().Story
	}
	s.story.SetRunner(r)
}

// storyState is what the story knows: each position's point, by its node in the game's
// tree, and the position asked for.
type storyState struct {
	points map[storyNode]storyreq.Point
	asked  storyNode // nil for none
}

// storyNode is a position of the game's tree.
type storyNode = *history.Node[core.Turn, core.Note]

// storyLine returns the positions of the line shown, from the start.
func (s *Session) storyLine() []storyNode {
	return append([]storyNode{s.game.Start()}, s.game.Line()...)
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
	line := s.storyLine()
	plain := make([]storyreq.Point, len(line))
	for ply, n := range line {
		p, ok := s.storyPoints.points[n]
		p.Ply, p.Move, p.Player = ply, "", core.NoPlayer
		if ply > 0 {
			t := n.Turn()
			p.Move, p.Player = s.board.MoveName(t.Move), t.Player
			if prev := points[ply-1]; ok && prev.Known {
				p.Swing = p.RedWin - prev.RedWin
			}
		}
		plain[ply] = p
		points = append(points, StoryPoint{Point: p, Known: ok})
	}
	storyreq.MarkTurning(plain, 3)
	for i := range points {
		points[i].Turning = plain[i].Turning
	}
	return points, true
}

// StoryPoint is a position of the story: its storyreq.Point once Known.
type StoryPoint struct {
	storyreq.Point
	Known bool
}

// tickStory takes the answer for the position asked, and asks for the first position of the
// line shown still unknown (the lock held). It reports whether anything shown changed.
func (s *Session) tickStory() bool {
	st := &s.storyPoints
	if st.points == nil {
		st.points = map[storyNode]storyreq.Point{}
	}
	changed := false
	if resp, ok := s.story.Answer(); ok {
		key := st.asked
		st.asked = nil
		if key != nil && resp.Error == "" && !math.IsNaN(resp.RedWin) {
			p := storyreq.Point{Ply: resp.Ply, RedWin: math.Max(0, math.Min(1, resp.RedWin)), Best: resp.Best}
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
	line := s.storyLine()
	for ply, n := range line {
		if _, ok := st.points[n]; ok {
			continue
		}
		g, err := core.NewGame(s.cfg.Spec, s.game.Options())
		if err != nil {
			return changed
		}
		for _, m := range line[1 : ply+1] {
			if err := g.PlayRule(m.Turn().Move, ""); err != nil {
				return changed
			}
		}
		st.asked = n
		s.story.Ask(storyreq.NewRequest(g, StoryPlayouts, s.cfg.Seed))
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
