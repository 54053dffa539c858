//go:build unix

package strategies

import (
	"errors"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// An engine that answers nonsense, goes quiet or dies is an error that
// says so, in bounded time, and its process is gone afterwards.
func TestHTPMisbehavingEngines(t *testing.T) {
	spec, _ := core.ParseSpec("hex:3x3")
	for _, tc := range []struct{ mode, want string }{
		{"garbage", `genmove black: not an HTP answer: "thinking hard..."`},
		{"hang", "genmove black: no answer within 300ms; the engine was stopped"},
		{"deaf", "genmove black: no answer within 300ms; the engine was stopped"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			bot, _ := fakeHTP(t, tc.mode)
			h := bot.(*HTP)
			h.Timeout = 300 * time.Millisecond
			pid := h.proc.Process.Pid
			g, _ := core.NewGame(spec, core.Options{})
			start := time.Now()
			_, err := bot.Choose(g)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want %q", err, tc.want)
			}
			h.Close()
			if d := time.Since(start); d > 5*time.Second {
				t.Errorf("the failure took %v", d)
			}
			if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
				t.Errorf("the engine's process %d is still there after Close: %v", pid, err)
			}
			if _, err := bot.Choose(g); err == nil {
				t.Error("a closed engine chose a move")
			}
		})
	}
}

// Close stops an engine that ignores quit and the end of its input, and
// may be called twice.
func TestHTPCloseKillsDeafEngine(t *testing.T) {
	bot, _ := fakeHTP(t, "deaf")
	h := bot.(*HTP)
	pid := h.proc.Process.Pid
	start := time.Now()
	h.Close()
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("Close took %v", d)
	}
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("the engine's process %d is still there after Close: %v", pid, err)
	}
	if err := h.Close(); err != nil {
		t.Errorf("a second Close: %v", err)
	}
}

// An engine that echoes its input (as cat does) is refused at once, not
// after the timeout.
func TestHTPEchoingEngine(t *testing.T) {
	t.Setenv(fakeEngineEnv, "echo")
	exe, _ := os.Executable()
	start := time.Now()
	_, err := New(HTPPrefix+exe, 1)
	if err == nil || !strings.Contains(err.Error(), `name: not an HTP answer: "name"`) {
		t.Errorf("an engine that echoes: %v", err)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("it took %v", d)
	}
}

// An engine that ends at once is an error when the player is built.
func TestHTPEngineExitsAtStart(t *testing.T) {
	t.Setenv(fakeEngineEnv, "exit")
	exe, _ := os.Executable()
	_, err := New(HTPPrefix+exe, 1)
	if err == nil || !strings.Contains(err.Error(), "name: ") {
		t.Errorf("an engine that exits at once: %v", err)
	}
}
