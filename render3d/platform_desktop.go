//go:build !js

package render3d

import (
	"github.com/g3n/engine/window"
	"github.com/go-gl/glfw/v3.3/glfw"
)

// Desktop window size at start, in screen coordinates.
const (
	desktopWidth  = 1200
	desktopHeight = 800
)

// waitSeconds is how long the desktop loop sleeps waiting for input when
// there is nothing to draw: a bot's answer is picked up within it.
const waitSeconds = 0.05

// listenPlatform sizes and names the window; GLFW sends the window's
// events itself (a touch screen's taps arrive as the mouse).
func listenPlatform(a *App) {
	if w, ok := a.window().(*window.GlfwWindow); ok {
		w.SetTitle("Hexlab Trunc")
		w.SetSize(desktopWidth, desktopHeight)
	}
}

// runLoop runs the desktop's frame loop until the window closes. Unlike
// g3n's own loop, which swaps the buffers every turn (a copy of the window
// each time for a software renderer), it swaps only after drawing, and
// while nothing changes it sleeps until an event comes or waitSeconds pass,
// so an idle window costs next to nothing.
func runLoop(a *App) {
	w := a.window().(*window.GlfwWindow)
	for !w.ShouldClose() {
		if a.frame() {
			w.SwapBuffers()
		}
		if a.redraw > 0 {
			glfw.PollEvents()
		} else {
			glfw.WaitEventsTimeout(waitSeconds)
		}
	}
	w.Destroy()
}
