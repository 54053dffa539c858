package session

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
)

func TestSaveRestore(t *testing.T) {
	s := start(t, "board=cyl:4x5&blue=random&moves=a1,b2,c3&at=2&seed=4&view=annulus")
	s.mu.Lock()
	s.game.Redo()
	s.game.Undo()
	s.mu.Unlock()
	data := s.Save()
	cfg, err := Restore(data)
	if err != nil {
		t.Fatal(err)
	}
	again, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := stateOf(again), stateOf(s); !reflect.DeepEqual(got, want) {
		t.Errorf("restored\n%+v\nwant\n%+v", got, want)
	}
}

func TestSaveKeepsRules(t *testing.T) {
	s := start(t, "board=hex:3x3")
	if err := s.LoadFile([]byte(`{"board":"hex:3x3","first":"red","moves":[{"player":"red","cell":"b2","rule":"4"},{"player":"blue","cell":"a1"}],"winner":"none"}`)); err != nil {
		t.Fatal(err)
	}
	cfg, err := Restore(s.Save())
	if err != nil {
		t.Fatal(err)
	}
	again, _ := New(cfg)
	if m := again.Moves(); len(m) != 2 || m[0].Rule != "4" || m[1].Rule != "" {
		t.Errorf("moves after restore: %+v", m)
	}
}

func TestRestoreCorrupt(t *testing.T) {
	for _, data := range []string{
		"", "{", "null", "[]", `{"version":2,"query":"board=hex:3x3"}`,
		`{"version":1,"query":"board=hex:0x0"}`,
		`{"version":1,"query":"board=hex:3x3&moves=a1,a1"}`,
		`{"version":1,"query":"moves=a1%zz"}`,
		`{"version":1,"query":"board=hex:3x3&moves=a1","rules":["1","2"]}`,
		`{"version":1,"query":"board=hex:3x3&red=nobody"}`,
		"\x00\xff garbage",
	} {
		if _, err := Restore([]byte(data)); err == nil {
			t.Errorf("Restore(%q) accepted it", data)
		}
	}
}

func TestStart(t *testing.T) {
	saved := start(t, "board=hex:5x5&moves=c3,b2&seed=8").Save()
	open := func(query string, data []byte) (*Session, string) {
		t.Helper()
		v, err := ParseQuery(query)
		if err != nil {
			t.Fatal(err)
		}
		s, note, err := Start(v, data)
		if err != nil {
			t.Fatalf("Start(%q): %v", query, err)
		}
		return s, note
	}
	// A bare page restores the saved game, with the view it names.
	if s, note := open("", saved); note != "" || s.Query().Get("moves") != "c3,b2" {
		t.Errorf("bare page: %q %v", note, s.Query())
	}
	if s, _ := open("flip=1", saved); s.Query().Get("moves") != "c3,b2" || !s.Config().View.Flip {
		t.Errorf("bare page with a view: %v", s.Query())
	}
	// A URL that names the game wins.
	if s, _ := open("board=hex:7x7", saved); s.Query().Get("moves") != "" || s.Board().Cols() != 7 {
		t.Errorf("a game URL: %v", s.Query())
	}
	// An embedded board neither restores nor is meant to save.
	for _, q := range []string{"ui=minimal", "readonly=1"} {
		s, _ := open(q, saved)
		if s.Query().Get("moves") != "" || s.Config().Saves() {
			t.Errorf("%s: %v saves=%v", q, s.Query(), s.Config().Saves())
		}
	}
	// A corrupt saved game is reported and ignored.
	for _, bad := range []string{"{oops", `{"version":1,"query":"board=hex:3x3&moves=z9"}`} {
		s, note := open("", []byte(bad))
		if !strings.Contains(note, "saved game") || s.Query().Get("moves") != "" {
			t.Errorf("corrupt %q: note %q, %v", bad, note, s.Query())
		}
	}
	// Bad parameters are an error, whatever is saved.
	if _, _, err := Start(url.Values{"board": {"hex:99x1"}}, saved); err == nil {
		t.Errorf("bad parameters started a game")
	}
}

func TestStartKeepsRulesOfTheSameGame(t *testing.T) {
	s := start(t, "board=hex:3x3&seed=1")
	if err := s.LoadFile([]byte(`{"board":"hex:3x3","first":"red","moves":[{"player":"red","cell":"b2","rule":"4"}],"winner":"none"}`)); err != nil {
		t.Fatal(err)
	}
	saved := s.Save()
	v, _ := ParseQuery(s.Permalink()) // the page reloaded at its own address
	again, _, err := Start(v, saved)
	if err != nil {
		t.Fatal(err)
	}
	if m := again.Moves(); len(m) != 1 || m[0].Rule != "4" {
		t.Errorf("the rule labels were lost: %+v", m)
	}
	v.Set("moves", "a1")
	other, _, _ := Start(v, saved)
	if m := other.Moves(); len(m) != 1 || m[0].Rule != "" {
		t.Errorf("another game took the saved rules: %+v", m)
	}
}
