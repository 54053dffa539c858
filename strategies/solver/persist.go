package solver

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"errors"
	"fmt"
	"hash"
	"io"
	"strconv"
	"strings"
)

// A saved table is a cache of the search's unfinished work, never a source of answers: it
// holds the proof numbers of the positions not proven yet, which only steer the next search
// (which child it looks at first). What the search proved is not saved, and a record that
// claims a proof is refused, so that every answer a solver gives is proven again by its own
// search, whatever file it was given. The file:
//
//	hexlab-table 2
//	solver 1           (TableVersion)
//	board hex:6x6
//	records N
//	N records of 20 bytes, little-endian: key uint64, φ, δ and work uint32
//	the SHA-256 of everything above, 32 bytes
//
// The checksum finds a damaged file; a forged one with its checksum worked out again can
// cost the search time (its numbers are wrong), not make an answer wrong.

// tableMagic is the first line of a saved table; oldTableMagic that of the tables Hexlab
// saved before (with proven positions and no checksum).
const (
	tableMagic    = "hexlab-table 2"
	oldTableMagic = "hexlab-table 1"
)

// TableVersion is the version of what a saved record means to the solver: how positions are
// keyed (hash.go's Zobrist keys) and what φ, δ and the work count. It changes whenever one of
// them does; a table saved under another version is refused.
const TableVersion = 1

// recordSize is the size of one saved record in bytes.
const recordSize = 20

// record is one saved position: key, φ, δ and work.
type record struct {
	Key        uint64
	Phi, Delta uint32
	Work       uint32
}

// unfinished reports whether e is a position whose search has begun and not ended: the
// only ones a table saves.
func (e *entry) unfinished() bool {
	return e.work > 0 && e.phi > 0 && e.delta > 0 && e.phi < infinity && e.delta < infinity
}

// SaveTable writes the solver's unfinished work to w, so that a later solver of the same
// board can go on from it (LoadTable): the key, proof numbers and work of every position
// whose search has begun and not ended, in the format above. Proven positions and the
// analyses are not saved: they are worked out again when needed.
func (s *Solver) SaveTable(w io.Writer) error {
	n := 0
	for i := range s.tt.buckets {
		for j := range s.tt.buckets[i] {
			if s.tt.buckets[i][j].unfinished() {
				n++
			}
		}
	}
	sum := sha256.New()
	bw := bufio.NewWriter(io.MultiWriter(w, sum))
	fmt.Fprintf(bw, "%s\nsolver %d\nboard %s\nrecords %d\n", tableMagic, TableVersion, s.board.Spec(), n)
	var buf [recordSize]byte
	for i := range s.tt.buckets {
		for j := range s.tt.buckets[i] {
			if e := &s.tt.buckets[i][j]; e.unfinished() {
				putRecord(buf[:], record{Key: e.key, Phi: e.phi, Delta: e.delta, Work: e.work})
				bw.Write(buf[:])
			}
		}
	}
	if err := bw.Flush(); err != nil {
		return err
	}
	_, err := w.Write(sum.Sum(nil))
	return err
}

// TableError is LoadTable's error for a file that is not a table this solver saved for its
// board, or whose content does not match its checksum.
type TableError struct{ Reason string }

func (e *TableError) Error() string { return e.Reason }

// LoadTable reads a table SaveTable wrote for the same board and solver version into the
// solver's table (which keeps what fits), and returns the number of positions read. Their
// numbers only steer the search: nothing in the file is taken as proven. A file of another
// board, another TableVersion or format, one that does not match its checksum, is cut short
// or holds a record SaveTable does not write is refused with a *TableError; the solver's
// table is then emptied.
func (s *Solver) LoadTable(r io.Reader) (int, error) {
	n, err := s.loadTable(r)
	if err != nil {
		s.tt.clear()
		return 0, err
	}
	return n, nil
}

