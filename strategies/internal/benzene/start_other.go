//go:build !js

package benzene

import "github.com/hexlab/hexlab/strategies/htp"

// start starts command over HTP.
func start(command string) (Engine, error) { return htp.NewEngine(command) }
