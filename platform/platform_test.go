//go:build !js

package platform

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func useDirs(t *testing.T) (config, downloads string) {
	config, downloads = t.TempDir(), t.TempDir()
	oldC, oldD := configDir, downloadsDir
	configDir = func() (string, error) { return filepath.Join(config, "hexlab"), nil }
	downloadsDir = func() (string, error) { return downloads, nil }
	t.Cleanup(func() { configDir, downloadsDir = oldC, oldD })
	return config, downloads
}

func TestStoreLoad(t *testing.T) {
	config, _ := useDirs(t)
	if data, err := Load("game"); data != nil || err != nil {
		t.Errorf("nothing kept: %q %v", data, err)
	}
	for _, want := range []string{`{"version":1}`, "second"} {
		if err := Store("game", []byte(want)); err != nil {
			t.Fatal(err)
		}
		if data, err := Load("game"); string(data) != want || err != nil {
			t.Errorf("Load = %q, %v; want %q", data, err, want)
		}
	}
	if _, err := os.Stat(filepath.Join(config, "hexlab", "game.json")); err != nil {
		t.Errorf("not kept where documented: %v", err)
	}
	entries, _ := os.ReadDir(filepath.Join(config, "hexlab"))
	if len(entries) != 1 {
		t.Errorf("left-over files: %v", entries)
	}
	for _, bad := range []string{"", "../x", "a/b", ".hidden"} {
		if err := Store(bad, nil); err == nil {
			t.Errorf("Store(%q) accepted the key", bad)
		}
	}
}

func TestDownload(t *testing.T) {
	_, downloads := useDirs(t)
	first, err := Download("game.sgf", "application/x-go-sgf", []byte("(;GM[11])"))
	if err != nil || first != filepath.Join(downloads, "game.sgf") {
		t.Fatalf("Download = %q, %v", first, err)
	}
	second, err := Download("../game.sgf", "application/x-go-sgf", []byte("two"))
	if err != nil || second != filepath.Join(downloads, "game (2).sgf") {
		t.Fatalf("a second download = %q, %v", second, err)
	}
	if data, _ := os.ReadFile(first); string(data) != "(;GM[11])" {
		t.Errorf("the first file was replaced: %q", data)
	}
	done := make(chan error, 1)
	PickFile(".sgf", func(_ string, _ []byte, err error) { done <- err })
	if err := <-done; err == nil || !strings.Contains(err.Error(), "drop") {
		t.Errorf("PickFile on the desktop: %v", err)
	}
}
