package arena

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Shard is one part of an arena split into N jobs that run anywhere (a batch system's array
// of jobs, machines over ssh): part K of N plays the K-th of N equal runs of consecutive
// games, in Result order, and Join puts the N results together into the whole run's. The
// zero Shard is the whole run.
type Shard struct {
	K, N int
}

// ParseShard reads "K/N", with 1 <= K <= N.
func ParseShard(text string) (Shard, error) {
	k, n, ok := strings.Cut(text, "/")
	s := Shard{}
	var err1, err2 error
	s.K, err1 = strconv.Atoi(k)
	s.N, err2 = strconv.Atoi(n)
	if !ok || err1 != nil || err2 != nil || s.N < 1 || s.K < 1 || s.K > s.N {
		return Shard{}, fmt.Errorf("%q: expected K/N, the K-th of N parts (1 <= K <= N), such as 3/8", text)
	}
	return s, nil
}

// String returns "K/N", or "" for the whole run.
func (s Shard) String() string {
	if s.N == 0 {
		return ""
	}
	return fmt.Sprintf("%d/%d", s.K, s.N)
}

// span returns the slots of the games c plays, [lo, hi): all of them, or its shard's.
func (c Config) span() (lo, hi int) {
	all := c.Games * len(c.First)
	s := c.Shard
	if s.N == 0 {
		return 0, all
	}
	part, extra := all/s.N, all%s.N
	lo = part*(s.K-1) + min(s.K-1, extra)
	hi = lo + part
	if s.K <= extra {
		hi++
	}
	return lo, hi
}

// validShard checks c's shard against its number of games.
func (c Config) validShard() error {
	s := c.Shard
	switch {
	case s == Shard{}:
		return nil
	case s.N < 1 || s.K < 1 || s.K > s.N:
		return fmt.Errorf("shard %d/%d: expected K/N with 1 <= K <= N", s.K, s.N)
	case s.N > c.Games*len(c.First):
		return fmt.Errorf("shard %d/%d: more parts than the %d games", s.K, s.N, c.Games*len(c.First))
	}
	return nil
}

// Join puts together the results of the N shards of one arena, each complete, into the whole
// run's result, its games into store (nil: Result.Games). It checks that the parts are of one
// arena (the same board, players, games, first players, seed and rules), that each of the N
// is there once, and that every game is there once.
func Join(parts []*Result, store GameStore) (*Result, error) {
	if len(parts) == 0 {
		return nil, errors.New("no results to join")
	}
	whole := parts[0].Config
	whole.Shard = Shard{}
	whole.Progress, whole.Stop, whole.Store, whole.Jobs, whole.Checkpoint = nil, nil, store, 0, nil
	n := parts[0].Config.Shard.N
	byK := make([]*Result, n+1)
	for i, p := range parts {
		c := p.Config
		if c.Shard.N == 0 {
			return nil, fmt.Errorf("result %d is a whole run, not a part of one (--shard K/N writes parts)", i+1)
		}
		if c.Shard.N != n {
			return nil, fmt.Errorf("result %d is part %v, of another split than part %v", i+1, c.Shard, parts[0].Config.Shard)
		}
		if !sameArena(c, whole) {
			return nil, fmt.Errorf("result %d (part %v) is of another arena than part %v: its board, players, games, first players, seed or rules differ", i+1, c.Shard, parts[0].Config.Shard)
		}
		if byK[c.Shard.K] != nil {
			return nil, fmt.Errorf("part %v is given twice", c.Shard)
		}
		if p.Partial {
			return nil, fmt.Errorf("part %v was stopped before its end: hexlab arena --resume its file plays the rest", c.Shard)
		}
		byK[c.Shard.K] = p
	}
	var missing []string
	for k := 1; k <= n; k++ {
		if byK[k] == nil {
			missing = append(missing, fmt.Sprintf("%d/%d", k, n))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("parts missing: %s", strings.Join(missing, ", "))
	}
	r := &Result{Config: whole, store: store}
	r.count()
	for _, p := range byK[1:] {
		err := p.Each(func(g Game) error {
			slot, ok := whole.slot(g.First, g.Index)
			if !ok || r.done.has(slot) {
				return fmt.Errorf("part %v: the game of %v first, index %d is not of this arena or is in two parts", p.Config.Shard, g.First, g.Index)
			}
			return r.add(g)
		})
		if err != nil {
			return nil, err
		}
	}
	if r.Played() != whole.Total() {
		return nil, fmt.Errorf("the parts hold %d games of %d", r.Played(), whole.Total())
	}
	return r, nil
}

// sameArena reports whether a and b play the same games (their shards aside).
func sameArena(a, b Config) bool {
	if a.Spec != b.Spec || a.Red != b.Red || a.Blue != b.Blue || a.Games != b.Games || a.Seed != b.Seed ||
		a.Swap != b.Swap || a.Think != b.Think || a.Threads != b.Threads || a.ThesisBlue != b.ThesisBlue || a.Handicap != b.Handicap {
		return false
	}
	return slices.Equal(a.First, b.First) && slices.Equal(a.Opening, b.Opening)
}
