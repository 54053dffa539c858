package hostile

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"syscall"
	"testing"
	"time"
)

// Issue 57, 6: "arena --engine-timeout also bounds the first handshake with an external engine
// (it waits 5 minutes today whatever the flag)". An engine that never answers its first
// command (name) is stopped after --engine-timeout in every command that starts one, and
// the command fails with a message that names the engine and what it waited for. The test
// waits for the run to end; before the fix arena did not end for 5 minutes.
func TestEngineHandshakeTimeout(t *testing.T) {
	b := Hexlab(t)
	sleep, err := exec.LookPath("sleep")
	if err != nil {
		t.Skip("no sleep program to stand for a mute engine")
	}
	// Two mute engines: one reads nothing (sleep), one reads its input and answers nothing.
	mute := map[string]string{"deaf": sleep + " 3600", "silent": "sh -c cat>/dev/null"}
	for kind, engine := range mute {
		for _, args := range [][]string{
			{"arena", "--board", "hex:3x3", "--red", "htp:" + engine, "--games", "1", "--quiet"},
			{"arena", "--board", "hex:3x3", "--blue", "htp:" + engine, "--games", "1", "--quiet"},
			{"play", "--board", "hex:3x3", "--red", "htp:" + engine},
			{"move", "--board", "hex:3x3", "--player", "htp:" + engine},
		} {
			t.Run(kind+" "+args[0]+" "+args[3], func(t *testing.T) {
				t.Parallel()
				r := b.Run(t, append(args, "--engine-timeout", "200ms")...)
				if r.Code == 0 {
					t.Fatalf("a mute engine was played: %v", r)
				}
				for _, want := range []string{`engine "` + engine + `"`, "no answer to its first command (name", "within 200ms"} {
					if !strings.Contains(r.Stderr, want) {
						t.Errorf("want %q in the message: %v", want, r)
					}
				}
			})
		}
	}
}

// Issue 57, 6: "arena --resume FILE without --json goes on writing FILE, as its help and its
// stop message say" (it failed outright: the games read back were not kept). A run cut short
// (its file partial), resumed without --json, writes the whole run into FILE, the same as one
// run's; with --json OTHER or --json - FILE is left as it was; no temporary file is left.
func TestArenaResumeGoesOnWritingItsFile(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	full := filepath.Join(dir, "full.json")
	if r := b.Run(t, "arena", "--board", "hex:4x4", "--games", "5", "--seed", "3", "--quiet", "--json", full); r.Code != 0 {
		t.Fatalf("the whole run: %v", r)
	}
	for _, other := range []string{"", "other.json", "-"} {
		cut := filepath.Join(dir, "cut.json")
		cutShort(t, full, cut, 3)
		before, _ := os.ReadFile(cut)
		args := []string{"arena", "--resume", cut, "--quiet"}
		switch other {
		case "-":
			args = append(args, "--json", "-")
		case "other.json":
			args = append(args, "--json", filepath.Join(dir, other))
		}
		r := b.Run(t, args...)
		if r.Code != 0 {
			t.Fatalf("--resume with --json %q: %v", other, r)
		}
		switch other {
		case "":
			if !sameJSONFiles(t, cut, full) {
				t.Errorf("--resume FILE did not write the whole run into FILE: %v", r)
			}
			if !strings.Contains(r.Stdout, "red wins") {
				t.Errorf("--resume FILE printed no table: %v", r)
			}
		default:
			if after, _ := os.ReadFile(cut); string(after) != string(before) {
				t.Errorf("--resume FILE --json %s changed FILE", other)
			}
		}
	}
	if left := TempFiles(t, dir); len(left) > 0 {
		t.Errorf("left behind: %q", left)
	}
	if spools, _ := filepath.Glob(filepath.Join(dir, ".hexlab-arena-*")); len(spools) > 0 {
		t.Errorf("spools left behind: %q", spools)
	}
}

