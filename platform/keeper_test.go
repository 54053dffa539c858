//go:build !js

package platform

import (
	"strings"
	"testing"
)

func TestKeeper(t *testing.T) {
	config, _ := useDirs(t)
	game := "one"
	k := NewKeeper("game", func() string { return "board=hex:3x3&moves=" + game }, func() []byte { return []byte(`{"moves":"` + game + `"}`) })
	var said []string
	k.Say = func(msg string) { said = append(said, msg) }
	k.Start(func(name string) bool { return name == "board" || name == "moves" })
	if data, _ := Load("game"); data != nil {
		t.Errorf("Start saved %q: opening a link must not replace the saved game", data)
	}
	game = "two"
	if err := k.Flush(); err != nil {
		t.Fatal(err)
	}
	if data, _ := Load("game"); string(data) != `{"moves":"two"}` {
		t.Errorf("saved %q", data)
	}
	if q := k.Query(); q != "board=hex:3x3&moves=two" {
		t.Errorf("query %q", q)
	}
	// An embedded board saves nothing.
	k.Saves = func() bool { return false }
	game = "three"
	if err := k.Flush(); err != nil {
		t.Fatal(err)
	}
	if data, _ := Load("game"); string(data) != `{"moves":"two"}` {
		t.Errorf("an embed replaced the saved game with %q", data)
	}
	// A save that fails is said once.
	k.Saves = nil
	bad := NewKeeper("../x", k.permalink, k.save)
	bad.Say = k.Say
	bad.Flush()
	bad.Flush()
	if len(said) != 1 || !strings.Contains(said[0], "cannot be saved") {
		t.Errorf("said %q", said)
	}
	_ = config
}
