//go:build !unix && !js

package htp

import "os/exec"

// ownGroup does nothing where there are no Unix process groups.
func ownGroup(*exec.Cmd) {}

// killGroup does nothing where there are no Unix process groups: Close kills the engine alone.
func killGroup(*exec.Cmd) {}
