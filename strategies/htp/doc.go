// Package htp speaks HTP, the Hex Text Protocol (GTP with Hex's moves, as HexGui drives
// Benzene and MoHex), both ways: Engine is the player "htp:COMMAND", an external engine run as
// a subprocess and told each game; Server serves any of Hexlab's bots as an HTP engine
// (`hexlab htp`). Both follow HexGui's and Benzene's conventions, the swap-pieces move and
// stones played out of turn included (docs/formats.md, HTP).
//
// Importing the package registers "htp:COMMAND" with strategies, so that every command that
// takes a player name takes an external engine too:
//
//	import _ "github.com/hexlab/hexlab/strategies/htp"
//	bot, err := strategies.New("htp:mohex --quiet", 1)
//
// The board does not import it: a link or a saved game never starts a program.
package htp
