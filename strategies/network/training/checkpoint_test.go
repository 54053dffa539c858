package training

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// writeTestCheckpoint trains a tiny network a few steps and writes its checkpoint; it returns
// the file's path and bytes.
func writeTestCheckpoint(t *testing.T) (string, []byte) {
	t.Helper()
	set, err := NewSet(handRecords())
	if err != nil {
		t.Fatal(err)
	}
	tr := newTestTrainer(t, testConfig(5), 1)
	if err := tr.Train(context.Background(), set, 5, nil); err != nil {
		t.Fatal(err)
	}
	tr.Log.HeldOut = append(tr.Log.HeldOut, HeldOutPoint{Step: 5, Round: 1, Policy: 2, Value: 0.6, Top1: 0.25, Patterns: 0.5, Positions: 4})
	path := filepath.Join(t.TempDir(), "checkpoint")
	if err := WriteCheckpoint(path, tr.Checkpoint(1, []byte(`{"seed":7}`), 3*time.Second)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return path, data
}

// sealed returns a checkpoint file of the sections given, with the magic line and a right
// checksum: a forged file whose checksum holds.
func sealed(magic string, sections ...[]byte) []byte {
	var b bytes.Buffer
	b.WriteString(magic)
	for _, s := range sections {
		binary.Write(&b, binary.LittleEndian, uint64(len(s)))
		b.Write(s)
	}
	sum := sha256.Sum256(b.Bytes())
	return append(b.Bytes(), sum[:]...)
}

// sections cuts a checkpoint file into its three sections.
func sections(t *testing.T, data []byte) [3][]byte {
	t.Helper()
	var out [3][]byte
	rest := data[len(checkpointMagic) : len(data)-sha256.Size]
	for i := range out {
		n := binary.LittleEndian.Uint64(rest)
		out[i] = rest[8 : 8+n]
		rest = rest[8+n:]
	}
	return out
}

// A checkpoint cut short anywhere, or with any byte changed, is refused with a
// *CheckpointError that says so, never read as something else and never a panic.
func TestReadCheckpointRefusesCutOrChangedFiles(t *testing.T) {
	path, data := writeTestCheckpoint(t)
	if _, err := ReadCheckpoint(path); err != nil {
		t.Fatalf("the whole file: %v", err)
	}
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad")
	try := func(what string, content []byte, want string) {
		t.Helper()
		if err := os.WriteFile(bad, content, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ReadCheckpoint(bad)
		var ce *CheckpointError
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want a CheckpointError saying %q", what, err, want)
		}
	}
	for _, n := range []int{0, 1, len(checkpointMagic), len(checkpointMagic) + 40, len(data) / 2, len(data) - sha256.Size, len(data) - 1} {
		want := "checksum"
		if n < len(checkpointMagic)+3*8+sha256.Size {
			want = "cut short"
		}
		try("cut to "+strconv.Itoa(n)+" bytes", data[:n], want)
	}
	for _, at := range []int{3, len(checkpointMagic) + 2, len(checkpointMagic) + 30, len(data) / 2, len(data) - 1} {
		changed := bytes.Clone(data)
		changed[at] ^= 0x20
		try("a byte changed at "+strconv.Itoa(at), changed, "checksum")
	}
}

// A forged checkpoint whose checksum holds is still checked: another format, a section that
// claims more bytes than the file has or than a checkpoint holds, a header that does not
// agree with the optimiser, an unknown field, a bad generator state, a log past the run's
// step; each refused with what is wrong.
func TestReadCheckpointRefusesForgedFiles(t *testing.T) {
	_, data := writeTestCheckpoint(t)
	s := sections(t, data)
	header := string(s[0])
	cases := []struct {
		name string
		file []byte
		want string
	}{
		{"another magic line", sealed("hexlab-checkpoint 9\n", s[0], s[1], s[2]), "not a checkpoint"},
		{"the header says another step", sealed(checkpointMagic, []byte(strings.Replace(header, `"step":5`, `"step":6`, 1)), s[1], s[2]), "optimiser has taken 5 steps"},
		{"an unknown field", sealed(checkpointMagic, []byte(strings.Replace(header, `{"step"`, `{"extra":1,"step"`, 1)), s[1], s[2]), "unknown field"},
		{"a header of two objects", sealed(checkpointMagic, append(bytes.Clone(s[0]), []byte(" {}")...), s[1], s[2]), "goes on past"},
		{"a broken generator state", sealed(checkpointMagic, []byte(strings.Replace(header, `"rng":"`, `"rng":"AAAA`, 1)), s[1], s[2]), "generator state"},
		{"a held-out measure past the run", sealed(checkpointMagic, []byte(strings.Replace(header, `"round":1,"policy"`, `"round":9,"policy"`, 1)), s[1], s[2]), "held-out measure"},
		{"a negative round", sealed(checkpointMagic, []byte(strings.Replace(header, `"round":1,`, `"round":-1,`, 1)), s[1], s[2]), "round -1 after"},
		{"the network and optimiser swapped", sealed(checkpointMagic, s[0], s[2], s[1]), "not a network"},
		{"a network cut short", sealed(checkpointMagic, s[0], s[1][:len(s[1])-4], s[2]), "ends"},
		{"no optimiser", sealed(checkpointMagic, s[0], s[1]), "ends before its optimiser"},
		{"a fourth section", sealed(checkpointMagic, s[0], s[1], s[2], []byte("x")), "goes on past"},
	}
	// A header claiming 2^62 bytes: refused by its limit, before anything is allocated.
	huge := sealed(checkpointMagic)
	huge = append(huge[:len(checkpointMagic)], binary.LittleEndian.AppendUint64(nil, 1<<62)...)
	huge = append(huge, make([]byte, 40)...)
	sum := sha256.Sum256(huge)
	cases = append(cases, struct {
		name string
		file []byte
		want string
	}{"a header of 2^62 bytes", append(huge, sum[:]...), "claims"})
	dir := t.TempDir()
	for _, c := range cases {
		path := filepath.Join(dir, "forged")
		if err := os.WriteFile(path, c.file, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := ReadCheckpoint(path)
		var ce *CheckpointError
		if !errors.As(err, &ce) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want a CheckpointError saying %q", c.name, err, c.want)
		}
	}
	if _, err := ReadCheckpoint(dir); err == nil {
		t.Error("a folder was read as a checkpoint")
	}
	if _, err := ReadCheckpoint(filepath.Join(dir, "absent")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("an absent checkpoint: %v, want os.ErrNotExist", err)
	}
}

// A checkpoint round-trips: what is read is what was written.
func TestCheckpointRoundTrip(t *testing.T) {
	path, data := writeTestCheckpoint(t)
	c, err := ReadCheckpoint(path)
	if err != nil {
		t.Fatal(err)
	}
	again := filepath.Join(t.TempDir(), "again")
	if err := WriteCheckpoint(again, c); err != nil {
		t.Fatal(err)
	}
	if back, _ := os.ReadFile(again); !bytes.Equal(back, data) {
		t.Error("a checkpoint read and written again differs from the first")
	}
	if len(c.Log.HeldOut) != 1 || c.Log.HeldOut[0].Patterns != 0.5 || string(c.Settings) != `{"seed":7}` {
		t.Errorf("read back: held-out %+v, settings %s", c.Log.HeldOut, c.Settings)
	}
}
