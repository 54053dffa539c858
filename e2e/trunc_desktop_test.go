package e2e

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"testing"
	"time"
)

// truncDesktop returns the desktop Trunc program built with cgo, named hexlab-trunc as the
// board app looks for it.
func truncDesktop(t *testing.T) string {
	t.Helper()
	return buildDesktop(t, "./cmd/desktop/trunc", "hexlab-trunc")
}

// drawnPixels counts the pixels of img that are neither its most common colour (the window's
// background) nor black, and the distinct colours among them.
func drawnPixels(img image.Image) (drawn, colours int) {
	counts := colourCounts(img)
	var bg [3]uint8
	for c, n := range counts {
		if n > counts[bg] {
			bg = c
		}
	}
	for c, n := range counts {
		if c != bg && c != ([3]uint8{}) {
			drawn += n
			if n >= 20 {
				colours++
			}
		}
	}
	return drawn, colours
}

// TestTruncDesktop runs the desktop Trunc program on a virtual X display (Mesa's software GL)
// and waits until its window shows the cube: in the middle of the window, right of the
// controls, most of the pixels differ from the background, in several colours (the walls in
// the three players' colours, the cells, the borders).
func TestTruncDesktop(t *testing.T) {
	display := startXvfb(t)
	app := exec.Command(truncDesktop(t), "--board", "trunc:2", "--moves", "0,0,0;2,2,2;1,1,-1", "--gray", "human", "--black", "human")
	app.Env = append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+t.TempDir(), "HOME="+t.TempDir())
	var out bytes.Buffer
	app.Stdout, app.Stderr = &out, &out
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- app.Wait() }()
	t.Cleanup(func() { app.Process.Kill(); <-exited })

	start := time.Now()
	for deadline := start.Add(90 * time.Second); ; {
		select {
		case err := <-exited:
			exited <- err
			t.Fatalf("the Trunc program exited (%v) before drawing:\n%s", err, out.String())
		case <-time.After(500 * time.Millisecond):
		}
		img := grab(t, display)
		win := windowGeometry(t, display)
		middle := image.Rect(win.x+win.w*4/10, win.y+win.h/5, win.x+win.w*8/10, win.y+win.h*4/5)
		drawn, colours := drawnPixels(img.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(middle))
		area := middle.Dx() * middle.Dy()
		report := fmt.Sprintf("%d of %d pixels drawn in the middle of the window %+v, in %d colours", drawn, area, win, colours)
		if colours >= 6 && drawn >= area/4 {
			t.Logf("desktop Trunc after %v: %s", time.Since(start).Round(100*time.Millisecond), report)
			saveShot(t, img)
			return
		}
		if time.Now().After(deadline) {
			saveShot(t, img)
			t.Fatalf("after 90 s the window shows no cube (%s); output:\n%s", report, out.String())
		}
	}
}

// TestTruncDesktopBadFlag checks that the Trunc program refuses a bad setting with a message
// that names it, before any window opens.
func TestTruncDesktopBadFlag(t *testing.T) {
	cmd := exec.Command(truncDesktop(t), "--board", "trunc:9")
	cmd.Env = append(os.Environ(), "DISPLAY=")
	out, err := cmd.CombinedOutput()
	if _, ok := err.(*exec.ExitError); !ok || !bytes.Contains(out, []byte(`parameter board="trunc:9"`)) {
		t.Errorf("--board trunc:9: %v, %q; want a failure naming the parameter", err, out)
	}
}
