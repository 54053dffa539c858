//go:build !js

package platform

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/hexlab/hexlab/internal/safefile"
)

// configDir is where the desktop app keeps its files; tests point it elsewhere.
var configDir = func() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("no folder for settings: %w", err)
	}
	return filepath.Join(dir, "hexlab"), nil
}

// Framed reports whether the app is shown in a frame of another page, which only a browser
// page can be: the desktop app never is.
func Framed() bool { return false }

// StoragePath returns the file that keeps the data of key: os.UserConfigDir()/hexlab/KEY.json.
func StoragePath(key string) (string, error) {
	if key == "" || strings.ContainsAny(key, `/\`) || strings.HasPrefix(key, ".") {
		return "", fmt.Errorf("storage key %q: expected a plain name", key)
	}
	dir, err := configDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, key+".json"), nil
}

// Load returns the data kept under key, or nil and no error when nothing is kept.
func Load(key string) ([]byte, error) {
	path, err := StoragePath(key)
	if err != nil {
		return nil, err
	}
	data, err := safefile.Read(path, safefile.DefaultLimit)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	return data, err
}

// Store keeps data under key, replacing what was there. The file is written beside its
// final name and renamed into place, so a crash never leaves half a game behind.
func Store(key string, data []byte) error {
	path, err := StoragePath(key)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return safefile.WriteBytes(path, data)
}
