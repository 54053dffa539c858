//go:build unix

package htp

import (
	"os/exec"
	"syscall"
)

// ownGroup makes cmd start in a process group of its own, whose id is its pid.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// killGroup kills every process left in cmd's group (the engine's children).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
	}
}
