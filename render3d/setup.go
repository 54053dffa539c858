package render3d

import (
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/session"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// The settings of the next game cycle through their values: each function
// returns cfg with one setting moved to its next value.

// nextSize moves the board size to the next one, after 8 back to 1.
func nextSize(cfg session.Config) session.Config {
	cfg.Spec.Size = cfg.Spec.Size%trunc.MaxSize + 1
	return cfg
}

// nextRule switches the variant rule on or off.
func nextRule(cfg session.Config) session.Config {
	cfg.Spec.Variant = !cfg.Spec.Variant
	return cfg
}

// ruleName names the rule of spec.
func ruleName(spec trunc.Spec) string {
	if spec.Variant {
		return "variant"
	}
	return "normal"
}

// orders are the six turn orders.
var orders = [6][3]trunc.Player{
	{trunc.White, trunc.Gray, trunc.Black}, {trunc.White, trunc.Black, trunc.Gray},
	{trunc.Gray, trunc.White, trunc.Black}, {trunc.Gray, trunc.Black, trunc.White},
	{trunc.Black, trunc.White, trunc.Gray}, {trunc.Black, trunc.Gray, trunc.White},
}

// nextOrder moves the turn order to the next of the six.
func nextOrder(cfg session.Config) session.Config {
	cur := cfg.Options.Order
	if cur == ([3]trunc.Player{}) {
		cur = trunc.DefaultOrder
	}
	for i, o := range orders {
		if o == cur {
			cfg.Options.Order = orders[(i+1)%len(orders)]
			return cfg
		}
	}
	cfg.Options.Order = trunc.DefaultOrder
	return cfg
}

// orderName writes a turn order as "white, gray, black".
func orderName(order [3]trunc.Player) string {
	if order == ([3]trunc.Player{}) {
		order = trunc.DefaultOrder
	}
	names := make([]string, 3)
	for i, p := range order {
		names[i] = p.String()
	}
	return strings.Join(names, ", ")
}

// playerChoices are who may play a colour: a human or one of the bots the
// registry lists (the scripted player is left to the URL and flags).
func playerChoices() []string {
	out := []string{session.Human}
	for _, info := range truncbot.Catalog() {
		if !info.Family {
			out = append(out, info.Name)
		}
	}
	return out
}

// nextPlayer moves who plays p to the next choice.
func nextPlayer(cfg session.Config, p trunc.Player) session.Config {
	choices := playerChoices()
	cur := cfg.Player(p)
	next := choices[0]
	for i, name := range choices {
		if name == cur {
			next = choices[(i+1)%len(choices)]
		}
	}
	cfg.SetPlayer(p, next)
	return cfg
}
