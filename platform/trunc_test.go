//go:build !js

package platform

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestFindTrunc(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "board")
	noPath := func(string) (string, error) { return "", errors.New("not found") }
	write := func(name string, mode os.FileMode) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte("#!/bin/sh\n"), mode); err != nil {
			t.Fatal(err)
		}
		return path
	}
	_, err := FindTrunc(exe, "", noPath)
	if err == nil || !strings.Contains(err.Error(), "go build -o "+filepath.Join(dir, "hexlab-trunc")+" ./cmd/desktop/trunc") || !strings.Contains(err.Error(), "on the PATH") {
		t.Errorf("nothing there: %v", err)
	}
	if got, err := FindTrunc(exe, "", func(name string) (string, error) { return "/usr/bin/" + name, nil }); got != "/usr/bin/hexlab-trunc" || err != nil {
		t.Errorf("on the PATH: %q, %v", got, err)
	}
	write("trunc", 0o644) // not executable
	if _, err := FindTrunc(exe, "", noPath); err == nil {
		t.Error("a file that is not executable was taken")
	}
	trunc := write("trunc2", 0o755)
	os.Rename(trunc, filepath.Join(dir, "trunc"))
	if got, err := FindTrunc(exe, "", noPath); got != filepath.Join(dir, "trunc") || err != nil {
		t.Errorf("trunc beside the board app: %q, %v", got, err)
	}
	named := write("hexlab-trunc", 0o755)
	if got, _ := FindTrunc(exe, "", noPath); got != named {
		t.Errorf("hexlab-trunc is not preferred: %q", got)
	}
	if got, err := FindTrunc(exe, named, noPath); got != named || err != nil {
		t.Errorf("%s: %q, %v", TruncEnv, got, err)
	}
	if _, err := FindTrunc(exe, filepath.Join(dir, "missing"), noPath); err == nil || !strings.Contains(err.Error(), TruncEnv) {
		t.Errorf("%s naming nothing: %v", TruncEnv, err)
	}
	// The board app itself is never taken for Trunc (a board app built as "trunc").
	os.Remove(named)
	if got, err := FindTrunc(filepath.Join(dir, "trunc"), "", noPath); err == nil {
		t.Errorf("found %q for an app named trunc", got)
	}
}

// TestOpenTruncStarts starts a stand-in Trunc program and checks that it ran.
func TestOpenTruncStarts(t *testing.T) {
	dir := t.TempDir()
	mark := filepath.Join(dir, "ran")
	prog := filepath.Join(dir, "fake-trunc")
	if err := os.WriteFile(prog, []byte("#!/bin/sh\ntouch "+mark+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv(TruncEnv, prog)
	msg, err := OpenTrunc()
	if err != nil || !strings.Contains(msg, prog) {
		t.Fatalf("OpenTrunc: %q, %v", msg, err)
	}
	// The program runs on its own: wait for its mark, however long a busy machine takes to
	// start it (go test -timeout catches a program that never runs).
	for {
		if _, err := os.Stat(mark); err == nil {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}
