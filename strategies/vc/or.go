package vc

import "github.com/hexlab/hexlab/core"

// or applies the OR rule to the pair x–y: semi-connections whose carriers have no common
// cell make a full connection with the union of their carriers (whatever the opponent
// plays, one of them is untouched and its key makes it full). It looks for full
// connections that avoid the cells every known full connection of the pair uses, trying
// them one at a time: for a cell a, the semi-connections without a, if their carriers have
// no common cell, give one (a greedy union of those that shrink the intersection), and the
// cells still to avoid are those in it too. Then each new semi-connection is joined with
// the others that shrink the cells they share (in the order kept) until none is left: a
// full connection through it, which addFull keeps if no known carrier lies within it. Only
// combinations with a semi-connection the rule has not seen yet are new.
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
			union, parts, _ := r.join(semis, everything, Set{}, nil, func(j int) bool { return semis[j].Carrier.Has(a) })
			made = append(made, union)
			whys = append(whys, r.noteOr(x, y, Conn{Key: core.NoCell, Carrier: union}, parts))
			cands = cands.And(union).Without(a)
		}
	}
	// Each new semi-connection with the others that shrink the common cells to none: a
	// carrier through it, which may avoid cells another pair's carrier holds.
	for i, s := range semis {
		if s.old || len(made) >= MaxFull {
			continue
		}
		var parts []int32
		if r.explain {
			parts = []int32{s.why}
		}
		union, parts, ok := r.join(semis, s.Carrier, s.Carrier, parts, func(j int) bool { return j == i })
		if ok {
			made = append(made, union)
			whys = append(whys, r.noteOr(x, y, Conn{Key: core.NoCell, Carrier: union}, parts))
		}
	}
	for i := range r.semi[k] {
		r.semi[k][i].old = true
	}
	for i, c := range made {
		r.addFull(x, y, c, whys[i])
	}
}

// join unites semi-connections of semis into one carrier, from the common cells meet and the
// union as they stand: each one skip leaves that shrinks the common cells is taken, until
// none is left. It returns the union, parts with the steps of those taken (when explained),
// and whether the common cells came to none.
func (r *Result) join(semis []semi, meet, union Set, parts []int32, skip func(int) bool) (Set, []int32, bool) {
	for j, s := range semis {
		if skip(j) || meet.Within(s.Carrier) {
			continue
		}
		meet, union = meet.And(s.Carrier), union.Or(s.Carrier)
		if r.explain {
			parts = append(parts, s.why)
		}
		if meet.Empty() {
			return union, parts, true
		}
	}
	return union, parts, false
}
