//go:build darwin

package main

import (
	"encoding/binary"
	"syscall"
)

// systemMemory reads the hw.memsize sysctl (8 bytes, the machine's memory).
func systemMemory() (int64, string) {
	v, err := syscall.Sysctl("hw.memsize")
	if err != nil {
		return 0, ""
	}
	b := append([]byte(v), make([]byte, 8)...) // Sysctl drops a trailing zero byte
	n := int64(binary.LittleEndian.Uint64(b[:8]))
	if n <= 0 {
		return 0, ""
	}
	return n, "the hw.memsize sysctl"
}
