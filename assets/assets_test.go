package assets

import (
	"bytes"
	"testing"

	"golang.org/x/image/font/gofont/gomedium"
	"golang.org/x/image/font/sfnt"
)

// The embedded font is the one its generator copies (Go Medium at the pinned version), and a
// TrueType font that parses.
func TestUIFont(t *testing.T) {
	if !bytes.Equal(UIFont, gomedium.TTF) {
		t.Fatal("assets/fonts/Go-Medium.ttf differs from golang.org/x/image's Go Medium: run go run ./assets/internal/gen")
	}
	f, err := sfnt.Parse(UIFont)
	if err != nil {
		t.Fatal(err)
	}
	if name, err := f.Name(nil, sfnt.NameIDFull); err != nil || name != "Go Medium" {
		t.Fatalf("font name %q (%v)", name, err)
	}
}
