package policyreq

import (
	"errors"
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Read returns the Policy of a Response for the position p with toMove to move (see
// Report.Read), or the error it carries.
func (r Response) Read(p *core.Position, toMove core.Player) (Policy, error) {
	switch {
	case r.Error != "":
		return Policy{}, errors.New(r.Error)
	case r.Report == nil:
		return Policy{}, fmt.Errorf("the answer holds neither a policy nor an error")
	}
	return r.Report.Read(p, toMove)
}

// Answer is what Ask delivers: the checked policy, or why there is none.
type Answer struct {
	Policy Policy
	Err    error
}

// Ask sends the request for the policy of g's position through run (the page's worker:
// workerclient.Lazy; a goroutine on the desktop: netpolicy.Go) and returns at once the
// channel the answer will come on, read and checked against the position as it was when
// asked (g may change meanwhile).
func Ask(run func(Request) <-chan Response, g *core.Game) <-chan Answer {
	p, toMove := g.Position().Clone(), g.ToMove()
	responses := run(NewRequest(g))
	out := make(chan Answer, 1)
	go func() {
		pol, err := (<-responses).Read(p, toMove)
		out <- Answer{Policy: pol, Err: err}
	}()
	return out
}
