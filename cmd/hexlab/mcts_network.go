package main

import "github.com/hexlab/hexlab/strategies"

// init offers mcts:NET, the engine guided by a policy and value network (mcts:network,
// mcts:network=FILE), wherever a command names a player.
func init() { strategies.RegisterMCTSNetwork() }
