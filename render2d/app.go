package render2d

import (
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/platform"
	"reflect"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
	"github.com/hexlab/hexlab/render2d/session"
)

// App is the board app: an ebiten.Game that draws a session (the status bar, the board, the
// panel of controls with the move list, the new-game dialog) and carries out what a person
// does with the mouse, a finger or the keyboard. It keeps the game saved and the page's
// address current as the game changes.
type App struct {
	s     *session.Session
	theme Theme
	sc    layout.Screen // the layout for the current window size and options
	laid  screenInputs  // what sc was computed from
	bv    *BoardPane
	// The window in device pixels, and the device scale factor.
	width, height, scale float64

	// The pointer, in device pixels, whether it is over the window, and the control under it.
	pointer   layout.Point
	pointerIn bool
	hovered   layout.Button
	hovering  bool

	drawerOpen bool
	dialog     *dialog     // the new-game dialog, or nil when it is closed
	comment    *commentBox // the comment box, or nil when it is closed
	linkShown  *linkBox    // the game's link the desktop could not copy, or nil (app_send.go)
	marking    bool        // clicks on the board mark cells instead of playing (Mark)
	// lastPressTouch says the press this tick was a finger's (the comment then asks the
	// browser's prompt, which brings up a phone's keyboard).
	lastPressTouch bool
	list           MoveList // the move list, in the panel
	panel          panelCache
	panelLate      bool      // the panel was drawn from an out-of-date picture: redraw it
	reasonFit      reasonFit // the reason box's text, wrapped

	notice  Notice    // a short message in the status bar
	said    core.Cell // the inspected cell the status bar last explained
	ticks   int
	botWait int // ticks the bots have waited for the screen (tickBots)
	still   int // frames since the picture last changed

	store   *platform.Keeper // keeps the game saved and the address its permalink
	kept    uint64           // the session's generation kept last
	files   chan pickedFile  // game files chosen in the browser's picker
	uiGen   uint64           // counts changes of the app's own state (drawer, dialog, scroll)
	shown   frameKey         // what the screen shows now
	drawn   bool             // whether anything was drawn yet
	framed  bool             // the app is an embedded board (platform.Framed): see app_embed.go
	started bool
	title   string // the window's title

	// Site is the address of the Hexlab site (urlparam.ParseSite's form) that the desktop
	// app's Copy link leads to, its board page showing the game; "" is urlparam.DefaultSite.
	// The browser's Copy link is the page's own address.
	Site string

	// OnDraw, if set, is called after each time the screen is redrawn (the browser page uses
	// it to tell its tests that the board is on the screen).
	OnDraw func()
	// OnSpinner, if set, animates the thinking spinner outside the screen: the app draws no
	// spinner and tells OnSpinner where it goes (in the screen's pixels) and whether it shows,
	// each time that changes. The browser page uses it for a CSS animation, so that the
	// canvas is not redrawn four times a second while a bot thinks (with software rendering
	// every redraw took the page's frames a tenth of a second beside a thinking bot).
	OnSpinner func(sp Spinner, shown bool)

	spinPlaced spinnerState  // the spinner as the status bar was last drawn
	spinTold   *spinnerState // what OnSpinner was last told
}

// New returns the app for a session, with the default theme. It shows the session's
// StartNote (a saved game that could not be restored) when it starts.
func New(s *session.Session) *App {
	a := &App{s: s, theme: DefaultTheme, scale: 1, files: make(chan pickedFile, 4), list: newMoveList(), said: core.NoCell, framed: platform.Framed()}
	a.store, a.kept = a.keeper(), s.Generation()
	a.newBoardPane()
	return a
}

// Session returns the app's session.
func (a *App) Session() *session.Session { return a.s }

// Run opens a resizable window titled title (the browser page when built for js/wasm) and
// runs the app until the window is closed.
func Run(a *App, title string) error {
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowSize(1100, 800)
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
	a.width, a.height = max(float64(int(outsideWidth*scale)), 1), max(float64(int(outsideHeight*scale)), 1)
	a.scale = scale
	a.relayout()
	return a.width, a.height
}

// Layout is LayoutF for whole pixels; ebiten calls LayoutF instead when a game has both.
func (a *App) Layout(outsideWidth, outsideHeight int) (int, int) {
	w, h := a.LayoutF(float64(outsideWidth), float64(outsideHeight))
	return int(w), int(h)
}

// relayout computes the screen for the window and what the panel shows now, and gives the
// board its area.
func (a *App) relayout() {
	b := a.s.Board()
	in := screenInputs{cols: b.Cols(), rows: b.Rows(), width: a.width, height: a.height, scale: a.scale, opts: a.options()}
	if !in.same(a.laid) {
		// Laying out fits the board by bisection: done every tick it took a third of the
		// page's time, so only when what it reads has changed.
		a.sc, a.laid = layout.ComputeWith(in.cols, in.rows, in.width, in.height, in.scale, in.opts), in
	}
	if a.bv.board != b {
		a.newBoardPane()
	}
	a.bv.SetArea(a.sc.BoardArea, a.scale)
	a.placeList()
}

// screenInputs is everything layout.ComputeWith reads.
type screenInputs struct {
	cols, rows           int
	width, height, scale float64
	opts                 layout.Options
}

// same reports whether x and y give the same screen. The zero value is the same as none.
func (x screenInputs) same(y screenInputs) bool {
	return x.cols != 0 && reflect.DeepEqual(x, y)
}

// newBoardPane makes the board view for the session's board and view.
func (a *App) newBoardPane() {
	a.bv = NewBoardPane(a.s.Board(), a.s.Config().View, a.theme)
	a.bv.SetUpright(a.framed)
	a.bv.SetArea(a.sc.BoardArea, a.scale)
}

