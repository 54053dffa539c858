package safefile

import (
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A write that fails half-way leaves the old file as it was and no temporary file behind.
func TestWriteFailureKeepsOldFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "results.json")
	if err := os.WriteFile(path, []byte("old results"), 0o644); err != nil {
		t.Fatal(err)
	}
	boom := errors.New("disk full")
	err := Write(path, func(w io.Writer) error {
		w.Write([]byte(strings.Repeat("new ", 100000)))
		return boom
	})
	if !errors.Is(err, boom) {
		t.Fatalf("Write returned %v, want the writer's error", err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "old results" {
		t.Fatalf("the old file now holds %d bytes %.20q, want it untouched", len(got), got)
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Fatalf("the folder holds %d files after a failed write, want only the old one", len(entries))
	}
}

// A successful write replaces the file whole, readable by others.
func TestWriteReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.csv")
	os.WriteFile(path, []byte("a much longer old content than the new one"), 0o644)
	if err := WriteBytes(path, []byte("new")); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	if string(got) != "new" {
		t.Fatalf("file holds %q, want %q", got, "new")
	}
	st, _ := os.Stat(path)
	if st.Mode().Perm() != 0o644 {
		t.Fatalf("mode %v, want 0644", st.Mode().Perm())
	}
}

// Write into a folder that does not exist fails and creates nothing.
func TestWriteMissingFolder(t *testing.T) {
	path := filepath.Join(t.TempDir(), "no", "such", "file")
	if err := WriteBytes(path, []byte("x")); err == nil {
		t.Fatal("Write into a missing folder succeeded")
	}
}

func TestReadLimit(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "f")
	os.WriteFile(path, []byte("12345"), 0o644)
	for _, tc := range []struct {
		limit int64
		ok    bool
	}{{5, true}, {6, true}, {4, false}, {0, false}} {
		data, err := Read(path, tc.limit)
		var tl *TooLargeError
		switch {
		case tc.ok && (err != nil || string(data) != "12345"):
			t.Errorf("limit %d: got %q, %v; want the file", tc.limit, data, err)
		case !tc.ok && !errors.As(err, &tl):
			t.Errorf("limit %d: got %q, %v; want a TooLargeError", tc.limit, data, err)
		}
	}
}

// An endless file is refused after limit+1 bytes.
func TestReadEndless(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	_, err := Read("/dev/zero", 1<<20)
	var tl *TooLargeError
	if !errors.As(err, &tl) {
		t.Fatalf("Read(/dev/zero) = %v, want a TooLargeError", err)
	}
	if !strings.Contains(err.Error(), "1 MiB") {
		t.Fatalf("message %q does not name the limit", err)
	}
}

func TestSize(t *testing.T) {
	for n, want := range map[int64]string{0: "0 bytes", 1023: "1023 bytes", 1024: "1 KiB", 16 << 20: "16 MiB", 3 << 29: "1.5 GiB"} {
		if got := Size(n); got != want {
			t.Errorf("Size(%d) = %q, want %q", n, got, want)
		}
	}
}

// A write whose writer panics leaves no temporary file behind and the old file as it was;
// the panic goes on to the caller.
func TestWritePanicLeavesNoTemporaryFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "proof.txt")
	if err := os.WriteFile(path, []byte("old proof"), 0o644); err != nil {
		t.Fatal(err)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("the writer's panic did not reach the caller")
			}
		}()
		Write(path, func(w io.Writer) error {
			w.Write([]byte(strings.Repeat("half a proof ", 100000)))
			panic("the writer failed")
		})
	}()
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		var names []string
		for _, e := range entries {
			names = append(names, e.Name())
		}
		t.Fatalf("the folder holds %v after a panic, want only the old file", names)
	}
	if got, _ := os.ReadFile(path); string(got) != "old proof" {
		t.Errorf("the old file now holds %.20q", got)
	}
}
