package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/strategies/truncbot"
)

// truncSolveAnswer is the JSON form of `hexlab trunc solve`.
type truncSolveAnswer struct {
	Board     string           `json:"board"`
	ToMove    string           `json:"to_move"`
	Possible  []string         `json:"possible"`
	Winner    string           `json:"winner"`
	Kingmaker bool             `json:"kingmaker"`
	Crowns    []string         `json:"crowns,omitempty"`
	Moves     []truncMoveValue `json:"moves"`
}

// truncMoveValue is a move and who may win after it.
type truncMoveValue struct {
	Move     string   `json:"move"`
	Possible []string `json:"possible"`
}

// runTruncSolve is `hexlab trunc solve`.
func runTruncSolve(args []string, stdout, _ io.Writer) error {
	fs := newFlags("trunc solve")
	board := fs.String("board", "trunc:1", "board")
	order := fs.String("order", "white,gray,black", "turn order")
	movesText := fs.String("moves", "", "the moves so far")
	asJSON := fs.Bool("json", false, "print JSON")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	f := truncGameFlags{board: *board, order: *order, seed: "0", players: [3]string{"random", "random", "random"}, playouts: -1}
	setup, err := f.resolve()
	if err != nil {
		return err
	}
	b, _ := trunc.NewBoard(setup.spec)
	moves, err := b.ParseMoveList(*movesText)
	if err != nil {
		return usagef("--moves %q: %v", *movesText, err)
	}
	g, err := trunc.NewGameFromMoves(setup.spec, setup.opts, moves)
	if err != nil {
		return usagef("--moves %q: %v", *movesText, err)
	}
	if g.Over() {
		return usagef("--moves %q: the game is over: %v has won", *movesText, g.Winner())
	}
	out, err := truncbot.Solve(g)
	if err != nil {
		return err
	}
	a := truncSolveAnswer{
		Board:     setup.spec.String(),
		ToMove:    g.ToMove().String(),
		Possible:  playerNames(out.Possible),
		Winner:    out.Winner.String(),
		Kingmaker: out.Kingmaker,
		Crowns:    playerNames(out.Crowns),
	}
	for _, mv := range out.Moves {
		a.Moves = append(a.Moves, truncMoveValue{Move: b.MoveName(mv.Move), Possible: playerNames(mv.Possible)})
	}
	if *asJSON {
		return writeJSON(stdout, a)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s to move\n", a.ToMove)
	if out.Winner != trunc.NoPlayer {
		fmt.Fprintf(&sb, "best play: %s wins\n", a.Winner)
	} else {
		fmt.Fprintf(&sb, "best play: no one wins by force; %s may win\n", strings.Join(a.Possible, ", "))
	}
	if out.Kingmaker {
		fmt.Fprintf(&sb, "%s is a kingmaker: cannot win, but crowns %s\n", a.ToMove, strings.Join(a.Crowns, " or "))
	}
	for _, mv := range a.Moves {
		fmt.Fprintf(&sb, "%s: %s\n", mv.Move, strings.Join(mv.Possible, ", "))
	}
	_, err = io.WriteString(stdout, sb.String())
	return err
}

// playerNames returns the players' names, never nil (so JSON shows []).
func playerNames(ps []trunc.Player) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}
