package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// TestPrecompressKeepsWhatHolds checks that a second run keeps the compressed files that still
// decompress to the file (it does not write them again), and writes again those of a file that
// changed, or a compressed file that does not decompress to it.
func TestPrecompressKeepsWhatHolds(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "page.js")
	os.WriteFile(path, []byte(strings.Repeat("console.log('hexlab');\n", 50)), 0o644)
	var out, errs bytes.Buffer
	if code := run([]string{path}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	// Mark both compressed files as old, so that a rewrite shows in their times.
	old := time.Now().Add(-time.Hour).Truncate(time.Second)
	for _, ext := range []string{".gz", ".br"} {
		os.Chtimes(path+ext, old, old)
	}
	if code := run([]string{path}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	for _, ext := range []string{".gz", ".br"} {
		if st, _ := os.Stat(path + ext); !st.ModTime().Equal(old) {
			t.Errorf("page.js%s was written again though it holds page.js", ext)
		}
	}
	os.WriteFile(path+".br", []byte("not brotli"), 0o644)
	os.WriteFile(path, []byte("console.log('changed');\n"), 0o644)
	if code := run([]string{path}, &out, &errs); code != 0 {
		t.Fatalf("exit %d: %s", code, errs.String())
	}
	br, _ := os.Open(path + ".br")
	defer br.Close()
	got, err := io.ReadAll(brotli.NewReader(br))
	if err != nil || string(got) != "console.log('changed');\n" {
		t.Errorf("page.js.br holds %q (%v) after page.js changed", got, err)
	}
	gz, _ := os.Open(path + ".gz")
	defer gz.Close()
	zr, err := gzip.NewReader(gz)
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := io.ReadAll(zr); string(got) != "console.log('changed');\n" {
		t.Errorf("page.js.gz holds %q after page.js changed", got)
	}
}
