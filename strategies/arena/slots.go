package arena

// slotSet is a set of game slots (a game's place among all the games of an arena, in Result
// order) that holds a run of any length in little memory: the slots from base up to prefix,
// which an arena (or its shard, from its first slot, base) fills in order, and the few
// others in a map.
type slotSet struct {
	base   int // the first slot the arena plays
	prefix int // every slot from base to below prefix is in the set
	others map[int]bool
}

// newSlotSet returns the empty set of an arena whose first slot is base.
func newSlotSet(base int) slotSet { return slotSet{base: base, prefix: base} }

// add puts slot in the set and reports whether it was new.
func (s *slotSet) add(slot int) bool {
	if s.has(slot) {
		return false
	}
	if slot != s.prefix {
		if s.others == nil {
			s.others = map[int]bool{}
		}
		s.others[slot] = true
		return true
	}
	s.prefix++
	for s.others[s.prefix] {
		delete(s.others, s.prefix)
		s.prefix++
	}
	return true
}

// has reports whether slot is in the set.
func (s *slotSet) has(slot int) bool { return slot >= s.base && slot < s.prefix || s.others[slot] }

// len returns the number of slots in the set.
func (s *slotSet) len() int { return s.prefix - s.base + len(s.others) }
