package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
)

// runTruncPlay is `hexlab trunc play`.
func runTruncPlay(args []string, stdout, _ io.Writer) error {
	fs := newFlags("trunc play")
	var f truncGameFlags
	f.register(fs)
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	setup, err := f.resolve()
	if err != nil {
		return err
	}
	g, err := f.arena(setup).Play(0)
	if err != nil {
		return err
	}
	if *asJSON {
		r := g.Record()
		r.Players = map[string]string{}
		for i, p := range trunc.Players {
			r.Players[p.String()] = f.players[i]
		}
		return writeJSON(stdout, r)
	}
	_, err = io.WriteString(stdout, truncGameText(g, f.players, setup.seed))
	return err
}

// truncGameText describes a finished game for people: the players, the
// moves (in the form moves:LIST reads), the rules the strategies named, the
// winner, the pairing and the borders.
func truncGameText(g *trunc.Game, players [3]string, seed uint64) string {
	var sb strings.Builder
	b := g.Board()
	order := g.Options().Order
	fmt.Fprintf(&sb, "board: %s, order %v, %v, %v, seed %d\n", g.Spec(), order[0], order[1], order[2], seed)
	for i, p := range trunc.Players {
		fmt.Fprintf(&sb, "%v: %s\n", p, players[i])
	}
	fmt.Fprintf(&sb, "moves (%d): %s\n", len(g.Turns()), b.FormatMoveList(g.Moves()))
	var rules []string
	for i, t := range g.Turns() {
		if t.Rule != "" {
			rules = append(rules, fmt.Sprintf("%d %s %s", i+1, b.MoveName(t.Move()), t.Rule))
		}
	}
	if len(rules) > 0 {
		fmt.Fprintf(&sb, "rules (move cell rule): %s\n", strings.Join(rules, ", "))
	}
	p := g.Position()
	fmt.Fprintf(&sb, "winner: %v\n", g.Winner())
	fmt.Fprintf(&sb, "pairing: %s\n", pairingText(p.Pairing()))
	if p.Pairing() == trunc.NoPairing {
		fmt.Fprintf(&sb, "(no border joins two endpoints yet, but no way of filling the %d empty cells changes the winner)\n", p.NumEmpty())
	}
	sb.WriteString(bordersText(b, p.Borders()))
	return sb.String()
}
