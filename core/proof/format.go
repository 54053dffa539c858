package proof

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// Magic is the first line of a proof file.
const Magic = "hexlab-proof 1"

// MaxPairs is the most pairs a pairing leaf may hold (the checker tries every choice).
const MaxPairs = 16

// Header is what a proof is about: the board, the position (its stones), the player to move
// and the player it proves wins.
type Header struct {
	Board    *core.Board
	Position *core.Position
	ToMove   core.Player
	Winner   core.Player
}

// Writer writes a proof: the header, then the strategy's tokens in depth-first order.
type Writer struct {
	w     *bufio.Writer
	b     *core.Board
	line  int
	count int64
	err   error
}

// NewWriter writes h to w and returns the writer of the tree.
func NewWriter(w io.Writer, h Header) *Writer {
	pw := &Writer{w: bufio.NewWriterSize(w, 1<<16), b: h.Board}
	fmt.Fprintf(pw.w, "%s\nboard %s\n", Magic, h.Board.Spec())
	for _, p := range []core.Player{core.Red, core.Blue} {
		var cells []string
		for c := range core.Cell(h.Board.NumCells()) {
			if h.Position.At(c) == p {
				cells = append(cells, h.Board.CellName(c))
			}
		}
		if len(cells) > 0 {
			fmt.Fprintf(pw.w, "%s %s\n", p, strings.Join(cells, " "))
		}
	}
	fmt.Fprintf(pw.w, "to-move %s\nwinner %s\ntree\n", h.ToMove, h.Winner)
	return pw
}

// token writes one token, breaking lines now and then.
func (w *Writer) token(t string) {
	if w.line > 0 {
		if w.line+len(t) > 100 {
			w.w.WriteByte('\n')
			w.line = 0
		} else {
			w.w.WriteByte(' ')
			w.line++
		}
	}
	w.w.WriteString(t)
	w.line += len(t)
}

// Move writes the winner's move c.
func (w *Writer) Move(c core.Cell) {
	w.token(w.b.CellName(c))
	w.count++
}

// Same writes "=": the position, with the winner to move, was proven earlier in the tree.
func (w *Writer) Same() { w.token("=") }

// Pairs writes a pairing leaf: after the winner's move first, unless first is NoCell.
func (w *Writer) Pairs(first core.Cell, pairs [][2]core.Cell) {
	w.playFirst(first)
	w.token("pairs")
	w.token(strconv.Itoa(len(pairs)))
	for _, p := range pairs {
		w.token(w.b.CellName(p[0]))
		w.token(w.b.CellName(p[1]))
	}
	w.count++
}

// playFirst writes "play C" before a leaf that comes after the winner's move C, if first is
// not NoCell.
func (w *Writer) playFirst(first core.Cell) {
	if first != core.NoCell {
		w.token("play")
		w.token(w.b.CellName(first))
	}
}

// Count is the number of the winner's moves and leaves written (pairing, carrier, connection
// and Rex pairing leaves; not the threats at the loser's nodes).
func (w *Writer) Count() int64 { return w.count }

// Close ends the proof and flushes it; it returns the first error writing met.
func (w *Writer) Close() error {
	w.w.WriteString("\nend\n")
	return w.w.Flush()
}

// reader reads a proof's tokens.
type reader struct {
	s    *bufio.Scanner
	line int
}

// errEnd is reading past the last token.
var errEnd = errors.New("proof: the proof ends early")

func newReader(r io.Reader) *reader {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 1<<16), 1<<20)
	return &reader{s: s}
}

// headerLine returns the next line of the header, split into words.
func (r *reader) headerLine() ([]string, error) {
	for r.s.Scan() {
		r.line++
		if f := strings.Fields(r.s.Text()); len(f) > 0 {
			return f, nil
		}
	}
	if err := r.s.Err(); err != nil {
		return nil, err
	}
	return nil, errEnd
}

// words is the rest of the current line's tokens, then the next lines'.
type tokens struct {
	r    *reader
	left []string
}

// peek returns the next token of the tree without taking it ("" at the end).
func (t *tokens) peek() string {
	for len(t.left) == 0 {
		f, err := t.r.headerLine()
		if err != nil {
			return ""
		}
		t.left = f
	}
	return t.left[0]
}

// next returns the next token of the tree.
func (t *tokens) next() (string, error) {
	for len(t.left) == 0 {
		f, err := t.r.headerLine()
		if err != nil {
			return "", err
		}
		t.left = f
	}
	tok := t.left[0]
	t.left = t.left[1:]
	return tok, nil
}

// readHeader reads a proof's header, up to and including "tree".
func readHeader(r *reader) (Header, error) {
	var h Header
	f, err := r.headerLine()
	if err != nil || strings.Join(f, " ") != Magic {
		return h, fmt.Errorf("proof: not a proof file (its first line must be %q)", Magic)
	}
	bad := func(format string, args ...any) (Header, error) {
		return h, fmt.Errorf("proof: line %d: %s", r.line, fmt.Sprintf(format, args...))
	}
	for {
		f, err := r.headerLine()
		if err != nil {
			return h, err
		}
		switch f[0] {
		case "board":
			if h.Board != nil || len(f) != 2 {
				return bad("one board line with one spec")
			}
			spec, err := core.ParseSpec(f[1])
			if err != nil {
				return bad("%v", err)
			}
			if h.Board, err = core.NewBoard(spec); err != nil {
				return bad("%v", err)
			}
			h.Position = core.NewPosition(h.Board)
		case "red", "blue":
			if h.Position == nil {
				return bad("stones before the board")
			}
			p, _ := core.ParsePlayer(f[0])
			for _, name := range f[1:] {
				c, err := h.Board.ParseCell(name)
				if err != nil {
					return bad("%v", err)
				}
				if h.Position.At(c) != core.NoPlayer {
					return bad("%s holds two stones", name)
				}
				h.Position.Place(c, p)
			}
		case "to-move", "winner":
			if len(f) != 2 {
				return bad("%s takes one player", f[0])
			}
			p, err := core.ParsePlayer(f[1])
			if err != nil || p == core.NoPlayer {
				return bad("%s: expected red or blue", f[0])
			}
			if f[0] == "to-move" {
				h.ToMove = p
			} else {
				h.Winner = p
			}
		case "tree":
			if h.Board == nil || h.ToMove == core.NoPlayer || h.Winner == core.NoPlayer {
				return bad("the header needs a board, to-move and winner before the tree")
			}
			return h, nil
		default:
			return bad("unknown line %q", f[0])
		}
	}
}
