package catalog

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// NetworkPlayer is the name of the engine guided by the embedded policy and value network, as
// the board page, its URL (red=network) and the command line name it: the command line's
// mcts:network at its defaults (strategies.RegisterMCTSNetwork), under a plain name, as the
// levels are the engine under theirs.
const NetworkPlayer = "network"

// networkInfo describes NetworkPlayer. The catalog links no bot, so the board page that reads
// it links neither the network nor its weights; its worker builds the player.
var networkInfo = Info{
	Name:        NetworkPlayer,
	Description: "the engine (mcts) guided by the embedded policy and value network: the network's policy is the tree's prior, its value is mixed with the playouts' results (mcts:network on the command line)",
	Strength:    "mcts with a network's prior and value",
	Boards:      "hex and cyl; not torus, not Rex",
	Fits:        EmbeddedNetworkFits,
	Rules:       MCTSRules,
	Thinks:      true,
	Ponders:     true,
}

// EmbeddedNetworkFits is the Fits of the engine guided by the embedded network (NetworkPlayer,
// and mcts:network on the command line): Hex on the plane and the cylinder; not the torus,
// not Rex (+reverse). The network was trained on games of Hex on the plane alone: guided by
// it the engine won 10 of 20 games of cyl:9x9 against mcts, but 5 of 20 of torus:9x9 and none
// of 20 of hex:9x9+reverse, where its policy's first move wins fewer solved positions than a
// random move (docs/results/network-2026-12-08.md). mcts plays those boards without it, and a
// network trained on their games (hexlab train --boards) through mcts:network=FILE.
func EmbeddedNetworkFits(spec core.Spec, player core.Player) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	switch {
	case spec.Reverse:
		return fmt.Errorf("the embedded network plays Hex, not Rex (%s): it never saw a game of Rex, and lost every game of hex:9x9+reverse to mcts; mcts plays Rex, or a network trained on Rex's games as mcts:network=FILE (docs/training.md)", spec)
	case spec.Topology == core.Torus:
		return fmt.Errorf("the embedded network plays Hex on the plane and the cylinder, not the torus (%s): it never saw a game on the torus, and won 5 of 20 games of torus:9x9 against mcts; mcts plays the torus, or a network trained on its games as mcts:network=FILE (docs/training.md)", spec)
	}
	return nil
}
