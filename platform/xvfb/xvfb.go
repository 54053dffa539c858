package xvfb

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

// Program is the name of the X server Start runs, found on the PATH.
const Program = "Xvfb"

// ReadyWithin is how long Start waits for Xvfb to open its display.
const ReadyWithin = 30 * time.Second

// stopWithin is how long a stop waits for Xvfb to end on SIGTERM before it kills it.
const stopWithin = 5 * time.Second

// Start starts Xvfb with one screen of width×height pixels at 24 bits and returns its display
// name (":N", for the DISPLAY variable) and a function that stops it. It returns an error
// when Xvfb is not installed (check with exec.LookPath(Program) first to skip instead), when
// it exits before its display is open, or when the display is not open within ReadyWithin;
// the error holds what Xvfb printed. stop ends Xvfb and waits for it; calling it again does
// nothing.
func Start(width, height int) (display string, stop func(), err error) {
	if width <= 0 || height <= 0 {
		return "", nil, fmt.Errorf("xvfb: screen %dx%d: the width and height must be positive", width, height)
	}
	path, err := exec.LookPath(Program)
	if err != nil {
		return "", nil, fmt.Errorf("xvfb: %w (install it with bash scripts/install-deps.sh desktop)", err)
	}
	r, w, err := os.Pipe()
	if err != nil {
		return "", nil, fmt.Errorf("xvfb: %w", err)
	}
	defer r.Close()
	screen := fmt.Sprintf("%dx%dx24", width, height)
	cmd := exec.Command(path, "-displayfd", "3", "-screen", "0", screen, "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w} // fd 3 in Xvfb
	var stderr lockedBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		w.Close()
		return "", nil, fmt.Errorf("xvfb: %w", err)
	}
	w.Close()
	exited := make(chan struct{})
	go func() {
		cmd.Wait()
		close(exited)
	}()
	var once sync.Once
	stop = func() {
		once.Do(func() {
			// SIGTERM lets Xvfb remove its socket and lock file; one that hangs is killed.
			cmd.Process.Signal(syscall.SIGTERM)
			select {
			case <-exited:
			case <-time.After(stopWithin):
				cmd.Process.Kill()
				<-exited
			}
		})
	}
	number := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		number <- strings.TrimSpace(line)
	}()
	select {
	case n := <-number:
		if _, err := strconv.Atoi(n); err != nil {
			stop()
			return "", nil, fmt.Errorf("xvfb: Xvfb stopped before it opened a display: %s", stderr.String())
		}
		return ":" + n, stop, nil
	case <-time.After(ReadyWithin):
		stop()
		return "", nil, fmt.Errorf("xvfb: Xvfb opened no display within %v: %s", ReadyWithin, stderr.String())
	}
}

// lockedBuffer is a bytes.Buffer that Xvfb's output copier writes while Start reads it.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return strings.TrimSpace(b.buf.String())
}
