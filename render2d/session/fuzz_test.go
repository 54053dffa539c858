package session

import (
	"encoding/json"
	"fmt"
	"testing"
)

// FuzzStart feeds arbitrary page addresses and saved games (localStorage, the desktop's file)
// to what the board page and the desktop app start with: ParseQuery, Start and, for a session
// that opens, its permalink read back. Nothing may panic; a query that is refused starts
// nothing; and the permalink of a session that opens opens the same game: the same main line
// and the same line to the position shown (the other variations and the notes are the save's,
// not the link's).
func FuzzStart(f *testing.F) {
	f.Add("board=hex:5x5&moves=a1,b2,c3", []byte(nil))
	f.Add("board=cyl:3x4+reverse&view=annulus&pan=2&red=mcts&think=2s", []byte(`{"version":1}`))
	f.Add("board=torus:6x6&moves=b6,c3&at=1&flip=1&rotate=180&swap=1", []byte(`{"config":{}}`))
	f.Add("", []byte(`{"version":1,"query":"board=hex:3x3&moves=a1"}`))
	f.Add("board=hex:32x32&first=blue&readonly=1&ui=minimal&resigned=red", []byte("\x00\xff"))
	f.Add("moves=%zz&board", []byte("null"))
	f.Add("board=hex:5x5&setup=red:c2,c3,blue:a1&first=blue&moves=d4", []byte(`{"version":1,"query":"board=hex:3x3&setup=red:b2"}`))
	f.Add("board=hex:4x4&moves=a1,b2,c3&variation=1:c2,d1&at=2&story=1&sent=1", []byte(nil))
	f.Add("board=hex:4x4&setup=red:d1,c2,b3,blue:d2,c3,a4&first=red&puzzle=1", []byte(nil))
	f.Add("", []byte(`{"version":1,"query":"board=hex:4x4&moves=b2","tree":{"board":"hex:4x4","moves":[{"cell":"b2"}],"note":{"comment":"c"},"tree":{"moves":[],"variations":[{"moves":[{"cell":"b2"}]},{"moves":[{"cell":"c3"}]}]}}}`))
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
		line := func(s *Session) string {
			s.mu.Lock()
			defer s.mu.Unlock()
			data, _ := json.Marshal(s.recorded().LineRecord())
			return string(data) + fmt.Sprint(turnMoves(s.game.MainLine()))
		}
		if got, want := line(again), line(s); got != want {
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
