package render2d

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

func TestShortcuts(t *testing.T) {
	k := ebiten.Key(-1) // no key
	ctrl, shift := []ebiten.Key{ebiten.KeyControlLeft}, []ebiten.Key{ebiten.KeyShiftRight}
	both := []ebiten.Key{ebiten.KeyMetaLeft, ebiten.KeyShiftLeft}
	for _, c := range []struct {
		key      ebiten.Key
		held     []ebiten.Key
		readonly bool
		want     layout.Action
		ok       bool
	}{
		{ebiten.KeyU, nil, false, layout.Undo, true},
		{ebiten.KeyBackspace, nil, false, layout.Undo, true},
		{ebiten.KeyZ, ctrl, false, layout.Undo, true},
		{ebiten.KeyZ, both, false, layout.Redo, true},
		{ebiten.KeyY, ctrl, false, layout.Redo, true},
		{ebiten.KeyR, nil, false, layout.Redo, true},
		{ebiten.KeyR, ctrl, false, 0, false}, // the browser's reload
		{ebiten.KeyN, nil, false, layout.NewGame, true},
		{ebiten.KeyN, nil, true, 0, false},
		{ebiten.KeyS, nil, false, layout.Swap, true},
		{ebiten.KeyS, ctrl, false, 0, false}, // the browser's save
		{ebiten.KeyH, nil, false, layout.Hint, true},
		{ebiten.KeyP, nil, false, layout.Branch, true},
		{ebiten.KeyP, ctrl, false, 0, false}, // print
		{ebiten.KeyHome, nil, true, layout.First, true},
		{ebiten.KeyEnd, nil, true, layout.Last, true},
		{ebiten.KeyComma, nil, true, layout.Prev, true},
		{ebiten.KeyPageDown, nil, true, layout.Next, true},
		{ebiten.KeyE, nil, false, layout.ExportSGF, true},
		{ebiten.KeyE, shift, false, layout.ExportJSON, true},
		{ebiten.KeyJ, nil, false, layout.ExportJSON, true},
		{ebiten.KeyO, nil, false, layout.Import, true},
		{ebiten.KeyL, nil, false, layout.Share, true},
		{ebiten.KeyV, nil, false, layout.ViewKind, true},
		{ebiten.KeyF, nil, false, layout.Flip, true},
		{ebiten.KeyX, nil, true, layout.Inferior, true},
		{ebiten.KeyTab, nil, false, layout.Menu, true},
		{ebiten.KeyEscape, nil, false, layout.Menu, true},
		{ebiten.KeyQ, nil, false, 0, false},
		{k, ctrl, false, 0, false},
	} {
		in := Input{Held: c.held}
		if c.key >= 0 {
			in.Pressed = []ebiten.Key{c.key}
		}
		if got, ok := shortcut(in, c.readonly); ok != c.ok || (ok && got != c.want) {
			t.Errorf("%v with %v held (read-only %v): %v %v, want %v %v", c.key, c.held, c.readonly, got, ok, c.want, c.ok)
		}
	}
}
