// Package assets holds the data files Hexlab's code needs, embedded, so that they live in one
// place a newcomer can see: today the font every label of the boards is set in; next, the
// pattern files and learned weights of the analysis and the engine. Each file says how it is
// made again (see the files' section below); none is edited by hand.
//
//	src, _ := text.NewGoTextFaceSource(bytes.NewReader(assets.UIFont))
//
// # Files
//
//   - inferior/dead-rings.txt: the colourings of a cell's six neighbours that make the cell
//     dead in every position on the plane, each proved by checking the neighbourhood
//     (strategies/inferior reads it into a table). `go run
//     ./strategies/inferior/internal/genpatterns` writes it again.
//   - patterns/hex.txt: the weights (γ) of the engine's local patterns, the twelve cells
//     around a cell, learned by minorization-maximization from the games of the ICGA Computer
//     Olympiad archive (github.com/ryanbhayward/icga-olympiad-hex), the engine's priors.
//     `go run ./strategies/engine/internal/learnpatterns DIR` writes it again from a clone
//     of the archive in DIR.
//   - patterns/hex-local.txt: the weights of the same patterns as answers to the last move
//     (the cells of its own pattern), for the engine's pattern playouts, learned from the
//     same games; `go run ./strategies/engine/internal/learnpatterns -local DIR`.
//   - swap/hex.txt: the engine's swap table: for each square board from 5x5 to 11x11 and each
//     first move, its value for the player who made it (1 or 0 where the solver proves it,
//     else the engine's estimate). `go run ./strategies/internal/genswap` writes it again.
//   - book/hex.txt: the engine's opening book: positions of the first moves on square hex
//     boards (below the book openings, along the replies strong players make) and the
//     engine's move in each, from searches far longer than a move's. Its first lines give the
//     command that writes it again (`go run ./strategies/internal/genbook ...`).
//   - fonts/Go-Medium.ttf: Go Medium, by Bigelow & Holmes for the Go project (licence in
//     fonts/LICENSE, the README of golang.org/x/image's font/gofont/ttfs). `go run
//     ./assets/internal/gen` copies it again from the golang.org/x/image module go.mod pins.
package assets
