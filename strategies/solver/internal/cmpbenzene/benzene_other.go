//go:build !js

package main

import "github.com/hexlab/hexlab/strategies/htp"

// newBenzene starts the engine command, Benzene's MoHex, over HTP.
func newBenzene(command string) (benzene, error) { return htp.NewEngine(command) }
