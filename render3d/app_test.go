//go:build !js

package render3d

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/g3n/engine/gui"
	"github.com/g3n/engine/window"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/platform"
	"github.com/hexlab/hexlab/platform/xvfb"
	"github.com/hexlab/hexlab/render3d/geom"
	"github.com/hexlab/hexlab/render3d/session"
)

// These tests open a window, so they need a display: they start Xvfb when DISPLAY is unset
// (scripts/install-deps.sh desktop installs it) and are skipped when there is none (they fail
// when CI is set). They are not part of `make unit` (scripts/packages.sh leaves out the
// packages that link g3n); `make e2e` runs them.

var testApp *App

func TestMain(m *testing.M) {
	os.Exit(run(m))
}

// run starts Xvfb when there is no display, runs the tests and stops it again (os.Exit
// would skip a deferred stop).
func run(m *testing.M) int {
	// The app keeps its game saved: in the tests, in a folder of their own.
	config, err := os.MkdirTemp("", "hexlab-render3d-test")
	if err != nil {
		fmt.Println(err)
		return 1
	}
	defer os.RemoveAll(config)
	os.Setenv("XDG_CONFIG_HOME", config)
	os.Setenv("HOME", config)
	if os.Getenv("DISPLAY") == "" {
		if _, err := exec.LookPath(xvfb.Program); err != nil {
			if os.Getenv("CI") != "" {
				fmt.Println("render3d: no DISPLAY and no Xvfb: install it with bash scripts/install-deps.sh desktop")
				return 1
			}
			fmt.Println("render3d: no DISPLAY and no Xvfb; skipping the tests that draw")
			return 0
		}
		display, stop, err := xvfb.Start(1200, 800)
		if err != nil {
			fmt.Println("render3d:", err)
			return 1
		}
		defer stop()
		os.Setenv("DISPLAY", display)
	}
	return m.Run()
}

// testAppFor returns the test's app (g3n allows one per process) playing a new session of query.
func testAppFor(t *testing.T, query string) *App {
	t.Helper()
	q, err := session.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := session.Start(q, nil)
	if err != nil {
		t.Fatal(err)
	}
	if testApp == nil {
		testApp = New(s, 1)
		// Let the window's resize reach the GL: Mesa resizes the back buffer at a buffer
		// swap, and until then the far corner stays unpainted.
		for i := 0; i < 100; i++ {
			testApp.window().(*window.GlfwWindow).SwapBuffers()
			testApp.window().(*window.GlfwWindow).PollEvents()
			testApp.frame()
			testApp.render()
			if c := pixel(testApp, float64(testApp.width-1), float64(testApp.height-1)); c.B > 0 {
				break
			}
			time.Sleep(50 * time.Millisecond)
		}
	} else {
		testApp.s = s
		testApp.drawn = notDrawn
		testApp.ui.setup = s.Config()
	}
	testApp.SetView(geom.NewView())
	for i := 0; i < 3; i++ {
		testApp.frame()
	}
	return testApp
}

// pixel reads the colour drawn at device pixel (x, y) (y down). It reads the whole
// framebuffer: g3n's ReadPixels sizes its buffer as (width-x)*(height-y), so only a read
// from the origin is safe.
func pixel(a *App, x, y float64) geom.Color {
	w, h := a.width, a.height
	buf := a.gs.ReadPixels(0, 0, w, h, 0x1908 /* RGBA */, 0x1401 /* UNSIGNED_BYTE */)
	i := ((h-1-int(y))*w + int(x)) * 4
	return geom.Color{R: float32(buf[i]) / 255, G: float32(buf[i+1]) / 255, B: float32(buf[i+2]) / 255}
}

// TestClickPlaysTheCellShown clicks where CellPixel says each of a few cells is, checks that
// the click plays that cell, and that the picture there shows the player's colour: the
// picking and the drawing agree.
func TestClickPlaysTheCellShown(t *testing.T) {
	a := testAppFor(t, "board=trunc:3&white=human&gray=human&black=human&seed=1")
	b := a.s.Game().Board()
	played := 0
	for ci := 0; ci < b.NumCells() && played < 8; ci += 5 {
		c := trunc.Cell(ci)
		name := b.CellName(c)
		x, y, ok := a.CellPixel(c)
		if !ok {
			continue // hidden behind coloured cells from this side
		}
		mover := a.s.Game().ToMove()
		a.pointerMove(x, y)
		a.pointerDown(x, y, false)
		a.pointerUp(x, y)
		turns := a.s.Game().Turns()
		if len(turns) != played+1 || turns[played].Cell != c {
			t.Fatalf("a click at (%.0f, %.0f) on %s played %v", x, y, name, turns)
		}
		played++
		// Draw the cells flat, in their own colours, without the
		// highlights, and read the pixel.
		for _, m := range a.sc.cells {
			m.mat.setUnlit(true)
		}
		a.hoverOK = false
		a.sc.setHover(b, a.view, trunc.Point{}, false)
		a.frame()
		a.sc.last.node.SetVisible(false)
		a.render()
		got := pixel(a, x, y)
		want := a.theme.Player[mover]
		if d := max(abs32(got.R-want.R), abs32(got.G-want.G), abs32(got.B-want.B)); d > 0.08 {
			t.Errorf("%s (%v) at (%.0f, %.0f) shows %v, not %v", name, mover, x, y, got, want)
		}
		for _, m := range a.sc.cells {
			m.mat.setUnlit(false)
		}
	}
	if played < 6 {
		t.Errorf("only %d of the cells could be clicked", played)
	}
}

