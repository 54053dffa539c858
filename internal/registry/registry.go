package registry

import (
	"fmt"
	"strings"
)

// Described is what a registry needs of a player's description I: how the player is named
// ("random", or for a family its prefix and a word for the argument: "moves:LIST") and whether
// the name is a family's.
type Described interface {
	Naming() (name string, family bool)
}

// Entry is one player of a registry: its description and how to build it from the argument
// (a family's; "" for a plain name) and the settings S.
type Entry[I Described, B, S any] struct {
	Info  I
	Build func(arg string, s S) (B, error)
}

// name returns the entry's name and, for a family, the prefix its players' names start with:
// the name up to and including its first colon.
func (e Entry[I, B, S]) name() (name, prefix string) {
	name, family := e.Info.Naming()
	if i := strings.IndexByte(name, ':'); family && i >= 0 {
		return name, name[:i+1]
	}
	return name, ""
}

// Registry is a game's players, in a fixed order. Register adds to it, normally in an init;
// the other methods only read it.
type Registry[I Described, B, S any] struct {
	kind    string // what its players are called in the error for an unknown name: "strategy"
	entries []Entry[I, B, S]
}

// New returns a registry of entries, in order; kind is what its players are called when a name
// is unknown ("strategy", "Trunc strategy"). It panics on two entries
// of one name or a family without a prefix: those are programming errors.
func New[I Described, B, S any](kind string, entries ...Entry[I, B, S]) *Registry[I, B, S] {
	r := &Registry[I, B, S]{kind: kind}
	for _, e := range entries {
		r.Register(e)
	}
	return r
}

// Register adds e after the entries there are. A package whose players the game's strategy
// package must not import (an external engine's client starts processes) registers them so. It
// panics on a name or a prefix already registered, or a family without a prefix.
func (r *Registry[I, B, S]) Register(e Entry[I, B, S]) {
	name, prefix := e.name()
	if _, family := e.Info.Naming(); family && prefix == "" {
		panic("registry: family " + name + " has no prefix (a name like moves:LIST)")
	}
	for _, old := range r.entries {
		if oldName, oldPrefix := old.name(); oldName == name || (prefix != "" && oldPrefix == prefix) {
			panic("registry: " + name + " registered twice")
		}
	}
	r.entries = append(r.entries, e)
}

// Infos returns every entry's description, in order.
func (r *Registry[I, B, S]) Infos() []I {
	out := make([]I, len(r.entries))
	for i, e := range r.entries {
		out[i] = e.Info
	}
	return out
}

// Find returns the entry name refers to and, for a family, the argument after its prefix. An
// unknown name is an error that lists the known ones.
func (r *Registry[I, B, S]) Find(name string) (Entry[I, B, S], string, error) {
	names := make([]string, len(r.entries))
	for i, e := range r.entries {
		n, prefix := e.name()
		if prefix == "" && name == n {
			return e, "", nil
		}
		if arg, ok := strings.CutPrefix(name, prefix); prefix != "" && ok {
			return e, arg, nil
		}
		names[i] = n
	}
	return Entry[I, B, S]{}, "", fmt.Errorf("player %q: unknown %s; known players are %s", name, r.kind, strings.Join(names, ", "))
}

// Build builds the player name refers to with settings s. The errors name the player.
func (r *Registry[I, B, S]) Build(name string, s S) (B, error) {
	e, arg, err := r.Find(name)
	if err != nil {
		var none B
		return none, err
	}
	b, err := e.Build(arg, s)
	if err != nil {
		return b, fmt.Errorf("player %q: %w", name, err)
	}
	return b, nil
}
