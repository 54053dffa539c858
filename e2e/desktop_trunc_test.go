package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// TestDesktopOpensTrunc opens the board app's new-game dialog (key N) under Xvfb and clicks
// its Trunc 3D button with a real pointer event, where the app's own layout puts it: the app
// starts the Trunc program as a separate process. A stand-in program (named by HEXLAB_TRUNC)
// records that it ran, so that the test needs no g3n build.
func TestDesktopOpensTrunc(t *testing.T) {
	dir := t.TempDir()
	mark := filepath.Join(dir, "ran")
	fake := filepath.Join(dir, "fake-trunc")
	if err := os.WriteFile(fake, []byte("#!/bin/sh\necho started > "+mark+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv(platform.TruncEnv, fake)
	display := startXvfb(t)
	runDesktop(t, display, "--board", "hex:5x5")
	win := windowGeometry(t, display)
	xdotool(t, display, "mousemove", "--sync", strconv.Itoa(win.x+win.w/2), strconv.Itoa(win.y+8))
	xdotool(t, display, "key", "n")
	time.Sleep(time.Second) // the dialog opens on the next frames
	d := layout.ComputeDialog(session.NumFields, float64(win.w), float64(win.h), 1)
	var button layout.Rect
	for _, b := range d.Buttons {
		if b.Action == layout.Trunc {
			button = b.Rect
		}
	}
	c := button.Center()
	xdotool(t, display, "mousemove", "--sync", strconv.Itoa(win.x+int(c.X)), strconv.Itoa(win.y+int(c.Y)))
	time.Sleep(200 * time.Millisecond)
	xdotool(t, display, "click", "1")
	for ; ; time.Sleep(200 * time.Millisecond) { // until the Trunc program has run
		if _, err := os.Stat(mark); err == nil {
			return
		}
	}
}
