package training

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/hexlab/hexlab/internal/safefile"
)

// Limits of the record files, so that a reader's memory is bounded whatever a file holds.
const (
	// MaxRecordLine is the longest line a record file may hold, in bytes (uncompressed): a
	// record of 19x19 with every cell in its policy takes some 6 KiB.
	MaxRecordLine = 64 << 10
	// MaxRecords is the most records ReadRecords reads from a file, and ReadDir from a folder.
	MaxRecords = 10_000_000
)

// RecordFileSuffix ends the name of every record file ReadDir reads.
const RecordFileSuffix = ".jsonl.gz"

// WriteRecords writes recs to path as gzip'd JSON lines, one record a line, whole or not at
// all (internal/safefile): every record is checked first (Validate), so that no file is
// written that ReadRecords would refuse.
func WriteRecords(path string, recs []Record) error {
	if len(recs) > MaxRecords {
		return fmt.Errorf("%s: %d records, more than the %d a record file may hold", path, len(recs), MaxRecords)
	}
	for i, r := range recs {
		if err := r.Validate(); err != nil {
			return fmt.Errorf("%s: record %d (game %q): %w", path, i+1, r.Game, err)
		}
	}
	return safefile.Write(path, func(w io.Writer) error {
		z := gzip.NewWriter(w)
		for i, r := range recs {
			line, err := json.Marshal(r.listsNotNull())
			if err != nil {
				return fmt.Errorf("%s: record %d (game %q): %w", path, i+1, r.Game, err)
			}
			if len(line) >= MaxRecordLine {
				return fmt.Errorf("%s: record %d (game %q) takes %d bytes, more than a line may (%d)", path, i+1, r.Game, len(line), MaxRecordLine)
			}
			if _, err := z.Write(append(line, '\n')); err != nil {
				return fmt.Errorf("writing %s: %w", path, err)
			}
		}
		if err := z.Close(); err != nil {
			return fmt.Errorf("writing %s: %w", path, err)
		}
		return nil
	})
}

// listsNotNull returns r with empty lists where it has nil ones, so that JSON writes [] for
// a colour without stones.
func (r Record) listsNotNull() Record {
	if r.Red == nil {
		r.Red = []int{}
	}
	if r.Blue == nil {
		r.Blue = []int{}
	}
	return r
}

// ReadRecords reads the record file at path (WriteRecords's form), checking every record
// (Validate). Errors name the file and the line: a line that is no record, a record Validate
// refuses, a line longer than MaxRecordLine, more than MaxRecords records, a file that is
// not gzip'd or is cut short.
func ReadRecords(path string) ([]Record, error) {
	f, err := openRecordFile(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return readRecords(f, path, MaxRecords)
}

// openRecordFile opens the record file at path, refusing anything but a regular file (a
// device such as /dev/zero never ends, and a named pipe blocks the open itself).
func openRecordFile(path string) (*os.File, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file; a record file is a gzip'd file of JSON lines", path)
	}
	return os.Open(path)
}

// readRecords reads a record file from r (named path in errors), at most limit records.
func readRecords(r io.Reader, path string, limit int) ([]Record, error) {
	z, err := gzip.NewReader(bufio.NewReader(r))
	if err != nil {
		return nil, fmt.Errorf("%s: not a gzip'd record file: %w", path, err)
	}
	defer z.Close()
	lines := bufio.NewScanner(z)
	lines.Buffer(make([]byte, 0, 4096), MaxRecordLine)
	var recs []Record
	// Every record of a game repeats its strings: one copy of each is kept.
	strs := map[string]string{}
	intern := func(s *string) {
		if v, ok := strs[*s]; ok {
			*s = v
		} else {
			strs[*s] = *s
		}
	}
	line := 0
	for lines.Scan() {
		line++
		if len(recs) == limit {
			if limit < MaxRecords {
				return nil, fmt.Errorf("%s: line %d: more than %d records with the files read before it, the most this reads", path, line, MaxRecords)
			}
			return nil, fmt.Errorf("%s: line %d: more than %d records, the most this reads", path, line, MaxRecords)
		}
		rec, err := parseRecord(lines.Bytes())
		if err != nil {
			return nil, fmt.Errorf("%s: line %d: %w", path, line, err)
		}
		for _, s := range []*string{&rec.Board, &rec.ToMove, &rec.Winner, &rec.Game, &rec.Source} {
			intern(s)
		}
		recs = append(recs, rec)
	}
	if err := lines.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("%s: line %d: longer than %d bytes, the longest a record may be", path, line+1, MaxRecordLine)
		}
		if errors.Is(err, io.ErrUnexpectedEOF) {
			return nil, fmt.Errorf("%s: line %d: the file is cut short", path, line+1)
		}
		return nil, fmt.Errorf("%s: line %d: %w", path, line+1, err)
	}
	return recs, nil
}

// parseRecord reads one line of a record file: one JSON object of Record's fields, no other
// field and nothing after it, and a record Validate accepts.
func parseRecord(line []byte) (Record, error) {
	var r Record
	if len(bytes.TrimSpace(line)) == 0 {
		return r, errors.New("an empty line; expected a record")
	}
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&r); err != nil {
		return r, fmt.Errorf("not a record: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return r, errors.New("more text after the record; a line holds one record")
	}
	if err := r.Validate(); err != nil {
		return r, err
	}
	return r, nil
}

// ReadDir reads every record file of dir (its files whose names end in RecordFileSuffix, not
// those of its subfolders) in name order, at most MaxRecords records in all. A folder
// without record files gives no records.
func ReadDir(dir string) ([]Record, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var recs []Record
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), RecordFileSuffix) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		f, err := openRecordFile(path)
		if err != nil {
			return nil, err
		}
		more, err := readRecords(f, path, MaxRecords-len(recs))
		f.Close()
		if err != nil {
			return nil, err
		}
		recs = append(recs, more...)
	}
	return recs, nil
}
