package main

import (
	"fmt"
	"io"
	"os"

	"github.com/hexlab/hexlab/core/proof"
)

const checkProofHelp = `usage: hexlab check-proof FILE [--json]

Replays the proof in FILE (written by hexlab solve --proof) with the rules of the game alone,
apart from the solver: at every turn of the winner the proof's move, after it every move of
the loser, down to a finished game or a pairing strategy the checker verifies over every
choice of the loser's (docs/solver.md). It prints what the proof proves and how many
positions it replayed.

  --json   print JSON: {"board":"hex:5x5","to_move":"red","winner":"red","positions":1234,
           "pairings":56,"valid":true}

Exit status: 0 the proof holds, 1 it does not (the message says where) or FILE cannot be
read, 2 a bad command line.
`

// checkAnswer is the JSON form of hexlab check-proof.
type checkAnswer struct {
	Board     string `json:"board"`
	ToMove    string `json:"to_move"`
	Winner    string `json:"winner"`
	Positions int64  `json:"positions"`
	Pairings  int64  `json:"pairings"`
	Carriers  int64  `json:"carriers"`
	// Connections is the number of connection leaves verified.
	Connections int64 `json:"connections"`
	Valid       bool  `json:"valid"`
}

// runCheckProof is hexlab check-proof.
func runCheckProof(args []string, stdout io.Writer) error {
	fs := newFlags("check-proof")
	asJSON := fs.Bool("json", false, "print JSON")
	var file string
	if len(args) > 0 && len(args[0]) > 0 && args[0][0] != '-' {
		file, args = args[0], args[1:]
	}
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if file == "" {
		return usagef("expected the proof file: hexlab check-proof FILE")
	}
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	sum, err := proof.Check(f)
	if err != nil {
		return err
	}
	h := sum.Header
	a := checkAnswer{Board: h.Board.Spec().String(), ToMove: h.ToMove.String(), Winner: h.Winner.String(),
		Positions: sum.Nodes, Pairings: sum.Pairings, Carriers: sum.Carriers, Connections: sum.Connections, Valid: true}
	if *asJSON {
		return writeJSON(stdout, a)
	}
	_, err = fmt.Fprintf(stdout, "valid: %s wins %s with %s to move (%d positions replayed, %d pairing strategies, %d carriers' games and %d connections verified)\n",
		a.Winner, a.Board, a.ToMove, a.Positions, a.Pairings, a.Carriers, a.Connections)
	return err
}
