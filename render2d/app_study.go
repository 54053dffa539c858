package render2d

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// The study tools: the variations of the position shown (a row of buttons), promoting the
// line shown to the main line, deleting a move with what follows, the comment of each
// position (shown in the reason box, written in the comment box or, on a touch screen in the
// browser, the browser's own prompt) and the marks on its cells (Mark: a click on a cell
// cycles triangle, square, label, none).

// studyEnabled reports whether a study control can act now.
func (a *App) studyEnabled(act layout.Action) bool {
	readonly := a.s.Config().Readonly
	switch act {
	case layout.Promote:
		return !readonly && !a.s.OnMainLine()
	case layout.Delete:
		return !readonly && a.s.Resigned() == core.NoPlayer && a.s.CanStep(session.Prev) // a move on the board
	case layout.Comment, layout.Mark:
		return !readonly
	}
	return true
}

// study carries out a study control's action.
func (a *App) study(b layout.Button, touch bool) {
	s := a.s
	switch b.Action {
	case layout.Variation:
		if !s.ChooseVariation(b.Index) {
			a.Say("No such variation here", false)
		}
	case layout.Promote:
		if s.PromoteVariation() {
			a.Say("This line is the main line now", false)
		}
	case layout.Delete:
		if s.DeleteVariation() {
			a.Say("Deleted the move, with every move after it", false)
		}
	case layout.Mark:
		a.marking = !a.marking
		a.uiGen++
		if a.marking {
			a.Say("Mark: click a cell for a triangle, again for a square, a label, none", false)
		}
	case layout.Comment:
		a.editComment(touch)
	}
}

// editComment opens the comment box on the position shown's comment; on a touch screen, the
// browser's prompt (which brings up the keyboard) where there is one.
func (a *App) editComment(touch bool) {
	old := a.s.Note().Comment
	if touch {
		if text, ok, asked := platform.Prompt("Comment on this position", old); asked {
			if ok {
				a.saveComment(text)
			}
			return
		}
	}
	a.comment = newCommentBox(old)
	a.drawerOpen = false
	a.uiGen++
}

// saveComment keeps text as the position shown's comment.
func (a *App) saveComment(text string) {
	if err := a.s.SetComment(text); err != nil {
		a.Say("The comment is not kept: "+err.Error(), true)
	}
}

// commentInput passes the tick's input to the comment box and closes it when it is done.
func (a *App) commentInput(in Input, presses []layout.Point) {
	c := a.comment
	c.Place(a.sc.BoardArea, a.scale)
	done, save := c.Update(in, presses)
	a.uiGen++ // the text or the caret may have changed
	if !done {
		return
	}
	a.comment = nil
	if save {
		a.saveComment(c.Text())
	}
}

// variationName is the label of the i-th variation's button, its move, and whether it is
// the one Next plays (its button is drawn pressed).
func (a *App) variationName(i int) (string, bool) {
	moves, chosen := a.s.Variations()
	if i >= len(moves) {
		return "", false
	}
	return moves[i].Name, i == chosen
}

// drawMarks draws the marks of the position shown on its cells: a triangle, a square or the
// label, in a colour that stands out on the cell or the stone under it.
func (a *App) drawMarks(dst *ebiten.Image) {
	note := a.s.Note()
	if len(note.Marks) == 0 {
		return
	}
	b, th := a.s.Board(), a.theme
	r := a.cellRadius()
	width := math.Max(2*a.scale, r*0.12)
	a.s.Read(func(g *core.Game) {
		for _, m := range note.Marks {
			c, ok := a.bv.CellCenter(m.Cell)
			if !ok || !b.Contains(m.Cell) {
				continue
			}
			clr := th.Text
			if p := g.At(m.Cell); p != core.NoPlayer {
				clr = th.Background
			}
			switch m.Shape {
			case core.Triangle:
				h := r * 0.55
				pts := []layout.Point{{X: c.X, Y: c.Y - h}, {X: c.X + h*0.87, Y: c.Y + h/2}, {X: c.X - h*0.87, Y: c.Y + h/2}}
				stroke(dst, pts, width, clr)
			case core.Square:
				h := r * 0.42
				stroke(dst, []layout.Point{{X: c.X - h, Y: c.Y - h}, {X: c.X + h, Y: c.Y - h}, {X: c.X + h, Y: c.Y + h}, {X: c.X - h, Y: c.Y + h}}, width, clr)
			case core.Label:
				label, size := fitText(m.Label, r*0.9, r*1.5)
				drawText(dst, label, size, c, text.AlignCenter, clr)
			}
		}
	})
}
