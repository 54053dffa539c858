package vc

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// joined reports whether x and y are joined in pos by player's stones, with x's and y's own
// cells taken as the player's, and the player's edges conducting (a stone on an edge
// touches every other stone on it), as in the game: a chain that reaches an edge is as good
// as the edge.
func joined(r *Result, pos *core.Position, player core.Player, x, y Node) bool {
	b := pos.Board()
	n := b.NumCells()
	first, second := r.sides()
	own := func(c core.Cell) bool {
		return pos.At(c) == player || (r.empty(x) && c == core.Cell(x)) || (r.empty(y) && c == core.Cell(y))
	}
	// Vertices: the cells 0..n-1 and the edges n and n+1.
	of := func(z Node) []int {
		switch r.Edge(z) {
		case 1:
			return []int{n}
		case 2:
			return []int{n + 1}
		}
		var out []int
		for _, c := range r.Cells(z) {
			out = append(out, int(c))
		}
		return out
	}
	target := map[int]bool{}
	for _, v := range of(y) {
		target[v] = true
	}
	next := func(v int) []int {
		var out []int
		if v >= n {
			side := first
			if v == n+1 {
				side = second
			}
			for c := range core.Cell(n) {
				if b.Sides(c)&side != 0 && own(c) {
					out = append(out, int(c))
				}
			}
			return out
		}
		c := core.Cell(v)
		for _, d := range b.Adjacent(c) {
			if own(d) {
				out = append(out, int(d))
			}
		}
		if b.Sides(c)&first != 0 {
			out = append(out, n)
		}
		if b.Sides(c)&second != 0 {
			out = append(out, n+1)
		}
		return out
	}
	seen := map[int]bool{}
	stack := of(x)
	for _, v := range stack {
		seen[v] = true
	}
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if target[v] {
			return true
		}
		for _, w := range next(v) {
			if !seen[w] {
				seen[w] = true
				stack = append(stack, w)
			}
		}
	}
	return false
}

// holds reports whether player, with the opponent to move (or the player, if playerFirst),
// joins x and y playing only in the carrier's empty cells: brute force over the carrier.
func holds(r *Result, pos *core.Position, player core.Player, x, y Node, carrier []core.Cell, playerFirst bool) bool {
	var free []core.Cell
	for _, c := range carrier {
		if pos.At(c) == core.NoPlayer {
			free = append(free, c)
		}
	}
	if len(free) == 0 {
		return joined(r, pos, player, x, y)
	}
	mover := player.Opponent()
	if playerFirst {
		mover = player
	}
	for _, c := range free {
		q := pos.Clone()
		q.Place(c, mover)
		ok := holds(r, q, player, x, y, carrier, !playerFirst)
		if playerFirst && ok {
			return true
		}
		if !playerFirst && !ok {
			return false
		}
	}
	return !playerFirst
}

