package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/core/proof"
)

const checkProofHelp = `usage: hexlab check-proof FILE [--board SPEC [--setup STONES] [--moves LIST] [--first PLAYER]
                         | --from GAMEFILE] [--winner PLAYER] [--time D] [--json]

Replays the proof in FILE (written by hexlab solve --proof) with the rules of the game alone,
apart from the solver: at every turn of the winner the proof's move, after it every move of
the loser, down to a finished game or a leaf the checker verifies over every choice of the
loser's (docs/solver.md). It prints what the proof proves, the whole position: the board (and
its rule), every stone of each player, the player to move and the winner, and the same as
the flags below, to check it against; then how many positions it replayed.

A proof is only a proof of the position in its header: to check that it is the position you
mean, say which (the flags are those of hexlab solve, so the command that wrote the proof
checks it):

  --board SPEC      the board: hex:MxN, cyl:MxN or torus:MxN, optionally +reverse
  --setup STONES    the stones before the moves: red:c2,c3,blue:a1 (default none)
  --moves LIST      the moves played from there, in order: c5,b7 (default none)
  --first PLAYER    who moved first: red or blue (default red); the player to move is the
                    one after --moves
  --from GAMEFILE   the board, the setup, the first player and the moves from a game file
  --winner PLAYER   the player the proof must show wins: red or blue

Any difference (the board, any stone, the player to move, the winner) fails, naming each.
--setup, --moves and --first need --board (or --from): a claim names the whole position, and
--board alone claims the empty board with Red to move.

  --time D    stop after D (such as 10s or 5m): the proof is then neither accepted nor
              refused (exit status 1); default no limit
  --json      print JSON: {"board":"hex:3x3","rule":"normal","red":[],"blue":["b2"],
              "setup":"blue:b2","to_move":"red","winner":"blue","version":2,
              "claimed":["board","stones","to_move","winner"],"positions":1,"pairings":0,
              "carriers":0,"connections":4,"valid":true}

The checker's memory does not grow with the proof (a proof larger than memory can be
checked), and a leaf whose game is larger than it plays out (more than 16 pairs, a carrier
of more than 12 cells, a template of more than 20 cells) is refused at once, saying so. A
file with any byte other than printable ASCII, spaces, tabs and newlines (a carriage return
can hide a line on a terminal) is refused with its line and column. docs/trust.md says what
it trusts.

Exit status: 0 the proof holds (and is of the position claimed), 1 it does not (the message
says where), it is not of the position claimed, the time ran out, or FILE cannot be read;
2 a bad command line.
`

// checkAnswer is the JSON form of hexlab check-proof.
type checkAnswer struct {
	Board string `json:"board"`
	// Rule is "normal" or "reverse".
	Rule string   `json:"rule"`
	Red  []string `json:"red"`
	Blue []string `json:"blue"`
	// Setup is the stones as --setup reads them ("" for none).
	Setup   string `json:"setup"`
	ToMove  string `json:"to_move"`
	Winner  string `json:"winner"`
	Version int    `json:"version"`
	// Claimed is what the command line claimed and the proof matched: "board", "stones",
	// "to_move", "winner".
	Claimed   []string `json:"claimed"`
	Positions int64    `json:"positions"`
	Pairings  int64    `json:"pairings"`
	Carriers  int64    `json:"carriers"`
	// Connections is the number of connection leaves verified.
	Connections int64 `json:"connections"`
	Valid       bool  `json:"valid"`
}

// checkGCPercent is the garbage collector's setting while checking: the garbage it lets
// gather, as a percentage of the memory in use (Go's default is 100).
const checkGCPercent = 25

// runCheckProof is hexlab check-proof.
func runCheckProof(args []string, stdout io.Writer) error {
	fs := newFlags("check-proof")
	asJSON := fs.Bool("json", false, "print JSON")
	var pf positionFlags
	pf.register(fs)
	winner := fs.String("winner", "", "the winner claimed")
	limit := fs.Duration("time", 0, "time limit")
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
	if *limit < 0 {
		return usagef("--time %v: expected a duration of zero (no limit) or more", *limit)
	}
	claim, claimed, err := checkClaim(fs, &pf, *winner)
	if err != nil {
		return err
	}
	f, err := os.Open(file)
	if err != nil {
		return err
	}
	defer f.Close()
	// The checker's own memory is bounded whatever the proof (docs/trust.md); the collector's
	// slack beside it is kept to a quarter of it, not the default whole.
	debug.SetGCPercent(checkGCPercent)
	opts := proof.Options{Claim: claim}
	if *limit > 0 {
		opts.Deadline = time.Now().Add(*limit)
	}
	sum, err := proof.CheckWith(f, opts)
	if errors.Is(err, proof.ErrTimeUp) {
		return fmt.Errorf("stopped after %v: %d positions checked, the proof is neither accepted nor refused", *limit, sum.Nodes)
	}
	if err != nil {
		return err
	}
	a := checkAnswerOf(sum, claimed)
	if *asJSON {
		return writeJSON(stdout, a)
	}
	_, err = io.WriteString(stdout, checkText(sum.Header, a))
	return err
}