// A resumed run killed outright (SIGKILL) keeps FILE whole: the run it resumed, or a later
// checkpoint, never a broken file; --resume FILE then ends the run, the same as one run's.
func TestArenaResumeKilledKeepsItsFile(t *testing.T) {
	Long(t)
	b := Hexlab(t)
	dir := t.TempDir()
	args := []string{"arena", "--board", "hex:7x7", "--red", "mc", "--games", "8", "--seed", "4", "--quiet"}
	full := filepath.Join(dir, "full.json")
	if r := b.Run(t, append(args, "--json", full)...); r.Code != 0 {
		t.Fatalf("the whole run: %v", r)
	}
	file := filepath.Join(dir, "run.json")
	cutShort(t, full, file, 1)
	cmd := exec.Command(b.Path, "arena", "--resume", file, "--quiet", "--checkpoint", "1ms")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	// Killed once a checkpoint holds a game more than the file did: the event, not a clock.
	for games(t, file) < 2 {
		select {
		case <-done:
			t.Fatalf("the resumed run ended (%v) before a checkpoint", cmd.ProcessState)
		case <-time.After(5 * time.Millisecond):
		}
	}
	cmd.Process.Signal(syscall.SIGKILL)
	<-done
	if n := games(t, file); n < 2 {
		t.Fatalf("the killed run left %d games in its file", n)
	}
	if r := b.Run(t, "arena", "--resume", file, "--quiet"); r.Code != 0 || !sameJSONFiles(t, file, full) {
		t.Errorf("--resume after the kill: %v; the file is the whole run's: %v", r, sameJSONFiles(t, file, full))
	}
	if spools, _ := filepath.Glob(filepath.Join(dir, ".hexlab-arena-*")); len(spools) > 0 {
		t.Errorf("spools left behind: %q", spools)
	}
}

// cutShort writes to out the arena results file in with only its first n games, marked
// partial: the file a run stopped after n games writes. The keys keep their order (the
// arena reads its files as a stream: the settings before the games).
func cutShort(t *testing.T, in, out string, n int) {
	t.Helper()
	data, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var cut bytes.Buffer
	cut.WriteString("{")
	if _, err := dec.Token(); err != nil { // {
		t.Fatal(err)
	}
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			t.Fatal(err)
		}
		var value json.RawMessage
		if err := dec.Decode(&value); err != nil {
			t.Fatal(err)
		}
		switch key {
		case "summaries": // counted again from the games when read
			continue
		case "games":
			var games []json.RawMessage
			if err := json.Unmarshal(value, &games); err != nil {
				t.Fatal(err)
			}
			cut.WriteString(`"partial":true,`)
			value, _ = json.Marshal(games[:n])
		}
		name, _ := json.Marshal(key)
		fmt.Fprintf(&cut, "%s:%s,", name, value)
	}
	data = append(bytes.TrimSuffix(cut.Bytes(), []byte(",")), '}', '\n')
	if err := os.WriteFile(out, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// games returns the number of games in the results file name, or -1 if it cannot be read as
// one (missing, or broken: a file written whole is never broken).
func games(t *testing.T, name string) int {
	t.Helper()
	var r struct {
		Games []json.RawMessage `json:"games"`
	}
	data, err := os.ReadFile(name)
	if err != nil || json.Unmarshal(data, &r) != nil {
		return -1
	}
	return len(r.Games)
}

// sameJSONFiles reports whether the JSON files a and b hold the same values.
func sameJSONFiles(t *testing.T, a, b string) bool {
	t.Helper()
	var va, vb any
	for _, f := range []struct {
		name string
		v    *any
	}{{a, &va}, {b, &vb}} {
		data, err := os.ReadFile(f.name)
		if err == nil {
			err = json.Unmarshal(data, f.v)
		}
		if err != nil {
			t.Errorf("%s: %v", f.name, err)
			return false
		}
	}
	return reflect.DeepEqual(va, vb)
}
