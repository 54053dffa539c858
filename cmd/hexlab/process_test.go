package main

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// process is a program a test started and watches: the test waits for what the program does
// (a file written, its CPU time), never for the clock, so that it passes on a slow, busy
// machine. go test -timeout bounds a wait for something that never comes.
type process struct {
	cmd  *exec.Cmd
	done chan struct{} // closed when the program has ended; err is then set
	err  error
}

// startProcess starts cmd and watches it; the test's cleanup kills it if it is still running.
func startProcess(t *testing.T, cmd *exec.Cmd) *process {
	t.Helper()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{cmd: cmd, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		close(p.done)
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
		<-p.done
	})
	return p
}

// pollEvery is how often until looks again: how soon it sees an event, not how long it waits.
const pollEvery = 5 * time.Millisecond

// until waits for cond to hold while the program runs; it fails the test, naming what it
// waited for, if the program ends first.
func (p *process) until(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for !cond() {
		select {
		case <-p.done:
			if cond() {
				return
			}
			t.Fatalf("the program ended (%v) before %s", p.err, what)
		case <-time.After(pollEvery):
		}
	}
}

// wait waits for the program to end and returns its exit status (-1 if a signal ended it).
func (p *process) wait() int {
	<-p.done
	return p.cmd.ProcessState.ExitCode()
}

// cpuTime returns the processor time the running program has used (user and system), read
// from /proc: an amount of work done, whatever the machine's speed or load. It is 0 where
// there is no /proc.
func (p *process) cpuTime() time.Duration {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(p.cmd.Process.Pid) + "/stat")
	if err != nil {
		return 0
	}
	// The fields after the command's name (which may hold spaces, in parentheses): utime
	// and stime are the 12th and 13th, in clock ticks (100 a second on Linux).
	_, rest, _ := strings.Cut(string(stat), ") ")
	fields := strings.Fields(rest)
	if len(fields) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(fields[11], 10, 64)
	stime, _ := strconv.ParseInt(fields[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / 100
}

// peakMemory returns the program's peak resident memory so far (VmHWM in /proc), in bytes.
func (p *process) peakMemory() int64 {
	status, _ := os.ReadFile("/proc/" + strconv.Itoa(p.cmd.Process.Pid) + "/status")
	for _, line := range strings.Split(string(status), "\n") {
		if rss, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			if f := strings.Fields(rss); len(f) > 0 {
				kb, _ := strconv.ParseInt(f[0], 10, 64)
				return kb << 10
			}
		}
	}
	return 0
}
