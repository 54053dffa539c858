//go:build !unix

package engine

import "time"

// cpuTime is the wall clock where the process's processor time cannot be read (WebAssembly
// under Node, which runs one thread anyway).
func cpuTime() time.Duration { return time.Duration(time.Now().UnixNano()) }
