//go:build !js

package render3d

import (
	"time"

	"github.com/g3n/engine/window"
)

// Desktop window size at start, in screen coordinates.
const (
	desktopWidth  = 1200
	desktopHeight = 800
)

// listenPlatform sizes and names the window; GLFW sends the window's
// events itself (a touch screen's taps arrive as the mouse).
func listenPlatform(a *App) {
	if w, ok := a.window().(*window.GlfwWindow); ok {
		w.SetTitle("Hexlab Trunc")
		w.SetSize(desktopWidth, desktopHeight)
	}
}

// idle waits a little when there is nothing to draw, so that the loop does
// not spin (the desktop loop swaps buffers every turn).
func idle() { time.Sleep(15 * time.Millisecond) }
