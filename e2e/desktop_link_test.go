package e2e

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestDesktopCopiesTheLink runs the desktop app under Xvfb on a game, with --site, presses L
// (Copy link) with the pointer over its window, and reads the X clipboard with xclip: it holds
// the game's link, the board page on that site.
func TestDesktopCopiesTheLink(t *testing.T) {
	xclip := need(t, "xclip", "desktop")
	display := startXvfb(t)
	runDesktop(t, display, "--board", "hex:5x5", "--moves", "c3,b4", "--seed", "3", "--site", "https://hexlab.example/course")
	win := windowGeometry(t, display)
	xdotool(t, display, "mousemove", "--sync", strconv.Itoa(win.x+win.w/2), strconv.Itoa(win.y+8))
	xdotool(t, display, "key", "l")
	want := "https://hexlab.example/course/board.html?board=hex:5x5&moves=c3,b4&seed=3"
	got := ""
	// Until the clipboard holds the link, however long a busy machine takes (go test -timeout
	// bounds the wait).
	for ; ; time.Sleep(200 * time.Millisecond) {
		cmd := exec.Command(xclip, "-o", "-selection", "clipboard")
		cmd.Env = append(os.Environ(), "DISPLAY="+display)
		out, _ := cmd.Output() // fails until something is on the clipboard
		if got = string(out); got == want {
			return
		}
		if got != "" {
			saveShot(t, grab(t, display))
			t.Fatalf("after L the clipboard holds %q, want %q", got, want)
		}
	}
}

// TestDesktopBadSite: a --site that no link can be built on stops the app with a message that
// names it, exit status 2, before any window opens.
func TestDesktopBadSite(t *testing.T) {
	bin := desktop(t)
	for _, site := range []string{"ftp://hexlab.example/", "hexlab.example", "https://hexlab.example/?x=1"} {
		cmd := exec.Command(bin, "--site", site)
		cmd.Env = append(os.Environ(), "DISPLAY=")
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
			t.Errorf("board --site %s: %v, want exit status 2", site, err)
		}
		if !strings.Contains(string(out), `--site "`+site+`": expected the http:// or https:// address`) {
			t.Errorf("board --site %s says %q", site, out)
		}
	}
}
