package training

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/network"
)

// Record is one position of a game and its targets: the unit of the training files
// (WriteRecords, ReadRecords). Cells are core's cell numbers on the board (column-major
// within each row: cell = (row-1)·columns + column-1). Red, Blue and ToMove are the real
// position; the network makes its inputs mover-relative itself.
type Record struct {
	// Board is the board spec, rule suffix included: "hex:11x11", "cyl:5x9", "torus:5x5",
	// "hex:5x5+reverse".
	Board string `json:"board"`
	// Red and Blue are the cells of each player's stones.
	Red  []int `json:"red"`
	Blue []int `json:"blue"`
	// ToMove is the player to move: "red" or "blue".
	ToMove string `json:"to_move"`
	// Policy is the policy target: the search's visit shares at the root (or the one move
	// played, share 1), on empty cells, summing to 1.
	Policy []PolicyShare `json:"policy"`
	// Winner is who won the game: "red" or "blue".
	Winner string `json:"winner"`
	// Game is the id of the record's game, unique across sources, so that held-out sets are
	// split by game (HeldOut).
	Game string `json:"game"`
	// Source says where the record comes from: "selfplay" or "icga".
	Source string `json:"source"`
}

// PolicyShare is one cell's share of a policy target, written [cell, share] in JSON.
type PolicyShare struct {
	Cell  int
	Share float32
}

// ShareTolerance is how far from 1 a record's policy shares may sum.
const ShareTolerance = 1e-3

// MarshalJSON writes s as [cell, share], the share in float32's shortest form.
func (s PolicyShare) MarshalJSON() ([]byte, error) {
	f := float64(s.Share)
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil, fmt.Errorf("policy cell %d: share %v is not a number JSON can hold", s.Cell, s.Share)
	}
	out := append([]byte{'['}, strconv.Itoa(s.Cell)...)
	out = append(out, ',')
	out = strconv.AppendFloat(out, f, 'g', -1, 32)
	return append(out, ']'), nil
}

// UnmarshalJSON reads [cell, share]: an integer cell and a number.
func (s *PolicyShare) UnmarshalJSON(data []byte) error {
	var pair []json.RawMessage
	if err := json.Unmarshal(data, &pair); err != nil || len(pair) != 2 {
		return fmt.Errorf("a policy entry is [cell, share], not %.40s", data)
	}
	if err := json.Unmarshal(pair[0], &s.Cell); err != nil {
		return fmt.Errorf("policy entry %.40s: the cell is not an integer", data)
	}
	if err := json.Unmarshal(pair[1], &s.Share); err != nil {
		return fmt.Errorf("policy entry %.40s: the share is not a number a float32 holds", data)
	}
	return nil
}

// Validate reports what is wrong with r, if anything: a board spec core does not know, a
// player that is neither red nor blue, a stone or a policy cell off the board, a cell given
// twice, a position already won, a policy share that is negative or on a taken cell, shares
// that do not sum to 1 (within ShareTolerance), a record without its game or source.
func (r Record) Validate() error {
	_, err := r.Sample()
	return err
}

// Sample returns r as the network learns from it: the position (on the board of r's
// geometry, shared by every record of that board, with Reverse for Rex), the policy target
// by cell (the shares scaled to sum to 1 exactly) and the mover's result. A record Validate
// refuses is an error that says what is wrong.
func (r Record) Sample() (network.Sample, error) {
	spec, err := core.ParseSpec(r.Board)
	if err != nil {
		return network.Sample{}, err
	}
	reverse := spec.Reverse
	spec.Reverse = false
	b, err := core.NewBoard(spec)
	if err != nil {
		return network.Sample{}, err
	}
	toMove, err := recordPlayer("to_move", r.ToMove)
	if err != nil {
		return network.Sample{}, err
	}
	winner, err := recordPlayer("winner", r.Winner)
	if err != nil {
		return network.Sample{}, err
	}
	switch {
	case r.Game == "":
		return network.Sample{}, errors.New("game: empty; a record needs its game's id (held-out sets are split by game)")
	case r.Source == "":
		return network.Sample{}, errors.New("source: empty; a record says where it comes from, such as selfplay or icga")
	}
	pos, err := recordPosition(b, r.Board, r.Red, r.Blue)
	if err != nil {
		return network.Sample{}, err
	}
	policy, err := recordPolicy(pos, r.Board, r.Policy)
	if err != nil {
		return network.Sample{}, err
	}
	x := network.Sample{Pos: pos, ToMove: toMove, Reverse: reverse, Policy: policy}
	if winner == toMove {
		x.Value = 1
	}
	return x, nil
}

