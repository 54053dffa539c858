//go:build !js

package platform

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// downloadsDir is the folder exported games go to; tests point it elsewhere.
var downloadsDir = func() (string, error) {
	if dir := os.Getenv("XDG_DOWNLOAD_DIR"); dir != "" {
		return dir, nil
	}
	home, err := os.UserHomeDir()
	if err != nil {
		return os.TempDir(), nil
	}
	if d := filepath.Join(home, "Downloads"); isDir(d) {
		return d, nil
	}
	return home, nil
}

func isDir(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.IsDir()
}

// CanPick reports whether PickFile opens a file picker. On the desktop it does not: a game
// file is opened by dropping it on the window, or named on the command line.
const CanPick = false

// Download saves data as a file named name (mime is its type, used by the browser) and
// returns where it went: on the desktop, in the Downloads folder (or the home folder), with
// " (2)", " (3)" ... added to the name rather than replacing a file.
func Download(name, mime string, data []byte) (string, error) {
	dir, err := downloadsDir()
	if err != nil {
		return "", err
	}
	name = filepath.Base(strings.TrimSpace(name))
	if name == "" || name == "." || name == string(filepath.Separator) {
		name = "game"
	}
	ext := filepath.Ext(name)
	stem := strings.TrimSuffix(name, ext)
	for i := 1; i < 1000; i++ {
		path := filepath.Join(dir, name)
		if i > 1 {
			path = filepath.Join(dir, fmt.Sprintf("%s (%d)%s", stem, i, ext))
		}
		f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if os.IsExist(err) {
			continue
		}
		if err != nil {
			return "", err
		}
		if _, err := f.Write(data); err != nil {
			f.Close()
			return "", err
		}
		return path, f.Close()
	}
	return "", fmt.Errorf("%s: too many files of that name", filepath.Join(dir, name))
}

// PickFile asks the person for a game file and calls done with its name and contents (or an
// error) later, from another goroutine. On the desktop it has no picker and calls done with
// an error that says to drop the file on the window.
func PickFile(accept string, done func(name string, data []byte, err error)) {
	go done("", nil, fmt.Errorf("drop an SGF or JSON game file on the window to open it"))
}
