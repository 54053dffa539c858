package render2d

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/hexlab/hexlab/render2d/layout"
)

// The desktop's Copy link puts the game's link on the site given on the clipboard and says
// so: here through an xclip that keeps what it is given in a file.
func TestCopyLinkOnTheDesktop(t *testing.T) {
	cat, err := exec.LookPath("cat")
	if err != nil {
		t.Skip("no cat for the stand-in xclip")
	}
	dir := t.TempDir()
	copied := filepath.Join(dir, "clipboard")
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte("#!/bin/sh\nexec "+cat+" > "+copied+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir)
	t.Setenv("DISPLAY", ":7")
	t.Setenv("WAYLAND_DISPLAY", "")

	a := New(testSession(t, "board=hex:5x5&moves=c3,b4&seed=3"))
	a.Site = "https://hexlab.example/"
	a.do(layout.Button{Action: layout.Share})
	want := "https://hexlab.example/board.html?board=hex:5x5&moves=c3,b4&seed=3"
	if got, err := os.ReadFile(copied); err != nil || string(got) != want {
		t.Fatalf("the clipboard holds %q (%v), want %q", got, err, want)
	}
	if a.notice.Text != "Link copied: "+want || a.notice.Bad {
		t.Errorf("the status bar says %q", a.notice.Text)
	}
	if a.linkShown != nil {
		t.Error("a link box opened though the link was copied")
	}
}

// Without a clipboard program the desktop shows the link in a box, whole, which Close, Esc
// or Enter closes; while it is open Esc is the box's.
func TestCopyLinkWithoutAClipboard(t *testing.T) {
	t.Setenv("PATH", t.TempDir())
	a := New(testSession(t, "board=hex:5x5&moves=c3,b4&seed=3"))
	a.do(layout.Button{Action: layout.Share})
	box := a.linkShown
	want := "http://localhost:8080/board.html?board=hex:5x5&moves=c3,b4&seed=3"
	if box == nil || box.link != want || !strings.Contains(box.why, "no clipboard program found") {
		t.Fatalf("no link box, or the wrong one: %+v", box)
	}
	if !a.EscapeCloses() {
		t.Error("Esc does not close the link box")
	}
	// The link, cut into lines that fit a phone's box, is whole.
	lines := breakText(want, 14, 150)
	if len(lines) < 2 || strings.Join(lines, "") != want {
		t.Errorf("the link is drawn as %q", lines)
	}
	area := layout.Rect{Max: layout.Point{X: 800, Y: 600}}
	box.Place(area, 1)
	if box.Update(Input{}, nil) {
		t.Error("the box closed by itself")
	}
	for _, in := range []struct {
		name    string
		in      Input
		presses []layout.Point
	}{
		{"Esc", Input{Pressed: []ebiten.Key{ebiten.KeyEscape}}, nil},
		{"Enter", Input{Pressed: []ebiten.Key{ebiten.KeyEnter}}, nil},
		{"Close", Input{}, []layout.Point{box.close.Rect.Center()}},
	} {
		if !box.Update(in.in, in.presses) {
			t.Errorf("%s does not close the box", in.name)
		}
	}
	if !area.Contains(box.close.Rect.Min) || !area.Contains(box.close.Rect.Max) {
		t.Errorf("Close at %v, outside the area", box.close.Rect)
	}
}
