//go:build !darwin

package main

import "os"

// systemMemory reads MemTotal from /proc/meminfo, which Linux has (and other systems do not:
// there it returns 0, memory unknown).
func systemMemory() (int64, string) {
	f, err := os.Open("/proc/meminfo")
	if err != nil {
		return 0, ""
	}
	defer f.Close()
	return memTotal(f), "MemTotal in /proc/meminfo"
}
