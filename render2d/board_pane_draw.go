package render2d

import (
	"image"
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// boardState is what the board shows of a game, read from it under the session's lock.
type boardState struct {
	stones  []core.Player // by cell
	win     []bool        // by cell
	last    core.Cell     // core.NoCell before the first stone
	toMove  core.Player
	playing bool // a person may play a cell now
}

// readBoard copies what Draw needs out of g.
func readBoard(g *core.Game, playing bool) boardState {
	b := g.Board()
	st := boardState{stones: make([]core.Player, b.NumCells()), win: make([]bool, b.NumCells()), last: core.NoCell, toMove: g.ToMove(), playing: playing}
	for c := range st.stones {
		st.stones[c] = g.At(core.Cell(c))
	}
	for _, c := range g.WinningCells() {
		st.win[c] = true
	}
	if c, ok := g.LastStone(); ok {
		st.last = c
	}
	return st
}

// Draw draws the board as g stands: the players' bands, the cells (ghost copies faded), the
// winning structure highlighted, the stones with the last one marked, the hover and the
// keyboard cursor, the outline of the fundamental domain and the coordinates. playing says
// whether a person may move now (the hover shows a stone of the player to move only then).
func (bv *BoardPane) Draw(dst *ebiten.Image, g *core.Game, playing bool) {
	bv.draw(dst, readBoard(g, playing))
}

func (bv *BoardPane) draw(screen *ebiten.Image, st boardState) {
	th, sc, b := bv.theme, bv.scene, bv.board
	// Everything stays in the board's part of the window (a zoomed drawing is larger), and the
	// cells inside Clip.
	dst := subImage(screen, sc.Shown)
	clip := subImage(screen, sc.Clip)

	// The bands: a player's own sides in full colour; on the rhombus of a cylinder or torus,
	// the sides that wrap around (there is no side to reach there) in a lighter tone.
	for _, band := range sc.Bands {
		clr := bv.bandColour(band)
		if r := band.Ring; r.Outer > 0 {
			ring(dst, r.Center, (r.Inner+r.Outer)/2, r.Outer-r.Inner, clr)
		} else {
			fill(dst, band.Poly, clr)
		}
	}

	// The cells, in four groups of one colour each: real and ghost, plain and winning.
	paths, edges := &bv.cells, &bv.edges
	for _, t := range sc.Tiles {
		c := b.Cell(t.Col, t.Row)
		i := 0
		if st.win[c] {
			i = 1
		}
		if t.Ghost {
			i += 2
		}
		paths[i].Fill(t.Poly)
		edges[1-i/2].Stroke(t.Poly, true, sc.Edge)
	}
	cellColours := [4]color.RGBA{th.Cell, th.Win, th.ghost(th.Cell), th.ghost(th.Win)}
	for i := range paths {
		paths[i].draw(clip, cellColours[i])
	}
	edges[0].draw(clip, th.ghost(th.CellEdge))
	edges[1].draw(clip, th.CellEdge)
	if len(sc.Outline) > 0 {
		for _, s := range sc.Outline {
			shared.Stroke([]layout.Point{s.A, s.B}, false, 2.2*sc.Edge)
		}
		shared.draw(clip, th.Outline)
	}

	// The stones, the last move, the hover and the cursor.
	cursor, cursorOn := bv.Cursor()
	hover, hoverOn := bv.Hover()
	for _, t := range sc.Tiles {
		c := b.Cell(t.Col, t.Row)
		p := st.stones[c]
		tone := func(x color.RGBA) color.RGBA {
			if t.Ghost {
				return th.ghost(x)
			}
			return x
		}
		switch {
		case p != core.NoPlayer:
			if bv.view.Kind == session.ViewAnnulus {
				// The annulus's cells are long thin bricks, whose stones are small: the whole
				// brick takes a tint of the stone's colour, so that a phone shows it.
				fill(clip, t.Poly, tone(mix(th.Cell, th.Stone[p], 0.45)))
			}
			disc(clip, t.Center, t.Radius, tone(th.StoneEdge[p]))
			disc(clip, t.Center, t.Radius-math.Max(1, t.Radius*0.09), tone(th.Stone[p]))
			if c == st.last {
				disc(clip, t.Center, t.Radius*0.3, tone(th.Background))
			}
		case st.playing && ((hoverOn && c == hover) || (cursorOn && c == cursor)):
			disc(clip, t.Center, t.Radius, fade(th.Stone[st.toMove], 0.45))
		case sc.Names:
			// The annulus and the strip show each cell's name (layout.Scene.Names).
			drawText(clip, b.CellName(c), math.Min(t.Radius*0.8, sc.FontSize), t.Center, text.AlignCenter, fade(th.Label, 0.55))
		}
		if cursorOn && c == cursor {
			ring(clip, t.Center, t.Radius*1.12, math.Max(2*bv.scale, t.Radius*0.12), tone(th.Cursor))
		}
	}

	// On a zoomed board, the whole board small in a corner.
	defer bv.drawOverview(dst, st)

	// The coordinates, and on the wrapping views the name of the cell under the pointer.
	if hoverOn && bv.view.Kind != session.ViewRhombus {
		bv.drawHoverName(dst, b.CellName(hover))
	}
	for _, l := range sc.Labels {
		s := strconv.Itoa(l.Row)
		if l.Col > 0 {
			s = core.ColumnName(l.Col)
		}
		clr := th.Label
		if l.Ghost {
			clr = th.ghost(th.Label)
		}
		drawText(dst, s, sc.FontSize, l.At, text.AlignCenter, clr)
	}
}

// bandColour is the colour of a player's band: the player's own, or on the rhombus of a
// cylinder or torus, for the sides that wrap around (there is no side to reach there), a
// lighter tone.
func (bv *BoardPane) bandColour(band layout.Band) color.RGBA {
	p := core.Blue
	if band.Red {
		p = core.Red
	}
	if bv.view.Kind == session.ViewRhombus && bv.board.Topology().Goal(p) == core.CycleGoal {
		return bv.theme.Wrap[p]
	}
	return bv.theme.Stone[p]
}

// drawOverview draws, over a zoomed board, the whole board small in a corner: the players'
// sides, the stones, and a frame round the part shown.
func (bv *BoardPane) drawOverview(dst *ebiten.Image, st boardState) {
	o, ok := bv.scene.Overview()
	if !ok {
		return
	}
	th, s := bv.theme, bv.scale
	pad := 4 * s
	back := layout.Rect{Min: o.Box.Min.Sub(layout.Point{X: pad, Y: pad}), Max: o.Box.Max.Add(layout.Point{X: pad, Y: pad})}
	fill(dst, roundRect(back, 6*s), fade(th.Background, 0.96))
	stroke(dst, roundRect(back, 6*s), math.Max(1, s), th.CellEdge)
	dst = subImage(dst, back) // the bands of the periodic drawings reach past the board
	mapAll := func(pts []layout.Point) []layout.Point {
		out := make([]layout.Point, len(pts))
		for i, p := range pts {
			out[i] = o.Map(p)
		}
		return out
	}
	for _, band := range o.Fit.Bands {
		clr := bv.bandColour(band)
		if r := band.Ring; r.Outer > 0 {
			ring(dst, o.Map(r.Center), (r.Inner+r.Outer)/2*o.Scale(), math.Max((r.Outer-r.Inner)*o.Scale(), s), clr)
		} else {
			fill(dst, mapAll(band.Poly), clr)
		}
	}
	// The cells as one shape over the bands (which reach under them), the ghost copies of the
	// periodic drawings faded, then the stones.
	clip := subImage(dst, o.Box)
	cells, ghosts := &bv.overview[0], &bv.overview[1]
	for _, t := range o.Fit.Tiles {
		if t.Ghost {
			ghosts.Fill(mapAll(t.Poly))
		} else {
			cells.Fill(mapAll(t.Poly))
		}
	}
	cells.draw(clip, th.Cell)
	ghosts.draw(clip, th.ghost(th.Cell))
	for _, t := range o.Fit.Tiles {
		if p := st.stones[bv.board.Cell(t.Col, t.Row)]; p != core.NoPlayer {
			clr := th.Stone[p]
			if t.Ghost {
				clr = th.ghost(clr)
			}
			disc(clip, o.Map(t.Center), math.Max(t.Radius*o.Scale(), 1.2*s), clr)
		}
	}
	stroke(dst, rectPoints(o.Window), math.Max(1.5*s, 1), th.Text)
}

// drawHoverName writes name in a small dark label just above the copy of the hovered cell
// under the pointer (where the copies of a cell and the wrapped coordinates make it less
// obvious which cell that is), kept inside the board's area.
func (bv *BoardPane) drawHoverName(dst *ebiten.Image, name string) {
	sc, th := bv.scene, bv.theme
	var tile layout.Tile
	found := false
	for _, t := range sc.Tiles {
		if t.Col == bv.hover[0] && t.Row == bv.hover[1] && (!found || dist(t.Center, bv.pointer) < dist(tile.Center, bv.pointer)) {
			tile, found = t, true
		}
	}
	if !found {
		return
	}
	size := sc.FontSize
	w, h := text.Advance(name, face(size))+size*0.9, size*1.5
	c := tile.Center.Add(layout.Point{Y: -tile.Radius - h*0.8})
	c.X = math.Min(math.Max(c.X, sc.Shown.Min.X+w/2), sc.Shown.Max.X-w/2)
	c.Y = math.Max(c.Y, sc.Shown.Min.Y+h/2)
	r := layout.Rect{Min: c.Sub(layout.Point{X: w / 2, Y: h / 2}), Max: c.Add(layout.Point{X: w / 2, Y: h / 2})}
	fill(dst, roundRect(r, h/2), fade(th.Text, 0.88))
	drawText(dst, name, size, c, text.AlignCenter, th.Background)
}

// dist returns the distance between p and q.
func dist(p, q layout.Point) float64 { return math.Hypot(p.X-q.X, p.Y-q.Y) }

// subImage returns the part of img inside r, rounded outwards to whole pixels.
func subImage(img *ebiten.Image, r layout.Rect) *ebiten.Image {
	return img.SubImage(image.Rect(int(math.Floor(r.Min.X)), int(math.Floor(r.Min.Y)), int(math.Ceil(r.Max.X)), int(math.Ceil(r.Max.Y)))).(*ebiten.Image)
}
