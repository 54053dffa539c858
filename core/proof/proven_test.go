package proof

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// TestProvenTableForgetsOldest puts positions in a table of one set (memo 0): it holds
// exactly the last four put, the fifth taking the place of the first; a position is found
// only as itself, with its player to move.
func TestProvenTableForgetsOldest(t *testing.T) {
	b := core.MustBoard("hex:3x3")
	table, err := newProvenTable(b.NumCells(), 0, MaxMemoBytes)
	if err != nil {
		t.Fatal(err)
	}
	var positions []*core.Position
	for c := range core.Cell(6) {
		pos := core.NewPosition(b)
		pos.Place(c, core.Red)
		positions = append(positions, pos)
	}
	for i, pos := range positions {
		table.add(pos, core.Blue)
		table.add(pos, core.Blue) // again: changes nothing
		for j, other := range positions[:i+1] {
			if want := j > i-provenWays; table.has(other, core.Blue) != want {
				t.Fatalf("after %d positions put, position %d held: %v", i+1, j, !want)
			}
		}
		if table.has(pos, core.Red) {
			t.Fatal("found with the other player to move")
		}
	}
	blue := core.NewPosition(b)
	blue.Place(0, core.Blue)
	if table.has(blue, core.Blue) {
		t.Fatal("a blue stone found as a red one")
	}
}

// TestGrowingTableRemembersAll puts thousands of random positions in a version 1 table: it
// forgets none, and past its byte limit it refuses, saying why.
func TestGrowingTableRemembersAll(t *testing.T) {
	b := core.MustBoard("hex:5x5")
	r := rand.New(rand.NewPCG(7, 8))
	table := newGrowingTable(b.NumCells(), MaxMemoBytes)
	var put []*core.Position
	for range 5000 {
		pos := core.NewPosition(b)
		for range 8 {
			if c := core.Cell(r.IntN(b.NumCells())); pos.At(c) == core.NoPlayer {
				pos.Place(c, core.Player(1+r.IntN(2)))
			}
		}
		if err := table.add(pos, core.Red); err != nil {
			t.Fatal(err)
		}
		put = append(put, pos)
	}
	for i, pos := range put {
		if !table.has(pos, core.Red) {
			t.Fatalf("position %d forgotten", i)
		}
	}
	small := newGrowingTable(b.NumCells(), 64<<10)
	var err error
	for i := 0; err == nil && i < len(put); i++ {
		err = small.add(put[i], core.Red)
	}
	if err == nil || !strings.Contains(err.Error(), "must remember every position") {
		t.Fatalf("a version 1 table past its limit: %v", err)
	}
}

// bruteProver writes proofs of small positions by plain minimax (normal Hex on the plane),
// keeping the Writer's table of proven positions as the solver's prover does.
type bruteProver struct {
	w      *Writer
	winner core.Player
	wins   map[string]core.Player // by stones and player to move: who wins
}

// winnerOf returns who wins pos with toMove to move.
func (p *bruteProver) winnerOf(pos *core.Position, toMove core.Player) core.Player {
	key := stones(pos) + toMove.String()
	if w, ok := p.wins[key]; ok {
		return w
	}
	w := toMove.Opponent()
	for _, c := range pos.EmptyCells() {
		q := pos.Clone()
		q.Place(c, toMove)
		if q.Completed(toMove) || p.winnerOf(q, toMove.Opponent()) == toMove {
			w = toMove
			break
		}
	}
	p.wins[key] = w
	return w
}

func (p *bruteProver) winnerToMove(pos *core.Position) {
	if p.w.Proven(pos, p.winner) {
		p.w.Same()
		return
	}
	for _, c := range pos.EmptyCells() {
		q := pos.Clone()
		q.Place(c, p.winner)
		if q.Completed(p.winner) {
			p.w.Move(c)
			break
		}
		if p.winnerOf(q, p.winner.Opponent()) == p.winner {
			p.w.Move(c)
			p.loserToMove(q)
			break
		}
	}
	p.w.Remember(pos, p.winner)
}

func (p *bruteProver) loserToMove(pos *core.Position) {
	l := p.winner.Opponent()
	if p.w.Proven(pos, l) {
		return
	}
	for _, e := range pos.EmptyCells() {
		q := pos.Clone()
		q.Place(e, l)
		p.winnerToMove(q)
	}
	p.w.Remember(pos, l)
}

// bruteProof writes the proof of pos, toMove to move, with the given memo line (0: the
// default).
func bruteProof(pos *core.Position, toMove core.Player, memo int) (string, core.Player) {
	p := &bruteProver{wins: map[string]core.Player{}}
	p.winner = p.winnerOf(pos, toMove)
	var buf bytes.Buffer
	p.w = NewWriter(&buf, Header{Board: pos.Board(), Position: pos, ToMove: toMove, Winner: p.winner, Memo: memo})
	if toMove == p.winner {
		p.winnerToMove(pos)
	} else {
		p.loserToMove(pos)
	}
	p.w.Close()
	return buf.String(), p.winner
}

// TestWriterAndCheckerForgetAlike writes proofs of small positions with tables of every
// size, from two sets (which forget all but eight positions at most) to the default: the
// checker accepts each, since it forgets the same positions as the writer and the writer
// writes a forgotten position again; the smaller the table, the longer the proof. A proof
// written with the default table and read with a smaller one (its memo line changed) points
// back to positions the checker has forgotten, and is refused.
func TestWriterAndCheckerForgetAlike(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	refused := 0
	for _, spec := range []string{"hex:3x3", "hex:4x3", "hex:3x4"} {
		b := core.MustBoard(spec)
		for range 3 {
			pos := core.NewPosition(b)
			pos.Place(core.Cell(r.IntN(b.NumCells())), core.Player(1+r.IntN(2)))
			toMove := core.Player(1 + r.IntN(2))
			full, winner := bruteProof(pos, toMove, 0)
			sum, err := Check(strings.NewReader(full))
			if err != nil || sum.Header.Winner != winner {
				t.Fatalf("%s: the default table's proof: %v\n%s", spec, err, full)
			}
			tree := func(text string) int { return len(text) - strings.Index(text, "\ntree\n") }
			last := tree(full)
			for _, memo := range []int{4, 2, 1} {
				text, _ := bruteProof(pos, toMove, memo)
				if _, err := Check(strings.NewReader(text)); err != nil {
					t.Fatalf("%s, memo %d: %v", spec, memo, err)
				}
				if tree(text) < last {
					t.Errorf("%s: memo %d writes a tree of %d bytes, less than a larger table's %d", spec, memo, tree(text), last)
				}
				last = tree(text)
			}
			if last <= tree(full) && strings.Contains(full, "=") {
				t.Errorf("%s: the smallest table writes no more (%d bytes) than the default (%d)", spec, last, tree(full))
			}
			if strings.Contains(full, " = ") || strings.Contains(full, "\n= ") {
				memoLine := fmt.Sprintf("memo %d\n", defaultMemo(b.NumCells()))
				forgetful := strings.Replace(full, memoLine, "memo 0\n", 1)
				if _, err := Check(strings.NewReader(forgetful)); err == nil {
					t.Errorf("%s: a proof pointing back to positions its table forgets checks:\n%s", spec, forgetful)
				}
				refused++
			}
		}
	}
	if refused == 0 {
		t.Error("no proof pointed back to a position")
	}
}
