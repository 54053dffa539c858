//go:build js

package strategies

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// htpEntry is "htp:COMMAND" in the browser, where no process can be
// started: building it is an error.
var htpEntry = entry{
	info: Info{
		Name:        HTPPrefix + "COMMAND",
		Description: htpDescription,
		Strength:    "as strong as the engine (MoHex: very)",
		Boards:      htpBoards,
		Fits: func(spec core.Spec, _ core.Player) error {
			return fmt.Errorf("board %s: external engines (htp:COMMAND) run only in the native builds", spec)
		},
	},
	prefix: HTPPrefix,
	build: func(string, Settings) (Bot, error) {
		return nil, fmt.Errorf("external engines over HTP (htp:COMMAND) are %w in the browser", ErrNotSupported)
	},
}
