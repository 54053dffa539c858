package hostile

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// hexlab train --init FILE's cases: a run that starts from a trained network (issue 58, "It
// may start from supervised data too", and training the embedded network further).

// trainInitFile makes a small trained network with the binary (a run of two steps on hex:3x3,
// exported): the shape trainTiny's runs train, 4x1.
func trainInitFile(t *testing.T, b Binary) string {
	t.Helper()
	dir, args := trainRun(t, b)
	file := filepath.Join(filepath.Dir(dir), "init.net")
	if r := b.Run(t, append(args, "--export", file)...); r.Code != 0 {
		t.Fatalf("exporting the first run's network: %v", r)
	}
	return file
}

// A run begun from an --init file, killed outright (SIGKILL) or stopped (SIGINT) once its
// checkpoint is on disk, resumes with the same command to the straight run's network, byte
// for byte, and says that it started from the file.
func TestTrainInitKilledResumes(t *testing.T) {
	b := Hexlab(t)
	file := trainInitFile(t, b)
	base := t.TempDir()
	killedAndResumed(t, b, base, "--init", file)
	r := b.Run(t, trainTiny(filepath.Join(base, "straight"), "--init", file)...)
	if r.Code != 0 || !strings.Contains(r.Stdout, "started from the network of --init "+file+" (sha256 ") {
		t.Errorf("the finished run's summary does not say what it started from: %v", r)
	}
}

// Issue 58: "a run may stop at any time". The --init file is read as a weights file is, checked
// before it is believed: a missing file, a folder, a device, a named pipe nobody writes to (not
// opened, so not waited on), /dev/zero, the shipped weights cut short or with a byte more, a
// file whose shape line names the largest network and ends at once. Each is exit 1 naming the
// file and what is wrong, never a panic, in bounded memory, and makes no run folder. The
// shipped weights with another --shape are refused, naming both shapes (exit 2).
func TestTrainInitBadFiles(t *testing.T) {
	b := Hexlab(t)
	good := shippedNetwork(t)
	dir := t.TempDir()
	write := func(name string, data []byte) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	fifo := filepath.Join(dir, "pipe.net")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	run := filepath.Join(dir, "run")
	for _, c := range []struct {
		name, file, want string
	}{
		{"missing", filepath.Join(dir, "none.net"), "no such file or directory"},
		{"a folder", dir, "not a regular file"},
		{"a device", "/dev/zero", "not a regular file"},
		{"a named pipe", fifo, "not a regular file"},
		{"cut short", write("short.net", good[:len(good)/2]), "values early"},
		{"a byte more", write("long.net", append(append([]byte{}, good...), 0)), "goes on past"},
		{"the largest shape, ending at once", write("big.net", []byte("hexlab-network 1\nplanes 10 channels 256 blocks 40 value_hidden 256\n")), "values early"},
	} {
		r := b.Run(t, "train", "--dir", run, "--init", c.file, "--quiet")
		if r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, "--init "+c.file+": ") || !strings.Contains(r.Stderr, c.want) ||
			strings.Contains(r.Stderr, "panic") || r.MaxRSS > 64<<20 {
			t.Errorf("--init %s: %v; want exit 1 naming the file and saying %q within 64 MiB", c.name, r, c.want)
		}
	}
	if _, err := os.Stat(run); err == nil {
		t.Error("a bad --init file made the run's folder")
	}
	shipped := write("hex.net", good)
	r := b.Run(t, "train", "--dir", run, "--init", shipped, "--shape", "4x1", "--quiet")
	if r.Code != 2 || !strings.Contains(r.Stderr, "--shape 4x1: the --init file "+shipped+" holds a 32x4 network") {
		t.Errorf("the shipped weights with --shape 4x1: %v", r)
	}
}

// Issue 58: "resumes after being killed". A run resumed after its --init file has changed is
// refused (exit 1), naming the file and both checksums, and leaves its checkpoint as it was.
func TestTrainInitChanged(t *testing.T) {
	b := Hexlab(t)
	file := trainInitFile(t, b)
	dir := filepath.Join(t.TempDir(), "run")
	args := []string{"train", "--dir", dir, "--init", file, "--boards", "hex:3x3", "--rounds", "0", "--games", "2",
		"--playouts", "4", "--steps", "2", "--batch", "4", "--quiet"}
	if r := b.Run(t, args...); r.Code != 0 {
		t.Fatalf("the run: %v", r)
	}
	before, _ := os.ReadFile(filepath.Join(dir, "checkpoint"))
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	data[len(data)-1] ^= 0x80 // the last parameter's sign: a file that still reads
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, again := range [][]string{args, {"train", "--dir", dir}} {
		r := b.Run(t, again...)
		if r.Code != 1 || !strings.Contains(r.Stderr, "--init "+file+" has changed since the run in "+dir+" began from it: its SHA-256 is ") ||
			!strings.Contains(r.Stderr, "the run's settings record ") || strings.Contains(r.Stderr, "panic") {
			t.Errorf("hexlab %s with the file changed: %v", strings.Join(again[1:], " "), r)
		}
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "checkpoint")); len(before) == 0 || string(before) != string(after) {
		t.Error("a refused run changed the checkpoint")
	}
}
