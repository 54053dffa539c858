package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestArenaEngineTimeoutBoundsTheHandshake: an external engine that never answers (sleep, which
// reads nothing and says nothing) is stopped after --engine-timeout at the arena's first
// handshake, not after the 5 minutes of the default, and the arena fails with a message that
// names the engine and what it waited for. The test waits for the arena to return, not for a
// clock: before the fix it did not return for 5 minutes (go test -timeout catches that).
func TestArenaEngineTimeoutBoundsTheHandshake(t *testing.T) {
	sleep, err := exec.LookPath("sleep")
	if err != nil || strings.ContainsAny(sleep, " \t") {
		t.Skipf("no sleep program to stand for a mute engine: %v", err)
	}
	engine := "htp:" + sleep + " 3600"
	for _, player := range []string{"--red", "--blue"} {
		_, errOut, code := hexlab("arena", "--board", "hex:3x3", player, engine, "--games", "1", "--quiet", "--engine-timeout", "200ms")
		for _, want := range []string{player + ` "` + engine + `"`, `engine "` + sleep + ` 3600"`, "no answer to its first command (name", "within 200ms"} {
			if !strings.Contains(errOut, want) {
				t.Errorf("%s: exit %d, stderr %q; want %q in it", player, code, errOut, want)
			}
		}
		if code == 0 {
			t.Errorf("%s: the arena went on with a mute engine (exit 0)", player)
		}
	}
}