// TestSlicingHidesCells checks that a cell beyond the slicing plane can be neither seen nor
// clicked, and that one below it can.
func TestSlicingHidesCells(t *testing.T) {
	a := testAppFor(t, "board=trunc:2&white=human&gray=human&black=human&seed=1")
	b := a.s.Game().Board()
	top, _ := b.ParseCell("2,2,2") // its mirror -2,-2,-2 is below any plane at level >= -2
	a.SetView(geom.View{SliceAxis: 0, SliceLevel: -2})
	a.frame()
	// At x <= -2 only the points with x = -2 show: 2,2,2 through its mirror.
	if _, _, ok := a.CellPixel(top); !ok {
		t.Error("the mirror of 2,2,2 (x = -2) cannot be clicked with the plane at x = -2")
	}
	inner, _ := b.ParseCell("0,0,0")
	if _, _, ok := a.CellPixel(inner); ok {
		t.Error("the centre can be clicked with the plane at x = -2")
	}
}

// TestDrawCalls checks that the largest board is drawn in a handful of draw calls, that the
// faces hidden between touching cells are left out, and that pulling the cells apart draws
// every face.
func TestDrawCalls(t *testing.T) {
	a := testAppFor(t, "board=trunc:8&white=human&gray=human&black=human&seed=1&moves=8,8,8;0,0,0;2,2,2")
	tris, calls := a.Stats()
	if calls > 12 {
		t.Errorf("%d draw calls for the cube", calls)
	}
	all := trunc.MustBoard("trunc:8").NumPoints() * geom.CellTriangles
	if tris >= all/2 {
		t.Errorf("%d triangles: the hidden faces are drawn (all the cells have %d)", tris, all)
	}
	t.Logf("trunc:8: %d triangles in %d draw calls", tris, calls)
	a.SetView(geom.NewView().SetExplode(0.5))
	a.frame()
	if tris, _ := a.Stats(); tris < all {
		t.Errorf("exploded: %d triangles, fewer than the %d of the cells", tris, all)
	}
}

func abs32(x float32) float32 {
	if x < 0 {
		return -x
	}
	return x
}

// TestBannerClearsTheControlsOnAPhone lays the controls out for a phone (390x844, the panel
// hidden behind its button) with a finished game: the winner's banner shows, and overlaps
// neither the Show controls button nor the status line under it.
func TestBannerClearsTheControlsOnAPhone(t *testing.T) {
	a := testAppFor(t, "board=trunc:2&moves=2,0,-2;2,2,0;2,2,-2;2,0,2;0,0,2;0,2,2;0,2,-2;1,1,1;2,-2,0;2,-2,2;2,-2,-2;1,-1,1;2,0,0;1,1,-1;0,2,0;1,-1,-1")
	if !a.s.Game().Over() {
		t.Fatal("the game is not over")
	}
	w, h, shown := a.width, a.height, a.ui.shown
	defer func() {
		a.width, a.height = w, h
		a.ui.show(shown)
		a.layout()
	}()
	gs := float32(a.guiScale())
	a.width, a.height = int(390*float32(a.uiScale)*gs), int(844*float32(a.uiScale)*gs)
	a.ui.show(false)
	a.layout()
	c := a.ui
	if !c.banner.Visible() || !c.brief.Visible() {
		t.Fatalf("banner shown %v, status line shown %v", c.banner.Visible(), c.brief.Visible())
	}
	rect := func(p *gui.Panel) [4]float32 {
		q := p.Position()
		return [4]float32{q.X, q.Y, q.X + p.Width(), q.Y + p.Height()}
	}
	b := rect(&c.banner.Panel)
	for name, p := range map[string]*gui.Panel{"the Show controls button": &c.toggle.Panel, "the status line": &c.brief.Panel} {
		r := rect(p)
		if b[0] < r[2] && r[0] < b[2] && b[1] < r[3] && r[1] < b[3] {
			t.Errorf("the banner %v overlaps %s %v", b, name, r)
		}
	}
}

// TestAppKeepsTheGame checks that the app saves the game once it changes, and not before.
func TestAppKeepsTheGame(t *testing.T) {
	a := testAppFor(t, "board=trunc:2&white=human&gray=human&black=human&seed=5")
	_ = os.Remove(filepath.Join(os.Getenv("XDG_CONFIG_HOME"), "hexlab", session.StorageKey+".json"))
	a.frame()
	if data, _ := platform.Load(session.StorageKey); data != nil {
		t.Fatalf("saved before any change: %s", data)
	}
	if err := a.s.PlayName("0,0,0"); err != nil {
		t.Fatal(err)
	}
	a.frame()
	data, err := platform.Load(session.StorageKey)
	if err != nil || string(data) != string(a.s.Save()) {
		t.Fatalf("after a move the save is %s (%v), want %s", data, err, a.s.Save())
	}
}
