package e2e

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// canvasAttributes returns, for the page's first WebGL2 canvas, whether it is multisampled and
// the renderer the browser reports.
func canvasAttributes(t *testing.T, ctx context.Context) (antialias bool, renderer string) {
	t.Helper()
	type attrs struct {
		Antialias bool
		Renderer  string
	}
	a := must(chromedp.Run(ctx, chromedp.Evaluate[attrs](`(() => {
		const gl = document.querySelector("canvas").getContext("webgl2");
		const info = gl.getExtension("WEBGL_debug_renderer_info");
		return {Antialias: gl.getContextAttributes().antialias,
			Renderer: info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : ""};
	})()`)))
	return a.Antialias, a.Renderer
}

// TestCanvasMultisampling checks how the pages ask for their canvases (site/board.html,
// site/trunc.html): ebiten's never multisampled (it only copies an offscreen picture there),
// g3n's not with software WebGL, where multisampling doubled a frame of trunc:8.
func TestCanvasMultisampling(t *testing.T) {
	ctx, msg := openBoard(t, "board=hex:5x5", 600, 500, 1)
	if msg != "" {
		t.Fatal(msg)
	}
	if aa, r := canvasAttributes(t, ctx); aa {
		t.Errorf("the board's canvas is multisampled (renderer %q)", r)
	}
	ctx, msg = openTrunc(t, "board=trunc:2&white=human&gray=human&black=human", 800, 600)
	if msg != "" {
		t.Fatal(msg)
	}
	aa, r := canvasAttributes(t, ctx)
	if !strings.Contains(strings.ToLower(r), "swiftshader") {
		t.Fatalf("the browser's WebGL is %q, not SwiftShader as this test expects", r)
	}
	if aa {
		t.Errorf("Trunc's canvas is multisampled with software WebGL (%q)", r)
	}
}
