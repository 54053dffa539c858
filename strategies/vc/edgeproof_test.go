package vc

import (
	"math/rand"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// slowEdgeGame is ProveEdge's game played out by brute force: whether the player, the
// opponent moving first, joins from's group to side using the cells of region (the others
// the opponent's), over every line of play.
type slowEdgeGame struct {
	pos    *core.Position
	player core.Player
	from   core.Cell
	side   core.Side
	region []core.Cell
	memo   map[[3]uint64]bool
}

// joined reports whether from's group, with the player holding ws, touches the side.
func (s *slowEdgeGame) joined(ws uint64) bool {
	b := s.pos.Board()
	mine := func(c core.Cell) bool {
		if s.pos.At(c) == s.player {
			return true
		}
		for i, d := range s.region {
			if d == c {
				return ws&(1<<i) != 0
			}
		}
		return false
	}
	seen := map[core.Cell]bool{s.from: true}
	stack := []core.Cell{s.from}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if b.Sides(c)&s.side != 0 {
			return true
		}
		for _, d := range b.Adjacent(c) {
			if !seen[d] && mine(d) {
				seen[d] = true
				stack = append(stack, d)
			}
		}
	}
	return false
}

func (s *slowEdgeGame) wins(ws, ls uint64, playerMoves bool) bool {
	key := [3]uint64{ws, ls, 0}
	if playerMoves {
		key[2] = 1
	}
	if v, ok := s.memo[key]; ok {
		return v
	}
	if s.joined(ws) {
		return true
	}
	win, moved := !playerMoves, false
	for i := range s.region {
		bit := uint64(1) << i
		if (ws|ls)&bit != 0 {
			continue
		}
		moved = true
		if playerMoves && s.wins(ws|bit, ls, false) {
			win = true
			break
		}
		if !playerMoves && !s.wins(ws, ls|bit, true) {
			win = false
			break
		}
	}
	if !moved {
		win = false
	}
	s.memo[key] = win
	return win
}

// TestProveEdgeAgainstBruteForce checks ProveEdge, searching deep enough to decide every
// position, against the game played out by brute force on random small positions of the
// plane: stones of both players about, a region of up to 11 cells between a stone and an
// edge. Every proof's carrier is played out too: the player, holding only it, still joins.
func TestProveEdgeAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	wins, trials := 0, 400
	if testing.Short() {
		trials = 100
	}
	for trial := range trials {
		b := core.MustBoard([]string{"hex:5x5", "hex:6x6", "hex:7x6"}[rng.Intn(3)])
		player := []core.Player{core.Red, core.Blue}[rng.Intn(2)]
		pos := core.NewPosition(b)
		from := core.Cell(rng.Intn(b.NumCells()))
		pos.Place(from, player)
		var region []core.Cell
		for c := range core.Cell(b.NumCells()) {
			switch {
			case c == from:
			case rng.Intn(9) == 0:
				pos.Place(c, player)
			case rng.Intn(6) == 0:
				pos.Place(c, player.Opponent())
			case len(region) < 11 && rng.Intn(2) == 0:
				region = append(region, c)
			}
		}
		edge := 1 + rng.Intn(2)
		r := &Result{player: player}
		first, second := r.sides()
		side := first
		if edge == 2 {
			side = second
		}
		slow := &slowEdgeGame{pos: pos, player: player, from: from, side: side, region: region, memo: map[[3]uint64]bool{}}
		want := slow.wins(0, 0, false)
		opts := Options{Ladders: rng.Intn(2) == 0}
		carrier, got, _, err := ProveEdge(pos, player, from, edge, region, opts, len(region)+1, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("trial %d: ProveEdge says %v, brute force %v", trial, got, want)
		}
		if !got {
			continue
		}
		wins++
		var kept []core.Cell
		for _, c := range region {
			if carrier.Has(c) {
				kept = append(kept, c)
			}
		}
		if len(kept) != carrier.Len() {
			t.Fatalf("trial %d: the carrier holds cells outside the region", trial)
		}
		slow = &slowEdgeGame{pos: pos, player: player, from: from, side: side, region: kept, memo: map[[3]uint64]bool{}}
		if !slow.wins(0, 0, false) {
			t.Fatalf("trial %d: the player does not join within the proof's carrier", trial)
		}
	}
	t.Logf("%d of %d proved", wins, trials)
	if wins < trials/10 || wins > trials*9/10 {
		t.Errorf("%d wins in %d trials: the positions do not test both answers", wins, trials)
	}
}

// TestProveEdgeMoHexConnection proves the connection of the largest gap between the engine's
// knowledge and MoHex's in the engine's games (docs/results/engine/README.md, "Edge proofs
// at the root"): after j2 j3 i3 h5 g5 h4 g4 g6 f6 e8 on 11x11, Blue's e8 joins the right
// edge, which H-search leaves as semi-connections and the search proves two of Blue's moves
// deep, within the cells of those semi-connections and the empty cells next to them.
func TestProveEdgeMoHexConnection(t *testing.T) {
	spec, err := core.ParseSpec("hex:11x11")
	if err != nil {
		t.Fatal(err)
	}
	g, err := core.NewGameFromMoveList(spec, core.Options{}, "j2,j3,i3,h5,g5,h4,g4,g6,f6,e8")
	if err != nil {
		t.Fatal(err)
	}
	pos, b := g.Position(), g.Board()
	e8, _ := b.ParseCell("e8")
	r := Compute(pos, core.Blue)
	fulls, semis := r.Between(r.NodeOf(e8), r.NodeOf(-2))
	r.Release()
	if len(fulls) > 0 || len(semis) == 0 {
		t.Fatalf("H-search finds %d full and %d semi-connections of e8 to the right edge: not the case this test is about", len(fulls), len(semis))
	}
	var in Set
	for _, s := range semis {
		in = in.Or(s.Carrier.With(s.Key))
	}
	for _, c := range in.Cells() {
		for _, d := range b.Adjacent(c) {
			if pos.At(d) == core.NoPlayer {
				in = in.With(d)
			}
		}
	}
	region := in.Cells()
	if _, ok, _, err := ProveEdge(pos, core.Blue, e8, 2, region, Options{}, 1, 1<<20); err != nil || ok {
		t.Fatalf("proved one move deep (%v): H-search with one move should not see it", err)
	}
	carrier, ok, evals, err := ProveEdge(pos, core.Blue, e8, 2, region, Options{}, 2, 1<<20)
	if err != nil || !ok {
		t.Fatalf("e8 is not proved joined to the right edge two moves deep (%v)", err)
	}
	t.Logf("proved in %d H-search evaluations, a carrier of %d cells in a region of %d", evals, carrier.Len(), len(region))
	after := ComputeWith(pos, core.Blue, Options{Proofs: []EdgeProof{{From: e8, Edge: 2, Carrier: carrier}}})
	defer after.Release()
	if fulls, _ := after.Between(after.NodeOf(e8), after.NodeOf(-2)); len(fulls) == 0 {
		t.Fatal("H-search with the proof has no full connection of e8 to the right edge")
	}
}
