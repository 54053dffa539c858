package session

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestStart(t *testing.T) {
	q, _ := ParseQuery("board=trunc:2&white=human&gray=human&black=human&seed=3&moves=0,0,0;1,1,1")
	s, note, err := Start(q, nil)
	if err != nil || note != "" || len(s.Game().Turns()) != 2 {
		t.Fatalf("a game from the URL: %v, %q, %v", s, note, err)
	}
	saved := s.Save()
	// Without parameters the saved game comes back; with them, they win.
	r, note, err := Start(nil, saved)
	if err != nil || note != "" || r.Permalink() != s.Permalink() {
		t.Errorf("restored %q (%q, %v), want %q", r.Permalink(), note, err, s.Permalink())
	}
	// A reload (the URL is the saved game's permalink) restores the save, rule labels and all.
	if r, _, _ := Start(q, savedWithRules(t, s)); len(r.Game().Turns()) != 2 || r.Game().Turns()[1].Rule != "search" {
		t.Errorf("a reload lost the bots' rule labels: %+v", r.Game().Turns())
	}
	q2, _ := ParseQuery("board=trunc:3")
	if r, _, _ := Start(q2, saved); r.Game().Spec().Size != 3 || len(r.Game().Turns()) != 0 {
		t.Errorf("parameters did not win over the saved game: %s", r.Permalink())
	}
	// A saved game that cannot be restored is left with a note, and a new game starts.
	r, note, err = Start(nil, []byte("{not json"))
	if err != nil || !strings.Contains(note, "could not be restored") || r == nil {
		t.Errorf("a broken save: %v, %q, %v", r, note, err)
	}
	// A bad parameter is an error.
	bad, _ := ParseQuery("board=trunc:9")
	if _, _, err := Start(bad, nil); err == nil || !strings.Contains(err.Error(), "board") {
		t.Errorf("trunc:9: %v", err)
	}
}

// savedWithRules returns s's save with a rule label on its last move, as a bot's move has.
func savedWithRules(t *testing.T, s *Session) []byte {
	t.Helper()
	var sv map[string]any
	if err := json.Unmarshal(s.Save(), &sv); err != nil {
		t.Fatal(err)
	}
	sv["rules"] = []string{"", "search"}
	data, _ := json.Marshal(sv)
	return data
}
