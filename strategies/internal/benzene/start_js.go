//go:build js

package benzene

import "errors"

// start fails in the browser, where no program can be started.
func start(string) (Engine, error) {
	return nil, errors.New("benzene: a browser cannot start MoHex")
}
