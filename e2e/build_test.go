package e2e

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
)

// built holds the desktop programs built so far, by package: each is built once for all the
// tests.
var built = struct {
	sync.Mutex
	progs map[string]*builtProg
}{progs: map[string]*builtProg{}}

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
