package arena

import (
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/fivebyn"
)

// ThesisBlueRed is the Red player with which Config.ThesisBlue applies.
const ThesisBlueRed = "fitzgerald"

// thesisBlue is Blue as in the thesis's simulations of Algorithm 8.4.1
// (section 9.1): its own player, except that when Red has just used rule
// 3 or 4 and has no overlapping bridges (whose bridges share an end
// vertex), Red holds a true provisional winning path and cannot lose, so
// Blue plays at random "to further save on computation time".
type thesisBlue struct {
	strategies.Bot
	random strategies.Bot
}

// Choose plays at random in the situation above, else asks the bot.
func (t *thesisBlue) Choose(g *core.Game) (strategies.Choice, error) {
	if redIsSafe(g) {
		return t.random.Choose(g)
	}
	return t.Bot.Choose(g)
}

// redIsSafe reports whether Red's last move was by rule 3 or 4 of
// Algorithm 8.4.1 and Red has no overlapping bridges.
func redIsSafe(g *core.Game) bool {
	last, ok := g.LastTurn()
	if !ok || last.Player != core.Red || !(last.Rule == "4" || strings.HasPrefix(last.Rule, "3")) {
		return false
	}
	spec := g.Spec()
	b, err := fivebyn.NewBoard(spec.Cols, spec.Rows)
	if err != nil {
		return false
	}
	return len(fivebyn.SharedEndOverlaps(fivebyn.Bridges(fivebyn.PosOf(b, g.Position()), core.Red))) == 0
}
