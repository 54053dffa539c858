package botreq

import "github.com/hexlab/hexlab/core"

// Request asks a bot of the two-player games for its move, in a form that crosses process and
// thread boundaries as JSON: the board page sends it to the bots' Web Worker, the desktop app
// answers it in a goroutine. The strategies answer it (strategies.Request is this request with
// its Answer); the board page's session only asks, so that it links no bot.
type Request struct {
	// ID lets the asker match the answer to its question.
	ID uint64 `json:"id"`
	// Player names the bot, as strategies.New reads it ("random", "moves:c5,b7").
	Player string `json:"player"`
	// Seed and ThinkMillis are the bot's settings (strategies.Settings).
	Seed        uint64 `json:"seed"`
	ThinkMillis int64  `json:"thinkMillis,omitempty"`
	// Game is the game so far; the bot moves for the player to move.
	Game core.Record `json:"game"`
}