// options says what the screen holds for the session as it is.
func (a *App) options() layout.Options {
	c := a.s.Config()
	variations, _ := a.s.Variations()
	o := layout.Options{Minimal: c.UI == session.UIMinimal, Readonly: c.Readonly, DrawerOpen: a.drawerOpen, Swap: c.Swap, Branch: a.s.Paused(), ReasonLines: a.reasonLines(), Variations: len(variations), Send: a.s.CanSend() && platform.HasLinks(), Puzzle: c.Puzzle}
	if !c.Readonly {
		o.Settings = append(o.Settings, layout.RedPlayer, layout.BluePlayer)
		if a.s.Thinks() {
			o.Settings = append(o.Settings, layout.Think)
		}
	}
	if len(session.ViewKinds(c.Spec)) > 1 {
		o.Settings = append(o.Settings, layout.ViewKind)
	}
	if c.View.Kind == session.ViewRhombus {
		o.Settings = append(o.Settings, layout.Flip)
	}
	o.Settings = append(o.Settings, layout.Inferior, layout.Analyse, layout.Story)
	o.Story = c.Story
	return o
}

// Update runs once a tick: the bots' moves, the person's input, then saving the game.
func (a *App) Update() error {
	a.ticks++
	if !a.started {
		a.started = true
		a.store.Start(session.IsParam)
		if note := a.s.StartNote(); note != "" && !a.notice.Shown(a.ticks) {
			a.Say(note, true)
		}
	}
	a.tickBots()
	if t := "Hexlab: " + a.s.Config().Spec.String(); t != a.title {
		a.title = t
		ebiten.SetWindowTitle(t)
	}
	a.relayout()
	a.bv.Inspect = a.s.Config().Inferior || a.s.Config().Analyse > 0
	a.input(ReadInput())
	a.sayInspected()
	a.relayout()
	a.syncView()
	a.keep()
	return nil
}

// tickBots lets the session collect the bots' answers and ask them for moves, once the
// screen shows the game as it is, board and panel, and has stopped presenting it (or after
// botWaitTicks ticks, should the screen not settle). With software rendering (a browser
// without a GPU) the frames that draw a move need both cores of a small machine, and a bot
// that starts thinking at once takes one of them: the human's move then took five frame
// times to appear instead of two, and the panel's frame (drawn a frame after the board's)
// beside a thinking bot left the page without a frame for a tenth of a second or more. Ebiten
// presents each new picture in presentFrames frames, each a copy of the whole window, which
// beside a thinking bot took 50 to 130 ms apiece. So the status line says the bot thinks from
// the frame that draws the move (session.BotMoving), and the bot starts once that picture is
// presented: while it thinks the screen does not change (the browser page turns the spinner
// itself, OnSpinner).
func (a *App) tickBots() {
	behind := a.drawn && (a.shown.rev != a.s.Generation() || a.panelLate || a.still < presentFrames)
	if behind && a.botWait < botWaitTicks {
		a.botWait++
		return
	}
	a.botWait = 0
	a.s.Tick()
}

// botWaitTicks is how many ticks tickBots waits at most for the screen to settle.
const botWaitTicks = 30

// presentFrames is how many frames ebiten presents a changed picture in: after that many
// frames without a change it presents none (maxSkipCount in ebiten's internal/ui/context.go).
const presentFrames = 4

// syncView keeps the board's drawing and the session's view the same: a drag on the board
// changes the session's (once it ends), and a change of the session's (a setting, an import)
// changes the board's.
func (a *App) syncView() {
	if a.bv.Dragging() {
		return
	}
	if a.bv.ViewChanged() {
		_ = a.s.SetView(a.bv.View())
	} else if v := a.s.Config().View; v != a.bv.View() {
		a.bv.SetView(v)
	}
}

// Say shows a short message in the status bar for a few seconds; bad marks an error, shown
// longer.
func (a *App) Say(msg string, bad bool) {
	a.notice.Say(msg, bad, a.ticks, ebiten.TPS())
	a.uiGen++
}

// CellCenter returns where the cell at (col, row) is drawn now, in device pixels, and
// ok=false if it is not on the screen (for tests that click cells).
func (a *App) CellCenter(col, row int) (layout.Point, bool) {
	b := a.s.Board()
	if col < 1 || col > b.Cols() || row < 1 || row > b.Rows() {
		return layout.Point{}, false
	}
	return a.bv.CellCenter(b.Cell(col, row))
}

// buttonShown reports whether the screen has a control of action act.
func (a *App) buttonShown(act layout.Action) bool {
	return slices.ContainsFunc(a.sc.Buttons, func(b layout.Button) bool { return b.Action == act })
}

// ButtonCenter returns where the control labelled name is drawn now (its action's name, such
// as "Promote" or "Comment"; "variation" with index for the index-th variation's button;
// "Save" and "Cancel" while the comment box is open), in device pixels of the screen, for
// the page's tests and scripts.
func (a *App) ButtonCenter(name string, index int) (layout.Point, bool) {
	if c := a.comment; c != nil {
		switch name {
		case "Save":
			return c.save.Rect.Center(), true
		case "Cancel":
			return c.cancel.Rect.Center(), true
		}
		return layout.Point{}, false // the box lies over the rest
	}
	for _, b := range a.sc.Buttons {
		if b.Dir != 0 {
			continue
		}
		if (b.Action == layout.Variation && name == "variation" && b.Index == index) || (b.Action != layout.Variation && b.Action.String() == name) {
			return b.Rect.Center(), true
		}
	}
	return layout.Point{}, false
}
