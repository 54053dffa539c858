package registry

import (
	"errors"
	"strings"
	"testing"
)

type info struct {
	name   string
	family bool
}

func (i info) Naming() (string, bool) { return i.name, i.family }

func entry(name string, family bool) Entry[info, string, int] {
	return Entry[info, string, int]{Info: info{name, family}, Build: func(arg string, s int) (string, error) {
		if arg == "bad" {
			return "", errors.New("a bad argument")
		}
		return strings.Repeat(name+"("+arg+")", s), nil
	}}
}

func TestFindAndBuild(t *testing.T) {
	r := New("test strategy", entry("random", false), entry("moves:LIST", true), entry("mc", false))
	for _, c := range []struct {
		name, want, err string
	}{
		{"random", "random()", ""},
		{"mc", "mc()", ""},
		{"moves:c5,b7", "moves:LIST(c5,b7)", ""},
		{"moves:", "moves:LIST()", ""},
		{"moves:bad", "", `player "moves:bad": a bad argument`},
		{"moves:LIST2", "moves:LIST(LIST2)", ""},
		{"mcts", "", `player "mcts": unknown test strategy; known players are random, moves:LIST, mc`},
		{"randomx", "", "unknown test strategy"},
		{"", "", "unknown test strategy"},
	} {
		got, err := r.Build(c.name, 1)
		if c.err != "" {
			if err == nil || !strings.Contains(err.Error(), c.err) {
				t.Errorf("Build(%q) = %q, %v; want an error with %q", c.name, got, err, c.err)
			}
			continue
		}
		if err != nil || got != c.want {
			t.Errorf("Build(%q) = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	if infos := r.Infos(); len(infos) != 3 || infos[1].name != "moves:LIST" {
		t.Errorf("Infos = %v", infos)
	}
}

func TestRegisterRefusesClashes(t *testing.T) {
	for _, c := range []struct {
		what  string
		entry Entry[info, string, int]
	}{
		{"a name twice", entry("random", false)},
		{"a prefix twice", entry("moves:OTHER", true)},
		{"a family without a prefix", entry("htp", true)},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Register did not panic", c.what)
				}
			}()
			New("test strategy", entry("random", false), entry("moves:LIST", true)).Register(c.entry)
		}()
	}
}
