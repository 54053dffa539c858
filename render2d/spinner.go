package render2d

import (
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// Spinner is the status bar's "thinking" sign while a bot or a hint is worked out: eight dots
// on a circle, the one at the phase darkest and the others fading into the bar's colour. Every
// SpinnerStep the phase moves one dot on, which is the same as turning the whole sign an
// eighth of a turn about its centre: a page that animates the sign itself (App.OnSpinner)
// turns Dots in eight steps.
type Spinner struct {
	Center layout.Point // the circle's centre, in the screen's pixels
	Radius float64      // the circle's radius; the dots lie on it
	// Dots are the dots at phase 0, the darkest first, each an eighth of a turn on (clockwise
	// on the screen) from the one before.
	Dots [8]SpinnerDot
}

// SpinnerDot is one dot of a Spinner.
type SpinnerDot struct {
	Center layout.Point
	Radius float64
	Color  color.RGBA
}

// SpinnerStep is how long the spinner shows each phase: eight steps make a turn.
const SpinnerStep = spinTicks * time.Second / 60

// spinTicks is how many ticks (60 a second) the thinking spinner shows each phase. Every
// change of the picture costs ebiten four presented frames, each a full copy of the window;
// with software rendering and a bot taking one of two cores, ten changes a second left the
// page's other frames too little time, so the spinner steps four times a second (and the
// browser page animates it outside the canvas: App.OnSpinner).
const spinTicks = 15

// newSpinner returns the spinner centred at c with radius r, in the colour of player who
// (the text's colour for NoPlayer) on theme th's bar.
func newSpinner(c layout.Point, r float64, th Theme, who core.Player) Spinner {
	clr := th.Text
	if who != core.NoPlayer {
		clr = th.Stone[who]
	}
	sp := Spinner{Center: c, Radius: r}
	for i := range sp.Dots {
		angle := float64(i) * math.Pi / 4
		sp.Dots[i] = SpinnerDot{
			Center: layout.Point{X: c.X + r*math.Cos(angle), Y: c.Y + r*math.Sin(angle)},
			Radius: r * 0.22,
			Color:  mix(clr, th.Bar, float64(i)/8*0.85),
		}
	}
	return sp
}

// at returns the dot drawn at dot j's place at the given phase: dot j-phase's colour, turned
// phase eighths of a turn on.
func (sp Spinner) at(j, phase int) SpinnerDot {
	d := sp.Dots[j]
	d.Color = sp.Dots[((j-phase)%8+8)%8].Color
	return d
}

// draw draws the spinner at the given phase.
func (sp Spinner) draw(dst *ebiten.Image, phase int) {
	for j := range sp.Dots {
		d := sp.at(j, phase)
		disc(dst, d.Center, d.Radius, d.Color)
	}
}

// spinnerState is the spinner as OnSpinner is told of it: where it is and whether it shows.
type spinnerState struct {
	sp    Spinner
	shown bool
}

// tellSpinner tells OnSpinner where the spinner is, or that none shows, after each redraw of
// the screen, when that changed since it was last told. A spinner under a dialog or the
// comment box does not show.
func (a *App) tellSpinner() {
	if a.OnSpinner == nil {
		return
	}
	now := a.spinPlaced
	if !now.shown || a.dialog != nil || a.comment != nil || a.linkShown != nil {
		now = spinnerState{}
	}
	if a.spinTold != nil && *a.spinTold == now {
		return
	}
	a.spinTold = &now
	a.OnSpinner(now.sp, now.shown)
}
