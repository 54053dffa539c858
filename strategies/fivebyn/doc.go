// Package fivebyn holds the two Red strategies for Cylindrical Hex on the
// 5×n board of chapters 7 and 8 of the thesis
// (shared/papers/cylindrical-hex-strategies-thesis.md), and the positions
// of chapter 6 and section 8.2 they are built from, each a tested building
// block of its own:
//
//   - Board and Pos: the cylinder H_c(m, n) with the two extra rings 0 and
//     n+1 that Algorithm 8.4.1 adds and colours entirely red (board.go,
//     pos.go);
//   - bridges (Definition 6.1.1, bridges.go), overlapping bridges whose
//     bridges share an end vertex (Definition 6.2.1, overlap.go),
//     double-bridge set-ups (Definition 6.3.1, setup.go) and their
//     connection areas (Definition 8.2.1, area.go);
//   - provisional paths (Definition 6.4.1) as the components of a colour's
//     stones joined by adjacency and bridges (components.go), the rings
//     they connect or cover (Definitions 8.0.1 and 8.2.2, cover.go), and
//     provisional winning paths (Definition 6.4.2, provisional.go);
//   - Van den Broek's Algorithm 7.1.1 (vandenbroek.go) and the new
//     Algorithm 8.4.1 with its hierarchy (fitzgerald.go, rules84.go,
//     hierarchy.go).
//
// Cells are written as the thesis writes them, (x, y) for column x (1..m,
// taken mod m) and ring y (1..n); rings 0 and n+1 are the extra red rings.
// The package imports only core; the bots that wrap the two algorithms are
// in package strategies ("vandenbroek" and "fitzgerald").
package fivebyn
