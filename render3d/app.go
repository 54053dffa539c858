package render3d

import (
	"github.com/hexlab/hexlab/platform"
	"time"

	"github.com/g3n/engine/app"
	"github.com/g3n/engine/camera"
	"github.com/g3n/engine/core"
	"github.com/g3n/engine/gls"
	"github.com/g3n/engine/math32"
	"github.com/g3n/engine/renderer"
	"github.com/g3n/engine/window"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/geom"
	"github.com/hexlab/hexlab/render3d/session"
)

// notDrawn is App.drawn before the first frame: no session generation.
const notDrawn = ^uint64(0)

// App is the Trunc app: the cube drawn with g3n, the controls, and the
// pointer and keyboard, around a session.Session that holds the game and
// runs the bots. It is the same in the browser and on the desktop; the
// platform files set up what differs (the canvas and its pixel ratio, or
// the window).
type App struct {
	s     *session.Session
	g3n   *app.Application
	gs    *gls.GLS
	rend  *renderer.Renderer
	world *core.Node
	sc    *scene
	cam   *camera.Camera
	ui    *controls
	theme geom.Theme

	orbit geom.Orbit
	view  geom.View
	// fitted is the orbit that Reset returns to.
	fitted geom.Orbit

	width, height int     // the framebuffer, in device pixels
	uiScale       float64 // device pixels per control pixel
	drawn         uint64  // the session generation drawn, notDrawn before the first frame
	size          int     // the board size drawn
	viewChanged   bool
	// cursorX, cursorY are where the pointer was last seen, in device pixels (the wheel's
	// events do not say).
	cursorX, cursorY float64
	redraw           int // frames still to draw (two, for double buffering)
	hover            trunc.Point
	hoverOK          bool
	ptr              pointer
	note             string       // a message for the status line (a refused move ...)
	paint            trunc.Player // under the variant rule, the colour a click gives (NoPlayer: the mover's)

	bench benchmark

	// store keeps the game saved and the page's address its permalink; kept and keptView are
	// what it kept last, started whether it has read the address.
	store    *platform.Keeper
	kept     uint64
	keptView geom.View
	started  bool

	// OnDraw is called after every frame the app draws (the browser page
	// sets its "ready" flag there).
	OnDraw func()
	// OnChange is called once a frame after the session or the view changed (the page sets
	// its title there); the app itself keeps the game saved and the address current.
	OnChange func()
}

// New makes the app for session s. It opens the window (desktop) or takes
// the canvas with id "g3n-canvas" (browser); uiScale is the size of the
// controls in device pixels per pixel (the page's device pixel ratio, 1 on
// the desktop, where g3n scales for high-DPI screens itself).
func New(s *session.Session, uiScale float64) *App {
	a := &App{s: s, theme: geom.DefaultTheme, drawn: notDrawn, uiScale: uiScale, view: s.Config().View}
	a.store = platform.NewKeeper(session.StorageKey, func() string { return a.s.Permalink() }, func() []byte { return a.s.Save() })
	a.store.Say = a.Say
	a.kept, a.keptView = s.Generation(), a.view
	a.g3n = app.App()
	a.gs = a.g3n.Gls()
	a.rend = a.g3n.Renderer()
	a.world = core.NewNode()
	a.sc = newScene(a.theme)
	a.world.Add(a.sc.root)
	addShader(a.rend) // the meshes light themselves (shader.go)
	a.cam = camera.NewPerspective(1, 0.1, 1000, 40, camera.Vertical)
	a.world.Add(a.cam)
	a.ui = newControls(a)
	a.listen()
	return a
}

// Session returns the session the app plays.
func (a *App) Session() *session.Session { return a.s }

// Run runs the frame loop until the window closes (the desktop) or for as
// long as the page is open.
func (a *App) Run() { runLoop(a) }

// frame is one turn of the loop: the bots, the size of the window, and a new
// picture if anything shown changed. It reports whether it drew one.
func (a *App) frame() bool {
	if !a.started {
		a.started = true
		a.store.Start(func(name string) bool { return session.IsParam(name) || session.IsViewParam(name) })
	}
	a.s.Tick()
	a.bench.step(a)
	w, h := a.g3n.GetFramebufferSize()
	if w != a.width || h != a.height {
		a.width, a.height = w, h
		a.layout()
	}
	if v := a.s.Generation(); v != a.drawn {
		a.drawn = v
		a.gameChanged()
		if a.OnChange != nil {
			a.OnChange()
		}
	}
	if a.viewChanged {
		a.viewChanged = false
		a.sc.update(a.s.Game(), a.view)
		a.sc.setHover(a.s.Game().Board(), a.view, a.hover, a.hoverOK)
		a.redraw = 2
		if a.OnChange != nil {
			a.OnChange() // the slice, explode and see-through settings reach the URL at once
		}
	}
	a.keep()
	if a.redraw == 0 {
		return false
	}
	a.redraw--
	start := time.Now()
	a.render()
	if a.bench.left > 0 {
		a.bench.draws = append(a.bench.draws, time.Since(start))
	}
	if a.OnDraw != nil {
		a.OnDraw()
	}
	return true
}

