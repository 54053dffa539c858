//go:build js

package network

import (
	"syscall/js"
	"time"
)

// cpuTime returns the processor time Node reports for this process (process.cpuUsage: user
// and system, to the microsecond), so that WebAssembly's rates, too, are by the processor
// time; the wall clock where there is no Node.
func cpuTime() time.Duration {
	process := js.Global().Get("process")
	if process.Type() != js.TypeObject || process.Get("cpuUsage").Type() != js.TypeFunction {
		return time.Duration(time.Now().UnixNano())
	}
	u := process.Call("cpuUsage")
	return time.Duration(u.Get("user").Float()+u.Get("system").Float()) * time.Microsecond
}
