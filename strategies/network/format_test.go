package network

import (
	"bytes"
	"encoding/binary"
	"math"
	"runtime"
	"strings"
	"testing"
)

func TestWeightsRoundTrip(t *testing.T) {
	n, _ := New(Shape{Channels: 6, Blocks: 2, ValueHidden: 5}, 9)
	var buf bytes.Buffer
	if err := n.Write(&buf); err != nil {
		t.Fatal(err)
	}
	back, err := Read(bytes.NewReader(buf.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if !Equal(n, back) || back.Checksum() != n.Checksum() {
		t.Fatal("the network read back differs from the one written")
	}
	other, _ := New(Shape{Channels: 6, Blocks: 2, ValueHidden: 5}, 10)
	if Equal(n, other) || other.Checksum() == n.Checksum() {
		t.Fatal("two seeds gave the same network")
	}
	same, _ := New(Shape{Channels: 6, Blocks: 2, ValueHidden: 5}, 9)
	if !Equal(n, same) {
		t.Fatal("one seed gave two networks")
	}
}

func TestReadRefusesBadFiles(t *testing.T) {
	n, _ := New(Shape{Channels: 2, Blocks: 1, ValueHidden: 2}, 1)
	var buf bytes.Buffer
	n.Write(&buf)
	good := buf.Bytes()
	head := strings.Index(string(good), "value_hidden 2\n") + len("value_hidden 2\n")
	nan := append([]byte(nil), good...)
	binary.LittleEndian.PutUint32(nan[head+8:], math.Float32bits(float32(math.NaN())))
	cases := []struct {
		name, file, want string
	}{
		{"empty", "", "not a network's weights file"},
		{"another file", "hexlab-adam 1\n", "not a network's weights file"},
		{"no shape line end", "hexlab-network 1\nplanes 10 channels 2", "ends in its shape line"},
		{"endless shape line", "hexlab-network 1\n" + strings.Repeat("x", 1000), "longer than"},
		{"garbled shape", "hexlab-network 1\nplanes ten\n", "is not"},
		{"trailing words", "hexlab-network 1\nplanes 10 channels 2 blocks 1 value_hidden 2 extra\n", "is not"},
		{"other planes", "hexlab-network 1\nplanes 11 channels 2 blocks 1 value_hidden 2\n", "11 input planes"},
		{"huge shape", "hexlab-network 1\nplanes 10 channels 100000 blocks 1 value_hidden 2\n", "100000 channels"},
		{"negative blocks", "hexlab-network 1\nplanes 10 channels 2 blocks -1 value_hidden 2\n", "-1 blocks"},
		{"truncated", string(good[:len(good)-3]), "ends"},
		{"trailing byte", string(good) + "x", "goes on past"},
		{"a NaN", string(nan), "NaN"},
	}
	for _, c := range cases {
		_, err := Read(strings.NewReader(c.file))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

func TestAdamRoundTrip(t *testing.T) {
	n, _ := New(Shape{Channels: 2, Blocks: 1, ValueHidden: 2}, 1)
	a := NewAdam(n)
	grad := make([]float32, len(n.Params()))
	for i := range grad {
		grad[i] = float32(i%7) - 3
	}
	a.Step(n, grad, 2, 0.01)
	var buf bytes.Buffer
	if err := a.Write(&buf); err != nil {
		t.Fatal(err)
	}
	b, err := ReadAdam(bytes.NewReader(buf.Bytes()), n)
	if err != nil {
		t.Fatal(err)
	}
	// The same next step from both.
	m := n.Clone()
	a.Step(n, grad, 2, 0.01)
	b.Step(m, grad, 2, 0.01)
	if !Equal(n, m) || b.Steps() != 2 {
		t.Fatal("an optimiser read back steps differently")
	}
	other, _ := New(Shape{Channels: 3, Blocks: 1, ValueHidden: 2}, 1)
	if _, err := ReadAdam(bytes.NewReader(buf.Bytes()), other); err == nil || !strings.Contains(err.Error(), "parameters") {
		t.Errorf("an optimiser of another network: %v", err)
	}
	if _, err := ReadAdam(bytes.NewReader(buf.Bytes()[:buf.Len()-1]), n); err == nil {
		t.Error("a truncated optimiser was read")
	}
}

func FuzzRead(f *testing.F) {
	n, _ := New(Shape{Channels: 2, Blocks: 1, ValueHidden: 2}, 1)
	var buf bytes.Buffer
	n.Write(&buf)
	f.Add(buf.Bytes())
	f.Add([]byte("hexlab-network 1\nplanes 10 channels 1 blocks 0 value_hidden 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		n, err := Read(bytes.NewReader(data))
		if err != nil {
			return
		}
		var out bytes.Buffer
		n.Write(&out)
		if !bytes.Equal(out.Bytes(), data) {
			t.Fatal("a file read differs from its network written")
		}
	})
}

// TestReadSizesByTheFile checks that a file naming a large shape but holding few weights is
// refused without the large shape's memory, and says how many values are missing.
func TestReadSizesByTheFile(t *testing.T) {
	for _, s := range []Shape{{1, 0, 1}, {3, 2, 5}, DefaultShape()} {
		n, _ := New(s, 1)
		if got := paramCount(s); got != len(n.Params()) {
			t.Fatalf("%v: paramCount %d, the network has %d", s, got, len(n.Params()))
		}
		var buf bytes.Buffer
		n.Write(&buf)
		_, err := Read(bytes.NewReader(buf.Bytes()[:buf.Len()-8]))
		if err == nil || !strings.Contains(err.Error(), "ends 2 values early") {
			t.Errorf("%v: a file two values short: %v", s, err)
		}
	}
	forged := "hexlab-network 1\nplanes 10 channels 256 blocks 40 value_hidden 256\n"
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	_, err := Read(strings.NewReader(forged))
	runtime.ReadMemStats(&after)
	if err == nil {
		t.Fatal("a header alone was read as a network")
	}
	if grown := after.TotalAlloc - before.TotalAlloc; grown > 1<<20 {
		t.Fatalf("a %d-byte file naming the largest shape allocated %d bytes", len(forged), grown)
	}
}
