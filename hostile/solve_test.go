package hostile

import (
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Issue 57, items 2 and 3, and the solve sentences of items 4 and 7: hexlab solve's tables
// and jobs are files a hostile user can forge, and neither may make it print a wrong answer
// with exit status 0, take unbounded memory, panic, or leave a temporary file.

// solveAnswer is the part of solve's JSON these cases read.
type solveAnswer struct {
	Winner          string                 `json:"winner"`
	Move            string                 `json:"move"`
	Values          map[string]string      `json:"values"`
	Stopped         bool                   `json:"stopped"`
	Proof           *struct{ File string } `json:"proof"`
	ProofNotWritten string                 `json:"proof_not_written"`
	Checked         *bool                  `json:"checked"`
	UncheckedJobs   []string               `json:"unchecked_jobs"`
}

// solveJSON runs solve with args and --json --quiet, and decodes its answer.
func solveJSON(t *testing.T, b Binary, args ...string) (solveAnswer, Result) {
	t.Helper()
	r := b.Run(t, append([]string{"solve", "--json", "--quiet"}, args...)...)
	var a solveAnswer
	if r.Stdout != "" {
		if err := json.Unmarshal([]byte(r.Stdout), &a); err != nil {
			t.Fatalf("solve %v: %v: %v", args, err, r)
		}
	}
	return a, r
}

// noTempFiles fails t if dir holds a temporary file.
func noTempFiles(t *testing.T, dir, after string) {
	t.Helper()
	if left := TempFiles(t, dir); len(left) > 0 {
		t.Errorf("%s left %v behind", after, left)
	}
}

// tableRecord is one record of a saved table (strategies/solver/persist.go): a position's
// key, φ, δ and work.
type tableRecord struct {
	key              uint64
	phi, delta, work uint32
}

// infinity is the solver's proof number of a proven goal.
const infinity = 1 << 30

// forgeTable writes a table file as hexlab writes one, the header's lines and the records
// given, with its checksum worked out again: what a forger who read the format writes.
func forgeTable(t *testing.T, path, header string, records []tableRecord) {
	t.Helper()
	var buf bytes.Buffer
	buf.WriteString(header)
	for _, r := range records {
		var rec [20]byte
		binary.LittleEndian.PutUint64(rec[0:], r.key)
		binary.LittleEndian.PutUint32(rec[8:], r.phi)
		binary.LittleEndian.PutUint32(rec[12:], r.delta)
		binary.LittleEndian.PutUint32(rec[16:], r.work)
		buf.Write(rec[:])
	}
	sum := sha256.Sum256(buf.Bytes())
	buf.Write(sum[:])
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// parseTable splits a table file into its header (four lines) and records.
func parseTable(t *testing.T, data []byte) (string, []tableRecord) {
	t.Helper()
	end := 0
	for range 4 {
		i := bytes.IndexByte(data[end:], '\n')
		if i < 0 {
			t.Fatalf("not a table: %.60q", data)
		}
		end += i + 1
	}
	body := data[end : len(data)-sha256.Size]
	var out []tableRecord
	for ; len(body) >= 20; body = body[20:] {
		out = append(out, tableRecord{binary.LittleEndian.Uint64(body), binary.LittleEndian.Uint32(body[8:]), binary.LittleEndian.Uint32(body[12:]), binary.LittleEndian.Uint32(body[16:])})
	}
	return string(data[:end]), out
}

// "a forged record today makes the empty 4x4 board Blue's, and with --proof panics and
// leaves a .tmp file behind": the issue's own file (a table of the format Hexlab saved
// then, whose one record says Red, to move on the empty board, loses), then forgeries of
// today's format: a changed byte, another solver version, a record that claims a proof with
// the checksum worked out again. Each is refused with exit status 1 and a message naming
// the file, no answer is printed, the file is left as it was, and no temporary file stays.
func TestSolveForgedTableRefused(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	saved := filepath.Join(dir, "saved.bin")
	if _, r := solveJSON(t, b, "--board", "hex:6x6", "--nodes", "3", "--table", saved); r.Code != 1 {
		t.Fatalf("a solve stopped at 3 nodes: %v", r)
	}
	data, err := os.ReadFile(saved)
	if err != nil {
		t.Fatal(err)
	}
	header, records := parseTable(t, data)
	if len(records) == 0 {
		t.Fatal("the stopped solve saved no records")
	}
	issue := []byte("hexlab-table 1\nhex:4x4\n")
	issue = binary.LittleEndian.AppendUint64(issue, 0) // the empty board, Red to move
	for _, v := range []uint32{infinity, 0, 1, 9} {    // φ, δ: Red loses; work; best move
		issue = binary.LittleEndian.AppendUint32(issue, v)
	}
	for _, tc := range []struct {
		name, board string
		write       func(path string)
		want        string
		proof       bool // run with --proof too (where the prover panicked before)
	}{
		{"the issue's table", "hex:4x4", func(p string) { os.WriteFile(p, issue, 0o644) }, "older Hexlab", true},
		{"a changed byte", "hex:6x6", func(p string) {
			bad := bytes.Clone(data)
			bad[len(header)+8] ^= 0x10 // the first record's φ
			os.WriteFile(p, bad, 0o644)
		}, "checksum", false},
		{"a cut table", "hex:6x6", func(p string) { os.WriteFile(p, data[:len(data)-7], 0o644) }, "cut short", false},
		{"another solver version", "hex:6x6", func(p string) {
			forgeTable(t, p, strings.Replace(header, "solver 1\n", "solver 2\n", 1), records)
		}, "version 2 of the solver", false},
		{"another board", "hex:5x5", func(p string) { os.WriteFile(p, data, 0o644) }, "hex:6x6, not hex:5x5", false},
		{"a proven record, checksum recomputed", "hex:4x4", func(p string) {
			forgeTable(t, p, "hexlab-table 2\nsolver 1\nboard hex:4x4\nrecords 1\n", []tableRecord{{0, infinity, 0, 1}})
		}, "never a proven position", true},
	} {
		for _, proof := range []bool{false, tc.proof} {
			path := filepath.Join(dir, "forged.bin")
			tc.write(path)
			before, _ := os.ReadFile(path)
			args := []string{"--board", tc.board, "--table", path}
			proofFile := filepath.Join(dir, "p.txt")
			if proof {
				args = append(args, "--proof", proofFile)
			}
			a, r := solveJSON(t, b, args...)
			if r.Code != 1 || a.Winner != "" || !strings.Contains(r.Stderr, tc.want) || !strings.Contains(r.Stderr, path) || strings.Contains(r.Stderr, "panic") {
				t.Errorf("%s (proof %v): %v", tc.name, proof, r)
			}
			if after, _ := os.ReadFile(path); !bytes.Equal(after, before) {
				t.Errorf("%s: the refused table was overwritten", tc.name)
			}
			if _, err := os.Stat(proofFile); err == nil {
				t.Errorf("%s: a proof was written", tc.name)
			}
			noTempFiles(t, dir, tc.name)
		}
	}
}

// A forged table that passes every check (its checksum worked out again) can only steer the
// search: the empty 4x4 board's root said nearly lost (and every move's value asked), and
// every record of a stopped 6x6 solve's table with φ and δ swapped, still give the answers
// of a solve without the table, with exit status 0, and --proof writes a proof that
// check-proof accepts.
func TestSolveForgedTableAnswerStillRight(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		args   []string
		forged func(path string)
	}{
		{[]string{"--board", "hex:4x4", "--all"}, func(p string) {
			forgeTable(t, p, "hexlab-table 2\nsolver 1\nboard hex:4x4\nrecords 1\n", []tableRecord{{0, infinity - 1, 1, 1 << 30}})
		}},
		{[]string{"--board", "hex:6x6"}, func(p string) {
			if _, r := solveJSON(t, b, "--board", "hex:6x6", "--nodes", "3", "--table", p); r.Code != 1 {
				t.Fatalf("a solve stopped at 3 nodes: %v", r)
			}
			data, _ := os.ReadFile(p)
			header, records := parseTable(t, data)
			for i := range records {
				records[i].phi, records[i].delta = records[i].delta, records[i].phi
			}
			forgeTable(t, p, header, records)
		}},
	} {
		plain, r := solveJSON(t, b, tc.args...)
		if r.Code != 0 {
			t.Fatalf("%v without a table: %v", tc.args, r)
		}
		table, proofFile := filepath.Join(dir, "t.bin"), filepath.Join(dir, "p.txt")
		tc.forged(table)
		a, r := solveJSON(t, b, append([]string{"--table", table, "--proof", proofFile}, tc.args...)...)
		if r.Code != 0 || a.Winner != plain.Winner || fmt.Sprint(a.Values) != fmt.Sprint(plain.Values) || a.Proof == nil {
			t.Errorf("%v with the forged table: %+v, %v; without a table: %+v", tc.args, a, r, plain)
		}
		if r := b.Run(t, "check-proof", proofFile); r.Code != 0 || !strings.Contains(r.Stdout, plain.Winner+" wins") {
			t.Errorf("%v: check-proof of the proof written with the forged table: %v", tc.args, r)
		}
		noTempFiles(t, dir, fmt.Sprint(tc.args))
		os.Remove(table)
		os.Remove(proofFile)
	}
}

// writeJobs runs the n jobs of a solve of args into dir (job-K.json), with their proofs
// (proof-K.txt) when proofs is set, and returns the merge's glob.
func writeJobs(t *testing.T, b Binary, dir string, n int, proofs bool, args ...string) string {
	t.Helper()
	for k := 1; k <= n; k++ {
		job := []string{"solve", "--quiet", "--job", fmt.Sprintf("%d/%d", k, n)}
		if proofs {
			job = append(job, "--proof", filepath.Join(dir, "proof-"+strconv.Itoa(k)+".txt"))
		}
		r := b.Run(t, append(job, args...)...)
		if r.Code != 0 {
			t.Fatalf("job %d/%d: %v", k, n, r)
		}
		if err := os.WriteFile(filepath.Join(dir, "job-"+strconv.Itoa(k)+".json"), []byte(r.Stdout), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return filepath.Join(dir, "job-*.json")
}

// editJob rewrites the JSON of job file path with edit.
func editJob(t *testing.T, path string, edit func(map[string]any)) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var j map[string]any
	if err := json.Unmarshal(data, &j); err != nil {
		t.Fatal(err)
	}
	edit(j)
	out, _ := json.Marshal(j)
	if err := os.WriteFile(path, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

// copyDir copies the files of dir into a new folder and returns it.
func copyDir(t *testing.T, dir string) string {
	t.Helper()
	to := t.TempDir()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		data, _ := os.ReadFile(filepath.Join(dir, e.Name()))
		os.WriteFile(filepath.Join(to, e.Name()), data, 0o644)
	}
	return to
}

// "A job's values must be exactly the cells of its share (a value for another job's cell, or
// a missing one, is refused); a job may carry its proof and --merge checks them; without
// proofs the merge says the values are the jobs' word. Memory bounded whatever jobs says (a
// 187-byte file with "jobs":100000000 takes 12.7 GB today)." Jobs of the empty 4x4 board
// in three shares, without and with proofs, then forged.
func TestSolveMergeForgedJobs(t *testing.T) {
	b := Hexlab(t)
	args := []string{"--board", "hex:4x4"}
	whole, r := solveJSON(t, b, append([]string{"--all"}, args...)...)
	if r.Code != 0 {
		t.Fatal(r)
	}

	plain := t.TempDir()
	glob := writeJobs(t, b, plain, 3, false, args...)
	a, r := solveJSON(t, b, "--merge", glob)
	if r.Code != 0 || a.Winner != whole.Winner || a.Checked == nil || *a.Checked || len(a.UncheckedJobs) != 3 {
		t.Errorf("a merge without proofs: %+v, %v", a, r)
	}
	if r := b.Run(t, "solve", "--merge", glob); r.Code != 0 || !strings.Contains(r.Stdout, "jobs' word") {
		t.Errorf("a merge without proofs, in text: %v", r)
	}

	proven := t.TempDir()
	glob = writeJobs(t, b, proven, 3, true, args...)
	a, r = solveJSON(t, b, "--merge", glob)
	if r.Code != 0 || a.Winner != whole.Winner || fmt.Sprint(a.Values) != fmt.Sprint(whole.Values) || a.Checked == nil || !*a.Checked {
		t.Errorf("a merge with proofs: %+v, %v", a, r)
	}
	if r := b.Run(t, "solve", "--merge", glob); r.Code != 0 || !strings.Contains(r.Stdout, "checked: every move's value is proven") {
		t.Errorf("a merge with proofs, in text: %v", r)
	}

	// The first job's moves are a1 d1 c2 b3 a4 d4 (every third empty cell from the first);
	// its values are a1 loss, d1 win...
	for _, tc := range []struct {
		name   string
		from   string // the jobs to forge: plain or proven
		forge  func(dir string)
		want   string
		memory int64 // the most the merge may take, 0 for the default bound
	}{
		{"a value for another job's cell", plain, func(d string) {
			editJob(t, filepath.Join(d, "job-1.json"), func(j map[string]any) { j["values"].(map[string]any)["b1"] = "win" })
		}, "gives a value for b1, which is not one of its moves (a move of job 2/3)", 0},
		{"a value for a cell off the board", plain, func(d string) {
			editJob(t, filepath.Join(d, "job-2.json"), func(j map[string]any) { j["values"].(map[string]any)["z9"] = "win" })
		}, "z9, which is not one of its moves (not an empty cell", 0},
		{"a missing cell", plain, func(d string) {
			editJob(t, filepath.Join(d, "job-1.json"), func(j map[string]any) { delete(j["values"].(map[string]any), "d4") })
		}, "job 1/3 gives no value for d4", 0},
		{"a cell moved to another job", plain, func(d string) {
			editJob(t, filepath.Join(d, "job-1.json"), func(j map[string]any) { delete(j["values"].(map[string]any), "a1") })
			editJob(t, filepath.Join(d, "job-2.json"), func(j map[string]any) { j["values"].(map[string]any)["a1"] = "win" })
		}, "job 1/3 gives no value for a1", 0},
		{"a value that is not one", plain, func(d string) {
			editJob(t, filepath.Join(d, "job-3.json"), func(j map[string]any) {
				for cell := range j["values"].(map[string]any) {
					j["values"].(map[string]any)[cell] = "draw"
				}
			})
		}, `"draw": expected win, loss or unknown`, 0},
		{"a duplicated job", plain, func(d string) {
			data, _ := os.ReadFile(filepath.Join(d, "job-2.json"))
			os.WriteFile(filepath.Join(d, "job-2b.json"), data, 0o644)
		}, "job 2/3 is in both", 0},
		{"a huge jobs", plain, func(d string) {
			os.WriteFile(filepath.Join(d, "job-0.json"), []byte(`{"board":"hex:4x4","position":"","to_move":"red","job":1,"jobs":100000000,"moves":16,"values":{},"nodes":0,"seconds":0}`), 0o644)
		}, "jobs 100000000: the position has 16 moves, so at most 16 jobs", 64 << 20},
		{"a huge moves", plain, func(d string) {
			os.WriteFile(filepath.Join(d, "job-0.json"), []byte(`{"board":"hex:4x4","position":"","to_move":"red","job":1,"jobs":100000000,"moves":100000000,"values":{},"nodes":0,"seconds":0}`), 0o644)
		}, "moves 100000000: the position has 16", 64 << 20},
		{"a flipped value with its proof", proven, func(d string) {
			editJob(t, filepath.Join(d, "job-1.json"), func(j map[string]any) { j["values"].(map[string]any)["a1"] = "win" })
		}, "job 1/3 says a1 win (red wins after it), but proof 1 of", 0},
		{"the proofs of two moves swapped", proven, func(d string) {
			p := filepath.Join(d, "proof-1.txt")
			data, _ := os.ReadFile(p)
			parts := strings.SplitAfter(string(data), "\nend\n")
			parts[0], parts[1] = parts[1], parts[0]
			os.WriteFile(p, []byte(strings.Join(parts, "")), 0o644)
		}, "proves something else", 0},
		{"a proof of a different position", proven, func(d string) {
			p := filepath.Join(d, "proof-2.txt")
			other := filepath.Join(d, "other.txt")
			if r := b.Run(t, "solve", "--board", "hex:4x4", "--moves", "a1", "--proof", other, "--quiet"); r.Code != 0 {
				t.Fatal(r)
			}
			data, _ := os.ReadFile(p)
			first, _ := os.ReadFile(other)
			parts := strings.SplitAfter(string(data), "\nend\n")
			parts[0] = string(first)
			os.WriteFile(p, []byte(strings.Join(parts, "")), 0o644)
		}, "proves something else", 0},
		{"a proof cut short", proven, func(d string) {
			p := filepath.Join(d, "proof-3.txt")
			data, _ := os.ReadFile(p)
			os.WriteFile(p, data[:len(data)/2], 0o644)
		}, "job 3/3 says", 0},
		{"a proof too many", proven, func(d string) {
			p := filepath.Join(d, "proof-3.txt")
			data, _ := os.ReadFile(p)
			parts := strings.SplitAfter(string(data), "\nend\n")
			os.WriteFile(p, []byte(string(data)+parts[0]), 0o644)
		}, "holds more than the", 0},
		{"a proof file gone", proven, func(d string) { os.Remove(filepath.Join(d, "proof-2.txt")) }, "job 2/3's proof", 0},
	} {
		d := copyDir(t, tc.from)
		if tc.from == proven {
			for k := 1; k <= 3; k++ { // the proofs of the copy
				editJob(t, filepath.Join(d, "job-"+strconv.Itoa(k)+".json"), func(j map[string]any) {
					j["proof"].(map[string]any)["file"] = filepath.Join(d, "proof-"+strconv.Itoa(k)+".txt")
				})
			}
		}
		tc.forge(d)
		r := b.Run(t, "solve", "--merge", filepath.Join(d, "job-*.json"))
		if r.Code != 1 || r.Stdout != "" || !strings.Contains(r.Stderr, tc.want) {
			t.Errorf("%s: %v", tc.name, r)
		}
		if bound := max(tc.memory, 256<<20); r.MaxRSS > bound {
			t.Errorf("%s: the merge took %d MiB", tc.name, r.MaxRSS>>20)
		}
	}
}

// A job asked for more shares than the position has moves is refused on the command line.
func TestSolveJobMoreThanMoves(t *testing.T) {
	b := Hexlab(t)
	if r := b.Run(t, "solve", "--board", "hex:3x3", "--job", "1/10"); r.Code != 2 || !strings.Contains(r.Stderr, "at most 9 jobs") {
		t.Errorf("job 1/10 of hex:3x3: %v", r)
	}
}

// "solve --memory refuses more than the machine has": one megabyte more than MemTotal is
// refused with exit status 2, naming the machine's memory, before any table is made.
func TestSolveMemoryMoreThanTheMachine(t *testing.T) {
	b := Hexlab(t)
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		t.Skip("no /proc/meminfo")
	}
	var kb int64
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 3 && f[0] == "MemTotal:" {
			kb, _ = strconv.ParseInt(f[1], 10, 64)
		}
	}
	mb := kb>>10 + 1
	if kb == 0 || mb > 1<<20 {
		t.Skipf("MemTotal %d kB: no --memory is both larger and allowed by the flag", kb)
	}
	r := b.Run(t, "solve", "--board", "hex:3x3", "--quiet", "--memory", strconv.FormatInt(mb, 10))
	if r.Code != 2 || !strings.Contains(r.Stderr, "this machine has") || !strings.Contains(r.Stderr, "MemTotal") || r.MaxRSS > 256<<20 {
		t.Errorf("--memory %d: %v", mb, r)
	}
}

// "hexlab solve --time 60s --proof FILE prints a winner and 'stopped before everything asked
// was proven', writes no proof and does not say that the proof ran out of time, nor how to go
// on." The empty 8x8 board takes a minute and more to solve, so a time limit of a fraction of
// a second stops its search: no proof, no temporary file, exit status 1, and the answer says
// why the proof was not written and how to go on, in text and in JSON.
func TestSolveTimeWithProof(t *testing.T) {
	b := Hexlab(t)
	dir := t.TempDir()
	proofFile := filepath.Join(dir, "p.txt")
	args := []string{"--board", "hex:8x8", "--time", "300ms", "--proof", proofFile}
	a, r := solveJSON(t, b, args...)
	if r.Code != 1 || a.Winner != "unknown" || !a.Stopped || a.Proof != nil ||
		!strings.Contains(a.ProofNotWritten, "time limit (--time 300ms)") || !strings.Contains(a.ProofNotWritten, "longer --time") || !strings.Contains(a.ProofNotWritten, "--table") {
		t.Errorf("JSON: %+v, %v", a, r)
	}
	r = b.Run(t, append([]string{"solve", "--quiet"}, args...)...)
	if r.Code != 1 || !strings.Contains(r.Stdout, "proof: not written: the search stopped at the time limit") || !strings.Contains(r.Stderr, "the proof was not written") {
		t.Errorf("text: %v", r)
	}
	if _, err := os.Stat(proofFile); err == nil {
		t.Error("a proof file was written")
	}
	noTempFiles(t, dir, "--time with --proof")
}
