package session

import (
	"fmt"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/catalog"
)

// SetPlayers changes who plays Red and Blue in the game in progress: Human or a strategy that
// fits the board. A bad name changes nothing and is a *ParamError naming "red" or "blue".
// A bot that is now to move starts on the next Tick.
func (s *Session) SetPlayers(red, blue string) error {
	var err error
	s.update(func() bool {
		for p, name := range map[core.Player]string{core.Red: red, core.Blue: blue} {
			if e := checkPlayer(name, s.cfg.Spec, p); e != nil {
				err = paramError(p.String(), name, e)
				return false
			}
		}
		if s.cfg.Red == red && s.cfg.Blue == blue {
			return false
		}
		s.cfg.Red, s.cfg.Blue = red, blue
		return true
	})
	return err
}

// SetThink sets the thinking time of bots that search (0: their own default), from 0 to
// MaxThink. It applies from the next question to a bot on.
func (s *Session) SetThink(d time.Duration) error {
	if d < 0 || d > MaxThink {
		return paramError("think", d.String(), fmt.Errorf("expected a time from 0 to %v", MaxThink))
	}
	s.notify(func() bool {
		changed := s.cfg.Think != d
		s.cfg.Think = d
		return changed
	})
	return nil
}

// SetView changes how the board is drawn; a view that does not fit the board is an error and
// changes nothing.
func (s *Session) SetView(v View) error {
	var err error
	s.notify(func() bool {
		kinds := ViewKinds(s.cfg.Spec)
		ok := false
		for _, k := range kinds {
			ok = ok || k == v.Kind
		}
		if !ok {
			err = paramError("view", v.Kind, fmt.Errorf("does not fit a %v board", s.cfg.Spec.Topology))
			return false
		}
		v = v.Normalize(s.cfg.Spec)
		if v == s.cfg.View {
			return false
		}
		s.cfg.View = v
		return true
	})
	return err
}

// Thinks reports whether any player of the session is a bot that uses a thinking time.
func (s *Session) Thinks() bool {
	c := s.Config()
	for _, name := range []string{c.Red, c.Blue} {
		if name == Human {
			continue // not a strategy: looking it up would build an error, and the app asks every tick
		}
		if info, err := catalog.Lookup(name); err == nil && info.Thinks {
			return true
		}
	}
	return false
}

// Fitting returns the players that may play player on spec, for the new-game dialog: Human
// first, then every strategy of catalog.Catalog whose Fits accepts that colour on spec
// (gardner on hex:4x7 is offered for Blue only), families (moves:LIST, htp:COMMAND) left out.
func Fitting(spec core.Spec, player core.Player) []string {
	out := []string{Human}
	for _, info := range catalog.Catalog() {
		if info.Family || info.Fits == nil || info.Fits(spec, player) != nil {
			continue
		}
		if catalog.Check(info.Name) != nil {
			continue
		}
		out = append(out, info.Name)
	}
	return out
}
