package fivebyn

import (
	"strconv"

	"github.com/hexlab/hexlab/core"
)

// Fitzgerald is the new Red strategy for Cylindrical Hex on a 5×n board,
// thesis Algorithm 8.4.1 (section 8.4):
//
// Consider H_c(5, n). Add rings 0 and n+1 and colour both entirely red.
// On their turn Red does the following:
//
//	I. If Blue has not played yet: play in the middle of the board.
//	II. Else, if Blue's latest move was on cell (i, j): set r = 1. While
//	    r <= 19:
//	    - if rule r cannot be satisfied: r = r+1;
//	    - else, if r ∈ {4} ∪ R(8, 19) and all moves that satisfy rule r
//	      create an overlapping bridge or have too many blue neighbours:
//	      r = r+1;
//	    - else, list the moves that satisfy rule r in L and narrow L down
//	      to one move with the hierarchy (Narrow).
//
// The rules are in rules84.go (one method per rule, each citing its text)
// and the hierarchy in hierarchy.go. Fitzgerald is deterministic: the
// hierarchy always leaves one move.
//
// Choices where the thesis is ambiguous (docs/strategies.md gives the
// reasons):
//   - "too many blue neighbours" is five or six (section 8.1, section 8.3.3
//     and hierarchy item 2; the algorithm's box says "at least 4");
//   - "creates an overlapping bridge" means one whose bridges share an end
//     vertex (section 8.1), in the skipping and in hierarchy item 1;
//   - a rule with sub-rules whose moves are all too dangerous falls
//     through to its next sub-rule before being skipped, for rule 16 only
//     (section 8.3.2: "if it is not possible to safely extend an existing
//     path at either end, ... play in the same ring");
//   - in rule I the middle of an even board is ring n/2 (the lower ring
//     number, as hierarchy item 10 prefers);
//   - if every rule is skipped, rule 19 is played anyway.
func Fitzgerald(st *State) Decision {
	if st.Last == NoCell {
		moves := st.middle()
		if len(moves) == 0 {
			moves = st.realEmpty()
		}
		return Decision{Rule: "0", Moves: moves, Cell: moves[0]}
	}
	var skipped []string
	for r := 1; r <= 19; r++ {
		label, moves, ok := st.rule84(r)
		if !ok {
			if label != "" {
				skipped = append(skipped, label)
			}
			continue
		}
		d := Decision{Rule: label, Moves: moves, Skipped: skipped}
		d.Cell, d.Items = st.Narrow(moves)
		return d
	}
	moves := st.realEmpty()
	d := Decision{Rule: "19", Moves: moves, Skipped: skipped}
	d.Cell, d.Items = st.Narrow(moves)
	return d
}

// skippable reports whether rule r is passed over when all its moves are
// too dangerous: rules 4 and 8-19. Rules 1-3 and 5-7 are exempt (section
// 8.1).
func skippable(r int) bool { return r == 4 || r >= 8 }

// Dangerous reports whether a red stone on c is one Algorithm 8.4.1
// avoids: it creates an overlapping bridge whose bridges share an end
// vertex, or c has five or six blue neighbours (a certain dead end).
func (st *State) Dangerous(c Cell) bool {
	return st.Cur.Neighbours(c, core.Blue) >= 5 || CreatesOverlap(st.Cur, c, core.Red)
}

// option is one (sub-)rule's label and moves.
type option struct {
	label string
	moves []Cell
}

// rule84 evaluates rule r of Algorithm 8.4.1. ok is false if the rule
// cannot be satisfied (label is then "") or is skipped because all its
// moves are too dangerous (label names the rule or sub-rule skipped).
func (st *State) rule84(r int) (label string, moves []Cell, ok bool) {
	opts := st.ruleOptions(r)
	if !skippable(r) {
		if len(opts) == 0 {
			return "", nil, false
		}
		return opts[0].label, uniqueCells(opts[0].moves), true
	}
	return st.firstSafe(opts)
}

// firstSafe returns the first option with a move that is not too
// dangerous. If every option is too dangerous it reports the first one's
// label as skipped.
func (st *State) firstSafe(opts []option) (string, []Cell, bool) {
	for _, o := range opts {
		for _, c := range o.moves {
			if !st.Dangerous(c) {
				return o.label, uniqueCells(o.moves), true
			}
		}
	}
	if len(opts) > 0 {
		return opts[0].label, nil, false
	}
	return "", nil, false
}

// ruleOptions returns rule r's applicable (sub-)rules with their moves,
// in the order the rule tries them; only rule 16 has more than one.
func (st *State) ruleOptions(r int) []option {
	one := func(label string, moves []Cell) []option {
		if len(moves) == 0 {
			return nil
		}
		return []option{{label, moves}}
	}
	switch r {
	case 1:
		return one("1", st.rule1())
	case 2:
		return one(st.rule2())
	case 3:
		return one(st.rule3())
	case 4:
		return one("4", ProvisionalWinningMoves(st.Cur, core.Red))
	case 5:
		return one(st.rule5())
	case 6:
		return one(st.rule6())
	case 7:
		return one(st.rule7())
	case 8:
		return one(st.rule8())
	case 9:
		return one("9", OtherCells(st.prevBridgesAttacked(), st.Last))
	case 10, 11, 12, 13, 14:
		return one(strconv.Itoa(r), st.coverRule(r, bothWays))
	case 15:
		return one("15", st.rule15())
	case 16:
		return st.rule16()
	case 17:
		return one("17", OverlapPoints(SharedEndOverlaps(st.bridges())))
	case 18:
		return one("18", BridgeCells(st.bridges()))
	case 19:
		return one("19", st.realEmpty())
	}
	return nil
}
