package core

import (
	"bytes"
	"fmt"
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
