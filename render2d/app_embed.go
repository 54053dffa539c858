package render2d

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
)

// An embedded board is the app in a frame of another page (platform.Framed): it keeps no game
// in storage (platform.Load and Store keep nothing there), and its rhombus keeps the
// orientation the page describes, Red's sides at the top and the bottom, in a portrait frame
// too (BoardPane.SetUpright), unless the page's own view parameters say otherwise.

// CellRadiusAt returns the radius, in CSS pixels, of the board's middle cell as the app would
// draw it in a window of width x height CSS pixels, with the screen's parts as they are now.
// The board page uses it to tell a page that embeds it how tall its iframe should be.
func (a *App) CellRadiusAt(width, height float64) float64 {
	b, scale := a.s.Board(), a.scale
	sc := layout.ComputeWith(b.Cols(), b.Rows(), width*scale, height*scale, scale, a.options())
	bv := NewBoardPane(b, a.s.Config().View, a.theme)
	bv.SetUpright(a.framed)
	bv.SetArea(sc.BoardArea, scale)
	r, _ := middleRadius(bv.Scene(), b)
	return r / scale
}

// middleRadius returns the radius of b's middle cell in scene, and false when the scene has
// no cells yet.
func middleRadius(scene *layout.Scene, b *core.Board) (float64, bool) {
	if scene == nil || len(scene.Tiles) == 0 {
		return 0, false
	}
	i := int(b.Cell((b.Cols()+1)/2, (b.Rows()+1)/2))
	if i >= len(scene.Tiles) {
		i = 0
	}
	return scene.Tiles[i].Radius, true
}

// EscapeCloses reports whether Esc has something of the board's own to close now: the
// new-game dialog, the comment box or the open drawer. Otherwise Esc on an embedded board
// gives the keyboard back to the page around it (cmd/wasm/board, docs/embedding.md).
func (a *App) EscapeCloses() bool {
	return a.dialog != nil || a.comment != nil || a.linkShown != nil || a.drawerOpen
}
