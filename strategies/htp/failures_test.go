//go:build unix

package htp

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// An engine that answers nonsense, goes quiet or dies is an error that
// says so, after the engine's timeout at most (the test returns at all), and its process is
// gone afterwards.
func TestHTPMisbehavingEngines(t *testing.T) {
	spec, _ := core.ParseSpec("hex:3x3")
	for _, tc := range []struct{ mode, want string }{
		{"garbage", `genmove black: not an HTP answer: "thinking hard..."`},
		{"hang", "genmove black: no answer within 300ms; the engine was stopped"},
		{"deaf", "genmove black: no answer within 300ms; the engine was stopped"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			bot, _ := fakeHTP(t, tc.mode)
			h := bot.(*Engine)
			h.Timeout = 300 * time.Millisecond
			pid := h.proc.Process.Pid
			g, _ := core.NewGame(spec, core.Options{})
			_, err := bot.Choose(g)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want %q", err, tc.want)
			}
			h.Close()
			if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
				t.Errorf("the engine's process %d is still there after Close: %v", pid, err)
			}
			if _, err := bot.Choose(g); err == nil {
				t.Error("a closed engine chose a move")
			}
		})
	}
}

// Close stops an engine that ignores quit and the end of its input (Close returns at all),
// and may be called twice.
func TestHTPCloseKillsDeafEngine(t *testing.T) {
	bot, _ := fakeHTP(t, "deaf")
	h := bot.(*Engine)
	pid := h.proc.Process.Pid
	h.Close()
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("the engine's process %d is still there after Close: %v", pid, err)
	}
	if err := h.Close(); err != nil {
		t.Errorf("a second Close: %v", err)
	}
}

// An engine that echoes its input (as cat does) is refused at once, for what it sent, not
// after the timeout (which would say "no answer").
func TestHTPEchoingEngine(t *testing.T) {
	t.Setenv(fakeEngineEnv, "echo")
	exe, _ := os.Executable()
	_, err := strategies.New(strategies.HTPPrefix+exe, 1)
	if err == nil || !strings.Contains(err.Error(), `name: not an HTP answer: "1 name"`) {
		t.Errorf("an engine that echoes: %v", err)
	}
}

// An engine that ends at once is an error when the player is built.
func TestHTPEngineExitsAtStart(t *testing.T) {
	t.Setenv(fakeEngineEnv, "exit")
	exe, _ := os.Executable()
	_, err := strategies.New(strategies.HTPPrefix+exe, 1)
	if err == nil || !strings.Contains(err.Error(), "name: ") {
		t.Errorf("an engine that exits at once: %v", err)
	}
}

// An engine that sends an endless line or an endless answer is stopped with an error, in
// bounded memory, instead of being read on and on.
func TestHTPEndlessOutput(t *testing.T) {
	spec, _ := core.ParseSpec("hex:3x3")
	for _, tc := range []struct{ mode, want string }{
		{"endless", "a line of more than 65536 bytes"},
		{"long", "an answer of more than 1048576 bytes"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			bot, _ := fakeHTP(t, tc.mode)
			g, _ := core.NewGame(spec, core.Options{})
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := bot.Choose(g)
			runtime.ReadMemStats(&after)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("%v, want %q", err, tc.want)
			}
			if grown := after.TotalAlloc - before.TotalAlloc; grown > 64<<20 {
				t.Errorf("reading the engine allocated %d MB", grown>>20)
			}
			bot.(*Engine).Close()
		})
	}
}

// Close stops the engine's whole process group: a program the engine started is gone too.
func TestHTPCloseStopsGrandchildren(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "child.pid")
	t.Setenv("HEXLAB_FAKE_HTP_CHILD", pidFile)
	bot, _ := fakeHTP(t, "parent")
	spec, _ := core.ParseSpec("hex:3x3")
	g, _ := core.NewGame(spec, core.Options{})
	if _, err := bot.Choose(g); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(pidFile)
	if err != nil {
		t.Fatal(err)
	}
	pid, _ := strconv.Atoi(string(data))
	if pid <= 0 || syscall.Kill(pid, 0) != nil {
		t.Fatalf("the engine's child %q is not running", data)
	}
	bot.(*Engine).Close()
	// Close has killed the group; the child is gone once the kernel has delivered the signal.
	// The test waits for that (go test -timeout catches a child that outlives Close).
	for ; ; time.Sleep(20 * time.Millisecond) {
		// A killed child not yet reaped is a zombie: gone for our purpose.
		stat, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
		if syscall.Kill(pid, 0) != nil || strings.Contains(string(stat), ") Z ") {
			break
		}
	}
}

