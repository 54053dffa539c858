package hostile

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// Issue 58: "Into the engine, on every board": the player mcts:network=FILE searches with the
// weights a user names. A weights file that cannot be read is refused before the game, naming
// the file (exit 1: the file is at fault, as hexlab policy --network says of it); weights that read but answer NaN fail the search with a message that says so (exit
// 1), never a move chosen by them; a bad option is named (exit 2); the shipped weights from a
// file play as the built-in network does, on every topology and Rex; memory stays within
// mctsNetworkBound.

// mctsNetworkBound is the peak memory of a move searched with the network on a small board:
// the binary, the engine's tree and the evaluations' cache.
const mctsNetworkBound = 200 << 20

// TestMCTSNetworkFiles gives mcts:network=FILE each broken weights file.
func TestMCTSNetworkFiles(t *testing.T) {
	b := Hexlab(t)
	good := shippedNetwork(t)
	start := paramsStart(t, good)
	nan := append([]byte(nil), good...)
	binary.LittleEndian.PutUint32(nan[start+4*1000:], math.Float32bits(float32(math.NaN())))
	dir := t.TempDir()
	// A named pipe nobody writes to: opening it to read would wait for ever.
	fifo := filepath.Join(dir, "pipe.net")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Fatal(err)
	}
	move := func(player string) Result {
		return b.Run(t, "move", "--board", "hex:7x7", "--moves", "d4,c5", "--player", player)
	}
	for _, c := range []struct {
		name string
		data []byte
		code int
		want string
	}{
		{"empty", nil, 1, "not a network's weights file"},
		{"cut in the middle", good[:len(good)/2], 1, "values early"},
		{"a byte more", append(append([]byte(nil), good...), 0), 1, "goes on past"},
		{"a NaN parameter", nan, 1, "parameter 1000 is NaN"},
		{"finite parameters that overflow", withParams(t, good, 1e30), 1, "is not a policy and a value: the prior of a1 is NaN"},
	} {
		file := filepath.Join(dir, strings.ReplaceAll(c.name, " ", "-")+".net")
		if err := os.WriteFile(file, c.data, 0o644); err != nil {
			t.Fatal(err)
		}
		r := move("mcts:network=" + file)
		if r.Code != c.code || r.Stdout != "" || !strings.HasPrefix(r.Stderr, "hexlab move: ") || strings.Contains(r.Stderr, "panic") ||
			!strings.Contains(r.Stderr, c.want) || !strings.Contains(r.Stderr, file) {
			t.Errorf("%s: %v; want exit %d and a message naming the file and saying %q", c.name, r, c.code, c.want)
		}
		if r.MaxRSS > mctsNetworkBound {
			t.Errorf("%s: took %d MiB, more than %d", c.name, r.MaxRSS>>20, mctsNetworkBound>>20)
		}
	}
	for _, c := range []struct {
		player string
		code   int
		want   string
	}{
		{"mcts:network=" + filepath.Join(dir, "none.net"), 1, "no such file"},
		{"mcts:network=" + dir, 1, "not a regular file"},
		{"mcts:network=/dev/zero", 1, "not a regular file"},
		{"mcts:network=" + fifo, 1, "not a regular file"},
		{"mcts:network=", 2, "network=: no file named"},
		{"mcts:", 2, "an empty option"},
		{"mcts:at=3", 2, "no network"},
		{"mcts:network,at=0", 2, "at=0: expected a whole number of visits"},
		{"mcts:network,value=-1", 2, "value=-1: expected a weight from 0"},
		{"mcts:network,value=NaN", 2, "value=NaN: expected a weight from 0"},
		{"mcts:network,network", 2, "network is given twice"},
		{"mcts:network,rollouts=5", 2, `unknown option "rollouts"`},
	} {
		if r := move(c.player); r.Code != c.code || r.Stdout != "" || !strings.Contains(r.Stderr, c.want) || strings.Contains(r.Stderr, "panic") {
			t.Errorf("%s: %v; want exit %d saying %q", c.player, r, c.code, c.want)
		}
	}
	if left := TempFiles(t, dir); len(left) > 0 {
		t.Errorf("left behind: %v", left)
	}
}

// TestMCTSNetworkEveryBoard plays a searched move with the shipped weights named as a file on
// the plane, the cylinder, the torus and Rex, within mctsNetworkBound, and with the built-in
// network where it plays (the plane, the cylinder: the same move for the same seed; the torus
// and Rex refuse it, exit 2).
func TestMCTSNetworkEveryBoard(t *testing.T) {
	b := Hexlab(t)
	file := filepath.Join(t.TempDir(), "hex.net")
	if err := os.WriteFile(file, shippedNetwork(t), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, board := range []string{"hex:6x6", "cyl:6x5", "torus:5x5", "hex:6x6+reverse"} {
		args := []string{"move", "--board", board, "--moves", "c3", "--seed", "3", "--json", "--player"}
		named := b.Run(t, append(args, "mcts:network="+file+",at=64")...)
		builtIn := b.Run(t, append(args, "mcts:network,at=64")...)
		if strings.HasSuffix(board, "+reverse") || strings.HasPrefix(board, "torus:") {
			// A network of one's own plays Rex and the torus; the embedded one, which never saw
			// their games, is refused.
			if named.Code != 0 || !strings.Contains(named.Stdout, `"cell"`) || builtIn.Code != 2 || !strings.Contains(builtIn.Stderr, "embedded network plays Hex") {
				t.Errorf("%s: the shipped weights from a file: %v\nbuilt in: %v; want the file's to play, the built-in refused (exit 2)", board, named, builtIn)
			}
			continue
		}
		if named.Code != 0 || !strings.Contains(named.Stdout, `"cell"`) || named.Stdout != builtIn.Stdout {
			t.Errorf("%s: the shipped weights from a file: %v\nbuilt in: %v", board, named, builtIn)
		}
		if named.MaxRSS > mctsNetworkBound {
			t.Errorf("%s: took %d MiB, more than %d", board, named.MaxRSS>>20, mctsNetworkBound>>20)
		}
	}
}
