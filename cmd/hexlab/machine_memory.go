package main

import (
	"bufio"
	"io"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/internal/safefile"
)

// machineMemory returns how many bytes of memory the machine has and where that was read
// (for a message), or 0 where this system does not say (systemMemory): /proc/meminfo's
// MemTotal on Linux, the hw.memsize sysctl on macOS.
func machineMemory() (bytes int64, source string) {
	return systemMemory()
}

// memTotal reads MemTotal, in bytes, from the text of /proc/meminfo ("MemTotal: 24683748
// kB"), or 0 if it is not there.
func memTotal(r io.Reader) int64 {
	s := bufio.NewScanner(io.LimitReader(r, 1<<20))
	for s.Scan() {
		f := strings.Fields(s.Text())
		if len(f) == 3 && f[0] == "MemTotal:" && f[2] == "kB" {
			if kb, err := strconv.ParseInt(f[1], 10, 64); err == nil && kb > 0 && kb < 1<<53 {
				return kb << 10
			}
		}
	}
	return 0
}

// checkMemory refuses a --memory (in megabytes) below 1, past the flag's bound, or larger
// than the machine's memory where the system says how much it has.
func checkMemory(mb int) error {
	if mb < 1 || mb > 1<<20 {
		return usagef("--memory %d: expected 1 to 1048576 megabytes", mb)
	}
	total, source := machineMemory()
	if total > 0 && int64(mb)<<20 > total {
		return usagef("--memory %d: this machine has %s of memory (%s), and the table must fit in it: give at most %d", mb, safefile.Size(total), source, total>>20)
	}
	return nil
}
