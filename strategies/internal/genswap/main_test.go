package main

import "testing"

// -deep reads SIZE=PLAYOUTS pairs and refuses anything else.
func TestParseDeep(t *testing.T) {
	got, err := parseDeep("9=500000,11=2")
	if err != nil || len(got) != 2 || got[9] != 500000 || got[11] != 2 {
		t.Fatalf("got %v, %v", got, err)
	}
	if got, err := parseDeep(""); err != nil || len(got) != 0 {
		t.Errorf("empty: %v, %v", got, err)
	}
	for _, bad := range []string{"9", "9=", "=5", "x=5", "9=0", "0=5", "9=5=6", "9=-1"} {
		if _, err := parseDeep(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}
