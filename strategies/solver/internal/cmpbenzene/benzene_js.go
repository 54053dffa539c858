//go:build js

package main

import "errors"

// newBenzene fails in the browser, where no program can be started.
func newBenzene(string) (benzene, error) {
	return nil, errors.New("cmpbenzene starts Benzene's MoHex, which a browser cannot")
}
