package e2e

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"testing"
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
// and waits until its window shows the cube: in the middle of the screen, right of the
// controls, most of the pixels differ from the background, in several colours (the walls in
// the three players' colours, the cells, the borders).
func TestTruncDesktop(t *testing.T) {
	display := startXvfb(t)
	args := []string{"--board", "trunc:2", "--moves", "0,0,0;2,2,2;1,1,-1", "--gray", "human", "--black", "human"}
	img := runUntil(t, truncDesktop(t), display, args, func(img image.Image) (bool, string) {
		b := img.Bounds()
		middle := image.Rect(b.Dx()*4/10, b.Dy()/5, b.Dx()*8/10, b.Dy()*4/5)
		drawn, colours := drawnPixels(img.(interface {
			SubImage(image.Rectangle) image.Image
		}).SubImage(middle))
		area := middle.Dx() * middle.Dy()
		return colours >= 6 && drawn >= area/4, fmt.Sprintf("%d of %d pixels drawn in %v, in %d colours", drawn, area, middle, colours)
	})
	saveShot(t, img)
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
