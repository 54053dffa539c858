package session

import (
	"testing"
)

// FuzzParse checks that any address is either refused with an error or opens a session
// whose permalink opens the same game again.
func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"board=trunc:2&moves=0,0,0;1,1,1",
		"board=trunc:1+variant&order=black,white,gray&white=random&moves=1,1,1=gray",
		"board=trunc:3&think=1.5&seed=3&gray=moves:0,0,0",
		"board=trunc:2&moves=0,0,0;1,1,1&at=1", "at=-1",
		"white=%zz", "board=trunc:9", "moves=;;;", "order=white,,",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := ParseQuery(raw)
		if err != nil {
			return
		}
		cfg, err := Parse(q)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an empty error")
			}
			return
		}
		s, err := New(cfg)
		if err != nil {
			t.Fatalf("Parse accepted %q, New refused it: %v", raw, err)
		}
		again := start(t, s.Permalink())
		if again.Permalink() != s.Permalink() {
			t.Fatalf("%q: %s then %s", raw, s.Permalink(), again.Permalink())
		}
	})
}

// FuzzRestore checks that any data is either refused with an error or restores a session that
// saves itself the same way.
func FuzzRestore(f *testing.F) {
	f.Add(`{"version":1,"query":"board=trunc:1&seed=1&moves=0,0,0","rules":["x"],"redo":[{"move":"1,1,1"}]}`)
	f.Add(`{"version":1,"query":"board=trunc:2+variant&seed=1&white=random"}`)
	f.Add(`{"version":1}`)
	f.Fuzz(func(t *testing.T, data string) {
		s, err := restore([]byte(data))
		if err != nil {
			if s != nil {
				t.Fatal("a session with an error")
			}
			return
		}
		saved := s.Save()
		r, err := restore(saved)
		if err != nil || string(r.Save()) != string(saved) {
			t.Fatalf("%s saved as %s, restored: %v", data, saved, err)
		}
	})
}
