package strategies

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// writeNetwork writes a network of the default shape (initial weights) to a file of dir and
// returns its name.
func writeNetwork(t *testing.T, dir string) string {
	t.Helper()
	net, err := network.New(network.DefaultShape(), 3)
	if err != nil {
		t.Fatal(err)
	}
	name := filepath.Join(dir, "test.net")
	f, err := os.Create(name)
	if err != nil {
		t.Fatal(err)
	}
	if err := net.Write(f); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return name
}

// mcts:network=FILE plays with the network of the file on every topology and both rules,
// under its own name; mcts:network with the embedded one; at and value reach the engine.
func TestMCTSNetworkPlays(t *testing.T) {
	file := writeNetwork(t, t.TempDir())
	for _, spec := range []string{"hex:5x5", "cyl:5x4", "torus:4x4", "hex:4x4+reverse"} {
		name := "mcts:network=" + file + ",at=16,value=0.25"
		bot, err := buildMCTSNetwork(strings.TrimPrefix(name, MCTSNetworkPrefix), Settings{Seed: 1})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		m := bot.(*MCTS)
		m.Playouts = 300
		if m.Network == nil || m.NetworkAt != 16 || m.NetworkValue != 0.25 || m.Name() != name {
			t.Fatalf("%s: network %v, at %d, value %v, name %q", name, m.Network != nil, m.NetworkAt, m.NetworkValue, m.Name())
		}
		if opts := m.engineOptions(core.MustBoard(spec).Spec()); opts.Network != m.Network || opts.NetworkAt != 16 {
			t.Fatalf("%s: the engine's options leave the network out", spec)
		}
		g := gameAfter(t, spec, core.Options{}, "b2")
		c, err := m.Choose(g)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		if err := g.Legal(c.Move); err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
	}
	bot, err := buildMCTSNetwork("network,value=0", Settings{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	if m := bot.(*MCTS); m.Network == nil || m.NetworkValue >= 0 {
		t.Errorf("mcts:network,value=0: network %v, value %v (want the embedded network, the value left out)", m.Network != nil, m.NetworkValue)
	}
	plain, _ := Build("mcts", Settings{Seed: 1})
	if plain.(*MCTS).Network != nil || plain.(*MCTS).engineOptions(core.MustBoard("hex:5x5").Spec()).Network != nil {
		t.Errorf("mcts has a network")
	}
}

// A wrong mcts:NET is an error that names what is wrong, never a player with a default.
func TestMCTSNetworkRefuses(t *testing.T) {
	dir := t.TempDir()
	file := writeNetwork(t, dir)
	bad := filepath.Join(dir, "bad.net")
	if err := os.WriteFile(bad, []byte("not a network"), 0o644); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{
		"mcts:":                                "an empty option",
		"mcts:at=5":                            "no network",
		"mcts:network,network":                 "network is given twice",
		"mcts:network,at=0":                    "at=0: expected a whole number",
		"mcts:network,at=x":                    "at=x: expected a whole number",
		"mcts:network,value=1.5":               "value=1.5: expected a weight from 0",
		"mcts:network,value=NaN":               "value=NaN: expected a weight from 0",
		"mcts:network,depth=3":                 `unknown option "depth"`,
		"mcts:network=":                        "network=: no file named",
		"mcts:network=" + dir + "/missing.net": "missing.net: no such file",
		"mcts:network=" + bad:                  "network=" + bad + ": ",
		"mcts:network=" + dir:                  "not a regular file",
		"mcts:network=" + file + ",,at=3":      "an empty option",
		"mcts:network=" + file + ",at=3,at=4":  "at is given twice",
	} {
		_, err := buildMCTSNetwork(strings.TrimPrefix(name, MCTSNetworkPrefix), Settings{Seed: 1})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v, want an error saying %q", name, err, want)
		}
	}
}

// Each member of mcts:NET fits boards of its own (Info.FitsMember, which Lookup makes the
// member's Fits: the hostile suite's TestMCTSNetworkEveryBoard runs it through the command
// line): the embedded network's refuses Rex and the torus (it never saw their games), and so
// does its Choose; a network of one's own plays every board.
func TestMCTSNetworkFits(t *testing.T) {
	rex, cyl := core.MustBoard("hex:7x7+reverse").Spec(), core.MustBoard("cyl:5x5").Spec()
	torus := core.MustBoard("torus:5x5").Spec()
	for _, c := range []struct {
		arg   string
		every bool
	}{
		{"network", false}, {"network,at=8", false}, {"value=0.2,network", false},
		{"network=hex.net", true}, {"network=hex.net,value=0", true},
	} {
		if err := mctsNetworkFits(c.arg, cyl, core.Red); err != nil {
			t.Errorf("mcts:%s on cyl:5x5: %v", c.arg, err)
		}
		for _, spec := range []core.Spec{torus, rex} {
			if err := mctsNetworkFits(c.arg, spec, core.Blue); c.every != (err == nil) {
				t.Errorf("mcts:%s on %s: %v, want plays %v", c.arg, spec, err, c.every)
			}
		}
	}
	bot, err := buildMCTSNetwork("network,at=8", Settings{Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range []core.Spec{torus, rex} {
		g, _ := core.NewGame(spec, core.Options{})
		if _, err := bot.Choose(g); err == nil || !strings.Contains(err.Error(), spec.String()) {
			t.Errorf("mcts:network,at=8 on %s: %v, want a refusal naming the board", spec, err)
		}
	}
}
