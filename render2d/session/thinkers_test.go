package session_test

import "github.com/hexlab/hexlab/render2d/session/inprocess"

// The sessions of these tests ask the engines of the test's own process, as the desktop app's
// do.
func init() { inprocess.Use() }
