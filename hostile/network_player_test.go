package hostile

import (
	"strings"
	"testing"
)

// Issue 58: the board page's player "network" (the engine with the embedded network, the
// command line's mcts:network at its defaults) is a player of the command line too: it moves
// on every topology and Rex within mctsNetworkBound; a name that is not it, or that gives it
// options only mcts:NET reads, is an unknown player (exit 2, naming it and listing network).

// TestNetworkPlayerMoves asks the player network for a move on every topology, and is refused on
// Rex.
func TestNetworkPlayerMoves(t *testing.T) {
	b := Hexlab(t)
	for _, board := range []string{"hex:7x7", "cyl:5x9", "torus:5x5"} {
		r := b.Run(t, "move", "--board", board, "--moves", "c3", "--player", "network")
		if r.Code != 0 || !strings.HasPrefix(r.Stdout, "blue ") || r.Stderr != "" || r.MaxRSS > mctsNetworkBound {
			t.Errorf("%s: %v; want exit 0, Blue's move, within %d MiB", board, r, mctsNetworkBound>>20)
		}
	}
	// Rex: the embedded network never saw it (catalog.EmbeddedNetworkFits).
	r := b.Run(t, "move", "--board", "hex:5x5+reverse", "--moves", "c3", "--player", "network")
	if r.Code != 2 || r.Stdout != "" || !strings.Contains(r.Stderr, "plays Hex, not Rex") {
		t.Errorf("network on hex:5x5+reverse: %v; want exit 2 saying the network plays Hex, not Rex", r)
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
