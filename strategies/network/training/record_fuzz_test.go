package training

import (
	"bytes"
	"compress/gzip"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// FuzzReadRecords reads any file as a record file: it never panics, and whatever it accepts
// is valid and is written and read back unchanged. The input is the file's text, gzip'd here
// (a fuzzer gets nowhere through gzip's checksums), unless it is gzip'd already.
//
//	go test ./strategies/network/training/ -run '^$' -fuzz FuzzReadRecords -fuzztime 1m
func FuzzReadRecords(f *testing.F) {
	for _, seed := range []string{
		goodLine + "\n",
		goodLine + "\n" + goodLine,
		`{"board":"torus:4x4+reverse","red":[0,5],"blue":[10,15],"to_move":"blue","policy":[[1,0.25],[2,0.75]],"winner":"blue","game":"g","source":"icga"}`,
		`{"board":"cyl:4x5","red":[],"blue":[3],"to_move":"red","policy":[[0,0.1],[1,0.2],[2,0.7]],"winner":"blue","game":"g2","source":"selfplay"}` + "\n\n",
		`{"board":"hex:3x3","red":[1,4,7],"blue":[],"to_move":"blue","policy":[[0,1]],"winner":"red","game":"g","source":"selfplay"}`,
		`{"board":"hex:3x3","Red":[4],"blue":null,"to_move":"blue","policy":[[0,1e-40],[1,1]],"winner":"red","game":"g","source":"s"}`,
		"\x1f\x8b\x08\x00\x00\x00\x00\x00",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if !bytes.HasPrefix(data, []byte{0x1f, 0x8b}) {
			var buf bytes.Buffer
			z := gzip.NewWriter(&buf)
			z.Write(data)
			z.Close()
			data = buf.Bytes()
		}
		recs, err := readRecords(bytes.NewReader(data), "fuzz", 1000)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "fuzz: ") {
				t.Fatalf("the error does not name the file: %v", err)
			}
			return
		}
		for i, r := range recs {
			if err := r.Validate(); err != nil {
				t.Fatalf("record %d was read but is not valid: %v", i+1, err)
			}
		}
		path := filepath.Join(t.TempDir(), "again.jsonl.gz")
		if err := WriteRecords(path, recs); err != nil {
			t.Fatalf("records read do not write: %v", err)
		}
		again, err := ReadRecords(path)
		if err != nil {
			t.Fatalf("records written do not read back: %v", err)
		}
		for i := range recs {
			if !reflect.DeepEqual(recs[i].listsNotNull(), again[i]) {
				t.Fatalf("record %d changed:\n%+v\n%+v", i+1, recs[i], again[i])
			}
		}
	})
}
