// Package strategies holds Hexlab's bots: the players that choose moves
// for a core.Game. Every bot implements Bot: given a game (its whole
// history, since some strategies answer the opponent's last move), it
// returns a Choice, the move and the label of the paper's rule that
// produced it.
//
// Bots are named by strings, the same in the command line, URLs and the
// UI, and built with New:
//
//   - "random" plays uniformly at random among the empty cells;
//   - "moves:c5,b7,..." is the scripted player: its k-th move in a game is
//     the k-th cell of the list;
//   - "htp:COMMAND" starts COMMAND and speaks to it over HTP, the Hex Text
//     Protocol (native builds only; see HTP).
//
// Catalog describes each strategy and the boards it is meant for; the descriptions are
// strategies/catalog's, which the board page reads without linking any bot.
//
// Bots are deterministic: the move a bot chooses depends only on its name,
// its seed and the game it is shown, never on what it was asked before.
// So a game replayed with the same seeds is the same game, and asking a
// bot about a position in the middle of a game (hexlab move) gives the
// move it made there. SeedFor derives each player's seed from a game's
// seed. PlayOut plays a game to the end between two bots. Two things trade
// this for strength: a thinking time (Settings.Think: the search then
// depends on the machine's speed, and keeps its tree between moves), and a
// Keeper, which keeps each bot between requests and lets a searching one
// ponder on its opponent's time (the desktop board).
//
// Request and Response carry a question to a bot across threads and
// processes as JSON (the board page's worker); Request is botreq.Request with
// its answer: Request.Answer builds the bot afresh, Keeper.Answer keeps it,
// and Go answers a botreq.Request in a goroutine (the desktop board).
//
// The package is pure Go: it imports only core and the standard library,
// and builds with CGO_ENABLED=0 and GOOS=js GOARCH=wasm.
package strategies
