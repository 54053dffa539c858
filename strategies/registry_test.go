package strategies

import (
	"runtime"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

func TestNew(t *testing.T) {
	tests := []struct {
		name     string
		wantName string   // Name() of the bot, if it builds
		wantErr  []string // substrings of the error, if it fails
	}{
		{name: "random", wantName: "random"},
		{name: "moves:c5", wantName: "moves:c5"},
		{name: "moves:a1,B7,swap,aa12", wantName: "moves:a1,B7,swap,aa12"},
		{name: "moves:", wantErr: []string{`player "moves:"`, "empty"}},
		{name: "moves: , ", wantErr: []string{"listed move 1", `cell ""`}},
		{name: "moves:  ", wantErr: []string{"empty"}},
		{name: "moves:a1,,b2", wantErr: []string{"listed move 2", `cell ""`}},
		{name: "moves:a1,7b", wantErr: []string{"listed move 2", `cell "7b"`}},
		{name: "moves:a0", wantErr: []string{`cell "a0"`}},
		{name: "htp:/nonexistent/mohex", wantErr: []string{`player "htp:/nonexistent/mohex"`}}, // htp_test.go
		{name: "Random", wantErr: []string{`player "Random"`, "unknown strategy", "random, mc, mcts, beginner, club, strong, strongest, network, solver, gardner, alpern-beck, 3xn, vandenbroek, fitzgerald, rex-pairing, rex-opening, moves:LIST"}},
		{name: "", wantErr: []string{`player ""`, "unknown strategy"}},
		{name: "alphahex", wantErr: []string{"unknown strategy"}},
		{name: "moves", wantErr: []string{"unknown strategy"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			bot, err := New(tt.name, 1)
			if tt.wantErr == nil {
				if err != nil {
					t.Fatal(err)
				}
				if bot.Name() != tt.wantName {
					t.Errorf("Name() = %q, want %q", bot.Name(), tt.wantName)
				}
				return
			}
			if err == nil {
				t.Fatalf("New(%q) built %s, want an error", tt.name, bot.Name())
			}
			for _, w := range tt.wantErr {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not say %q", err, w)
				}
			}
		})
	}
}

// fitsOn names a board that each strategy meant for particular boards
// fits; the others must fit torus:7x4.
var fitsOn = map[string]core.Spec{
	"network":     {Topology: core.Cylinder, Cols: 7, Rows: 4},
	"vandenbroek": {Topology: core.Cylinder, Cols: 5, Rows: 9},
	"fitzgerald":  {Topology: core.Cylinder, Cols: 5, Rows: 9},
	"gardner":     {Topology: core.Cylinder, Cols: 5, Rows: 4},
	"alpern-beck": {Topology: core.Cylinder, Cols: 4, Rows: 7},
	"3xn":         {Topology: core.Cylinder, Cols: 3, Rows: 7},
	"rex-pairing": {Topology: core.Plane, Cols: 5, Rows: 5, Reverse: true},
	"rex-opening": {Topology: core.Plane, Cols: 7, Rows: 7, Reverse: true},
	"htp:COMMAND": {Topology: core.Plane, Cols: 11, Rows: 11},
}

// Every catalogue entry is complete, builds through New (families with a
// sample argument), and fits the boards it claims to.
func TestCatalog(t *testing.T) {
	samples := map[string]string{ScriptedPrefix + "LIST": ScriptedPrefix + "a1"}
	cat := Catalog()
	if len(cat) < 2 {
		t.Fatalf("catalogue has %d entries", len(cat))
	}
	seen := map[string]bool{}
	for _, info := range cat {
		if info.Name == "" || info.Description == "" || info.Boards == "" || info.Fits == nil {
			t.Errorf("incomplete entry %+v", info)
		}
		if seen[info.Name] {
			t.Errorf("duplicate name %q", info.Name)
		}
		seen[info.Name] = true
		name := info.Name
		if s, ok := samples[name]; ok {
			name = s
		}
		if info.Name == HTPPrefix+"COMMAND" {
			name = HTPPrefix + "no-such-engine" // starting an engine is tested in htp_test.go
		} else if _, err := New(name, 0); err != nil {
			t.Errorf("catalogue entry %q does not build: %v", info.Name, err)
		}
		got, err := Lookup(name)
		if err != nil || got.Name != info.Name {
			t.Errorf("Lookup(%q) = %q, %v", name, got.Name, err)
		}
		if info.Name == HTPPrefix+"COMMAND" && runtime.GOOS == "js" {
			continue // no engines in the browser: htp: fits no board
		}
		fit := core.Spec{Topology: core.Torus, Cols: 7, Rows: 4}
		if b, ok := fitsOn[info.Name]; ok {
			fit = b
		}
		if _, err := info.Colours(fit); err != nil {
			t.Errorf("%s does not fit %s: %v", info.Name, fit, err)
		}
		if err := info.Fits(core.Spec{Topology: core.Plane, Cols: 0, Rows: 4}, core.Red); err == nil {
			t.Errorf("%s fits the invalid board hex:0x4", info.Name)
		}
	}
	// Catalog returns a copy.
	cat[0].Name = "changed"
	if Catalog()[0].Name == "changed" {
		t.Error("Catalog shares its slice")
	}
	if _, err := Lookup("nonesuch"); err == nil {
		t.Error("Lookup of an unknown name succeeded")
	}
}

// Every strategy says how strong it is in a few words (the new-game dialog shows it).
func TestEveryStrategyHasAStrength(t *testing.T) {
	for _, info := range Catalog() {
		if info.Strength == "" || len(info.Strength) > 40 {
			t.Errorf("%s: strength %q: want a few words (at most 40 characters)", info.Name, info.Strength)
		}
	}
}

// Families (moves:LIST) say so, and only they: a list of players to choose from leaves them
// out by this, not by their names.
func TestFamily(t *testing.T) {
	for _, info := range Catalog() {
		if want := strings.Contains(info.Name, ":"); info.Family != want {
			t.Errorf("%s: Family %v", info.Name, info.Family)
		}
		if got, err := Lookup(info.Name); err != nil || got.Family != info.Family {
			t.Errorf("Lookup(%s): Family %v, %v", info.Name, got.Family, err)
		}
	}
	if info, err := Lookup("moves:a1,b2"); err != nil || !info.Family {
		t.Errorf("moves:a1,b2: %v %v", info.Family, err)
	}
}
