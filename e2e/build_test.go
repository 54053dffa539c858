package e2e

import (
	"bytes"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"
)

// built holds the desktop programs built so far, by package: each is built once for all the
// tests.
var built = struct {
	sync.Mutex
	progs map[string]*builtProg
}{progs: map[string]*builtProg{}}

// removeBuilt deletes the folders of the desktop programs built, once the tests have run
// (TestMain), so that runs do not pile programs up in the temporary folder.
func removeBuilt() {
	built.Lock()
	defer built.Unlock()
	for _, p := range built.progs {
		if p.path != "" {
			os.RemoveAll(filepath.Dir(p.path))
		}
	}
}

// builtProg is one desktop program: its path, or why it could not be built.
type builtProg struct {
	once sync.Once
	path string
	err  string
}

// buildDesktop returns the desktop program of package pkg ("./cmd/desktop/board") built with
// cgo into a temporary folder under the file name name, once for all the tests.
func buildDesktop(t *testing.T, pkg, name string) string {
	t.Helper()
	need(t, "gcc", "desktop")
	need(t, "pkg-config", "desktop")
	built.Lock()
	p := built.progs[pkg]
	if p == nil {
		p = &builtProg{}
		built.progs[pkg] = p
	}
	built.Unlock()
	p.once.Do(func() {
		dir, err := os.MkdirTemp("", "hexlab-desktop-")
		if err != nil {
			p.err = err.Error()
			return
		}
		bin := filepath.Join(dir, name)
		cmd := exec.Command("go", "build", "-o", bin, pkg)
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
		if out, err := cmd.CombinedOutput(); err != nil {
			os.RemoveAll(dir)
			p.err = fmt.Sprintf("go build %s: %v\n%s\n(the cgo build needs the packages of `bash scripts/install-deps.sh desktop`)", pkg, err, out)
			return
		}
		p.path = bin
	})
	if p.err != "" {
		t.Fatal(p.err)
	}
	return p.path
}

// runUntil starts the desktop program bin with args on the display, with its own settings
// folder (so that no saved game is restored), and takes screenshots until shows says that
// one shows what the test waits for (shows also describes the screenshot for the log). It
// returns that screenshot; the program is stopped when the test ends. It fails if the
// program exits first or nothing shows within 90 s.
func runUntil(t *testing.T, bin, display string, args []string, shows func(image.Image) (bool, string)) image.Image {
	t.Helper()
	app := exec.Command(bin, args...)
	app.Env = append(os.Environ(), "DISPLAY="+display, "XDG_CONFIG_HOME="+t.TempDir(), "HOME="+t.TempDir())
	var out bytes.Buffer
	app.Stdout, app.Stderr = &out, &out
	if err := app.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- app.Wait() }()
	t.Cleanup(func() { app.Process.Kill(); <-exited })

	name := filepath.Base(bin)
	start := time.Now()
	for { // until it draws, however long that takes, or exits
		select {
		case err := <-exited:
			exited <- err
			t.Fatalf("%s exited (%v) before drawing:\n%s", name, err, out.String())
		case <-time.After(500 * time.Millisecond):
		}
		img := grab(t, display)
		ok, report := shows(img)
		if ok {
			t.Logf("%s %v after %v: %s", name, args, time.Since(start).Round(100*time.Millisecond), report)
			return img
		}
	}
}
