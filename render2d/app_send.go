package render2d

import (
	"fmt"
	"os"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/urlparam"
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// share offers the game's link (Copy link). In the browser it is the page's own address
// (platform.ShareLink: the share sheet or the clipboard). The desktop app has no address: its
// link is the board page on Site with the game's permalink, put on the system clipboard
// (platform.CopyText), or, where no clipboard program works, shown in a box over the board
// and printed on the standard error, for the person to copy.
func (a *App) share() {
	if platform.HasLinks() {
		if msg, err := platform.ShareLink(); err != nil {
			a.Say("No link: "+err.Error(), true)
		} else {
			a.Say(msg, false)
		}
		return
	}
	site := a.Site
	if site == "" {
		site = urlparam.DefaultSite
	}
	link := urlparam.SiteLink(site, a.s.Permalink())
	if _, err := platform.CopyText(link); err != nil {
		fmt.Fprintf(os.Stderr, "The game's link: %s\n", link)
		a.linkShown = newLinkBox(link, "The link could not be copied: "+err.Error()+". Here it is (printed in the terminal too):")
		a.drawerOpen = false
		a.uiGen++
		return
	}
	a.Say("Link copied: "+link, false)
}

// linkInput passes the tick's input to the link box and closes it when it is done.
func (a *App) linkInput(in Input, presses []layout.Point) {
	a.linkShown.Place(a.sc.BoardArea, a.scale)
	if a.linkShown.Update(in, presses) {
		a.linkShown = nil
		a.uiGen++
	}
}

// Correspondence by link: Send move hands the opponent the game's link, and a page opened
// from one rings the move to answer.

// send hands the game's link, with a line on whose move it is, to the platform's share sheet
// or clipboard.
func (a *App) send() {
	s := a.s
	if msg, err := platform.SendLink(session.Encode(s.SendQuery()), s.SendText()); err != nil {
		a.Say("Cannot send: "+err.Error(), true)
	} else {
		a.Say(msg, false)
	}
}

// drawSentMove rings the last stone of a position opened from a link the opponent sent (Send
// move), until the game changes: the move to answer.
func (a *App) drawSentMove(dst *ebiten.Image) {
	if !a.s.Sent() {
		return
	}
	var last core.Cell
	ok := false
	a.s.Read(func(g *core.Game) { last, ok = g.LastStone() })
	if !ok {
		return
	}
	c, ok := a.bv.CellCenter(last)
	if !ok {
		return
	}
	r := a.cellRadius() * 1.25
	ring(dst, c, r, max(3*a.scale, r*0.14), a.theme.Cursor)
}
