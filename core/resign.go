package core

import "fmt"

// ResignName is how a resignation is written in move lists, records and SGF (as HexGui and
// Benzene write it).
const ResignName = "resign"

// Resign ends the game with p's resignation: p's opponent wins. It is an error once the game
// is over or for a player who is not Red or Blue. Undo takes a resignation back. The redo
// list is cleared, as after any new move.
func (g *Game) Resign(p Player) error {
	if p != Red && p != Blue {
		return fmt.Errorf("resign: %v is not a player", p)
	}
	if g.Over() {
		return fmt.Errorf("resign: %w: %v won", ErrGameOver, g.winner)
	}
	g.resigned = p
	g.winner = p.Opponent()
	g.line.DropAhead()
	return nil
}

// Resigned returns the player who resigned, or NoPlayer if nobody did.
func (g *Game) Resigned() Player { return g.resigned }
