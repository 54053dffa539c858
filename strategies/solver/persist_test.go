package solver

import (
	"bytes"
	"context"
	"crypto/sha256"
	"errors"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestSavedTableResumes stops a solve halfway, saves its table, and checks that a new solver
// loading it finishes with fewer nodes than one starting over, with the same answer.
func TestSavedTableResumes(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	pos := core.NewPosition(b)
	// Red's opening a6 wins, and takes about a thousand nodes to prove: Blue has many
	// answers.
	a6, err := b.ParseCell("a6")
	if err != nil {
		t.Fatal(err)
	}
	pos.Place(a6, core.Red)
	var fresh Result
	fresh, err = New(b, Options{}).Solve(context.Background(), pos, core.Blue)
	if err != nil || fresh.Winner != core.Red {
		t.Fatal(err, fresh.Winner)
	}
	first := New(b, Options{MaxNodes: fresh.Nodes / 2})
	if r, _ := first.Solve(context.Background(), pos, core.Blue); r.Winner != core.NoPlayer {
		t.Fatalf("solved within half the nodes: %+v", r)
	}
	var buf bytes.Buffer
	if err := first.SaveTable(&buf); err != nil {
		t.Fatal(err)
	}
	second := New(b, Options{})
	n, err := second.LoadTable(bytes.NewReader(buf.Bytes()))
	if err != nil || n == 0 {
		t.Fatal(n, err)
	}
	r, err := second.Solve(context.Background(), pos, core.Blue)
	if err != nil || r.Winner != core.Red {
		t.Fatal(err, r.Winner)
	}
	if r.Nodes >= fresh.Nodes {
		t.Errorf("resumed in %d nodes, from scratch %d", r.Nodes, fresh.Nodes)
	}
	// A table of another board, or not a table, is refused.
	if _, err := New(core.MustBoard("hex:5x5"), Options{}).LoadTable(bytes.NewReader(buf.Bytes())); err == nil || !strings.Contains(err.Error(), "hex:6x6") {
		t.Errorf("another board's table: %v", err)
	}
	if _, err := New(b, Options{}).LoadTable(strings.NewReader("hello\n")); err == nil {
		t.Error("a text read as a table")
	}
	cut := buf.Bytes()[:buf.Len()-3]
	if _, err := New(b, Options{}).LoadTable(bytes.NewReader(cut)); err == nil {
		t.Error("a table cut short is read")
	}
}

// SetMaxNodes bounds the next searches of the same solver, whose table stays: stopped at half
// the nodes, it finishes with the limit lifted in fewer nodes than a fresh solver needs.
func TestSetMaxNodesKeepsTheTable(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	pos := core.NewPosition(b)
	a6, _ := b.ParseCell("a6")
	pos.Place(a6, core.Red)
	fresh, err := New(b, Options{}).Solve(context.Background(), pos, core.Blue)
	if err != nil || fresh.Winner != core.Red {
		t.Fatal(err, fresh.Winner)
	}
	s := New(b, Options{})
	s.SetMaxNodes(fresh.Nodes / 2)
	if r, _ := s.Solve(context.Background(), pos, core.Blue); r.Winner != core.NoPlayer || r.Nodes > fresh.Nodes/2 {
		t.Fatalf("the limit of %d nodes did not hold: %+v", fresh.Nodes/2, r)
	}
	s.SetMaxNodes(0)
	r, err := s.Solve(context.Background(), pos, core.Blue)
	if err != nil || r.Winner != core.Red || r.Nodes >= fresh.Nodes {
		t.Errorf("with the limit lifted: %v, %d nodes (fresh: %d)", r.Winner, r.Nodes, fresh.Nodes)
	}
}

// forgedTable writes a table file as SaveTable would, with the header lines and records
// given and its checksum worked out again: what a forger who read the format writes.
func forgedTable(header string, records []record) []byte {
	var buf bytes.Buffer
	buf.WriteString(header)
	var rec [recordSize]byte
	for _, r := range records {
		putRecord(rec[:], r)
		buf.Write(rec[:])
	}
	sum := sha256.Sum256(buf.Bytes())
	return append(buf.Bytes(), sum[:]...)
}

// readTable splits a saved table into its header and records.
func readTable(t *testing.T, data []byte) (string, []record) {
	t.Helper()
	lines := 0
	for i, b := range data {
		if b == '\n' {
			if lines++; lines == 4 {
				body := data[i+1 : len(data)-sha256.Size]
				var out []record
				for len(body) >= recordSize {
					out = append(out, getRecord(body))
					body = body[recordSize:]
				}
				return string(data[:i+1]), out
			}
		}
	}
	t.Fatal("no header")
	return "", nil
}

// TestLoadedTableIsNotTrusted forges tables as a hostile user would, the checksum worked out
// again each time: a record that claims the empty 4x4 board is Blue's is refused (it made
// the board Blue's before tables were checked), and a table whose every record has its proof
// numbers swapped, or the root's said nearly lost, still gives the answer of a solver with no
// table, since a table only steers the search.
func TestLoadedTableIsNotTrusted(t *testing.T) {
	b := core.MustBoard("hex:4x4")
	root := New(b, Options{}).z.key(core.NewPosition(b), core.Red)
	header := "hexlab-table 2\nsolver 1\nboard hex:4x4\nrecords 1\n"
	for _, forged := range []record{
		{Key: root, Phi: infinity, Delta: 0, Work: 1}, // Red to move loses: proven
		{Key: root, Phi: 0, Delta: infinity, Work: 1},
		{Key: root, Phi: infinity + 5, Delta: 3, Work: 1},
	} {
		s := New(b, Options{})
		_, err := s.LoadTable(bytes.NewReader(forgedTable(header, []record{forged})))
		var te *TableError
		if !errors.As(err, &te) || !strings.Contains(err.Error(), "never a proven position") {
			t.Errorf("record %+v: %v", forged, err)
		}
	}
	s := New(b, Options{})
	if _, err := s.LoadTable(bytes.NewReader(forgedTable(header, []record{{Key: root, Phi: infinity - 1, Delta: 1, Work: 1 << 30}}))); err != nil {
		t.Fatal(err)
	}
	if r, err := s.Solve(context.Background(), core.NewPosition(b), core.Red); err != nil || r.Winner != core.Red {
		t.Errorf("with the root said lost: %v, %v", r.Winner, err)
	}

	b6 := core.MustBoard("hex:6x6")
	pos := core.NewPosition(b6)
	a6, _ := b6.ParseCell("a6")
	pos.Place(a6, core.Red)
	fresh, _ := New(b6, Options{}).Solve(context.Background(), pos, core.Blue)
	stopped := New(b6, Options{MaxNodes: fresh.Nodes / 2})
	stopped.Solve(context.Background(), pos, core.Blue)
	var saved bytes.Buffer
	if err := stopped.SaveTable(&saved); err != nil {
		t.Fatal(err)
	}
	head, records := readTable(t, saved.Bytes())
	if len(records) == 0 {
		t.Fatal("the stopped solve saved no records")
	}
	for i := range records {
		records[i].Phi, records[i].Delta = records[i].Delta, records[i].Phi
	}
	s = New(b6, Options{})
	if _, err := s.LoadTable(bytes.NewReader(forgedTable(head, records))); err != nil {
		t.Fatal(err)
	}
	if r, _ := s.Solve(context.Background(), pos, core.Blue); r.Winner != fresh.Winner {
		t.Errorf("the swapped table gives %v, a solver without it %v", r.Winner, fresh.Winner)
	}
}

// TestTableRefused checks what LoadTable refuses: a changed byte (the checksum no longer
// matches), another solver version, the format Hexlab saved before, bytes after the
// checksum, a header line without end. The solver's table is empty afterwards.
func TestTableRefused(t *testing.T) {
	b := core.MustBoard("hex:6x6")
	pos := core.NewPosition(b)
	s := New(b, Options{MaxNodes: 200})
	s.Solve(context.Background(), pos, core.Red)
	var saved bytes.Buffer
	if err := s.SaveTable(&saved); err != nil {
		t.Fatal(err)
	}
	data := saved.Bytes()
	head, records := readTable(t, data)
	flipped := bytes.Clone(data)
	flipped[len(head)+9] ^= 1 // a bit of the first record's φ
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"a changed byte", flipped, "checksum"},
		{"another version", forgedTable(strings.Replace(head, "solver 1", "solver 7", 1), records), "version 7"},
		{"the old format", append([]byte("hexlab-table 1\nhex:6x6\n"), make([]byte, 24)...), "older Hexlab"},
		{"bytes after the checksum", append(bytes.Clone(data), 0), "after its checksum"},
		{"no checksum", data[:len(data)-sha256.Size], "cut short"},
		{"a record short", forgedTable(strings.Replace(head, "records ", "records 1", 1), records), "cut short"},
		{"an endless line", bytes.Repeat([]byte("x"), 10000), "not a saved table"},
	} {
		s := New(b, Options{})
		s.Solve(context.Background(), pos, core.Red) // fills the table
		n, err := s.LoadTable(bytes.NewReader(tc.data))
		var te *TableError
		if !errors.As(err, &te) || !strings.Contains(err.Error(), tc.want) || n != 0 {
			t.Errorf("%s: %d, %v", tc.name, n, err)
		}
		if s.Progress().Stored != 0 {
			t.Errorf("%s: the refused table left %d positions", tc.name, s.Progress().Stored)
		}
	}
	if n, err := New(b, Options{}).LoadTable(bytes.NewReader(data)); err != nil || n != len(records) {
		t.Errorf("the table itself: %d, %v", n, err)
	}
}

// TestTableVersionPinsTheKeys pins the keys a saved table's records are found by: if hash.go
// keys positions differently, a table saved before means other positions, and TableVersion
// must change with the keys written here.
func TestTableVersionPinsTheKeys(t *testing.T) {
	b := core.MustBoard("hex:4x4")
	pos := core.NewPosition(b)
	a1, _ := b.ParseCell("a1")
	pos.Place(a1, core.Red)
	z := New(b, Options{}).z
	got := [2]uint64{z.key(pos, core.Blue), z.key(core.NewPosition(b), core.Blue)}
	want := [2]uint64{0xb3784df8e318acff, 0x4b293dec67f3c5c7}
	if TableVersion != 1 || got != want {
		t.Errorf("TableVersion %d, keys %#x: change TableVersion and the keys here together", TableVersion, got)
	}
}
