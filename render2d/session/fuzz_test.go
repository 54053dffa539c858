package session

import (
	"testing"
)

// FuzzStart feeds arbitrary page addresses and saved games (localStorage, the desktop's file)
// to what the board page and the desktop app start with: ParseQuery, Start and, for a session
// that opens, its permalink read back. Nothing may panic; a query that is refused starts
// nothing; and the permalink of a session that opens opens the same game.
func FuzzStart(f *testing.F) {
	f.Add("board=hex:5x5&moves=a1,b2,c3", []byte(nil))
	f.Add("board=cyl:3x4+reverse&view=annulus&pan=2&red=mcts&think=2s", []byte(`{"version":1}`))
	f.Add("board=torus:6x6&moves=b6,c3&at=1&flip=1&rotate=180&swap=1", []byte(`{"config":{}}`))
	f.Add("", []byte(`{"version":1,"query":"board=hex:3x3&moves=a1"}`))
	f.Add("board=hex:32x32&first=blue&readonly=1&ui=minimal&resigned=red", []byte("\x00\xff"))
	f.Add("moves=%zz&board", []byte("null"))
	f.Add("board=hex:5x5&setup=red:c2,c3,blue:a1&first=blue&moves=d4", []byte(`{"version":1,"query":"board=hex:3x3&setup=red:b2"}`))
	f.Fuzz(func(t *testing.T, raw string, saved []byte) {
		values, err := ParseQuery(raw)
		if err != nil {
			return
		}
		s, _, err := Start(values, saved)
		if err != nil {
			if s != nil {
				t.Fatalf("Start(%q) refused (%v) but returned a session", raw, err)
			}
			return
		}
		link := s.Query()
		again, _, err := Start(link, nil)
		if err != nil {
			t.Fatalf("the permalink %q of %q does not open: %v", link.Encode(), raw, err)
		}
		if got, want := again.RecordJSON(), s.RecordJSON(); got != want {
			t.Fatalf("the permalink of %q opens %s, not %s", raw, got, want)
		}
	})
}

// FuzzLoadFile feeds arbitrary files to the import (SGF or JSON): a file that is refused
// leaves the game as it was.
func FuzzLoadFile(f *testing.F) {
	f.Add([]byte(`(;FF[4]GM[11]SZ[5];B[aa];W[bb])`))
	f.Add([]byte(`{"board":"hex:3x3","first":"red","moves":[{"player":"red","cell":"b2"}]}`))
	f.Add([]byte(`(;FF[4]GM[11]SZ[3:7]HB[cyl];B[zz])`))
	f.Add([]byte("{"))
	f.Add([]byte("(;FF[4]GM[11]SZ[5]\n;AB[c2][c3]AW[a1]PL[W];W[d4])"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _, err := Start(nil, nil)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.PlayName("c3"); err != nil {
			t.Fatal(err)
		}
		before := s.RecordJSON()
		if err := s.LoadFile(data); err != nil && s.RecordJSON() != before {
			t.Fatalf("a refused file (%v) changed the game from %s to %s", err, before, s.RecordJSON())
		}
	})
}
