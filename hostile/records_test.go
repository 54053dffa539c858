package hostile

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// The training records' cases (issue 58, "Trained here, on this machine's CPUs, and
// resumable": a run reads its games back from its folder, strategies/network/training's
// record files). A shard of games forged in a run's folder is read by the real binary when the
// run resumes: each is exit status 1 with a message that names the file, the line and what is
// wrong, never a panic, in bounded memory, and never a hang.

// recordsShard is the first shard of games of the run trainRun (train_test.go) makes.
const recordsShard = "games/round-000/hex-3x3-0000.jsonl.gz"

// gzipLines returns lines gzip'd, each ended by a newline.
func gzipLines(lines ...string) []byte {
	var buf bytes.Buffer
	z := gzip.NewWriter(&buf)
	for _, l := range lines {
		z.Write([]byte(l + "\n"))
	}
	z.Close()
	return buf.Bytes()
}

// gzipSpaces returns one line of n spaces, gzip'd (about n/1000 bytes).
func gzipSpaces(n int) []byte {
	var buf bytes.Buffer
	z, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	chunk := bytes.Repeat([]byte(" "), 1<<20)
	for n > 0 {
		k := min(n, len(chunk))
		z.Write(chunk[:k])
		n -= k
	}
	z.Close()
	return buf.Bytes()
}

// record3x3 is a valid record of hex:3x3 with the fields given in place of its own.
func record3x3(fields map[string]string) string {
	parts := []string{}
	for _, k := range []string{"board", "red", "blue", "to_move", "policy", "winner", "game", "source"} {
		v, ok := fields[k]
		if !ok {
			v = map[string]string{"board": `"hex:3x3"`, "red": `[4]`, "blue": `[]`, "to_move": `"blue"`,
				"policy": `[[0,1]]`, "winner": `"red"`, "game": `"g"`, "source": `"selfplay"`}[k]
		}
		parts = append(parts, `"`+k+`":`+v)
	}
	return "{" + strings.Join(parts, ",") + "}"
}

// Issue 58: "checkpoints every few minutes and resumes after being killed": what the run
// reads back of its games is checked record by record. A stone off the board, a policy on a
// stone or summing to a half, a finished position, a field no record has, a file cut short,
// a line of 256 MiB of spaces (4 GiB in the long part) and a shard that is /dev/zero or a
// named pipe are each refused, naming the shard (and the line), within 64 MiB.
func TestTrainForgedRecords(t *testing.T) {
	b := Hexlab(t)
	dir, args := trainRun(t, b)
	shard := filepath.Join(dir, recordsShard)
	good, err := os.ReadFile(shard)
	if err != nil {
		t.Fatal(err)
	}
	valid := record3x3(nil)
	spaces := 256 << 20
	if *long {
		spaces = 4 << 30
	}
	cases := []struct {
		name    string
		content []byte
		want    string
	}{
		{"a stone off the board", gzipLines(valid, record3x3(map[string]string{"red": "[9]"})), "line 2: red stone 9: not a cell of hex:3x3"},
		{"a policy on a stone", gzipLines(record3x3(map[string]string{"policy": "[[4,1]]"})), "line 1: policy cell 4 (b2) holds a red stone"},
		{"shares summing to a half", gzipLines(valid, valid, record3x3(map[string]string{"policy": "[[0,0.25],[1,0.25]]"})), "line 3: policy: the shares sum to 0.5"},
		{"a finished position", gzipLines(record3x3(map[string]string{"red": "[1,4,7]"})), "line 1: the position is over"},
		{"a field no record has", gzipLines(record3x3(map[string]string{"source": `"selfplay","value":2`})), `line 1: not a record: json: unknown field "value"`},
		{"a file cut short", good[:len(good)-10], recordsShard},
		{"a line of spaces", gzipSpaces(spaces), "line 1: longer than 65536 bytes"},
	}
	run := func(name, want string) {
		t.Helper()
		os.Remove(filepath.Join(dir, "checkpoint")) // so that the run reads its games again
		r := b.Run(t, args...)
		if r.Code != 1 || !strings.Contains(r.Stderr, filepath.Base(recordsShard)) || !strings.Contains(r.Stderr, want) ||
			strings.Contains(r.Stderr, "panic") || r.MaxRSS > 64<<20 {
			t.Errorf("%s: %v; want exit 1 naming the shard and saying %q within 64 MiB", name, r, want)
		}
	}
	for _, c := range cases {
		if err := os.WriteFile(shard, c.content, 0o644); err != nil {
			t.Fatal(err)
		}
		run(c.name, c.want)
	}
	os.Remove(shard)
	if err := os.Symlink("/dev/zero", shard); err != nil {
		t.Fatal(err)
	}
	run("a shard that is /dev/zero", "not a regular file")
	os.Remove(shard)
	if err := syscall.Mkfifo(shard, 0o644); err != nil {
		t.Fatal(err)
	}
	run("a shard that is a named pipe", "not a regular file")
	if left := TempFiles(t, dir); len(left) > 0 {
		t.Errorf("temporary files left: %v", left)
	}
}
