package core

import "fmt"

// checkRecordShape looks over JSON text before it is decoded into a Record, so that text of
// any size decodes in memory in proportion to it: it refuses lists and objects nested more
// than MaxGameFileDepth deep and lists of more than MaxGameFileItems items in all (decoding
// makes a value of some tens of bytes of each, as short as "{}"). It checks nothing else:
// what is not JSON is left to the decoder to name.
func checkRecordShape(data []byte) error {
	var open []byte // the lists and objects open, innermost last
	items := 0
	// first: the byte after a list's '[', which begins its first item unless it closes it.
	first := false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if c == ' ' || c == '\t' || c == '\n' || c == '\r' {
			continue
		}
		if first && c != ']' {
			items++
		}
		first = false
		switch c {
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
		case '[', '{':
			if len(open) >= MaxGameFileDepth {
				return fmt.Errorf("lists and objects nested more than %d deep (byte %d)", MaxGameFileDepth, i)
			}
			open = append(open, c)
			first = c == '['
		case ']', '}':
			if len(open) == 0 {
				return nil // not JSON: the decoder says why
			}
			open = open[:len(open)-1]
		case ',':
			if len(open) > 0 && open[len(open)-1] == '[' {
				items++
			}
		}
		if items > MaxGameFileItems {
			return fmt.Errorf("more than %d items in its lists (moves, variations, stones, marks) at byte %d: a game record holds at most %d", MaxGameFileItems, i, MaxGameFileItems)
		}
	}
	return nil
}
