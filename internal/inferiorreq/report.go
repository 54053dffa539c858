package inferiorreq

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Report is a Result in cell names, the JSON form `hexlab inferior --json` prints and the
// board page's hexlab.inferior() returns.
type Report struct {
	Board string `json:"board"`
	// Player is the player the moves to consider are for.
	Player string `json:"player"`
	// Dead are the dead cells; Fillin each player's captured cells ("red", "blue").
	Dead   []string            `json:"dead"`
	Fillin map[string][]string `json:"fillin"`
	// Consider are the moves left to consider; Inferior each other empty cell with why.
	Consider []string                `json:"consider"`
	Inferior map[string]ReportReason `json:"inferior"`
	// Pruning is false on +reverse boards, where every move is considered.
	Pruning bool `json:"pruning"`
}

// ReportReason is why one cell is inferior, in names: the kind ("dead", "captured",
// "vulnerable", "dominated", "captured-reversible"), the player it is about, and the cells that
// prove it.
type ReportReason struct {
	Kind  string   `json:"kind"`
	By    string   `json:"by,omitempty"`
	Cells []string `json:"cells,omitempty"`
}

// Report returns r in the cell names of board b.
func (r Result) Report(b *core.Board) Report {
	names := func(cells []core.Cell) []string {
		out := make([]string, len(cells))
		for i, c := range cells {
			out[i] = b.CellName(c)
		}
		return out
	}
	rep := Report{
		Board: b.Spec().String(), Player: r.ToMove.String(), Dead: names(r.Dead),
		Fillin:   map[string][]string{"red": names(r.Fillin[core.Red]), "blue": names(r.Fillin[core.Blue])},
		Consider: names(r.Consider), Inferior: map[string]ReportReason{}, Pruning: r.Pruning,
	}
	for c, why := range r.Inferior {
		reason := ReportReason{Kind: why.Kind.String(), Cells: names(why.Cells)}
		if why.By != core.NoPlayer {
			reason.By = why.By.String()
		}
		rep.Inferior[b.CellName(c)] = reason
	}
	return rep
}

// kindOf returns the Kind named name, and false for an unknown name.
func kindOf(name string) (Kind, bool) {
	for k, n := range kindNames {
		if n == name && n != "" {
			return Kind(k), true
		}
	}
	return 0, false
}

// Result reads a report back on board b (the answer of an analysis made elsewhere, such as in
// the bot worker). A report that does not read on b is an error.
func (rep Report) Result(b *core.Board) (Result, error) {
	cells := func(names []string) ([]core.Cell, error) {
		out := make([]core.Cell, len(names))
		for i, name := range names {
			c, err := b.ParseCell(name)
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return out, nil
	}
	player := func(name string) (core.Player, error) {
		if name == "" {
			return core.NoPlayer, nil
		}
		return core.ParsePlayer(name)
	}
	var r Result
	var err error
	if r.ToMove, err = core.ParsePlayer(rep.Player); err != nil {
		return Result{}, err
	}
	if r.Dead, err = cells(rep.Dead); err != nil {
		return Result{}, err
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		if r.Fillin[p], err = cells(rep.Fillin[p.String()]); err != nil {
			return Result{}, err
		}
	}
	if r.Consider, err = cells(rep.Consider); err != nil {
		return Result{}, err
	}
	r.Inferior = map[core.Cell]Reason{}
	for name, why := range rep.Inferior {
		c, err := b.ParseCell(name)
		if err != nil {
			return Result{}, err
		}
		kind, ok := kindOf(why.Kind)
		if !ok {
			return Result{}, fmt.Errorf("cell %s: unknown kind %q", name, why.Kind)
		}
		by, err := player(why.By)
		if err != nil {
			return Result{}, err
		}
		proof, err := cells(why.Cells)
		if err != nil {
			return Result{}, err
		}
		r.Inferior[c] = Reason{Kind: kind, By: by, Cells: proof}
	}
	r.Pruning = rep.Pruning
	return r, nil
}
