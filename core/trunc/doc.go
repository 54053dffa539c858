// Package trunc is the game model of Trunc, the three-player game of
// shared/papers/trunc-three-player-hex.md: Hex in three dimensions, on the
// truncated octahedral tiling of a cube whose opposite points are
// identified. It is pure Go (no cgo, no graphics) and builds for GOOS=js;
// the renderer (g3n) and the bots import it and never own a rule.
//
//   - Spec names a board: "trunc:K" (K from 1 to 8), "trunc:K+variant" with
//     the paper's variant rule (a move may colour its cell in any player's
//     colour). ParseSpec reads it.
//   - Board is the geometry: the points of the body-centred cubic lattice
//     (all coordinates of one parity) with every coordinate between -K and
//     K, each the centre of a truncated octahedron with 14 neighbours (8
//     across hexagonal faces, 6 across square ones). A point and its mirror
//     through the centre form one Cell: a move colours both; the centre is
//     its own mirror. A cell is named by the coordinates of either point,
//     "0,2,-2" (CellName uses the one whose first non-zero coordinate is
//     positive).
//   - Outside the cube, points take the colour of the face they lie beyond
//     the most: White for the x-faces, Gray for y, Black for z. Borders are
//     where three colours meet; they run along the tiling's edges (see
//     complex.go), form paths and loops, and pair the four endpoints (the
//     cube's corners, identified with their mirrors) in one of three
//     Pairings. White wins with {AC, BD}, Gray with {AB, CD}, Black with
//     {AD, BC}: the borders follow the cube's edges that do not touch the
//     winner's faces. Position.Borders returns them as 3D polylines with the
//     cells along them.
//   - For drawing: Board.Points lists every lattice point of the board,
//     CellVertices the corners of a cell's truncated octahedron, and
//     Board.Endpoint where the borders leave the cube.
//   - Position holds the colours; Game adds the turn order (White, Gray,
//     Black unless configured), history, undo and redo, and ends as soon as
//     the winner can no longer change. Record is its JSON form.
//
// Example:
//
//	g, _ := trunc.NewGame(trunc.Spec{Size: 1}, trunc.Options{})
//	moves, _ := g.Board().ParseMoveList("0,0,0;1,1,1;1,1,-1;1,-1,1")
//	for _, m := range moves {
//		_ = g.Play(m)
//	}
//	fmt.Println(g.Winner(), g.Position().Pairing()) // white AC BD: a border joins B and D

package trunc
