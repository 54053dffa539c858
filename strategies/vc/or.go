package vc

import "github.com/hexlab/hexlab/core"

// or applies the OR rule to the pair x–y: semi-connections whose carriers have no common
// cell make a full connection with the union of their carriers (whatever the opponent
// plays, one of them is untouched and its key makes it full). It looks for full
// connections that avoid the cells every known full connection of the pair uses, trying
// them one at a time: for a cell a, the semi-connections without a, if their carriers have
// no common cell, give one (a greedy union of those that shrink the intersection), and the
// cells still to avoid are those in it too. Only combinations with a semi-connection the
// rule has not seen yet are new.
func (r *Result) or(x, y Node) {
	k := r.pairKey(x, y)
	semis := r.semi[k]
	cands := r.fullMeet(k)
	newMeet, oldMeet := everything, everything
	for _, s := range semis {
		if s.old {
			oldMeet = oldMeet.And(s.Carrier)
		} else {
			newMeet = newMeet.And(s.Carrier)
		}
	}
	// A new full connection holds a new semi-connection, so it holds every cell they share.
	cands = cands.andNot(newMeet)
	var made []Set
	var whys []int32
	if newMeet.And(oldMeet).Empty() {
		for !cands.Empty() {
			a := cands.first()
			meet := everything
			for _, s := range semis {
				if !s.Carrier.Has(a) {
					meet = meet.And(s.Carrier)
				}
			}
			if !meet.Empty() {
				cands = cands.Without(a)
				continue
			}
			var union Set
			var parts []int32
			meet = everything
			for _, s := range semis {
				if s.Carrier.Has(a) || meet.Within(s.Carrier) {
					continue
				}
				meet, union = meet.And(s.Carrier), union.Or(s.Carrier)
				if r.explain {
					parts = append(parts, s.why)
				}
				if meet.Empty() {
					break
				}
			}
			made = append(made, union)
			whys = append(whys, r.noteOr(x, y, Conn{Key: core.NoCell, Carrier: union}, parts))
			cands = cands.And(union).Without(a)
		}
	}
	for i := range r.semi[k] {
		r.semi[k][i].old = true
	}
	for i, c := range made {
		r.addFull(x, y, c, whys[i])
	}
}
