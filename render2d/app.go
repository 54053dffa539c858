package render2d

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// App is the board app: an ebiten.Game that draws a session and plays the moves a person
// makes with the mouse, a finger or the keyboard.
type App struct {
	s     *session.Session
	theme Theme
	sc    layout.Screen // the layout for the current window size
	// The pointer, in device pixels, and whether it is over the window.
	cursor   layout.Point
	cursorIn bool
	// note is a short message (why a click did nothing), shown until tick noteUntil.
	note      string
	noteUntil int
	ticks     int
	shown     frame // what the screen shows now
	drawn     bool  // whether anything was drawn yet
	// OnDraw, if set, is called after each time the screen is redrawn (the browser page uses
	// it to tell its tests that the board is on the screen).
	OnDraw func()
}

// frame is everything a picture depends on: the screen is redrawn only when it changes.
type frame struct {
	gen          uint64
	width, scale float64
	height       float64
	bar          barView
	hover        [2]int // the hovered cell (col, row), or {0, 0}
}

// New returns the app for a session, with the default theme.
func New(s *session.Session) *App {
	return &App{s: s, theme: DefaultTheme}
}

// Run opens a resizable window titled title (the browser page when built for js/wasm) and
// runs the app until the window is closed.
func Run(a *App, title string) error {
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowSize(960, 820)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	return ebiten.RunGame(a)
}

// LayoutF makes the screen as many pixels as the window has device pixels, so that every line
// and glyph is drawn at the screen's own resolution.
func (a *App) LayoutF(outsideWidth, outsideHeight float64) (float64, float64) {
	scale := ebiten.Monitor().DeviceScaleFactor()
	if scale <= 0 {
		scale = 1
	}
	w, h := max(float64(int(outsideWidth*scale)), 1), max(float64(int(outsideHeight*scale)), 1)
	if w != a.sc.Width || h != a.sc.Height || scale != a.sc.Scale {
		b := a.s.Board()
		a.sc = layout.Compute(b.Cols(), b.Rows(), w, h, scale)
	}
	return w, h
}

// Layout is LayoutF for whole pixels; ebiten calls LayoutF instead when a game has both.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// Update runs once a tick: the bots' moves, then the person's input.
func (a *App) Update() error {
	a.ticks++
	a.s.Tick()
	a.input()
	return nil
}

// Draw draws the status bar and the board, when anything they show has changed.
func (a *App) Draw(screen *ebiten.Image) {
	f := a.frame()
	if a.drawn && f == a.shown {
		return
	}
	a.shown, a.drawn = f, true
	var bv boardView
	a.s.View(func(g *core.Game) { bv = readBoard(g, !g.Over() && a.s.Config().Player(g.ToMove()) == session.Human) })
	screen.Fill(a.theme.Background)
	drawBar(screen, a.theme, a.sc, f.bar)
	drawBoard(screen, a.theme, a.sc, bv, f.hover[0], f.hover[1], f.hover != [2]int{})
	if a.OnDraw != nil {
		a.OnDraw()
	}
}

// frame gathers what the picture depends on.
func (a *App) frame() frame {
	st := a.s.Status()
	bar := barView{player: st.Player, text: st.Text}
	if a.note != "" && a.ticks < a.noteUntil {
		bar.text = a.note
	}
	bar.shown = [4]bool{layout.NewGame: true, layout.Undo: true, layout.Redo: true, layout.Swap: a.s.Config().Swap}
	bar.enabled = [4]bool{layout.NewGame: true, layout.Undo: a.s.CanUndo(), layout.Redo: a.s.CanRedo(), layout.Swap: a.s.CanSwap()}
	f := frame{gen: a.s.Generation(), width: a.sc.Width, height: a.sc.Height, scale: a.sc.Scale}
	if a.cursorIn {
		if act, ok := a.sc.ButtonAt(a.cursor); ok && bar.shown[act] {
			bar.hovered, bar.hover = act, true
		}
		if col, row, ok := a.sc.Board.CellAt(a.cursor); ok && a.s.HumanToMove() {
			f.hover = [2]int{col, row}
		}
	}
	f.bar = bar
	return f
}

// say shows a short message in the status bar for three seconds.
func (a *App) say(msg string) {
	a.note = msg
	a.noteUntil = a.ticks + 3*ebiten.TPS()
}
