package trunc

import (
	"encoding/json"
	"testing"
)

// FuzzParse feeds arbitrary text to every parser: none may panic, and what
// they accept must print back to something they read the same way.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"trunc:2", "trunc:8+variant", "0,2,-2", "1,1,1=gray;0,0,0", " -1 ,1,-1", "9999,0,0", "1,1,1=", ";;", "trunc:02"} {
		f.Add(s)
	}
	b := board(3)
	f.Fuzz(func(t *testing.T, text string) {
		if s, err := ParseSpec(text); err == nil {
			if again, err := ParseSpec(s.String()); err != nil || again != s {
				t.Fatalf("spec %q prints as %q", text, s)
			}
		}
		if c, err := b.ParseCell(text); err == nil {
			if again, err := b.ParseCell(b.CellName(c)); err != nil || again != c {
				t.Fatalf("cell %q prints as %q", text, b.CellName(c))
			}
		}
		if moves, err := b.ParseMoveList(text); err == nil {
			if again, err := b.ParseMoveList(b.FormatMoveList(moves)); err != nil || len(again) != len(moves) {
				t.Fatalf("moves %q print as %q", text, b.FormatMoveList(moves))
			}
		}
		_, _ = b.ParseCellList(text)
		_, _ = ParsePlayer(text)
		_, _ = ParsePairing(text)
	})
}

// FuzzRecord feeds arbitrary JSON to ParseRecord: it may refuse it, never
// panic, and a record it accepts replays to the same record.
func FuzzRecord(f *testing.F) {
	f.Add(`{"board":"trunc:1","order":["white","gray","black"],"moves":[{"player":"white","cell":"0,0,0"},{"player":"gray","cell":"1,1,1"}],"winner":"none"}`)
	f.Add(`{"board":"trunc:1+variant","moves":[{"cell":"1,-1,1","colour":"black"}]}`)
	f.Add(`{"board":"trunc:2","order":["gray"],"moves":null}`)
	f.Add(`{"board":"trunc:1","moves":[{"cell":"0,0,0","colour":"gray"}]}`)
	f.Fuzz(func(t *testing.T, data string) {
		g, err := ParseRecord([]byte(data))
		if err != nil {
			return
		}
		out, err := json.Marshal(g.Record())
		if err != nil {
			t.Fatal(err)
		}
		h, err := ParseRecord(out)
		if err != nil {
			t.Fatalf("%s\nreplays as %s: %v", data, out, err)
		}
		if h.Winner() != g.Winner() || len(h.Turns()) != len(g.Turns()) {
			t.Fatalf("%s\nreplays differently", data)
		}
	})
}
