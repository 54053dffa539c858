package e2e

import (
	"bufio"
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

	"github.com/hexlab/hexlab/render2d/layout"
)

// buildDesktop builds cmd/desktop/board with cgo (ebiten's GLFW) into a temporary directory.
func buildDesktop(t *testing.T) string {
	t.Helper()
	need(t, "gcc", "desktop")
	need(t, "pkg-config", "desktop")
	bin := filepath.Join(t.TempDir(), "board")
	cmd := exec.Command("go", "build", "-o", bin, "./cmd/desktop/board")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build ./cmd/desktop/board: %v\n%s\n(the cgo build needs the packages of `bash scripts/install-deps.sh desktop`)", err, out)
	}
	return bin
}

// startXvfb starts a virtual X display and returns its name (":N"); it is stopped when the
// test ends. Xvfb picks a free display number itself and reports it on a pipe.
func startXvfb(t *testing.T) string {
	t.Helper()
	xvfb := need(t, "Xvfb", "desktop")
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	cmd := exec.Command(xvfb, "-displayfd", "3", "-screen", "0", "1280x900x24", "-nolisten", "tcp")
	cmd.ExtraFiles = []*os.File{w}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	w.Close()
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	got := make(chan string, 1)
	go func() {
		line, _ := bufio.NewReader(r).ReadString('\n')
		got <- strings.TrimSpace(line)
	}()
	select {
	case n := <-got:
		if n == "" {
			t.Fatalf("Xvfb did not start: %s", stderr.String())
		}
		return ":" + n
	case <-time.After(30 * time.Second):
		t.Fatalf("Xvfb did not report a display in 30 s: %s", stderr.String())
	}
	return ""
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

// TestDesktop builds the desktop app with cgo, runs it on a virtual X display, checks that its
// window shows a board (several colours, with the red and blue sides and the cells), then
// clicks a cell and sees the stone appear.
func TestDesktop(t *testing.T) {
	bin := buildDesktop(t)
	display := startXvfb(t)
	app := exec.Command(bin, "--board", "hex:7x7", "--moves", "d4,c5,e3", "--blue", "random", "--seed", "1")
	app.Env = append(os.Environ(), "DISPLAY="+display)
	var stderr bytes.Buffer
	app.Stdout, app.Stderr = &stderr, &stderr
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- app.Wait() }()
	t.Cleanup(func() { app.Process.Kill(); <-exited })

	var img image.Image
	var report string
	for deadline := time.Now().Add(90 * time.Second); ; {
		select {
		case err := <-exited:
			exited <- err
			t.Fatalf("the desktop app exited (%v) before drawing:\n%s", err, stderr.String())
		case <-time.After(500 * time.Millisecond):
		}
		img = grab(t, display)
		red, blue, cells := CountNear(img, redSide, 12), CountNear(img, blueSide, 12), CountNear(img, cellTone, 6)
		colours := DistinctColors(img, 20)
		report = fmt.Sprintf("%d colours; %d red, %d blue, %d cell pixels", colours, red, blue, cells)
		if colours >= 6 && red >= 1000 && blue >= 1000 && cells >= 10000 {
			break
		}
		if time.Now().After(deadline) {
			saveShot(t, img)
			t.Fatalf("after 90 s the screen shows no board (%s); app output:\n%s", report, stderr.String())
		}
	}
	t.Logf("desktop screenshot: %s", report)

	// Click an empty cell with a real X pointer event, at the position the layout code gives
	// for the window's size, and see a red stone appear there (the bot then answers).
	win := windowGeometry(t, display)
	sc := layout.Compute(7, 7, float64(win.w), float64(win.h), 1)
	var cell layout.Point
	found := false
	for _, c := range [][2]int{{2, 2}, {6, 6}, {2, 6}, {6, 2}, {1, 7}, {7, 1}} {
		p := sc.Board.CellCenter(c[0], c[1])
		if Near(img.At(win.x+int(p.X)+2, win.y+int(p.Y)+2), cellTone, 6) {
			cell, found = p, true
			break
		}
	}
	if !found {
		saveShot(t, img)
		t.Fatalf("no empty cell where the layout puts the cells of a window %+v", win)
	}
	x, y := win.x+int(cell.X), win.y+int(cell.Y)
	xdotool(t, display, "mousemove", "--sync", strconv.Itoa(x), strconv.Itoa(y))
	time.Sleep(200 * time.Millisecond)
	xdotool(t, display, "click", "1")
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(300 * time.Millisecond) {
		img = grab(t, display)
		if Near(img.At(x+2, y+2), redSide, 16) {
			break
		}
		if time.Now().After(deadline) {
			saveShot(t, img)
			t.Fatalf("clicked at (%d, %d), and after 30 s the cell shows %v, not a red stone", x, y, img.At(x+2, y+2))
		}
	}
	saveShot(t, img)
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
	bin := buildDesktop(t)
	for args, says := range map[string]string{
		"--board hex:0x3":   `parameter board="hex:0x3"`,
		"--first green":     `parameter first="green"`,
		"--red grandmaster": `parameter red="grandmaster"`,
		"--moves a1,a1":     `parameter moves="a1,a1"`,
		"--swap=maybe":      `invalid boolean value "maybe" for -swap`,
		"extra":             `unexpected argument "extra"`,
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
	os.WriteFile(filepath.Join(dir, t.Name()+".png"), buf.Bytes(), 0o644)
}
