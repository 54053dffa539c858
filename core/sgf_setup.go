package core

import (
	"fmt"
	"strings"
)

// SGF setup stones, as HexGui and Benzene read and write them (docs/formats.md):
//   - AB[..] adds stones of Black (Red here), AW[..] of White (Blue), AE[..] empties cells;
//     each takes a list of points, cell names ("c3", HexGui's SgfWriter) or letter pairs
//     ("cc", Benzene's HexSgUtil through Fuego; "aa:cc" is SGF's rectangle of points).
//   - They may stand in any node before the first move: HexGui saves a position in a node
//     after the root (HexGui.java, savePosition), Benzene in the node it describes
//     (HexSgUtil::SetPositionInNode, with AE listing every empty cell), and puzzles often
//     put them in the root. Nodes apply in order, so a later AE takes away an earlier stone.
//   - PL names the player to move (HexGui's setup node and Benzene's write it).
//
// A Hexlab game starts from one position, so setup after the first move is refused.

// sgfSetup reads the setup stones of the nodes before the first move and the player to move
// in that position: PL (the last one given), else the player with fewer stones, Red when
// they have as many.
func sgfSetup(b *Board, nodes []sgfNode) ([]Stone, Player, error) {
	stones := map[Cell]Player{}
	var order []Cell // cells in the order they were first set, for a stable result
	toMove := NoPlayer
	moves := 0
	for _, n := range nodes {
		hasB := n.has("B")
		hasW := n.has("W")
		props := 0
		inNode := map[Cell]bool{} // SGF: a point appears once among a node's AB, AW and AE
		for _, prop := range []string{"AE", "AB", "AW"} {
			vals, ok := n.values(prop)
			if !ok {
				continue
			}
			props++
			if moves > 0 {
				return nil, NoPlayer, fmt.Errorf("sgf: setup property %s after move %d: a Hexlab game starts from one position, so setup stones must come before the first move", prop, moves)
			}
			for _, v := range vals {
				cells, err := sgfPoints(b, v)
				if err != nil {
					return nil, NoPlayer, fmt.Errorf("sgf: %s[%s]: %w", prop, v, err)
				}
				for _, c := range cells {
					if inNode[c] {
						return nil, NoPlayer, fmt.Errorf("sgf: %s: cell %s has two stones (or is both set and emptied) in one node", prop, b.CellName(c))
					}
					inNode[c] = true
					switch prop {
					case "AE":
						delete(stones, c)
					case "AB", "AW":
						if _, set := stones[c]; !set {
							order = append(order, c)
						}
						stones[c] = map[string]Player{"AB": Red, "AW": Blue}[prop]
					}
				}
			}
		}
		if moves == 0 && (props > 0 || n.first("PL") != "") {
			switch strings.ToUpper(strings.TrimSpace(n.first("PL"))) {
			case "":
			case "B":
				toMove = Red
			case "W":
				toMove = Blue
			default:
				return nil, NoPlayer, fmt.Errorf("sgf: PL[%s]: expected B or W", n.first("PL"))
			}
		}
		if hasB || hasW {
			moves++
		}
	}
	var setup []Stone
	count := map[Player]int{}
	for _, c := range order {
		if p, ok := stones[c]; ok {
			setup = append(setup, Stone{Cell: c, Player: p})
			count[p]++
		}
	}
	if toMove == NoPlayer {
		toMove = Red
		if count[Blue] < count[Red] {
			toMove = Blue
		}
	}
	return setup, toMove, nil
}

// sgfPoints reads one value of a point list: a cell name, a letter pair, or a rectangle of
// letter pairs ("aa:cc", SGF's compressed list).
func sgfPoints(b *Board, v string) ([]Cell, error) {
	v = strings.ToLower(strings.TrimSpace(v))
	from, to, rect := strings.Cut(v, ":")
	if !rect {
		c, err := b.ParseCell(sgfLetterPair(v))
		if err != nil {
			return nil, err
		}
		return []Cell{c}, nil
	}
	if sgfLetterPair(from) == from || sgfLetterPair(to) == to {
		return nil, fmt.Errorf("a rectangle of points is two letter pairs, such as aa:cc")
	}
	c1, err := b.ParseCell(sgfLetterPair(from))
	if err != nil {
		return nil, err
	}
	c2, err := b.ParseCell(sgfLetterPair(to))
	if err != nil {
		return nil, err
	}
	x1, y1 := b.Coords(c1)
	x2, y2 := b.Coords(c2)
	var cells []Cell
	for x := min(x1, x2); x <= max(x1, x2); x++ {
		for y := min(y1, y2); y <= max(y1, y2); y++ {
			cells = append(cells, b.Cell(x, y))
		}
	}
	return cells, nil
}