// --engine-timeout reaches the engine through strategies.Settings.EngineTimeout: the engine's
// Timeout is the setting (a long one, so that the engine's start is never timed on a busy
// machine; TestHTPMisbehavingEngines and TestHTPMuteEngineAtStart see a timeout expire).
func TestHTPEngineTimeoutSetting(t *testing.T) {
	t.Setenv(fakeEngineEnv, "hang")
	exe, _ := os.Executable()
	const setting = 7 * time.Minute // not DefaultTimeout
	bot, err := strategies.Build(strategies.HTPPrefix+exe, strategies.Settings{EngineTimeout: setting})
	if err != nil {
		t.Fatal(err)
	}
	defer bot.(*Engine).Close()
	if got := bot.(*Engine).Timeout; got != setting {
		t.Errorf("the engine's timeout is %v, want the setting %v", got, setting)
	}
}

// An engine that never answers its first command (name) is stopped after the engine timeout
// given, not DefaultTimeout, with an error that names the engine and what it was waited for.
func TestHTPMuteEngineAtStart(t *testing.T) {
	t.Setenv(fakeEngineEnv, "mute")
	exe, _ := os.Executable()
	_, err := strategies.Build(strategies.HTPPrefix+exe, strategies.Settings{EngineTimeout: 200 * time.Millisecond})
	if err == nil {
		t.Fatal("a mute engine was started")
	}
	for _, want := range []string{strconv.Quote(exe), "no answer to its first command (name", "within 200ms", "engine timeout"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("%v, want %q in it", err, want)
		}
	}
}

// An engine that answers one command twice is stopped at the next command: the stray answer
// is an error, never taken as the next command's answer (or as a move). It comes before the
// next command is sent (an answer no command asked for) or after (the answer names the
// genmove's id, not the play's): which one depends on the machine's speed, and both are errors.
func TestHTPStrayAnswer(t *testing.T) {
	bot, _ := fakeHTP(t, "double")
	spec, _ := core.ParseSpec("hex:3x3")
	g, _ := core.NewGame(spec, core.Options{})
	c, err := bot.Choose(g)
	if err != nil {
		t.Fatal(err)
	}
	g.Play(c.Move)
	g.Play(core.CellMove(4))
	_, err = bot.Choose(g)
	if err == nil || !strings.Contains(err.Error(), "an answer no command asked for") && !strings.Contains(err.Error(), "the answer names command 4, not this one (5)") {
		t.Errorf("%v, want the stray answer named", err)
	}
}

// An engine that dies in the middle of a game is started again once and told the game: the
// game goes on as if nothing happened. One that dies again fails with both reasons.
func TestHTPRestartsACrashedEngine(t *testing.T) {
	t.Setenv("HEXLAB_FAKE_HTP_MARK", filepath.Join(t.TempDir(), "crashed"))
	bot, log := fakeHTP(t, "crashonce")
	spec, _ := core.ParseSpec("hex:4x4")
	g, _ := core.NewGame(spec, core.Options{})
	g.Play(core.CellMove(5))
	if err := strategies.PlayOut(g, strategies.NewRandom(3), bot); err != nil {
		t.Fatalf("the game failed: %v", err)
	}
	data, _ := os.ReadFile(log)
	if strings.Count(string(data), "boardsize") != 2 || !strings.Contains(string(data), "play black b2") {
		t.Errorf("the engine was not told the game again:\n%s", data)
	}

	crash, _ := fakeHTP(t, "crash")
	g2, _ := core.NewGame(spec, core.Options{})
	_, err := crash.Choose(g2)
	if err == nil || strings.Count(err.Error(), "out of memory") != 2 || !strings.Contains(err.Error(), "started again") {
		t.Errorf("%v, want both failures named", err)
	}
}

// Each command goes with an id, and an answer that names another command's id is an error,
// never taken as this command's answer (or as a move).
func TestHTPAnswerMatchesItsCommand(t *testing.T) {
	t.Setenv(fakeEngineEnv, "wrongid")
	exe, _ := os.Executable()
	_, err := strategies.New(strategies.HTPPrefix+exe, 1)
	if err == nil || !strings.Contains(err.Error(), "the answer names command 2, not this one (1)") {
		t.Errorf("%v, want the ids named", err)
	}
	// The commands carry ids: our own server echoes them and the game goes on.
	bot, log := fakeHTP(t, "first")
	spec, _ := core.ParseSpec("hex:3x3")
	g, _ := core.NewGame(spec, core.Options{})
	if _, err := bot.Choose(g); err != nil {
		t.Fatal(err)
	}
	if data, _ := os.ReadFile(log); !strings.Contains(string(data), "genmove black") {
		t.Errorf("the engine read %q", data)
	}
}
