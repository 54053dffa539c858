//go:build unix

package network

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time this process has used, user and system (the wall clock
// if it cannot be read).
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
