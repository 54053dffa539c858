package render2d

import (
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/hexlab/hexlab/render2d/layout"
)

// Input is what the person did in one tick: read once from the devices (ReadInput) and handed
// to the app's parts, which read no device themselves. A part's handling of input is thus
// tested with made-up Input, without a display.
type Input struct {
	// Pointer is where the mouse is, in device pixels.
	Pointer layout.Point
	// MouseDown says the left button is held; MousePressed and MouseReleased that it went
	// down or up in this tick.
	MouseDown, MousePressed, MouseReleased bool
	// Touches are the fingers on the screen and the ones lifted in this tick.
	Touches []Touch
	// Wheel is how far the wheel turned in this tick.
	Wheel layout.Point
	// Pressed are the keys that went down in this tick, Repeating those held long enough to
	// repeat now (after a third of a second, ten times a second), Held every key held.
	Pressed, Repeating, Held []ebiten.Key
	// Now is when the tick's input was read: how long a press lasts is measured by the clock,
	// not by ticks, which a busy page has fewer of.
	Now time.Time
	// Typed are the characters typed in this tick (for the comment box).
	Typed []rune
}

// Touch is one finger: where it is (a lifted one: where it was last), and whether it came
// down or was lifted in this tick.
type Touch struct {
	ID                ebiten.TouchID
	At                layout.Point
	Pressed, Released bool
}

// ReadInput reads this tick's input from ebiten.
func ReadInput() Input {
	x, y := ebiten.CursorPosition()
	in := Input{
		Pointer:       layout.Point{X: float64(x), Y: float64(y)},
		MouseDown:     ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft),
		MousePressed:  inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft),
		MouseReleased: inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft),
		Pressed:       inpututil.AppendJustPressedKeys(nil),
		Held:          inpututil.AppendPressedKeys(nil),
		Now:           time.Now(),
		Typed:         ebiten.AppendInputChars(nil),
	}
	pressed := inpututil.AppendJustPressedTouchIDs(nil)
	for _, id := range ebiten.AppendTouchIDs(nil) {
		tx, ty := ebiten.TouchPosition(id)
		in.Touches = append(in.Touches, Touch{ID: id, At: layout.Point{X: float64(tx), Y: float64(ty)}, Pressed: slices.Contains(pressed, id)})
	}
	for _, id := range inpututil.AppendJustReleasedTouchIDs(nil) {
		tx, ty := inpututil.TouchPositionInPreviousTick(id)
		in.Touches = append(in.Touches, Touch{ID: id, At: layout.Point{X: float64(tx), Y: float64(ty)}, Released: true})
	}
	in.Wheel.X, in.Wheel.Y = ebiten.Wheel()
	tps := ebiten.TPS()
	for _, k := range in.Held {
		if d := inpututil.KeyPressDuration(k); d > tps/3 && (d-tps/3)%max(tps/10, 1) == 0 {
			in.Repeating = append(in.Repeating, k)
		}
	}
	return in
}

// JustPressed reports whether any of keys went down in this tick.
func (in Input) JustPressed(keys ...ebiten.Key) bool {
	return slices.ContainsFunc(keys, func(k ebiten.Key) bool { return slices.Contains(in.Pressed, k) })
}

// Repeats reports whether key went down in this tick or repeats now.
func (in Input) Repeats(key ebiten.Key) bool {
	return slices.Contains(in.Pressed, key) || slices.Contains(in.Repeating, key)
}

// IsHeld reports whether any of keys is held.
func (in Input) IsHeld(keys ...ebiten.Key) bool {
	return slices.ContainsFunc(keys, func(k ebiten.Key) bool { return slices.Contains(in.Held, k) })
}

// NewTouch returns the first finger that came down in this tick.
func (in Input) NewTouch() (Touch, bool) {
	for _, t := range in.Touches {
		if t.Pressed {
			return t, true
		}
	}
	return Touch{}, false
}

// Touch returns the finger id, on the screen or lifted in this tick.
func (in Input) Touch(id ebiten.TouchID) (Touch, bool) {
	for _, t := range in.Touches {
		if t.ID == id {
			return t, true
		}
	}
	return Touch{}, false
}

// Down returns the fingers on the screen (not the lifted ones), in order.
func (in Input) Down() []Touch {
	var out []Touch
	for _, t := range in.Touches {
		if !t.Released {
			out = append(out, t)
		}
	}
	return out
}
