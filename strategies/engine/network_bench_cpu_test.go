//go:build unix

package engine

import (
	"syscall"
	"time"
)

// cpuTime returns the processor time this process has used (user and system), which other
// programs' load on a busy machine leaves as it is, unlike the wall clock; the benchmarks'
// rates are by it.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &u); err != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
