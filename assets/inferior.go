package assets

import _ "embed"

// DeadRings is inferior/dead-rings.txt: the colourings of a cell's six neighbours that make
// the cell dead in any position on the plane (strategies/inferior reads it into a table).
//
//go:embed inferior/dead-rings.txt
var DeadRings string
