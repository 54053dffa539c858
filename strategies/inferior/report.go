package inferior

import "github.com/hexlab/hexlab/core"

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
