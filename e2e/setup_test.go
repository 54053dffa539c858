package e2e

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// root is the repository's top directory (tests run in e2e/).
var root = func() string {
	dir, err := filepath.Abs("..")
	if err != nil {
		panic(err)
	}
	return dir
}()

// need returns the path of a program the test needs. When it is missing the test fails
// under CI (CI set) and is skipped elsewhere, saying what to install.
func need(t *testing.T, program, group string) string {
	t.Helper()
	path, err := exec.LookPath(program)
	if err == nil {
		return path
	}
	msg := program + " is not installed: run `bash scripts/install-deps.sh " + group + "` (make test does)"
	if os.Getenv("CI") != "" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}
