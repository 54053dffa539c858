package core

import (
	"bytes"
	"fmt"
)

// Limits on a game file, so that every reader of one (SGF as each program writes it, JSON
// records) reads any file in memory in proportion to its size, whatever its shape: what no
// game holds is refused with a message that names the limit.
const (
	// MaxGameFileNodes is the most nodes an SGF record may hold that carry a move, a setup or
	// a note, in all its variations (empty nodes and properties Hexlab does not read are
	// skipped). A game's line is at most one move a cell long; the rest is variations.
	MaxGameFileNodes = 100_000
	// MaxGameFileItems is the most items the lists of a JSON game record may hold in all:
	// moves, variations, setup stones, marks, winning cells.
	MaxGameFileItems = 200_000
	// MaxGameFileDepth is the deepest a game file may nest: SGF's game trees within game
	// trees, JSON's lists and objects within one another.
	MaxGameFileDepth = 10_000
)

// ParseGameFile reads a game file of either form Hexlab reads: SGF (starting with "(", as
// HexGui, Benzene, Little Golem and Hexlab write it) or a JSON record (starting with "{"). A
// byte-order mark and surrounding white space are ignored. The SGF's players (PB, PW) are
// returned; a JSON record names none. Errors say which form was read and what is wrong.
func ParseGameFile(data []byte) (*Game, SGFInfo, error) {
	text := bytes.TrimSpace(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")))
	switch {
	case len(text) == 0:
		return nil, SGFInfo{}, fmt.Errorf("the file is empty; expected an SGF or JSON game record")
	case text[0] == '(':
		g, info, err := ParseSGFWithInfo(string(text))
		if err != nil {
			return nil, info, fmt.Errorf("SGF: %w", err)
		}
		return g, info, nil
	case text[0] == '{':
		g, err := ParseRecord(text)
		if err != nil {
			return nil, SGFInfo{}, fmt.Errorf("JSON game record: %w", err)
		}
		return g, SGFInfo{}, nil
	}
	return nil, SGFInfo{}, fmt.Errorf("not a game record: expected SGF (starting with \"(;\") or JSON (starting with \"{\")")
}
