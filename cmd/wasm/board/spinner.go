//go:build js && wasm

package main

import (
	"fmt"
	"image/color"
	"syscall/js"

	"github.com/hexlab/hexlab/render2d"
)

// spinnerID is the id of the page's thinking spinner; site/board.html styles and turns it.
const spinnerID = "spinner"

// showSpinner returns the app's OnSpinner for the page: the thinking spinner as eight dots
// in an element over the canvas that a CSS animation turns an eighth of a turn each
// render2d.SpinnerStep. The browser's compositor turns it, so the canvas is not redrawn while
// a bot thinks.
func showSpinner(doc js.Value) func(sp render2d.Spinner, shown bool) {
	var box js.Value
	return func(sp render2d.Spinner, shown bool) {
		if !box.Truthy() {
			if !shown {
				return
			}
			box = doc.Call("createElement", "div")
			box.Set("id", spinnerID)
			box.Call("setAttribute", "aria-hidden", "true")
			for range sp.Dots {
				box.Call("appendChild", doc.Call("createElement", "i"))
			}
			box.Get("style").Set("animationDuration", fmt.Sprintf("%dms", 8*render2d.SpinnerStep.Milliseconds()))
			doc.Get("body").Call("appendChild", box)
		}
		if !shown {
			box.Set("hidden", true)
			return
		}
		x, y, ok := toCSS(sp.Center)
		scale, _ := cssScale()
		if !ok || scale <= 0 {
			box.Set("hidden", true)
			return
		}
		// The box is a square about the spinner's centre, big enough for its dots, so that
		// turning it about its own centre turns the dots about the spinner's.
		half := (sp.Radius + sp.Dots[0].Radius) * scale
		st := box.Get("style")
		st.Set("left", px(x-half))
		st.Set("top", px(y-half))
		st.Set("width", px(2*half))
		st.Set("height", px(2*half))
		dots := box.Get("children")
		for i, d := range sp.Dots {
			r := d.Radius * scale
			ds := dots.Index(i).Get("style")
			ds.Set("left", px(half+(d.Center.X-sp.Center.X)*scale-r))
			ds.Set("top", px(half+(d.Center.Y-sp.Center.Y)*scale-r))
			ds.Set("width", px(2*r))
			ds.Set("height", px(2*r))
			ds.Set("background", cssColor(d.Color))
		}
		box.Set("hidden", false)
	}
}

// px formats a length in CSS pixels.
func px(v float64) string { return fmt.Sprintf("%.2fpx", v) }

// cssColor formats c as a CSS colour.
func cssColor(c color.RGBA) string { return fmt.Sprintf("rgb(%d %d %d)", c.R, c.G, c.B) }
