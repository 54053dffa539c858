package strategies

import "github.com/hexlab/hexlab/strategies/catalog"

// buildNetworkPlayer builds catalog.NetworkPlayer, the player the board page offers: the engine
// guided by the embedded network at mcts:network's defaults, under the name "network".
func buildNetworkPlayer(_ string, s Settings) (Bot, error) {
	bot, err := buildMCTSNetwork("network", s)
	if err != nil {
		return nil, err
	}
	m := bot.(*MCTS)
	m.name = catalog.NetworkPlayer
	return m, nil
}
