package render3d

import (
	"strings"

	"github.com/g3n/engine/gui"
)

// show shows or hides the panel (the toggle stays).
func (c *controls) show(on bool) {
	c.shown = on
	c.layout()
	c.a.resetCamera()
}

// sideWidth returns how many device pixels of the window's left the controls
// take from the cube: the panel's width when it shows beside it, else 0.
func (c *controls) sideWidth() int {
	if !c.shown {
		return 0
	}
	return int(panelWidth * c.a.uiScale * c.a.guiScale())
}

// layout places the controls for the window's size.
func (c *controls) layout() {
	a := c.a
	u := float32(a.uiScale)
	// The gui places panels in window coordinates: device pixels divided by
	// the window's scale (1 in the browser, where the page's pixel ratio is
	// uiScale instead).
	gs := a.guiScale()
	w, h := float32(float64(a.width)/gs), float32(float64(a.height)/gs)
	if !c.laid && a.width > 0 {
		c.laid = true
		c.shown = float64(w)/a.uiScale >= narrowWidth // the cube first on a phone
	}
	c.root.SetSize(w, h)
	x := float32(margin) * u
	inner := float32(panelWidth-2*margin) * u
	y := float32(margin) * u
	movesY := y
	place := func(p gui.IPanel, height float32) {
		if p.GetPanel() == c.moves.GetPanel() {
			movesY = y
		}
		p.GetPanel().SetPosition(x, y)
		y += height + float32(gap)*u
	}
	c.toggle.SetSize(inner, float32(rowHeight)*u)
	c.toggle.SetPosition(x, y)
	if c.toggle.Parent() == nil {
		c.root.Add(c.toggle)
	}
	y += float32(rowHeight+gap) * u
	c.brief.SetVisible(!c.shown)
	if !c.shown {
		c.toggle.Label.SetText("Show controls")
		c.panel.SetVisible(false)
		c.panel.SetSize(panelWidth*u, y)
		c.brief.SetText(c.status.Text())
		c.brief.SetPosition(x, y)
		c.placeBanner()
		return
	}
	c.toggle.Label.SetText("Hide controls")
	c.panel.SetVisible(true)
	c.panel.SetPosition(0, 0)
	for _, wd := range c.widgets {
		p := wd.GetPanel()
		switch {
		case p == c.explode.GetPanel() || p == c.level.GetPanel():
			p.SetSize(inner, float32(rowHeight)*u)
			place(p, float32(rowHeight)*u)
		case len(p.Children()) > 0 && isRow(wd):
			n := float32(len(p.Children()))
			bw := (inner - (n-1)*float32(gap)*u) / n
			for i, ch := range p.Children() {
				b := ch.(*gui.Button)
				b.SetPosition(float32(i)*(bw+float32(gap)*u), 0)
				b.SetSize(bw, float32(rowHeight)*u)
			}
			p.SetSize(inner, float32(rowHeight)*u)
			place(p, float32(rowHeight)*u)
		default:
			place(p, p.Height())
		}
	}
	c.panel.SetSize(panelWidth*u, max(h, y))
	// The move list takes the room left at the bottom.
	lines := max(int((h-movesY)/(lineHeight*u))-1, 2)
	c.movesShown = lines
	c.movesBack = clampBack(len(a.s.Game().Turns()), lines, c.movesBack)
	c.moves.SetText(moveListFrom(a.s.Game(), lines, c.movesBack))
	c.placeBanner()
}

// placeBanner shows the winner centred above the cube once the game is over.
func (c *controls) placeBanner() {
	g := c.a.s.Game()
	if !g.Over() {
		c.banner.SetVisible(false)
		return
	}
	w := g.Winner().String()
	c.banner.SetText(strings.ToUpper(w[:1]) + w[1:] + " wins")
	x, _, vw, _ := c.a.viewport()
	gs := float32(c.a.guiScale())
	bx := (float32(x)+float32(vw)/2)/gs - c.banner.Width()/2
	by := float32(margin) * float32(c.a.uiScale)
	// Below the Show/Hide controls button where the two would overlap (a phone, where the
	// button sits over the cube's view): the winner is never hidden behind it.
	// So with the status line shown under it while the panel is hidden.
	for _, w := range []*gui.Panel{&c.toggle.Panel, &c.brief.Panel} {
		if !w.Visible() {
			continue
		}
		t := w.Position() // in the root, as the banner's (Pospix lags a frame)
		if bx < t.X+w.Width() && bx+c.banner.Width() > t.X {
			by = max(by, t.Y+w.Height()+float32(margin)*float32(c.a.uiScale))
		}
	}
	c.banner.SetPosition(max(bx, 0), by)
	c.banner.SetVisible(true)
}

// isRow reports whether w is a row of buttons.
func isRow(w gui.IPanel) bool {
	_, ok := w.(*gui.Panel)
	return ok
}

// contains reports whether the point (device pixels) is on the controls.
func (c *controls) contains(x, y float64) bool {
	gs := c.a.guiScale()
	x, y = x/gs, y/gs // window coordinates, as the gui's
	tx, ty := c.toggle.Pospix().X, c.toggle.Pospix().Y
	if x >= float64(tx) && y >= float64(ty) && x <= float64(tx+c.toggle.Width()) && y <= float64(ty+c.toggle.Height()) {
		return true
	}
	return c.shown && x*gs < float64(c.sideWidth())
}

// scrollMoves scrolls the move list by steps lines (positive: towards earlier moves).
func (c *controls) scrollMoves(steps int) {
	back := clampBack(len(c.a.s.Game().Turns()), c.movesShown, c.movesBack+steps)
	if back == c.movesBack {
		return
	}
	c.movesBack = back
	c.moves.SetText(moveListFrom(c.a.s.Game(), c.movesShown, c.movesBack))
	c.a.touch()
}