// checkClaim returns the claim the flags make (nothing claimed if none is given) and what it
// claims, as checkAnswer.Claimed names it.
func checkClaim(fs *flag.FlagSet, pf *positionFlags, winner string) (proof.Claim, []string, error) {
	var claim proof.Claim
	claimed := []string{}
	if set := setFlags(fs, []string{"board", "first", "setup", "moves", "from"}); len(set) > 0 {
		if len(setFlags(fs, []string{"board", "from"})) == 0 {
			return claim, nil, usagef("%s names a position on a board: give --board too (a claim names the whole position)", strings.Join(set, ", "))
		}
		pos, toMove, err := pf.position(fs)
		if err != nil {
			return claim, nil, err
		}
		claim.Position, claim.ToMove = pos, toMove
		claimed = append(claimed, "board", "stones", "to_move")
	}
	if winner != "" {
		p, err := core.ParsePlayer(winner)
		if err != nil || p == core.NoPlayer {
			return claim, nil, usagef("--winner %q: expected red or blue", winner)
		}
		claim.Winner = p
		claimed = append(claimed, "winner")
	}
	return claim, claimed, nil
}

// checkAnswerOf is the answer for the proof sum checked, with what was claimed.
func checkAnswerOf(sum proof.Summary, claimed []string) checkAnswer {
	h := sum.Header
	setup := h.Setup()
	if h.Position.Stones() == 0 {
		setup = ""
	}
	return checkAnswer{Board: h.Board.Spec().String(), Rule: h.Rule(), Red: nonNil(h.Stones(core.Red)), Blue: nonNil(h.Stones(core.Blue)),
		Setup: setup, ToMove: h.ToMove.String(), Winner: h.Winner.String(), Version: h.Version, Claimed: claimed,
		Positions: sum.Nodes, Pairings: sum.Pairings, Carriers: sum.Carriers, Connections: sum.Connections, Valid: true}
}

// nonNil returns list, or an empty list for nil (JSON [] rather than null).
func nonNil(list []string) []string {
	if list == nil {
		return []string{}
	}
	return list
}

// checkText is check-proof's answer as text: what is proved, the whole position, the same as
// the flags that claim it, what was claimed, and what was replayed.
func checkText(h proof.Header, a checkAnswer) string {
	var sb strings.Builder
	board := a.Board
	if a.Rule == "reverse" {
		board += " (Reverse Hex: who completes a chain loses)"
	}
	stones := func(list []string) string {
		if len(list) == 0 {
			return "none"
		}
		return strings.Join(list, " ")
	}
	fmt.Fprintf(&sb, "valid: %s wins %s with %s to move, ", a.Winner, board, a.ToMove)
	if h.Position.Stones() == 0 {
		sb.WriteString("on the empty board\n")
	} else {
		fmt.Fprintf(&sb, "the stones red %s; blue %s\n", stones(a.Red), stones(a.Blue))
	}
	flags := "--board " + a.Board
	if a.Setup != "" {
		flags += " --setup " + a.Setup
	}
	fmt.Fprintf(&sb, "position: %s --first %s --winner %s\n", flags, a.ToMove, a.Winner)
	if len(a.Claimed) == 0 {
		sb.WriteString("claim: none given (the flags above, given to check-proof, check that the proof is of the position you mean)\n")
	} else {
		fmt.Fprintf(&sb, "claim: matches (%s)\n", strings.ReplaceAll(strings.Join(a.Claimed, ", "), "_", " "))
	}
	fmt.Fprintf(&sb, "checked: %d positions replayed, %d pairing strategies, %d carriers' games and %d connections verified\n",
		a.Positions, a.Pairings, a.Carriers, a.Connections)
	return sb.String()
}
