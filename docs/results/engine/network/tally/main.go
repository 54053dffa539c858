//go:build ignore

// tally reads the arena files of docs/results/engine/network/run.sh and prints, for each
// opponent and board, the network engine's games won with a 95% interval (Wilson's score
// interval), the Elo difference those shares mean with its interval, and each side's mean
// seconds a move (equal time is what the protocol asks):
//
//	go run docs/results/engine/network/tally/main.go docs/results/engine/network/*.json
package main

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"sort"
	"strings"
)

type side struct {
	Seconds float64 `json:"seconds"`
	Rules   map[string]float64
}

type game struct {
	Winner string `json:"winner"`
	Length int    `json:"length"`
	Red    side   `json:"red"`
	Blue   side   `json:"blue"`
}

type file struct {
	Board   string `json:"board"`
	Red     string `json:"red"`
	Blue    string `json:"blue"`
	Partial bool   `json:"partial"`
	Games   []game `json:"games"`
}

type tally struct {
	games, wins       int
	netSec, oppSec    float64
	netMoves, oppMove float64
	partial           bool
}

func main() {
	tallies := map[string]*tally{}
	for _, name := range os.Args[1:] {
		data, err := os.ReadFile(name)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		var f file
		if err := json.Unmarshal(data, &f); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", name, err)
			os.Exit(1)
		}
		netRed := strings.HasPrefix(f.Red, "mcts:network")
		opp := f.Blue
		if !netRed {
			opp = f.Red
		}
		if strings.HasPrefix(opp, "htp:") {
			opp = "MoHex 2.0"
		}
		key := opp + " on " + f.Board
		t := tallies[key]
		if t == nil {
			t = &tally{}
			tallies[key] = t
		}
		t.partial = t.partial || f.Partial
		for _, g := range f.Games {
			net, other, netColour := g.Red, g.Blue, "red"
			if !netRed {
				net, other, netColour = g.Blue, g.Red, "blue"
			}
			t.games++
			if g.Winner == netColour {
				t.wins++
			}
			t.netSec += net.Seconds
			t.oppSec += other.Seconds
			t.netMoves += moves(net)
			if len(other.Rules) == 0 { // an HTP engine gives no reasons: the rest of the moves
				t.oppMove += float64(g.Length) - moves(net)
			} else {
				t.oppMove += moves(other)
			}
		}
	}
	keys := make([]string, 0, len(tallies))
	for k := range tallies {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t := tallies[k]
		lo, hi := wilson(t.wins, t.games)
		p := float64(t.wins) / float64(t.games)
		note := ""
		if t.partial {
			note = " (a file is partial)"
		}
		fmt.Printf("against %s: %d of %d games won, %.1f%% [%.1f%%, %.1f%%], Elo %+.0f [%+.0f, %+.0f]; seconds a move: network %.2f, opponent %.2f%s\n",
			k, t.wins, t.games, 100*p, 100*lo, 100*hi, elo(p), elo(lo), elo(hi), t.netSec/t.netMoves, t.oppSec/t.oppMove, note)
	}
}

// moves counts a side's moves of a game from the reasons the arena gives for them.
func moves(s side) float64 {
	var n float64
	for _, v := range s.Rules {
		n += v
	}
	return max(n, 1)
}

// wilson returns the 95% score interval of a share of wins out of n.
func wilson(wins, n int) (float64, float64) {
	if n == 0 {
		return 0, 1
	}
	const z = 1.959964
	p, nf := float64(wins)/float64(n), float64(n)
	centre := (p + z*z/(2*nf)) / (1 + z*z/nf)
	half := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / (1 + z*z/nf)
	return centre - half, centre + half
}

// elo is the rating difference a share of wins means (the logistic model), bounded at ±800.
func elo(p float64) float64 {
	p = min(max(p, 0.01), 0.99)
	return -400 * math.Log10(1/p-1)
}
