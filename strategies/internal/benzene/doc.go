// Package benzene speaks to Benzene's MoHex 2.0 (built by ../shared/tools/build-benzene.sh)
// over HTP for the measurement commands that set Hexlab's engine beside it: MoHex's names
// of the players and edges, and a position told to it stone by stone.
//
//	eng, err := benzene.Start(mohex) // MoHex, quiet, without a log file
//	err = benzene.Tell(eng, g.Position())
//	answer, err := eng.Command("vc-build " + benzene.Colour(g.ToMove()))
package benzene