// recordPlayer reads the player a record's field names.
func recordPlayer(field, name string) (core.Player, error) {
	switch name {
	case "red":
		return core.Red, nil
	case "blue":
		return core.Blue, nil
	}
	return core.NoPlayer, fmt.Errorf("%s %q: expected red or blue", field, name)
}

// recordPosition places a record's stones on b (its board spec is spec), each checked: a
// cell of b, not taken already, and the position not won (a finished position has no move to
// learn).
func recordPosition(b *core.Board, spec string, red, blue []int) (*core.Position, error) {
	pos := core.NewPosition(b)
	for _, side := range []struct {
		player core.Player
		cells  []int
	}{{core.Red, red}, {core.Blue, blue}} {
		for _, c := range side.cells {
			if err := onBoard(b, spec, c); err != nil {
				return nil, fmt.Errorf("%v stone %w", side.player, err)
			}
			if p := pos.At(core.Cell(c)); p != core.NoPlayer {
				return nil, fmt.Errorf("%v stone %d (%s): the cell holds a %v stone already", side.player, c, b.CellName(core.Cell(c)), p)
			}
			pos.Place(core.Cell(c), side.player)
		}
	}
	for _, p := range []core.Player{core.Red, core.Blue} {
		if pos.Completed(p) {
			return nil, fmt.Errorf("the position is over: %v's stones complete a chain (a finished position is not recorded)", p)
		}
	}
	return pos, nil
}

// onBoard returns an error if c is not a cell of b, whose spec is spec.
func onBoard(b *core.Board, spec string, c int) error {
	if c < 0 || c >= b.NumCells() {
		return fmt.Errorf("%d: not a cell of %s (its cells are 0 to %d)", c, spec, b.NumCells()-1)
	}
	return nil
}

// recordPolicy returns the policy target of shares in pos, by cell: each share on an empty
// cell, once, finite and not negative, and the shares summing to 1 within ShareTolerance
// (they are scaled to sum to 1).
func recordPolicy(pos *core.Position, spec string, shares []PolicyShare) ([]float32, error) {
	if len(shares) == 0 {
		return nil, errors.New("policy: empty; expected the search's visit shares or the move played")
	}
	b := pos.Board()
	policy := make([]float32, b.NumCells())
	seen := make([]bool, b.NumCells())
	sum := 0.0
	for _, s := range shares {
		if err := onBoard(b, spec, s.Cell); err != nil {
			return nil, fmt.Errorf("policy cell %w", err)
		}
		c := core.Cell(s.Cell)
		share := float64(s.Share)
		switch {
		case seen[c]:
			return nil, fmt.Errorf("policy cell %d (%s) is given twice", c, b.CellName(c))
		case pos.At(c) != core.NoPlayer:
			return nil, fmt.Errorf("policy cell %d (%s) holds a %v stone; the policy is over the empty cells", c, b.CellName(c), pos.At(c))
		case math.IsNaN(share) || share < 0 || share > 1:
			return nil, fmt.Errorf("policy cell %d (%s): share %v is not a number from 0 to 1", c, b.CellName(c), s.Share)
		}
		seen[c] = true
		policy[c] = s.Share
		sum += share
	}
	if math.Abs(sum-1) > ShareTolerance {
		return nil, fmt.Errorf("policy: the shares sum to %.6g, not 1 (within %g)", sum, ShareTolerance)
	}
	for c := range policy {
		policy[c] = float32(float64(policy[c]) / sum)
	}
	return policy, nil
}

// positionRecord returns the record of pos (on a board of spec), toMove to move, with the
// policy target policy, in game id from source; its winner is the caller's to fill in.
func positionRecord(pos *core.Position, spec core.Spec, toMove core.Player, policy []PolicyShare, id, source string) Record {
	r := Record{Board: spec.String(), Red: []int{}, Blue: []int{}, ToMove: toMove.String(), Policy: policy, Game: id, Source: source}
	for c := range pos.Board().NumCells() {
		switch pos.At(core.Cell(c)) {
		case core.Red:
			r.Red = append(r.Red, c)
		case core.Blue:
			r.Blue = append(r.Blue, c)
		}
	}
	return r
}
