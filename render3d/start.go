package render3d

import (
	"net/url"

	"github.com/hexlab/hexlab/render3d/session"
)

// Start returns the session the app opens with. Settings in values (the
// page's URL parameters or the desktop's flags) name a game and start it;
// without any, the saved game comes back (saved is what Session.Save
// wrote, nil for none), and failing that a new game with the defaults
// starts. Settings that name the saved game itself (a reload of the page,
// whose address is the game's permalink) bring the saved game back too, so
// that what the permalink leaves out (the bots' rule labels, the moves
// taken back to redo) survives a reload. A bad setting is an error; a saved
// game that cannot be restored is not, and note says why it was left. r asks
// the bots (nil: a goroutine).
func Start(values url.Values, saved []byte, r session.Runner) (s *session.Session, note string, err error) {
	if len(values) == 0 && saved != nil {
		s, err := session.Restore(saved, r)
		if err == nil {
			return s, "", nil
		}
		note = "The saved game could not be restored: " + err.Error()
	}
	cfg, moves, err := session.ParseQuery(values)
	if err != nil {
		return nil, "", err
	}
	s, err = session.New(cfg, moves)
	if err != nil {
		return nil, "", err
	}
	if len(values) > 0 && saved != nil {
		if rs, rerr := session.Restore(saved, r); rerr == nil && rs.Permalink() == s.Permalink() {
			return rs, note, nil
		}
	}
	if r != nil {
		s.SetRunner(r)
	}
	return s, note, nil
}
