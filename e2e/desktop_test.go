package e2e

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/platform/xvfb"
)

// startXvfb starts a virtual X display and returns its name (":N"); it is stopped when the
// test ends.
func startXvfb(t *testing.T) string {
	t.Helper()
	need(t, xvfb.Program, "desktop")
	display, stop, err := xvfb.Start(1280, 900)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(stop)
	return display
}

// grab takes a screenshot of the whole X display.
func grab(t *testing.T, display string) image.Image {
	t.Helper()
	xwd := need(t, "xwd", "desktop")
	out, err := exec.Command(xwd, "-root", "-silent", "-display", display).Output()
	if err != nil {
		t.Fatalf("xwd: %v", err)
	}
	img, err := DecodeXWD(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// desktop returns the desktop app built with cgo.
func desktop(t *testing.T) string {
	t.Helper()
	return buildDesktop(t, "./cmd/desktop/board", "board")
}

// runDesktop starts the desktop app with args on the display, with its own settings folder
// (so that no saved game is restored), and waits until its window shows a board: several
// colours, both players' sides and the cells. It returns the screenshot; the app is stopped
// when the test ends.
func runDesktop(t *testing.T, display string, args ...string) image.Image {
	t.Helper()
	return runUntil(t, desktop(t), display, args, func(img image.Image) (bool, string) {
		red, blue, cells := CountNear(img, redSide, 12), CountNear(img, blueSide, 12), CountNear(img, cellTone, 6)
		colours := DistinctColors(img, 20)
		report := fmt.Sprintf("%d colours; %d red, %d blue, %d cell pixels", colours, red, blue, cells)
		return colours >= 6 && red >= 1000 && blue >= 1000 && cells >= 10000, report
	})
}

// emptyCell finds the centre of an empty cell in the left part of the screenshot (where the
// board is; the panel is on the right): a point of the cells' tone with the same tone all
// around it at a distance r.
func emptyCell(img image.Image, win window, r int) (x, y int, ok bool) {
	for y := win.y + r; y < win.y+win.h-r; y += 3 {
		for x := win.x + r; x < win.x+win.w/2; x += 3 {
			all := true
			for _, d := range [][2]int{{0, 0}, {r, 0}, {-r, 0}, {0, r}, {0, -r}, {r * 7 / 10, r * 7 / 10}, {-r * 7 / 10, r * 7 / 10}, {r * 7 / 10, -r * 7 / 10}, {-r * 7 / 10, -r * 7 / 10}} {
				if !Near(img.At(x+d[0], y+d[1]), cellTone, 6) {
					all = false
					break
				}
			}
			if all {
				return x, y, true
			}
		}
	}
	return 0, 0, false
}

// TestDesktop builds the desktop app with cgo, runs it on a virtual X display, checks that its
// window shows a board, then clicks an empty cell with a real X pointer event and sees a red
// stone appear there.
func TestDesktop(t *testing.T) {
	display := startXvfb(t)
	img := runDesktop(t, display, "--board", "hex:7x7", "--moves", "d4,c5,e3", "--blue", "random", "--seed", "1")
	win := windowGeometry(t, display)
	x, y, ok := emptyCell(img, win, 14)
	if !ok {
		saveShot(t, img)
		t.Fatalf("no empty cell found in the window %+v", win)
	}
	xdotool(t, display, "mousemove", "--sync", strconv.Itoa(x), strconv.Itoa(y))
	time.Sleep(200 * time.Millisecond)
	xdotool(t, display, "click", "1")
	for ; ; time.Sleep(300 * time.Millisecond) { // until the stone shows, however long
		img = grab(t, display)
		if Near(img.At(x+2, y+2), redSide, 16) {
			break
		}
	}
	saveShot(t, img)
}

// TestDesktopViews runs the desktop app in each view of the board and checks that the window
// shows the board, with both players' stones and sides.
func TestDesktopViews(t *testing.T) {
	display := startXvfb(t)
	for _, v := range []struct{ name, board, view, moves string }{
		{"rhombus-flipped", "hex:6x6", "rhombus", "c3,d4,b2"},
		{"strip", "cyl:5x6", "strip", "a3,e3,b4"},
		{"annulus", "cyl:5x6", "annulus", "a3,e3,b4"},
		{"torus", "torus:5x5", "periodic", "a1,e5,c3"},
	} {
		t.Run(v.name, func(t *testing.T) {
			args := []string{"--board", v.board, "--view", v.view, "--moves", v.moves}
			if v.name == "rhombus-flipped" {
				args = append(args, "--flip")
			}
			saveShot(t, runDesktop(t, display, args...))
		})
	}
}

// window is a window's position and size on the X screen.
type window struct{ x, y, w, h int }

// windowGeometry finds the board's window (titled "Hexlab: ...") and returns where it is.
func windowGeometry(t *testing.T, display string) window {
	t.Helper()
	ids := strings.Fields(xdotool(t, display, "search", "--sync", "--onlyvisible", "--name", "^Hexlab"))
	if len(ids) == 0 {
		t.Fatal("no window titled Hexlab")
	}
	var win window
	for _, line := range strings.Split(xdotool(t, display, "getwindowgeometry", "--shell", ids[0]), "\n") {
		k, v, _ := strings.Cut(line, "=")
		n, _ := strconv.Atoi(v)
		switch k {
		case "X":
			win.x = n
		case "Y":
			win.y = n
		case "WIDTH":
			win.w = n
		case "HEIGHT":
			win.h = n
		}
	}
	if win.w < 100 || win.h < 100 {
		t.Fatalf("the window is %+v", win)
	}
	return win
}

// xdotool runs xdotool on the display and returns what it prints.
func xdotool(t *testing.T, display string, args ...string) string {
	t.Helper()
	bin := need(t, "xdotool", "desktop")
	cmd := exec.Command(bin, args...)
	cmd.Env = append(os.Environ(), "DISPLAY="+display)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("xdotool %s: %v", strings.Join(args, " "), err)
	}
	return string(out)
}

// TestDesktopBadFlag checks that a bad flag is refused with a clear message, before any
// window opens.
func TestDesktopBadFlag(t *testing.T) {
	bin := desktop(t)
	for args, says := range map[string]string{
		"--board hex:0x3":   `parameter board="hex:0x3"`,
		"--first green":     `parameter first="green"`,
		"--red grandmaster": `parameter red="grandmaster"`,
		"--moves a1,a1":     `parameter moves="a1,a1"`,
		"--swap=maybe":      `invalid boolean value "maybe" for -swap`,
		"missing.sgf":       `missing.sgf: open missing.sgf`,
		"a.sgf b.sgf":       `unexpected argument "b.sgf"`,
	} {
		cmd := exec.Command(bin, strings.Fields(args)...)
		cmd.Env = append(os.Environ(), "DISPLAY=") // no display: it must fail before opening one
		out, err := cmd.CombinedOutput()
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 2 {
			t.Errorf("board %s: %v, want exit status 2", args, err)
		}
		if !strings.Contains(string(out), says) {
			t.Errorf("board %s says %q, want %q", args, out, says)
		}
	}
}

// saveShot writes img to $HEXLAB_SHOTS, if set, to be looked at.
func saveShot(t *testing.T, img image.Image) {
	dir := os.Getenv("HEXLAB_SHOTS")
	if dir == "" {
		return
	}
	var buf bytes.Buffer
	png.Encode(&buf, img)
	os.WriteFile(filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "_")+".png"), buf.Bytes(), 0o644)
}
