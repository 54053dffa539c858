package inferior

import (
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/assets"
	"github.com/hexlab/hexlab/core"
)

// A ring is the colours of a cell's six neighbours, in order round it from above right:
// (+1, -1), (+1, 0), (0, +1), (-1, +1), (-1, 0), (0, -1). On the plane a neighbour off the board
// is an edge, which counts as a stone of the edge's owner (Red's top and bottom, Blue's left
// and right). ringCode numbers the 729 rings (base 3, empty 0, red 1, blue 2, from above right).
var ringSteps = [6][2]int{{1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}, {0, -1}}

// ringDeadFor reports whether, whatever the rest of the board, no minimal winning set of
// player p contains a cell with the ring r (colours, from above right): each two of the
// cell's usable neighbours (empty or p's) are neighbours of each other, or are joined round
// the ring by p's stones next to both, so that a path (or a cycle) through the cell entering
// at one and leaving at the other has a shortcut round it. Only the ring is read: the proof
// holds in every position that contains it.
func ringDeadFor(r [6]core.Player, p core.Player) bool {
	opp := p.Opponent()
	for a := range 6 {
		for b := a + 1; b < 6; b++ {
			if r[a] == opp || r[b] == opp {
				continue
			}
			if b-a == 1 || (a == 0 && b == 5) {
				continue // neighbours round the ring
			}
			if !joinedRound(r, p, a, b) {
				return false
			}
		}
	}
	return true
}

// joinedRound reports whether slots a and b of ring r are joined by a run of p's stones round
// the ring, one way or the other: a, then p's stones, then b.
func joinedRound(r [6]core.Player, p core.Player, a, b int) bool {
	for _, dir := range []int{1, 5} {
		i := (a + dir) % 6
		for i != b && r[i] == p {
			i = (i + dir) % 6
		}
		if i == b && (a+dir)%6 != b {
			return true
		}
	}
	return false
}

// RingPatterns returns the text of assets/inferior/dead-rings.txt: every ring whose cell is
// dead in every position that contains it, with the players whose paths (or, with the lattice's
// faces, wrapping cycles) it proves it for. `go run ./strategies/inferior/internal/genpatterns` writes it.
func RingPatterns() string {
	var sb strings.Builder
	sb.WriteString("# The rings whose cell is dead in every position that contains them: each two of the cell's\n")
	sb.WriteString("# neighbours that a player may use touch, or are joined round the ring by the player's stones, so\n")
	sb.WriteString("# no minimal winning set of that player uses the cell (strategies/inferior, ringDeadFor). The\n")
	sb.WriteString("# detour stays inside the ring, so it holds for paths on the plane and for wrapping cycles on the\n")
	sb.WriteString("# cylinder and the torus (where each wrapped dimension has at least 3 cells). The plane and the\n")
	sb.WriteString("# cylinder use a ring dead for either player; the torus one dead for both (listed red,blue).\n")
	sb.WriteString("# A ring is the six neighbours from above right, clockwise: . empty, r red, b blue (an edge counts\n")
	sb.WriteString("# as its owner's stone). Made by: go run ./strategies/inferior/internal/genpatterns\n")
	for code := range 729 {
		r := ringOf(code)
		var who []string
		for _, p := range []core.Player{core.Red, core.Blue} {
			if ringDeadFor(r, p) {
				who = append(who, p.String())
			}
		}
		if len(who) > 0 {
			fmt.Fprintf(&sb, "%s %s\n", ringText(r), strings.Join(who, ","))
		}
	}
	return sb.String()
}

// ringOf returns the ring numbered code.
func ringOf(code int) [6]core.Player {
	var r [6]core.Player
	for i := range 6 {
		r[i] = core.Player(code % 3)
		code /= 3
	}
	return r
}

// ringText writes a ring as the pattern file does.
func ringText(r [6]core.Player) string {
	b := make([]byte, 6)
	for i, p := range r {
		b[i] = ".rb"[p]
	}
	return string(b)
}

// deadRings is the pattern file read into a table by ring code: for each ring, whose paths it
// proves the cell dead for (bit p for player p).
var deadRings = readRings(assets.DeadRings)

// readRings reads the pattern file; it panics on a file that does not read, which the tests
// would have caught (the file is embedded).
func readRings(text string) *[729]uint8 {
	var t [729]uint8
	for _, line := range strings.Split(text, "\n") {
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		code, mult := 0, 1
		for i := range 6 {
			v := strings.IndexByte(".rb", line[i])
			if v < 0 {
				panic("inferior: a bad line in dead-rings.txt: " + line)
			}
			code += v * mult
			mult *= 3
		}
		for _, name := range strings.Split(strings.TrimSpace(line[6:]), ",") {
			p, err := core.ParsePlayer(name)
			if err != nil {
				panic("inferior: a bad line in dead-rings.txt: " + line)
			}
			t[code] |= 1 << p
		}
	}
	return &t
}

// ringDead reports whether the ring numbered code proves the cell dead on a board of topology
// topo: for either player on the plane and the cylinder (where live for one is live for the
// other), for both on the torus (the strong sense).
func ringDead(code int, topo core.Topology) bool {
	if code < 0 {
		return false
	}
	if topo == core.Torus {
		return deadRings[code] == 1<<core.Red|1<<core.Blue
	}
	return deadRings[code] != 0
}

// ringCode returns the code of the ring of the empty cell c, with the overlay o, or -1 where
// the ring is not the usual six: a corner where two edges meet, or a board too narrow for the
// ring's cells to be six different cells whose shortcuts are faces (a wrapped dimension of
// fewer than 3 cells). On the cylinder and the torus the columns (and the torus's rows) wrap.
func (b *board) ringCode(c core.Cell, o *overlay) int {
	bd := b.g.b
	topo := bd.Topology()
	if bd.Cols() < 3 || bd.Rows() < 3 {
		return -1
	}
	col, row := bd.Coords(c)
	code, mult := 0, 1
	for _, s := range ringSteps {
		i, j := col+s[0], row+s[1]
		if topo != core.Plane {
			i = (i+bd.Cols()-1)%bd.Cols() + 1
		}
		if topo == core.Torus {
			j = (j+bd.Rows()-1)%bd.Rows() + 1
		}
		var p core.Player
		switch {
		case (i < 1 || i > bd.Cols()) && (j < 1 || j > bd.Rows()):
			return -1
		case j < 1 || j > bd.Rows():
			p = core.Red
		case i < 1 || i > bd.Cols():
			p = core.Blue
		default:
			p = o.colour(b.col, bd.Cell(i, j))
		}
		code += int(p) * mult
		mult *= 3
	}
	return code
}
