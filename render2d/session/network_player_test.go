package session

import (
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The board page offers the engine with the network (issue 58) as "network", on every topology
// of Hex it was trained for (the plane, the cylinder; not the torus or Rex, whose games the
// embedded network never saw: TestNetworkPlayerNotOnRex), for either colour, in the URL and in the new-game dialog; the command line's
// family name (mcts:network, whose options could name a file) is refused as any unknown name
// is, naming the parameter and listing "network" among the known players.
func TestNetworkPlayerOnThePage(t *testing.T) {
	for _, board := range []string{"hex:7x7", "cyl:5x9"} {
		for _, colour := range []string{"red", "blue"} {
			query := "board=" + board + "&" + colour + "=network"
			c, err := Parse(url.Values{"board": {board}, colour: {"network"}})
			if err != nil {
				t.Errorf("%s: %v", query, err)
				continue
			}
			p := core.Red
			if colour == "blue" {
				p = core.Blue
			}
			if c.Player(p) != "network" {
				t.Errorf("%s: %s plays %q", query, colour, c.Player(p))
			}
			if names := Fitting(c.Spec, p); !slices.Contains(names, "network") {
				t.Errorf("%s: the new-game dialog offers %v", query, names)
			}
		}
	}
	for _, name := range []string{"mcts:network", "mcts:network=/etc/passwd", "Network"} {
		values := url.Values{"board": {"hex:7x7"}, "blue": {name}}
		_, err := Parse(values)
		var pe *ParamError
		if !errors.As(err, &pe) || pe.Param != "blue" || !strings.Contains(err.Error(), "network") {
			t.Errorf("blue=%s: %v, want a refusal of blue listing network", name, err)
		}
	}
}

// The embedded network never saw a game of Rex or of the torus and loses there to mcts: the
// page refuses network on those boards in the URL, naming the parameter and saying why, and
// its new-game dialog does not offer it.
func TestNetworkPlayerNotOnRex(t *testing.T) {
	for _, c := range []struct{ board, why string }{{"hex:5x5+reverse", "not Rex"}, {"torus:5x5", "not the torus"}} {
		for _, colour := range []string{"red", "blue"} {
			_, err := Parse(url.Values{"board": {c.board}, colour: {"network"}})
			var pe *ParamError
			if !errors.As(err, &pe) || pe.Param != colour || !strings.Contains(err.Error(), c.why) {
				t.Errorf("%s=network on %s: %v, want a refusal of %s saying %q", colour, c.board, err, colour, c.why)
			}
		}
		for _, p := range []core.Player{core.Red, core.Blue} {
			if names := Fitting(core.MustBoard(c.board).Spec(), p); slices.Contains(names, "network") || !slices.Contains(names, "mcts") {
				t.Errorf("the new-game dialog offers %v on %s for %v", names, c.board, p)
			}
		}
	}
}
