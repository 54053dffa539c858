package static

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

func site(t *testing.T) string {
	dir := t.TempDir()
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("\x00asm-module"))
	zw.Close()
	var br bytes.Buffer
	bw := brotli.NewWriter(&br)
	bw.Write([]byte("\x00asm-module"))
	bw.Close()
	files := map[string][]byte{
		"board.wasm":     []byte("\x00asm-module"),
		"board.wasm.gz":  gz.Bytes(),
		"board.wasm.br":  br.Bytes(),
		"worker.wasm":    []byte("\x00asm-worker"),
		"worker.wasm.gz": gz.Bytes(),
		"index.html":     []byte("<p>home</p>"),
		"wasm_exec.js":   []byte("// js"),
	}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func get(t *testing.T, h http.Handler, url, encoding string) *http.Response {
	req := httptest.NewRequest("GET", url, nil)
	if encoding != "" {
		req.Header.Set("Accept-Encoding", encoding)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Result()
}

func TestWasmGzip(t *testing.T) {
	h := Handler(site(t))
	resp := get(t, h, "/board.wasm", "gzip, deflate")
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "application/wasm" || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("got %d, type %q, encoding %q", resp.StatusCode, resp.Header.Get("Content-Type"), resp.Header.Get("Content-Encoding"))
	}
	zr, err := gzip.NewReader(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(zr)
	if string(body) != "\x00asm-module" {
		t.Errorf("decompressed body %q", body)
	}
}

func TestWasmPlain(t *testing.T) {
	h := Handler(site(t))
	for _, enc := range []string{"", "identity", "gzip;q=0"} {
		resp := get(t, h, "/board.wasm", enc)
		body, _ := io.ReadAll(resp.Body)
		if resp.Header.Get("Content-Encoding") != "" || string(body) != "\x00asm-module" || resp.Header.Get("Content-Type") != "application/wasm" {
			t.Errorf("Accept-Encoding %q: encoding %q, type %q, body %q", enc, resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Type"), body)
		}
	}
}

func TestIndexAndMissing(t *testing.T) {
	h := Handler(site(t))
	resp := get(t, h, "/", "gzip")
	body, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 || string(body) != "<p>home</p>" {
		t.Errorf("/: %d %q", resp.StatusCode, body)
	}
	if resp := get(t, h, "/nothing.html", "gzip"); resp.StatusCode != 404 {
		t.Errorf("/nothing.html: %d, want 404", resp.StatusCode)
	}
	if resp := get(t, h, "/../../etc/passwd", ""); resp.StatusCode != 404 {
		t.Errorf("path outside the directory: %d, want 404", resp.StatusCode)
	}
	if ct := get(t, h, "/wasm_exec.js", "").Header.Get("Content-Type"); ct != "text/javascript; charset=utf-8" {
		t.Errorf("wasm_exec.js served as %q", ct)
	}
}

// TestEncodingNegotiated checks which form of board.wasm each Accept-Encoding gets: brotli
// where it is accepted (and wanted no less than gzip), gzip where only that is, the file
// itself otherwise; a file with only a .gz gets gzip even from a browser that prefers br. Each
// answer names its coding, keeps the .wasm content type and varies by Accept-Encoding.
func TestEncodingNegotiated(t *testing.T) {
	h := Handler(site(t))
	for _, c := range []struct{ path, accept, want string }{
		{"/board.wasm", "gzip, deflate, br, zstd", "br"},
		{"/board.wasm", "br", "br"},
		{"/board.wasm", "BR;q=1.0", "br"},
		{"/board.wasm", "*", "br"},
		{"/board.wasm", "gzip", "gzip"},
		{"/board.wasm", "br;q=0, gzip", "gzip"},
		{"/board.wasm", "br;q=0.5, gzip;q=0.8", "gzip"},
		{"/board.wasm", "gzip;q=0.5, br;q=0.5", "br"},
		{"/board.wasm", "*;q=0, gzip", "gzip"},
		{"/board.wasm", "br;q=x", ""},
		{"/board.wasm", "identity", ""},
		{"/board.wasm", "", ""},
		{"/worker.wasm", "gzip, deflate, br", "gzip"},
		{"/worker.wasm", "br", ""},
	} {
		resp := get(t, h, c.path, c.accept)
		if got := resp.Header.Get("Content-Encoding"); got != c.want || resp.StatusCode != 200 {
			t.Errorf("%s with Accept-Encoding %q: %d, Content-Encoding %q, want %q", c.path, c.accept, resp.StatusCode, got, c.want)
		}
		if ct := resp.Header.Get("Content-Type"); ct != "application/wasm" {
			t.Errorf("%s with Accept-Encoding %q: Content-Type %q", c.path, c.accept, ct)
		}
		if v := resp.Header.Get("Vary"); v != "Accept-Encoding" {
			t.Errorf("%s with Accept-Encoding %q: Vary %q", c.path, c.accept, v)
		}
	}
	resp := get(t, h, "/board.wasm", "br")
	body, err := io.ReadAll(brotli.NewReader(resp.Body))
	if err != nil || string(body) != "\x00asm-module" {
		t.Errorf("the brotli body decompresses to %q (%v)", body, err)
	}
}
