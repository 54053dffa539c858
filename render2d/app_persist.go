package render2d

import (
	"strings"

	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/session"
)

// persister keeps the game in progress saved (the browser's localStorage, or a file on the
// desktop) and the page's address current, as the session changes.
type persister struct {
	s     *session.Session
	saved uint64 // the session's generation saved last
	// extra are the address's parameters that the session does not read (such as the
	// embedding's origins), kept as they are.
	extra  string
	failed bool // a save failed once (said once)
	// say shows a message when saving fails the first time.
	say func(string)
}

func newPersister(s *session.Session) *persister {
	return &persister{s: s, saved: s.Generation()}
}

// start reads the parameters to keep from the address, and makes the address a permalink at
// once (with the seed, so that a reload replays the bots' answers); it saves nothing until
// the game changes, so that opening a link does not replace the saved game by itself.
func (p *persister) start() {
	var keep []string
	for _, part := range strings.Split(platform.Query(), "&") {
		name, _, _ := strings.Cut(part, "=")
		if part != "" && !session.IsParam(name) {
			keep = append(keep, part)
		}
	}
	p.extra = strings.Join(keep, "&")
	platform.ReplaceQuery(p.query())
}

// query is the address's query: the session's permalink and the parameters kept.
func (p *persister) query() string {
	q := p.s.Permalink()
	if p.extra != "" {
		q += "&" + p.extra
	}
	return q
}

// update saves the session and sets the address when it has changed (not while the board is
// being dragged: once the drag ends).
func (p *persister) update(dragging bool) {
	gen := p.s.Generation()
	if gen == p.saved || dragging {
		return
	}
	p.saved = gen
	p.flush()
}

// flush saves the session and sets the address now.
func (p *persister) flush() {
	platform.ReplaceQuery(p.query())
	if !p.s.Config().Saves() {
		return
	}
	if err := platform.Store(session.StorageKey, p.s.Save()); err != nil && !p.failed {
		p.failed = true
		if p.say != nil {
			p.say("The game cannot be saved here: " + err.Error())
		}
	}
}