// gameChanged follows a change of the session: a move, an undo, a new game
// (perhaps on another size, which refits the camera), a bot starting to
// think.
func (a *App) gameChanged() {
	g := a.s.Game()
	if k := g.Board().Size(); k != a.size {
		a.size = k
		a.view = a.view.StepSlice(0, k)
		a.s.SetView(a.view)
		a.resetCamera()
	}
	a.hoverOK = false
	a.viewChanged = true
	a.ui.movesBack = 0 // a new move: the list shows the latest again
	a.ui.refresh()
}

// keep saves the game and sets the address when the game or the view has changed since it
// last did: opening a link saves nothing until something changes.
func (a *App) keep() {
	gen, view := a.s.Generation(), a.view
	if gen == a.kept && view == a.keptView {
		return
	}
	a.kept, a.keptView = gen, view
	_ = a.store.Flush() // a failure is said once
}

// touch asks for the picture to be drawn again.
func (a *App) touch() {
	a.redraw = 2
}

// setView changes how the cube is shown.
func (a *App) setView(v geom.View) {
	if v == a.view {
		return
	}
	if v.Explode != a.view.Explode && a.size > 0 {
		// The walls move out with the cells: keep the cube the same size
		// on the screen.
		f := v.WallDistance(a.size) / a.view.WallDistance(a.size)
		a.orbit.Distance *= f
		a.fitted.Distance *= f
		a.orbit.Target = scaled(a.orbit.Target, f)
		defer a.updateCamera()
	}
	a.view = v
	a.s.SetView(v)
	a.viewChanged = true
	a.ui.refresh()
}

// viewport returns the part of the framebuffer the cube is drawn in: right
// of the controls when they show beside it, the whole window otherwise.
func (a *App) viewport() (x, y, w, h int) {
	x = a.ui.sideWidth()
	return x, 0, max(a.width-x, 1), max(a.height, 1)
}

// layout follows a change of the window's size.
func (a *App) layout() {
	a.ui.layout()
	if a.orbit == a.fitted {
		// The camera is where it was fitted: fit it again to the new shape of the view (a
		// phone's page reaches its size after the start, and turning a phone changes it), so
		// that the cube is not cut off at the sides.
		a.resetCamera()
	} else {
		a.updateCamera()
	}
	a.touch()
}

// resetCamera fits the camera to the cube, seen from above a corner.
func (a *App) resetCamera() {
	_, _, w, h := a.viewport()
	a.fitted = geom.DefaultOrbit(a.view.WallDistance(a.size), float64(w)/float64(h))
	a.orbit = a.fitted
	a.updateCamera()
}

// updateCamera moves the g3n camera (and the lights that follow it) to the
// orbit.
func (a *App) updateCamera() {
	_, _, w, h := a.viewport()
	a.cam.SetAspect(float32(w) / float32(h))
	o := a.orbit
	a.cam.SetFov(float32(o.Fov)) // the picking's projection is the drawing's
	eye := o.Eye()
	pos := math32.Vector3{X: float32(eye[0]), Y: float32(eye[1]), Z: float32(eye[2])}
	tgt := math32.Vector3{X: float32(o.Target[0]), Y: float32(o.Target[1]), Z: float32(o.Target[2])}
	up := math32.Vector3{Y: 1}
	// Node.LookAt reads the node's world position, which lags SetPosition
	// until the next frame; turn the camera from the new position itself.
	var rot math32.Matrix4
	rot.LookAt(&pos, &tgt, &up)
	var q math32.Quaternion
	q.SetFromRotationMatrix(&rot)
	a.cam.SetPositionVec(&pos)
	a.cam.SetQuaternionQuat(&q)
	r := a.view.WallDistance(max(a.size, 1)) * 2
	a.cam.SetNear(float32(max(o.Distance-r, 0.05*o.Distance)))
	a.cam.SetFar(float32(o.Distance + r))
	a.ui.corners.place(a)
	a.touch()
}

// render draws the cube in its viewport, then the controls over the window.
func (a *App) render() {
	bg := a.theme.Background
	a.gs.Viewport(0, 0, int32(a.width), int32(a.height))
	a.gs.ClearColor(bg.R, bg.G, bg.B, 1)
	a.gs.Clear(gls.COLOR_BUFFER_BIT | gls.DEPTH_BUFFER_BIT)
	x, y, w, h := a.viewport()
	a.gs.Viewport(int32(x), int32(y), int32(w), int32(h))
	if err := a.rend.Render(a.world, a.cam); err != nil {
		a.note = "drawing failed: " + err.Error()
	}
	a.gs.Viewport(0, 0, int32(a.width), int32(a.height))
	a.gs.Clear(gls.DEPTH_BUFFER_BIT)
	if err := a.rend.Render(a.ui.root, a.cam); err != nil {
		a.note = "drawing the controls failed: " + err.Error()
	}
}

// guiScale returns the window's scale: device pixels per window coordinate
// (the desktop's high-DPI factor; 1 in the browser).
func (a *App) guiScale() float64 {
	sx, _ := a.window().GetScale()
	if sx <= 0 {
		return 1
	}
	return sx
}

// window returns the g3n window.
func (a *App) window() window.IWindow { return a.g3n.IWindow }

func scaled(v geom.Vec, s float64) geom.Vec { return geom.Vec{v[0] * s, v[1] * s, v[2] * s} }

func sum(vs ...geom.Vec) geom.Vec {
	var out geom.Vec
	for _, v := range vs {
		out = geom.Vec{out[0] + v[0], out[1] + v[1], out[2] + v[2]}
	}
	return out
}
