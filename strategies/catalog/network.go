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
	Boards:      "Hex on every board, not Rex (the embedded network never saw a game of Rex)",
	Fits:        EmbeddedNetworkFits,
	Rules:       MCTSRules,
	Thinks:      true,
	Ponders:     true,
}

// EmbeddedNetworkFits is the Fits of the engine guided by the embedded network (NetworkPlayer,
// and mcts:network on the command line): every board of Hex, and not Rex (+reverse). The
// network was trained on Hex's games alone: on Rex its policy's first move wins a fifth to a
// third of solved small-board positions, below a random move's 70%, and on hex:9x9+reverse
// the engine guided by it lost all 20 games to mcts, which plays Rex without it
// (docs/results/network-2026-12-08.md). A network trained with Rex's games
// (hexlab train --boards ...+reverse) plays it through mcts:network=FILE.
func EmbeddedNetworkFits(spec core.Spec, player core.Player) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	if spec.Reverse {
		return fmt.Errorf("the embedded network plays Hex, not Rex (%s): it never saw a game of Rex, and lost every game of hex:9x9+reverse to mcts; mcts plays Rex, or a network trained on Rex's games as mcts:network=FILE (docs/training.md)", spec)
	}
	return nil
}
