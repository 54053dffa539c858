// Package core is the game model of Hexlab: board topologies, positions,
// rules, win detection, notation and records for Hex on the plane, the
// cylinder and the torus. It is pure Go (no cgo, no graphics) and builds
// for GOOS=js; the renderers and bots import it and never own a rule.
//
// The model follows chapters 2 and 3 of the thesis in
// shared/papers/cylindrical-hex-strategies-thesis.md:
//
//   - Spec names a board and its rule: "hex:11x11", "cyl:5x9", "torus:7x7",
//     with "+reverse" for the misère game. ParseSpec reads it.
//   - Board is the geometry of a spec, built once and shared: the graph S
//     of Definition 2.1.1 restricted to m columns and n rows, with columns
//     taken mod m on the cylinder (Definition 2.2.1) and both coordinates
//     mod (m, n) on the torus (Definition 2.3.1). Each Link remembers how
//     many periods it crosses, so that groups can be lifted back to S.
//   - Position holds the stones and detects wins incrementally: Red joins
//     the top and bottom, Blue joins left and right on the plane and must
//     encircle the cylinder; on the torus each must close a cycle whose lift
//     runs one period along in their own direction, and both can hold one
//     at once (Figure 3.1). Structure returns the cells of a win.
//   - Game adds turns, the swap rule, undo and redo and the result; Record
//     (JSON) and SGF (as HexGui writes it) store games, and Diagram draws a
//     position as text.
//
// Cells are named as in HexGui: column letters, then the row number, so
// the thesis's (1, 1) is "a1" and (2, 7) is "b7".
//
// Example:
//
//	spec, _ := core.ParseSpec("cyl:4x7")
//	g, _ := core.NewGame(spec, core.Options{First: core.Blue})
//	for _, name := range []string{"a6", "a1", "b6", "b1", "c6", "c1", "d6"} {
//		m, _ := g.Board().ParseMove(name)
//		_ = g.Play(m)
//	}
//	fmt.Println(g.Winner()) // blue: the ring a6-d6 encircles the cylinder
package core
