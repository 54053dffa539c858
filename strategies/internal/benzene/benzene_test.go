package benzene

import (
	"slices"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// recorder is an Engine that keeps the commands it is sent.
type recorder struct{ sent []string }

func (r *recorder) Command(c string) (string, error) { r.sent = append(r.sent, c); return "", nil }
func (r *recorder) Close() error                     { return nil }

// TestTell: the board's size (columns, then rows, as Benzene's boardsize takes them), a
// cleared board, then each stone in Benzene's colours, Red black.
func TestTell(t *testing.T) {
	g, err := core.NewGameFromMoveList(core.Spec{Topology: core.Plane, Cols: 4, Rows: 3}, core.Options{}, "b2,d1")
	if err != nil {
		t.Fatal(err)
	}
	var r recorder
	if err := Tell(&r, g.Position()); err != nil {
		t.Fatal(err)
	}
	want := []string{"boardsize 4 3", "clear_board", "play white d1", "play black b2"}
	if !slices.Equal(r.sent, want) {
		t.Errorf("sent %q, want %q", r.sent, want)
	}
	if Colour(core.Blue) != "white" || Edges(core.Red) != "north south" || Edges(core.Blue) != "west east" {
		t.Errorf("Blue is %s; Red's edges %s, Blue's %s", Colour(core.Blue), Edges(core.Red), Edges(core.Blue))
	}
}
