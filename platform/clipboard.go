//go:build !js

package platform

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"time"
)

// clipboardProgram is a program that puts the text on its standard input on the system
// clipboard, and when it can work: env names a variable that must be set (the display it
// talks to), "" for none.
type clipboardProgram struct {
	name string
	args []string
	env  string
}

// clipboardPrograms are tried in this order: Wayland's, X11's two, macOS's, Windows's. The
// desktop app's window library (GLFW, inside ebiten) has a clipboard, but ebiten does not
// offer it.
var clipboardPrograms = []clipboardProgram{
	{"wl-copy", nil, "WAYLAND_DISPLAY"},
	{"xclip", []string{"-selection", "clipboard"}, "DISPLAY"},
	{"xsel", []string{"--clipboard", "--input"}, "DISPLAY"},
	{"pbcopy", nil, ""},
	{"clip.exe", nil, ""},
}

// clipboardTimeout bounds how long a clipboard program may take: it only hands the text to
// the display server (xclip, xsel and wl-copy then go on in the background to serve it).
const clipboardTimeout = 5 * time.Second

// CopyText puts text on the system clipboard with the first clipboard program found that
// fits the session (wl-copy, xclip, xsel, pbcopy, clip.exe), and returns its name. Where
// none is installed, or the one found fails, the error says so: the caller then shows the
// text for the person to copy.
func CopyText(text string) (string, error) {
	var names []string
	for _, p := range clipboardPrograms {
		names = append(names, p.name)
		if p.env != "" && os.Getenv(p.env) == "" {
			continue
		}
		path, err := exec.LookPath(p.name)
		if err != nil {
			continue
		}
		return p.name, runClipboard(path, p.args, text)
	}
	return "", fmt.Errorf("no clipboard program found (%s)", strings.Join(names, ", "))
}

// runClipboard runs the clipboard program at path with args, the text on its standard input.
// Its output goes nowhere: xclip, xsel and wl-copy leave a process in the background that
// would hold a pipe open, and waiting for the pipe would wait for that process.
func runClipboard(path string, args []string, text string) error {
	ctx, cancel := context.WithTimeout(context.Background(), clipboardTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, args...)
	cmd.Stdin = strings.NewReader(text)
	err := cmd.Run()
	if errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return fmt.Errorf("%s did not finish in %v", path, clipboardTimeout)
	}
	if err != nil {
		return fmt.Errorf("%s: %v", path, err)
	}
	return nil
}
