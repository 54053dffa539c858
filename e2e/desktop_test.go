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
	"strings"
	"testing"
	"time"
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

// TestDesktop builds the desktop app with cgo, runs it on a virtual X display, and checks
// that its window shows a board: several colours, with the red and blue sides and the cells.
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
	saveShot(t, img)
	t.Logf("desktop screenshot: %s", report)
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
