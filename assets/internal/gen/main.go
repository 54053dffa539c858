// Command gen makes the assets again from their sources: it copies Go Medium from the
// golang.org/x/image module that go.mod pins into assets/fonts (its licence, fonts/LICENSE,
// is that module's font/gofont/ttfs/README). Run it from the
// repository's root: go run ./assets/internal/gen
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"golang.org/x/image/font/gofont/gomedium"
)

func main() {
	out := filepath.Join("assets", "fonts", "Go-Medium.ttf")
	if err := os.WriteFile(out, gomedium.TTF, 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
	fmt.Println("wrote", out, "from golang.org/x/image/font/gofont/gomedium")
}
