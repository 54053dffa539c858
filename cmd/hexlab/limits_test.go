package main

import (
	"encoding/json"
	"errors"
	"github.com/hexlab/hexlab/strategies/arena"
	"os"
	"strings"
	"testing"
	"unicode/utf8"
)

// Every command's flags: a repeated flag, a bad or huge number, a huge argument and the
// playout budget each give hexlab's own message, exit 2, and never panic.
func TestFlagMistakes(t *testing.T) {
	huge := strings.Repeat("z", 100_000)
	for _, tc := range []struct {
		args []string
		want string // the message starts "hexlab CMD: " then this
	}{
		{[]string{"arena", "--games", "3", "--games", "5"}, "--games is given more than once"},
		{[]string{"play", "--json", "--json"}, "--json is given more than once"},
		{[]string{"move", "--board", "hex:3x3", "--board", "hex:4x4"}, "--board is given more than once"},
		{[]string{"winner", "--moves", "a1", "--moves=b2"}, "--moves is given more than once"},
		{[]string{"trunc", "play", "--seed", "1", "--seed", "2"}, "--seed is given more than once"},
		{[]string{"arena", "--games", "abc"}, `--games "abc": expected a whole number`},
		{[]string{"arena", "--jobs", "99999999999999999999999"}, `--jobs "99999999999999999999999": out of range`},
		{[]string{"trunc", "arena", "--games", "1e3"}, `--games "1e3": expected a whole number`},
		{[]string{"play", "--json=maybe"}, `--json "maybe": expected true or false`},
		{[]string{"play", "--board", huge}, `--board "zzzz`},
		{[]string{"play", "--red", huge}, `--red "zzzz`},
		{[]string{"play", "--" + huge}, "unknown flag --zzzz"},
		{[]string{"arena", "--games", huge}, `--games "zzzz`},
		{[]string{"arena", "--games", "9223372036854775807"}, "--games 9223372036854775807: expected a number from 1 to 2305843009213693951"},
		{[]string{"arena", "--max-games", "10"}, "unknown flag --max-games"},
		{[]string{"arena", "--from", "a.json", "--resume", "b.json"}, "--from reads results and --resume"},
		{[]string{"arena", "--from", "/dev/zero"}, "--from /dev/zero: invalid character"},
		{[]string{"arena", "--resume", "/dev/zero"}, "--resume /dev/zero: invalid character"},
		{[]string{"arena", "--from", "/"}, "--from /: a folder"},
		{[]string{"play", "--engine-timeout", "0"}, `--engine-timeout "0": expected a positive duration`},
		{[]string{"move", "--player", "random", "--engine-timeout", "soon"}, `--engine-timeout "soon": expected a duration`},
		{[]string{"arena", "--engine-timeout", "1e300"}, `--engine-timeout "1e300": expected a duration`},
		{[]string{"arena", "--think", "NaN"}, `--think "NaN": expected a duration`},
		{[]string{"trunc", "play", "--playouts", "0"}, "--playouts 0: expected a positive number"},
		{[]string{"trunc", "arena", "--playouts", "1000000000"}, "--playouts 1000000000: at most"},
		{[]string{"trunc", "arena", "--games", "3", "--seed", "18446744073709551614"}, "--seed 18446744073709551614 with --games 3"},
		{[]string{"arena", "--games", "3", "--seed", "18446744073709551614"}, "--seed 18446744073709551614 with --games 3"},
	} {
		out, errOut, code := hexlab(tc.args...)
		name := strings.Join(tc.args, " ")
		if len(name) > 80 {
			name = name[:80]
		}
		if code != exitUsage || out != "" {
			t.Errorf("%s: exit %d, stdout %q; want exit 2 and nothing printed", name, code, out)
			continue
		}
		_, msg, _ := strings.Cut(errOut, ": ")
		if !strings.HasPrefix(msg, tc.want) {
			t.Errorf("%s: says %q, want it to start %q", name, shorten(errOut, 200), tc.want)
		}
		if strings.Contains(errOut, "parse error") || strings.Contains(errOut, "strconv") {
			t.Errorf("%s: Go's raw message: %q", name, errOut)
		}
		if n := utf8.RuneCountInString(errOut); n > 400 {
			t.Errorf("%s: a %d-character message; a huge argument is quoted by its beginning only", name, n)
		}
	}
}

// Output that cannot be written (a full disk) is an error, not a silent exit 0.
func TestOutputToFullDisk(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	for _, args := range [][]string{{"help"}, {"help", "arena"}, {"strategies"}, {"play", "--board", "hex:3x3"}} {
		var errOut strings.Builder
		code := runWith(args, strings.NewReader(""), full, &errOut)
		if code != exitFailure || !strings.Contains(errOut.String(), "no space left") {
			t.Errorf("%q to /dev/full: exit %d, stderr %q; want exit 1 and the error", args, code, errOut.String())
		}
	}
}

// A writer that fails is reported even when the command ignored the error itself.
func TestCheckedWriter(t *testing.T) {
	w := &checkedWriter{w: failingWriter{}}
	w.Write([]byte("a"))
	if _, err := w.Write([]byte("b")); err == nil || w.err == nil {
		t.Fatal("checkedWriter lost the error")
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

func TestShortenQuoted(t *testing.T) {
	long := strings.Repeat("é", 100)
	got := shortenQuoted("%d %q %s %% %5.2f %q", []any{1, long, long, 2.0, "short"})
	if got[1] != strings.Repeat("é", maxQuoted)+"…" || got[2] != long || got[4] != "short" {
		t.Fatalf("shortenQuoted = %q", got)
	}
}

// trunc arena --json streams its games and still prints one JSON object that reads back.
func TestTruncArenaJSONStreams(t *testing.T) {
	out := mustRun(t, "trunc", "arena", "--games", "4", "--json")
	var r arena.TruncResult
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if r.Games != 4 || len(r.Results) != 4 || r.Seed != 1 || r.Results[3].Seed != 4 || r.MeanLength <= 0 {
		t.Fatalf("read back %+v", r)
	}
}

// play and move take --think like arena: a searching bot gets the time, a bad one is refused.
func TestPlayAndMoveThink(t *testing.T) {
	out := mustRun(t, "move", "--board", "hex:5x5", "--player", "mcts", "--think", "50ms", "--moves", "c3")
	if !strings.HasPrefix(out, "blue ") {
		t.Fatalf("move --think printed %q", out)
	}
	mustRun(t, "play", "--board", "hex:4x4", "--red", "mcts", "--blue", "mcts", "--think", "20ms")
	for _, args := range [][]string{{"play", "--red", "mcts"}, {"move", "--player", "mcts"}} {
		_, errOut, code := hexlab(append(args, "--think", "soon")...)
		if code != exitUsage || !strings.Contains(errOut, `--think "soon": expected a duration`) {
			t.Errorf("%s --think soon: exit %d, %q", args[0], code, errOut)
		}
		_, errOut, code = hexlab(append(args, "--threads", "-2")...)
		if code != exitUsage || !strings.Contains(errOut, `--threads -2: expected 0 (every core)`) {
			t.Errorf("%s --threads -2: exit %d, %q", args[0], code, errOut)
		}
	}
	// Two threads share a playout budget: the same seed gives the same move.
	first := mustRun(t, "move", "--board", "hex:6x6", "--player", "mcts", "--threads", "2", "--moves", "c3")
	if again := mustRun(t, "move", "--board", "hex:6x6", "--player", "mcts", "--threads", "2", "--moves", "c3"); again != first || !strings.HasPrefix(first, "blue ") {
		t.Errorf("move --threads 2 printed %q, then %q", first, again)
	}
}