// loadTable is LoadTable before the clean-up of an error.
func (s *Solver) loadTable(r io.Reader) (int, error) {
	br := bufio.NewReader(r)
	sum := sha256.New()
	refuse := func(format string, args ...any) (int, error) {
		return 0, &TableError{Reason: "solver: " + fmt.Sprintf(format, args...)}
	}
	magic, err := headerLine(br, sum)
	switch {
	case err == nil && magic == oldTableMagic:
		return refuse("the table was saved by an older Hexlab (%q), whose tables this one does not read", oldTableMagic)
	case err != nil || magic != tableMagic:
		return refuse("not a saved table (its first line must be %q)", tableMagic)
	}
	version, err := headerField(br, sum, "solver")
	if err != nil {
		return refuse("%v", err)
	}
	if version != strconv.Itoa(TableVersion) {
		return refuse("the table was saved by version %s of the solver, this is version %d: its records mean something else here", version, TableVersion)
	}
	board, err := headerField(br, sum, "board")
	if err != nil {
		return refuse("%v", err)
	}
	if want := s.board.Spec().String(); board != want {
		return refuse("the table is of %s, not %s", board, want)
	}
	count, err := headerField(br, sum, "records")
	if err != nil {
		return refuse("%v", err)
	}
	records, err := strconv.ParseInt(count, 10, 64)
	if err != nil || records < 0 {
		return refuse("records %q: expected a count", count)
	}
	var buf [recordSize]byte
	for i := int64(0); i < records; i++ {
		if _, err := io.ReadFull(br, buf[:]); err != nil {
			return refuse("the table is cut short: %d of its %d records are there", i, records)
		}
		sum.Write(buf[:])
		rec := getRecord(buf[:])
		e := entry{phi: rec.Phi, delta: rec.Delta, work: rec.Work}
		if !e.unfinished() {
			return refuse("record %d is not one a table holds: a table keeps unfinished searches only (φ and δ from 1 to %d, work above 0), never a proven position", i+1, infinity-1)
		}
		stored := s.tt.store(rec.Key)
		stored.phi, stored.delta, stored.work = rec.Phi, rec.Delta, rec.Work
	}
	var saved [sha256.Size]byte
	if _, err := io.ReadFull(br, saved[:]); err != nil {
		return refuse("the table is cut short: its checksum is missing")
	}
	if !bytes.Equal(saved[:], sum.Sum(nil)) {
		return refuse("the table does not match its checksum: the file is damaged or was changed since it was saved")
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return refuse("the table goes on after its checksum")
	}
	return int(records), nil
}

// maxHeaderLine is the longest header line a table has (a board spec is a few characters).
const maxHeaderLine = 256

// headerLine reads one line of a table's header into sum, without its newline.
func headerLine(br *bufio.Reader, sum hash.Hash) (string, error) {
	var line []byte
	for {
		b, err := br.ReadByte()
		if err != nil {
			return "", errors.New("the header is cut short")
		}
		sum.Write([]byte{b})
		if b == '\n' {
			return string(line), nil
		}
		if line = append(line, b); len(line) > maxHeaderLine {
			return "", errors.New("a header line is too long")
		}
	}
}

// headerField reads the header line "name value" and returns value.
func headerField(br *bufio.Reader, sum hash.Hash, name string) (string, error) {
	line, err := headerLine(br, sum)
	if err != nil {
		return "", err
	}
	value, ok := strings.CutPrefix(line, name+" ")
	if !ok {
		return "", fmt.Errorf("the header's line %q must begin with %q", line, name)
	}
	return value, nil
}

// putRecord writes r into buf, little-endian.
func putRecord(buf []byte, r record) {
	binary.LittleEndian.PutUint64(buf[0:], r.Key)
	binary.LittleEndian.PutUint32(buf[8:], r.Phi)
	binary.LittleEndian.PutUint32(buf[12:], r.Delta)
	binary.LittleEndian.PutUint32(buf[16:], r.Work)
}

// getRecord reads a record from buf.
func getRecord(buf []byte) record {
	return record{
		Key:   binary.LittleEndian.Uint64(buf[0:]),
		Phi:   binary.LittleEndian.Uint32(buf[8:]),
		Delta: binary.LittleEndian.Uint32(buf[12:]),
		Work:  binary.LittleEndian.Uint32(buf[16:]),
	}
}
