package hostile

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// hexlab train's cases (issue 58, "Trained here, on this machine's CPUs, and resumable").

// trainTiny are the settings of a run of seconds on hex:4x4: round 0 (the engine's games)
// and one round of the network's own, enough steps for a kill to land in training.
func trainTiny(dir string, more ...string) []string {
	return append([]string{"train", "--dir", dir, "--boards", "hex:4x4", "--rounds", "1", "--games", "4",
		"--playouts", "8", "--steps", "40", "--batch", "8", "--shape", "4x1", "--eval-every", "10", "--quiet"}, more...)
}

// fileSize returns the size of path, -1 if it is not there.
func fileSize(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		return -1
	}
	return st.Size()
}

// Issue 58: "checkpoints every few minutes and resumes after being killed, since a run may
// stop at any time; gives the same network for the same seed and data". A run killed outright
// (SIGKILL: nothing written at its end) once its checkpoint is on disk, and a run stopped by
// SIGINT (exit 1, saying how to go on), each resume with the same command, say so, and end
// with the network of the run that went straight through, byte for byte; nothing temporary
// is left in the folder.
func TestTrainKilledResumes(t *testing.T) {
	killedAndResumed(t, Hexlab(t), t.TempDir())
}

// killedAndResumed is TestTrainKilledResumes for the runs in base of trainTiny's settings with
// more.
func killedAndResumed(t *testing.T, b Binary, base string, more ...string) {
	t.Helper()
	tiny := func(dir string, rest ...string) []string {
		return trainTiny(dir, append(append([]string{}, more...), rest...)...)
	}
	want := filepath.Join(base, "straight.net")
	if r := b.Run(t, tiny(filepath.Join(base, "straight"), "--export", want)...); r.Code != 0 || r.MaxRSS > 200<<20 {
		t.Fatalf("the straight run: %v", r)
	}
	for _, sig := range []syscall.Signal{syscall.SIGKILL, syscall.SIGINT} {
		dir := filepath.Join(base, sig.String())
		cmd := exec.Command(b.Path, tiny(dir, "--checkpoint-every", "1ns", "--workers", "2")...)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		done := make(chan struct{})
		go func() { cmd.Wait(); close(done) }()
		// Stopped once a checkpoint is on disk: the event, not a clock.
		checkpoint := filepath.Join(dir, "checkpoint")
		for fileSize(checkpoint) <= 0 {
			select {
			case <-done:
				t.Fatalf("%v: the run ended (%v) before its first checkpoint: %s", sig, cmd.ProcessState, stderr.String())
			case <-time.After(5 * time.Millisecond):
			}
		}
		cmd.Process.Signal(sig)
		<-done
		if sig == syscall.SIGINT {
			if code := cmd.ProcessState.ExitCode(); code != 1 || !strings.Contains(stderr.String(), "hexlab train --dir "+dir+" resumes") {
				t.Errorf("SIGINT: exit %d, %q", code, stderr.String())
			}
		}
		got := filepath.Join(base, sig.String()+".net")
		r := b.Run(t, tiny(dir, "--export", got, "--workers", "1")...)
		if r.Code != 0 || !strings.Contains(r.Stderr, "resuming the run in "+dir+" from its checkpoint") {
			t.Errorf("%v, then the same command: %v", sig, r)
		}
		a, _ := os.ReadFile(want)
		c, _ := os.ReadFile(got)
		if len(a) == 0 || !bytes.Equal(a, c) {
			t.Errorf("%v and resumed: another network than the straight run's (%d and %d bytes)", sig, len(a), len(c))
		}
		if left := TempFiles(t, dir); len(left) > 0 {
			t.Errorf("%v: left behind: %q", sig, left)
		}
	}
}

// trainRun runs the smallest run in a new folder and returns the folder and its command.
func trainRun(t *testing.T, b Binary) (string, []string) {
	t.Helper()
	dir := filepath.Join(t.TempDir(), "run")
	args := []string{"train", "--dir", dir, "--boards", "hex:3x3", "--rounds", "0", "--games", "2", "--playouts", "4",
		"--steps", "2", "--batch", "4", "--shape", "4x1", "--quiet"}
	if r := b.Run(t, args...); r.Code != 0 {
		t.Fatalf("the run: %v", r)
	}
	return dir, args
}

// forgedCheckpoint returns a checkpoint file of the sections given with a right checksum: a
// file made by hand, not cut or changed by accident.
func forgedCheckpoint(sections ...[]byte) []byte {
	var f bytes.Buffer
	f.WriteString("hexlab-checkpoint 1\n")
	for _, s := range sections {
		binary.Write(&f, binary.LittleEndian, uint64(len(s)))
		f.Write(s)
	}
	sum := sha256.Sum256(f.Bytes())
	return append(f.Bytes(), sum[:]...)
}