// TestConnectionsAgainstBruteForce checks every full and semi connection H-search finds in
// random positions of small boards, by playing out every line within its carrier.
func TestConnectionsAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	fulls, semis, threats := 0, 0, 0
	for _, spec := range []string{"hex:3x3", "hex:4x4", "hex:3x4", "hex:5x4", "cyl:4x3", "cyl:5x4"} {
		b := core.MustBoard(spec)
		for trial := 0; trial < 25; trial++ {
			pos := core.NewPosition(b)
			for range r.IntN(b.NumCells() / 2) {
				empties := pos.EmptyCells()
				pos.Place(empties[r.IntN(len(empties))], core.Player(1+r.IntN(2)))
			}
			for _, player := range []core.Player{core.Red, core.Blue} {
				if pos.Completed(core.Red) || pos.Completed(core.Blue) {
					continue
				}
				res := Compute(pos, player)
				res.Full(func(x, y Node, c Set) {
					if c.Len() > 7 {
						return
					}
					fulls++
					if !holds(res, pos, player, x, y, c.Cells(), false) {
						t.Fatalf("%s: %s's full connection %v-%v with carrier %v does not hold\n%s", spec, player, res.Cells(x), res.Cells(y), c.Cells(), core.Diagram(pos))
					}
				})
				res.Semi(func(x, y Node, s Conn) {
					if s.Carrier.Len() > 7 {
						return
					}
					semis++
					if !s.Carrier.Has(s.Key) {
						t.Fatalf("a key outside its carrier")
					}
					q := pos.Clone()
					q.Place(s.Key, player)
					if !holds(res, q, player, x, y, s.Carrier.Cells(), false) {
						t.Fatalf("%s: %s's semi connection %v-%v key %s carrier %v does not hold\n%s", spec, player, res.Cells(x), res.Cells(y), b.CellName(s.Key), s.Carrier.Cells(), core.Diagram(pos))
					}
				})
				threats += len(res.Threats())
				if res.Connected() {
					// The player joins the edges whoever moves: the game with the opponent to
					// move, within every empty cell, is won.
					if len(pos.EmptyCells()) <= 8 && !holds(res, pos, player, res.NodeOf(-1), res.NodeOf(-2), pos.EmptyCells(), false) {
						t.Fatalf("%s: %s said connected\n%s", spec, player, core.Diagram(pos))
					}
				}
			}
		}
	}
	t.Logf("%d full, %d semi connections checked; %d threats", fulls, semis, threats)
	if fulls < 1000 || semis < 1000 || threats < 30 {
		t.Errorf("too few connections met: %d full, %d semi, %d threats", fulls, semis, threats)
	}
}

// TestReleaseKeepsNothing checks that tables given back by Release and used again give the
// same connections as before: the connections of a position do not depend on what was
// computed and released before it.
func TestReleaseKeepsNothing(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	describe := func(res *Result) string {
		var out []string
		res.Full(func(x, y Node, c Set) { out = append(out, fmt.Sprint("full", x, y, c)) })
		res.Semi(func(x, y Node, s Conn) { out = append(out, fmt.Sprint("semi", x, y, s.Key, s.Carrier)) })
		slices.Sort(out)
		return strings.Join(out, "\n")
	}
	b := core.MustBoard("hex:6x6")
	var positions []*core.Position
	for range 12 {
		pos := core.NewPosition(b)
		for range r.IntN(14) {
			empties := pos.EmptyCells()
			pos.Place(empties[r.IntN(len(empties))], core.Player(1+r.IntN(2)))
		}
		positions = append(positions, pos)
	}
	var first []string
	for _, pos := range positions {
		res := Compute(pos, core.Red)
		first = append(first, describe(res))
		res.Release()
	}
	for i := len(positions) - 1; i >= 0; i-- {
		res := Compute(positions[i], core.Red)
		if got := describe(res); got != first[i] {
			t.Fatalf("position %d: after releases, the connections differ:\n%s\nbefore:\n%s", i, got, first[i])
		}
		res.Release()
	}
}

// TestApplies: connections are about a player's goal where it is a path between two edges,
// in Hex, on boards Compute handles.
func TestApplies(t *testing.T) {
	for _, tc := range []struct {
		spec    string
		reverse bool
		player  core.Player
		want    bool
	}{
		{"hex:11x11", false, core.Red, true},
		{"hex:11x11", false, core.Blue, true},
		{"hex:11x11", true, core.Red, false},
		{"cyl:5x9", false, core.Red, true},
		{"cyl:5x9", false, core.Blue, false},
		{"torus:7x7", false, core.Red, false},
		{"hex:12x11", false, core.Red, false}, // 132 cells, more than MaxCells
	} {
		if got := Applies(core.MustBoard(tc.spec), tc.reverse, tc.player); got != tc.want {
			t.Errorf("%s reverse %v, %v: %v, want %v", tc.spec, tc.reverse, tc.player, got, tc.want)
		}
	}
}
