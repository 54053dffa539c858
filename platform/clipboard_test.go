//go:build !js

package platform

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// catPath is where cat is on the PATH the tests started with (a test may empty PATH before
// it makes a fake clipboard program).
var catPath, catMissing = exec.LookPath("cat")

// fakeClipboard puts a program called name in a folder of its own, alone on PATH: it writes
// its arguments and standard input to the file it returns, and exits with status code.
func fakeClipboard(t *testing.T, name string, code int) string {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("the fake clipboard program is a shell script")
	}
	cat := catPath
	if catMissing != nil {
		t.Skip("no cat to read the program's input with")
	}
	dir := t.TempDir()
	out := filepath.Join(dir, "copied")
	script := "#!/bin/sh\necho \"$@\" > " + out + "\n" + cat + " >> " + out + "\nexit " + string(rune('0'+code)) + "\n"
	if err := os.WriteFile(filepath.Join(dir, name), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	return out
}

// CopyText hands the text to the clipboard program that fits the display, and says which.
func TestCopyTextUsesTheProgramFound(t *testing.T) {
	out := fakeClipboard(t, "xclip", 0)
	t.Setenv("DISPLAY", ":7")
	t.Setenv("WAYLAND_DISPLAY", "")
	name, err := CopyText("https://hexlab.example/board.html?board=hex:3x3")
	if err != nil || name != "xclip" {
		t.Fatalf("CopyText = %q, %v", name, err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	if want := "-selection clipboard\nhttps://hexlab.example/board.html?board=hex:3x3"; string(got) != want {
		t.Errorf("xclip was given %q, want %q", got, want)
	}
}

// Without a clipboard program, or with one that fails, CopyText says so.
func TestCopyTextWithoutAClipboard(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	t.Setenv("DISPLAY", ":7")
	if name, err := CopyText("x"); err == nil || !strings.Contains(err.Error(), "no clipboard program found (wl-copy, xclip, xsel") {
		t.Errorf("CopyText with no program = %q, %v", name, err)
	}
	fakeClipboard(t, "xsel", 1)
	if name, err := CopyText("x"); err == nil || name != "xsel" || !strings.Contains(err.Error(), "exit status 1") {
		t.Errorf("CopyText with a failing xsel = %q, %v", name, err)
	}
	// xclip and xsel need a display: without one they are not tried.
	t.Setenv("DISPLAY", "")
	if name, err := CopyText("x"); err == nil || name != "" {
		t.Errorf("CopyText with no display = %q, %v", name, err)
	}
}
