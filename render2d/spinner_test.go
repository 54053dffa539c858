package render2d

import (
	"math"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// TestSpinnerTurns checks what a page that animates the spinner itself relies on: the
// spinner at phase p is its dots at phase 0 turned p eighths of a turn about its centre.
func TestSpinnerTurns(t *testing.T) {
	sp := newSpinner(layout.Point{X: 120, Y: 30}, 9, DefaultTheme, core.Blue)
	for p := range 8 {
		angle := float64(p) * math.Pi / 4
		for j := range sp.Dots {
			got := sp.at(j, p)
			from := sp.Dots[((j-p)%8+8)%8]
			dx, dy := from.Center.X-sp.Center.X, from.Center.Y-sp.Center.Y
			turned := layout.Point{X: sp.Center.X + dx*math.Cos(angle) - dy*math.Sin(angle), Y: sp.Center.Y + dx*math.Sin(angle) + dy*math.Cos(angle)}
			if math.Hypot(turned.X-got.Center.X, turned.Y-got.Center.Y) > 1e-9 || got.Color != from.Color || got.Radius != from.Radius {
				t.Fatalf("phase %d, place %d: drawn %+v, but dot %d turned is %+v at %v", p, j, got, ((j-p)%8+8)%8, from, turned)
			}
		}
	}
}

// TestSpinnerFades checks the dots' colours: the first is the player's, and each after it is
// nearer the bar's colour.
func TestSpinnerFades(t *testing.T) {
	th := DefaultTheme
	for _, who := range []core.Player{core.Red, core.Blue, core.NoPlayer} {
		sp := newSpinner(layout.Point{}, 10, th, who)
		want := th.Text
		if who != core.NoPlayer {
			want = th.Stone[who]
		}
		if sp.Dots[0].Color != want {
			t.Errorf("%v: the darkest dot is %v, want the player's %v", who, sp.Dots[0].Color, want)
		}
		dist := func(i int) float64 {
			c := sp.Dots[i].Color
			return math.Abs(float64(c.R)-float64(th.Bar.R)) + math.Abs(float64(c.G)-float64(th.Bar.G)) + math.Abs(float64(c.B)-float64(th.Bar.B))
		}
		for i := 1; i < 8; i++ {
			if dist(i) > dist(i-1) {
				t.Errorf("%v: dot %d (%v) is further from the bar's colour than dot %d (%v)", who, i, sp.Dots[i].Color, i-1, sp.Dots[i-1].Color)
			}
		}
	}
}

// TestTellSpinner checks that OnSpinner hears of each change of the spinner once, and that a
// dialog or the comment box hides it.
func TestTellSpinner(t *testing.T) {
	type told struct {
		sp    Spinner
		shown bool
	}
	var heard []told
	a := &App{OnSpinner: func(sp Spinner, shown bool) { heard = append(heard, told{sp, shown}) }}
	sp := newSpinner(layout.Point{X: 50, Y: 10}, 8, DefaultTheme, core.Red)
	moved := newSpinner(layout.Point{X: 60, Y: 10}, 8, DefaultTheme, core.Red)
	steps := []struct {
		name   string
		placed spinnerState
		dialog bool
		want   []told // what OnSpinner hears after this redraw
	}{
		{"first redraw, no spinner", spinnerState{}, false, []told{{}}},
		{"again no spinner", spinnerState{}, false, nil},
		{"a bot thinks", spinnerState{sp, true}, false, []told{{sp, true}}},
		{"redrawn, the same", spinnerState{sp, true}, false, nil},
		{"the window is resized", spinnerState{moved, true}, false, []told{{moved, true}}},
		{"a dialog opens over it", spinnerState{moved, true}, true, []told{{}}},
		{"the dialog closes", spinnerState{moved, true}, false, []told{{moved, true}}},
		{"the bot answered", spinnerState{}, false, []told{{}}},
	}
	for _, st := range steps {
		heard = nil
		a.spinPlaced = st.placed
		a.dialog = nil
		if st.dialog {
			a.dialog = &dialog{}
		}
		a.tellSpinner()
		if len(heard) != len(st.want) || (len(heard) == 1 && heard[0] != st.want[0]) {
			t.Errorf("%s: OnSpinner heard %+v, want %+v", st.name, heard, st.want)
		}
	}
}
