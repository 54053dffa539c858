package benzene

import (
	"fmt"

	"github.com/hexlab/hexlab/core"
)

// Engine is an engine spoken to over HTP (htp.Engine).
type Engine interface {
	Command(command string) (string, error)
	Close() error
}

// Start starts the MoHex binary mohex (with any arguments of its own), quiet and without a
// log file.
func Start(mohex string) (Engine, error) { return start(mohex + " --quiet --use-logfile 0") }

// Colour is p's colour in Benzene: Red is black, the player of the north and south edges.
func Colour(p core.Player) string {
	if p == core.Red {
		return "black"
	}
	return "white"
}

// Edges are p's two edges as Benzene names them.
func Edges(p core.Player) string {
	if p == core.Red {
		return "north south"
	}
	return "west east"
}

// Tell sets eng's board to pos: its size, then each stone.
func Tell(eng Engine, pos *core.Position) error {
	b := pos.Board()
	if _, err := eng.Command(fmt.Sprintf("boardsize %d %d", b.Cols(), b.Rows())); err != nil {
		return err
	}
	if _, err := eng.Command("clear_board"); err != nil {
		return err
	}
	for c := range core.Cell(b.NumCells()) {
		if p := pos.At(c); p != core.NoPlayer {
			if _, err := eng.Command(fmt.Sprintf("play %s %s", Colour(p), b.CellName(c))); err != nil {
				return err
			}
		}
	}
	return nil
}
