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

// edgeCase is a random position of a small board with a stone of the player's (from), an
// edge of theirs (1 or 2, side its sides) and a region of up to 11 empty cells.
type edgeCase struct {
	pos    *core.Position
	player core.Player
	from   core.Cell
	edge   int
	side   core.Side
	region []core.Cell
}

// randomEdgeCase returns an edgeCase on hex:5x5, hex:6x6 or hex:7x6: stones of both players
// about, a region of up to 11 cells.
func randomEdgeCase(rng *rand.Rand) edgeCase {
	b := core.MustBoard([]string{"hex:5x5", "hex:6x6", "hex:7x6"}[rng.Intn(3)])
	ec := edgeCase{pos: core.NewPosition(b), player: []core.Player{core.Red, core.Blue}[rng.Intn(2)]}
	ec.from = core.Cell(rng.Intn(b.NumCells()))
	ec.pos.Place(ec.from, ec.player)
	for c := range core.Cell(b.NumCells()) {
		switch {
		case c == ec.from:
		case rng.Intn(9) == 0:
			ec.pos.Place(c, ec.player)
		case rng.Intn(6) == 0:
			ec.pos.Place(c, ec.player.Opponent())
		case len(ec.region) < 11 && rng.Intn(2) == 0:
			ec.region = append(ec.region, c)
		}
	}
	ec.edge = 1 + rng.Intn(2)
	first, second := (&Result{player: ec.player}).sides()
	ec.side = first
	if ec.edge == 2 {
		ec.side = second
	}
	return ec
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
		ec := randomEdgeCase(rng)
		pos, player, from, edge, region, side := ec.pos, ec.player, ec.from, ec.edge, ec.region, ec.side
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

// TestProofHoldsByBruteForce proves connections (ProveEdge) on random small positions, then
// asks ProofHolds about each proof in positions made from its own by taking stones away and
// putting others down at random (later positions of a game, and unrelated ones). Wherever it
// says the proof holds, the player must still join within the carrier, the opponent moving
// first and holding every cell outside it (brute force); and a proof whose stone or
// proving stones are gone, or whose carrier holds a stone, must not hold. ProofBroken is
// never said of a proof that holds, and a proof neither broken nor held holds once its
// missing stones are put back.
func TestProofHoldsByBruteForce(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	held, refused, proofs := 0, 0, 0
	trials := 300
	if testing.Short() {
		trials = 100
	}
	for trial := 0; proofs < trials && trial < trials*20; trial++ {
		ec := randomEdgeCase(rng)
		b, pos, player, from, edge, region := ec.pos.Board(), ec.pos, ec.player, ec.from, ec.edge, ec.region
		carrier, ok, _, err := ProveEdge(pos, player, from, edge, region, Options{}, len(region)+1, 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		proofs++
		var stones Set
		for c := range core.Cell(b.NumCells()) {
			if pos.At(c) == player {
				stones = stones.With(c)
			}
		}
		proof := EdgeProof{From: from, Edge: edge, Carrier: carrier, Stones: stones}
		if !ProofHolds(proof, pos, player) || ProofHolds(proof, pos, player.Opponent()) {
			t.Fatalf("trial %d: the proof does not hold where it was found, or holds for the opponent", trial)
		}
		for range 6 {
			later := core.NewPosition(b)
			removed := false
			for c := range core.Cell(b.NumCells()) {
				switch who := pos.At(c); {
				case who != core.NoPlayer && rng.Intn(8) == 0:
					removed = removed || who == player // taken away
				case who != core.NoPlayer:
					later.Place(c, who)
				case rng.Intn(5) == 0:
					later.Place(c, []core.Player{core.Red, core.Blue}[rng.Intn(2)])
				}
			}
			intruded := false
			for _, c := range carrier.Cells() {
				intruded = intruded || later.At(c) != core.NoPlayer
			}
			holds, broken := ProofHolds(proof, later, player), ProofBroken(proof, later, player)
			if holds == broken && holds {
				t.Fatalf("trial %d: the proof holds and is broken", trial)
			}
			if !holds && !broken {
				// Only stones it was proved with are missing: with them back, it holds.
				mended := later.Clone()
				for _, c := range stones.Cells() {
					if mended.At(c) == core.NoPlayer {
						mended.Place(c, player)
					}
				}
				if !ProofHolds(proof, mended, player) {
					t.Fatalf("trial %d: the proof is neither broken nor held with its stones back", trial)
				}
			}
			if holds && (removed || intruded) {
				t.Fatalf("trial %d: the proof holds with a proving stone taken away (%v) or a stone in its carrier (%v)", trial, removed, intruded)
			}
			if !holds {
				refused++
				continue
			}
			held++
			slow := &slowEdgeGame{pos: later, player: player, from: from, side: ec.side, region: carrier.Cells(), memo: map[[3]uint64]bool{}}
			if !slow.wins(0, 0, false) {
				t.Fatalf("trial %d: the proof holds in\n%s\nbut %s does not join within its carrier", trial, core.Diagram(later), player)
			}
		}
	}
	t.Logf("%d proofs; in other positions %d held (checked by brute force), %d did not", proofs, held, refused)
	if held < proofs/2 || refused < proofs/2 {
		t.Errorf("%d held and %d refused of %d proofs: the positions do not test both answers", held, refused, proofs)
	}
}
