package catalog

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
	Boards:      "any board",
	Fits:        anyBoard,
	Rules:       MCTSRules,
	Thinks:      true,
	Ponders:     true,
}
