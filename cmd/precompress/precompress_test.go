package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestPrecompressRoundTrips checks that FILE.gz and FILE.br decompress to FILE, that brotli
// is the smaller on a program-like input, and that nothing else is left in the folder.
func TestPrecompressRoundTrips(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "board.wasm")
	var data bytes.Buffer
	for i := range 20000 {
		data.WriteString("func" + strings.Repeat("x", i%37) + "(a, b int) int { return a*b + 7 }\n")
	}
	if err := os.WriteFile(path, data.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errs bytes.Buffer
	if code := run([]string{path}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	gz, err := os.Open(path + ".gz")
	if err != nil {
		t.Fatal(err)
	}
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	if err != nil {
		t.Fatal(err)
	}
	fromGzip, err := io.ReadAll(zr)
	if err != nil || !bytes.Equal(fromGzip, data.Bytes()) {
		t.Errorf("board.wasm.gz does not decompress to board.wasm (%v)", err)
	}
	br, err := os.Open(path + ".br")
	if err != nil {
		t.Fatal(err)
	}
	defer br.Close()
	fromBrotli, err := io.ReadAll(brotli.NewReader(br))
	if err != nil || !bytes.Equal(fromBrotli, data.Bytes()) {
		t.Errorf("board.wasm.br does not decompress to board.wasm (%v)", err)
	}
	gzInfo, _ := os.Stat(path + ".gz")
	brInfo, _ := os.Stat(path + ".br")
	if brInfo.Size() >= gzInfo.Size() {
		t.Errorf("brotli %d bytes, gzip %d: brotli should be the smaller", brInfo.Size(), gzInfo.Size())
	}
	if !strings.Contains(out.String(), "board.wasm.br") {
		t.Errorf("the sizes printed do not name board.wasm.br:\n%s", out.String())
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 3 {
		t.Errorf("the folder holds %d files, want board.wasm and its .gz and .br", len(entries))
	}
}

// TestPrecompressRefuses checks the exit statuses: 2 with no file, 1 for a file that cannot
// be read (named in the message, nothing written), and the other files still compressed.
func TestPrecompressRefuses(t *testing.T) {
	var out, errs bytes.Buffer
	if code := run(nil, &out, &errs); code != 2 || !strings.Contains(errs.String(), "expected the files") {
		t.Errorf("no file: exit %d, %q", code, errs.String())
	}
	dir := t.TempDir()
	good := filepath.Join(dir, "good.wasm")
	os.WriteFile(good, []byte("\x00asm"), 0o644)
	missing := filepath.Join(dir, "missing.wasm")
	errs.Reset()
	if code := run([]string{missing, good}, &out, &errs); code != 1 || !strings.Contains(errs.String(), "missing.wasm") {
		t.Errorf("a missing file: exit %d, %q", code, errs.String())
	}
	if _, err := os.Stat(missing + ".gz"); err == nil {
		t.Error("a .gz was written for a file that does not exist")
	}
	if _, err := os.Stat(good + ".br"); err != nil {
		t.Errorf("the readable file was not compressed: %v", err)
	}
}
