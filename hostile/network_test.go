package hostile

import (
	"bytes"
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Issue 58: "the final weights go into assets/ with a checksum"; hexlab policy --network
// reads a weights file the user names. Every file below, cut short or changed, is refused
// with exit status 1 and a message that names the file and what is wrong, never a panic and
// never a policy, within networkBound of memory; the weights Hexlab ships, and a file of the
// largest shape Read accepts (long part), are read.

// networkBound is the peak memory hexlab policy may take on a file that names a shape and
// ends early: the Go runtime and the binary, and the parameters' memory, which the kernel
// gives untouched (a file that names the largest shape, 147 MB of parameters, took 49 MB).
const networkBound = 100 << 20

// shippedNetwork returns the weights Hexlab embeds, the file all the cases below start from.
func shippedNetwork(t *testing.T) []byte {
	t.Helper()
	data, err := os.ReadFile("../assets/weights/hex.net")
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// paramsStart returns where the parameters of a weights file begin: after its second line.
func paramsStart(t *testing.T, data []byte) int {
	t.Helper()
	first := bytes.IndexByte(data, '\n')
	second := bytes.IndexByte(data[first+1:], '\n')
	if first < 0 || second < 0 {
		t.Fatalf("the shipped weights do not start with two lines: %q", data[:min(len(data), 80)])
	}
	return first + 1 + second + 1
}

// withParams returns data with every parameter set to x.
func withParams(t *testing.T, data []byte, x float32) []byte {
	out := append([]byte(nil), data...)
	for i := paramsStart(t, data); i+4 <= len(out); i += 4 {
		binary.LittleEndian.PutUint32(out[i:], math.Float32bits(x))
	}
	return out
}

// TestPolicyNetworkFiles gives hexlab policy --network each broken weights file.
func TestPolicyNetworkFiles(t *testing.T) {
	b := Hexlab(t)
	good := shippedNetwork(t)
	start := paramsStart(t, good)
	header := string(good[:start])
	nan := append([]byte(nil), good...)
	binary.LittleEndian.PutUint32(nan[start+4*1000:], math.Float32bits(float32(math.NaN())))
	inf := append([]byte(nil), good...)
	binary.LittleEndian.PutUint32(inf[len(inf)-4:], math.Float32bits(float32(math.Inf(-1))))
	cases := []struct {
		name string
		data []byte
		want string // a regular expression the message must match
	}{
		{"empty", nil, "not a network's weights file"},
		{"one byte", good[:1], "not a network's weights file"},
		{"cut in the first line", good[:7], "not a network's weights file"},
		{"cut in the shape line", good[:start-10], "ends in its shape line"},
		{"cut after the shape line", good[:start], `ends \d+ values early`},
		{"cut after one parameter", good[:start+4], `ends \d+ values early`},
		{"cut in a parameter", good[:start+4*100+2], `ends \d+ values early`},
		{"cut in the middle", good[:len(good)/2], `ends \d+ values early`},
		{"the last byte cut", good[:len(good)-1], `ends \d+ values early`},
		{"a byte more", append(append([]byte(nil), good...), 0), "goes on past"},
		{"a newline more", append(append([]byte(nil), good...), '\n'), "goes on past"},
		{"twice over", append(append([]byte(nil), good...), good...), "goes on past"},
		{"another magic", append([]byte("hexlab-network 2\n"), good[len("hexlab-network 1\n"):]...), "not a network's weights file"},
		{"a NaN parameter", nan, "parameter 1000 is NaN"},
		{"an infinite parameter", inf, `parameter \d+ is -Inf`},
		{"finite parameters that overflow", withParams(t, good, 1e30), "not a policy"},
		{"another number of planes", []byte(strings.Replace(header, "planes 10", "planes 11", 1)), "11 input planes"},
		{"no channels", []byte(strings.Replace(header, "channels 32", "channels 0", 1)), "0 channels"},
		{"negative blocks", []byte(strings.Replace(header, "blocks 4", "blocks -4", 1)), "-4 blocks"},
		{"a shape past the limits", []byte(strings.Replace(header, "channels 32", "channels 100000000", 1)), "100000000 channels"},
		{"a number past int64", []byte(strings.Replace(header, "channels 32", "channels 99999999999999999999999", 1)), "the shape line"},
		{"a shape line with more", []byte(strings.Replace(header, "value_hidden 32", "value_hidden 32 extra 1", 1)), "the shape line"},
		{"a shape line of spaces", []byte("hexlab-network 1\n" + strings.Repeat(" ", 1<<20)), "longer than 128 bytes"},
		{"the largest shape, no parameters", []byte("hexlab-network 1\nplanes 10 channels 256 blocks 40 value_hidden 256\n"), `ends \d+ values early`},
		{"the largest shape, 16 MiB of zeros", append([]byte("hexlab-network 1\nplanes 10 channels 256 blocks 40 value_hidden 256\n"), make([]byte, 16<<20)...), `ends \d+ values early`},
		{"16 MiB of zeros", make([]byte, 16<<20), "not a network's weights file"},
		{"a game file", []byte("(;FF[4]GM[11]SZ[11];B[f6])"), "not a network's weights file"},
	}
	dir := t.TempDir()
	var peak Result
	peakName := ""
	for _, c := range cases {
		file := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".net")
		if err := os.WriteFile(file, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		r := b.Run(t, "policy", "--board", "hex:11x11", "--moves", "f6", "--network", file)
		if r.Code != 1 || r.Stdout != "" || !strings.HasPrefix(r.Stderr, "hexlab policy: ") || strings.Contains(r.Stderr, "panic") ||
			!regexp.MustCompile(c.want).MatchString(r.Stderr) {
			t.Errorf("%s: %v; want exit 1 and a message matching %q", c.name, r, c.want)
		}
		if !strings.Contains(r.Stderr, file) {
			t.Errorf("%s: the message does not name the file: %q", c.name, r.Stderr)
		}
		if r.MaxRSS > networkBound {
			t.Errorf("%s: took %d MiB, more than %d", c.name, r.MaxRSS>>20, networkBound>>20)
		}
		if r.MaxRSS > peak.MaxRSS {
			peak, peakName = r, c.name
		}
	}
	t.Logf("the most memory a broken file took: %d MiB (%s)", peak.MaxRSS>>20, peakName)
	for _, c := range []struct{ name, path, want string }{
		{"no such file", filepath.Join(dir, "none.net"), "no such file"},
		{"a folder", dir, "a folder, not a weights file"},
	} {
		if r := b.Run(t, "policy", "--network", c.path); r.Code != 1 || !strings.Contains(r.Stderr, c.want) || !strings.Contains(r.Stderr, c.path) {
			t.Errorf("%s: %v", c.name, r)
		}
	}
	// The shipped weights, named as a file, are the built-in network.
	file := filepath.Join(dir, "hex.net")
	os.WriteFile(file, good, 0o644)
	named, builtIn := b.Run(t, "policy", "--network", file, "--json"), b.Run(t, "policy", "--json")
	if named.Code != 0 || named.Stdout != builtIn.Stdout {
		t.Errorf("the shipped weights from a file: %v\nbuilt in: %v", named, builtIn)
	}
	if left := TempFiles(t, dir); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// TestPolicyLargestNetwork reads a weights file of the largest shape Read accepts (256
// channels, 40 blocks: 147 MB) and evaluates it on a small board: it is read, and the
// memory it takes is the parameters' and little more (long part).
func TestPolicyLargestNetwork(t *testing.T) {
	Long(t)
	b := Hexlab(t)
	head := []byte("hexlab-network 1\nplanes 10 channels 256 blocks 40 value_hidden 256\n")
	// The parameters of the largest shape (network.layout's order does not matter here: zero
	// weights are a network, whose policy is uniform).
	const params = 7*10*256 + 256 + 40*2*(7*256*256+256) + 256 + 1 + 256*256 + 256 + 256 + 1
	file := filepath.Join(t.TempDir(), "largest.net")
	f, err := os.Create(file)
	if err != nil {
		t.Fatal(err)
	}
	f.Write(head)
	f.Truncate(int64(len(head)) + 4*params)
	f.Close()
	r := b.Run(t, "policy", "--board", "hex:3x3", "--network", file, "--top", "0", "--json")
	if r.Code != 0 || !strings.Contains(r.Stdout, `"prior":0.111111`) {
		t.Errorf("the largest network: %v", r)
	}
	if bound := int64(4*params) * 3 / 2; r.MaxRSS > bound+64<<20 {
		t.Errorf("took %d MiB for %d MiB of parameters", r.MaxRSS>>20, 4*params>>20)
	}
	t.Logf("the largest network (%d MB): %d MiB", 4*params/1000000, r.MaxRSS>>20)
}
