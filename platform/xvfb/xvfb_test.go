package xvfb

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestStartOpensADisplayAndStopClosesIt starts two displays at once (they must differ: the
// tests of two packages run side by side), checks that each has its X socket, and that stop
// removes it.
func TestStartOpensADisplayAndStopClosesIt(t *testing.T) {
	if _, err := exec.LookPath(Program); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("Xvfb is not installed: run bash scripts/install-deps.sh desktop")
		}
		t.Skip("Xvfb is not installed")
	}
	a, stopA, err := Start(320, 200)
	if err != nil {
		t.Fatal(err)
	}
	defer stopA()
	b, stopB, err := Start(320, 200)
	if err != nil {
		t.Fatal(err)
	}
	if a == b || !strings.HasPrefix(a, ":") || !strings.HasPrefix(b, ":") {
		t.Fatalf("displays %q and %q: want two different :N", a, b)
	}
	socket := filepath.Join("/tmp/.X11-unix", "X"+strings.TrimPrefix(b, ":"))
	if _, err := os.Stat(socket); err != nil {
		t.Fatalf("display %s has no socket: %v", b, err)
	}
	stopB()
	stopB() // a second stop does nothing
	// Xvfb removes its socket as it ends: wait for that, however long a busy machine takes
	// (go test -timeout catches a server that never ends).
	for {
		if _, err := os.Stat(socket); os.IsNotExist(err) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func TestStartRejectsAnEmptyScreen(t *testing.T) {
	for _, size := range [][2]int{{0, 200}, {320, 0}, {-1, -1}} {
		if _, _, err := Start(size[0], size[1]); err == nil {
			t.Errorf("Start(%d, %d): no error", size[0], size[1])
		}
	}
}
