package catalog

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// The embedded network plays Hex on the plane and the cylinder, not the torus or Rex; a board
// that is no board is refused as such.
func TestEmbeddedNetworkFits(t *testing.T) {
	for _, c := range []struct {
		board string
		fits  bool
	}{
		{"hex:11x11", true}, {"hex:5x9", true}, {"cyl:5x9", true}, {"torus:5x5", false},
		{"hex:9x9+reverse", false}, {"cyl:5x9+reverse", false}, {"torus:4x4+reverse", false},
	} {
		spec := core.MustBoard(c.board).Spec()
		for _, p := range []core.Player{core.Red, core.Blue} {
			err := EmbeddedNetworkFits(spec, p)
			if c.fits != (err == nil) {
				t.Errorf("%s, %v: %v, want fits %v", c.board, p, err, c.fits)
			}
			if err != nil && !strings.Contains(err.Error(), "not Rex") && !strings.Contains(err.Error(), "not the torus") {
				t.Errorf("%s: %v does not say why", c.board, err)
			}
		}
	}
	if err := EmbeddedNetworkFits(core.Spec{}, core.Red); err == nil {
		t.Error("the zero spec fits")
	}
	if info, err := Lookup(NetworkPlayer); err != nil || info.Fits(core.MustBoard("hex:7x7+reverse").Spec(), core.Red) == nil {
		t.Errorf("the catalog's network fits Rex (%v)", err)
	}
}
