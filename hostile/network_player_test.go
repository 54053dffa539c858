package hostile

import (
	"strings"
	"testing"
)

// Issue 58: the board page's player "network" (the engine with the embedded network, the
// command line's mcts:network at its defaults) is a player of the command line too: it moves
// on the plane and the cylinder within mctsNetworkBound, and is refused on the torus and in Rex
// (whose games the embedded network never saw); a name that is not it, or that gives it
// options only mcts:NET reads, is an unknown player (exit 2, naming it and listing network).

// TestNetworkPlayerMoves asks the player network for a move on the plane and the cylinder, and
// is refused on the torus and in Rex.
func TestNetworkPlayerMoves(t *testing.T) {
	b := Hexlab(t)
	for _, board := range []string{"hex:7x7", "cyl:5x9"} {
		r := b.Run(t, "move", "--board", board, "--moves", "c3", "--player", "network")
		if r.Code != 0 || !strings.HasPrefix(r.Stdout, "blue ") || r.Stderr != "" || r.MaxRSS > mctsNetworkBound {
			t.Errorf("%s: %v; want exit 0, Blue's move, within %d MiB", board, r, mctsNetworkBound>>20)
		}
	}
	// Rex and the torus: the embedded network never saw them (catalog.EmbeddedNetworkFits).
	for board, why := range map[string]string{"hex:5x5+reverse": "plays Hex, not Rex", "torus:5x5": "not the torus"} {
		r := b.Run(t, "move", "--board", board, "--moves", "c3", "--player", "network")
		if r.Code != 2 || r.Stdout != "" || !strings.Contains(r.Stderr, why) {
			t.Errorf("network on %s: %v; want exit 2 saying %q", board, r, why)
		}
	}
}

// TestNetworkPlayerNames gives names near network's: each is refused as an unknown player.
func TestNetworkPlayerNames(t *testing.T) {
	b := Hexlab(t)
	for _, name := range []string{"network,at=3", "network=/dev/zero", "Network", "network ", "networks"} {
		r := b.Run(t, "move", "--board", "hex:7x7", "--player", name)
		if r.Code != 2 || r.Stdout != "" || strings.Contains(r.Stderr, "panic") ||
			!strings.Contains(r.Stderr, "unknown strategy") || !strings.Contains(r.Stderr, ", network,") {
			t.Errorf("--player %q: %v; want exit 2 naming an unknown strategy and listing network", name, r)
		}
	}
}
