package e2e

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
)

// wasmSizeClaim is how the README states a program's size: "`board.wasm`, ...: 16.8 MB, 2.87
// MB as brotli".
var wasmSizeClaim = regexp.MustCompile("`(\\w+\\.wasm)`[^`;]*?:\\s+([0-9.]+)\\s+MB,\\s+([0-9.]+)\\s+MB\\s+as\\s+brotli")

// TestReadmeWasmSizes checks the sizes the README gives for the site's programs against dist/
// as `make dist` built it: each within a tenth of the file's size and of its .br's.
func TestReadmeWasmSizes(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	claims := wasmSizeClaim.FindAllStringSubmatch(string(readme), -1)
	if len(claims) < 2 {
		t.Fatalf("the README states the sizes of %d programs, want board.wasm's and worker.wasm's (as %s)", len(claims), wasmSizeClaim)
	}
	for _, c := range claims {
		for i, ext := range []string{"", ".br"} {
			path := filepath.Join(root, "dist", c[1]+ext)
			st, err := os.Stat(path)
			if err != nil {
				t.Fatalf("%v: run `make dist` first", err)
			}
			said, _ := strconv.ParseFloat(c[2+i], 64)
			if real := float64(st.Size()) / 1e6; said < real*0.9 || said > real*1.1 {
				t.Errorf("the README says %s is %s MB; dist/%s%s is %.2f MB", c[1]+ext, c[2+i], c[1], ext, real)
			}
		}
	}
}