// Issue 58: "resumes after being killed". What a run reads back from its folder is checked
// before it is believed: a checkpoint cut short or changed, one forged with a right checksum
// (a header of 2^62 bytes, a network of the largest shape that ends at once, a header that
// disagrees with its optimiser), a checkpoint that is /dev/zero, a settings.json of 2 MiB or
// of nonsense, a shard of games that is not gzip. Each is exit status 1 with a message naming
// the file, never a panic, in bounded memory.
func TestTrainForgedFolder(t *testing.T) {
	b := Hexlab(t)
	header := []byte(`{"step":0,"round":0,"rng":"AAAA","log":{"train":null,"held_out":null,"pending":{"Policy":0,"Value":0,"Top1":0,"Samples":0}},"settings":{},"elapsed_ns":0}`)
	bigNet := []byte("hexlab-network 1\nplanes 10 channels 256 blocks 40 value_hidden 256\n")
	cases := []struct {
		name, file string
		content    func(old []byte) []byte
		want       string
		memory     int64
	}{
		{"a checkpoint cut in half", "checkpoint", func(old []byte) []byte { return old[:len(old)/2] }, "checksum does not match", 64 << 20},
		{"a checkpoint with a byte changed", "checkpoint", func(old []byte) []byte {
			c := bytes.Clone(old)
			c[len(c)/3] ^= 1
			return c
		}, "checksum does not match", 64 << 20},
		{"a forged header of 2^62 bytes", "checkpoint", func([]byte) []byte {
			f := forgedCheckpoint()
			f = append(f[:20], binary.LittleEndian.AppendUint64(nil, 1<<62)...)
			f = append(f, make([]byte, 32)...)
			sum := sha256.Sum256(f)
			return append(f, sum[:]...)
		}, "claims", 64 << 20},
		{"a forged network of the largest shape that ends at once", "checkpoint", func([]byte) []byte {
			return forgedCheckpoint(header, bigNet, []byte("hexlab-adam 1\n"))
		}, "ends", 128 << 20},
		{"a forged header of no generator", "checkpoint", func(old []byte) []byte {
			return forgedCheckpoint(header, nil, nil)
		}, "checkpoint", 64 << 20},
		{"settings.json of 2 MiB", "settings.json", func([]byte) []byte { return bytes.Repeat([]byte(" "), 2<<20) }, "larger than", 64 << 20},
		{"settings.json of nonsense", "settings.json", func([]byte) []byte { return []byte(`{"version":1,"boards":["hex:0x0"]}`) }, "settings.json", 64 << 20},
		{"a shard of games that is not gzip", "games/round-000/hex-3x3-0000.jsonl.gz", func([]byte) []byte { return []byte("not gzip at all\n") }, "hex-3x3-0000.jsonl.gz", 64 << 20},
	}
	for _, c := range cases {
		dir, args := trainRun(t, b)
		path := filepath.Join(dir, c.file)
		old, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, c.content(old), 0o644); err != nil {
			t.Fatal(err)
		}
		if c.file != "checkpoint" {
			os.Remove(filepath.Join(dir, "checkpoint")) // so that the run reads its games again
		}
		r := b.Run(t, args...)
		if r.Code != 1 || !strings.Contains(r.Stderr, c.want) || strings.Contains(r.Stderr, "panic") || r.MaxRSS > c.memory {
			t.Errorf("%s: %v; want exit 1 saying %q within %d MiB", c.name, r, c.want, c.memory>>20)
		}
	}
	dir, args := trainRun(t, b)
	path := filepath.Join(dir, "checkpoint")
	os.Remove(path)
	if err := os.Symlink("/dev/zero", path); err != nil {
		t.Fatal(err)
	}
	if r := b.Run(t, args...); r.Code != 1 || !strings.Contains(r.Stderr, "not a regular file") || r.MaxRSS > 64<<20 {
		t.Errorf("a checkpoint that is /dev/zero: %v", r)
	}
}

// Issue 58: "a resumed run with different settings is refused, naming the difference", and
// bad command lines are exit 2: the folder is left as it was.
func TestTrainRefusals(t *testing.T) {
	b := Hexlab(t)
	dir, _ := trainRun(t, b)
	before, _ := os.ReadFile(filepath.Join(dir, "checkpoint"))
	r := b.Run(t, "train", "--dir", dir, "--steps", "3", "--shape", "8x1")
	if r.Code != 2 || !strings.Contains(r.Stderr, "--steps 3 (the run's is 2); --shape 8x1 (the run's is 4x1)") {
		t.Errorf("other settings: %v", r)
	}
	if after, _ := os.ReadFile(filepath.Join(dir, "checkpoint")); !bytes.Equal(before, after) {
		t.Error("a refused run changed the checkpoint")
	}
	file := filepath.Join(t.TempDir(), "file")
	os.WriteFile(file, []byte("x"), 0o644)
	for _, bad := range [][]string{
		{"train", "--dir", file},
		{"train", "--dir", dir, "--batch", "1000000"},
		{"train", "--dir", dir, "--shape", "1x99"},
		{"train", "--dir", dir, "--boards", "hex:4x4+sideways"},
		{"train", "--dir", dir, "--lr", "Inf"},
	} {
		if r := b.Run(t, bad...); r.Code != 2 || r.Stderr == "" || strings.Contains(r.Stderr, "panic") {
			t.Errorf("hexlab %s: %v", strings.Join(bad, " "), r)
		}
	}
}
