package proof

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
)

// Magic is the first line of a proof file NewWriter writes (version 2), and Magic1 that of
// version 1, which the checker still reads: version 1 has no memo line, and its checker must
// remember every position proven (see provenTable).
const (
	Magic  = "hexlab-proof 2"
	Magic1 = "hexlab-proof 1"
)

// MaxPairs is the most pairs a pairing leaf (or a Rex pairing leaf) may hold: the checker
// tries every choice of the loser's, 2^k of them, each a look at the winner's structure:
// 65,536 at most, under half a second on a 32x32 board.
const MaxPairs = 16

// Header is what a proof is about: the board, the position (its stones), the player to move
// and the player it proves wins; and how it was written: its version (1 or 2) and, in
// version 2, its memo line (the table of proven positions holds 2^Memo sets of four; see
// provenTable).
type Header struct {
	Board    *core.Board
	Position *core.Position
	ToMove   core.Player
	Winner   core.Player
	Version  int
	Memo     int
}

// Writer writes a proof: the header, then the strategy's tokens in depth-first order. It
// keeps the table of proven positions the checker will keep (Proven, Remember): a writer
// points back ("=") only to a position the checker will remember.
type Writer struct {
	w      *bufio.Writer
	b      *core.Board
	line   int
	count  int64
	err    error
	proven *provenTable
}

// NewWriter writes h to w, as version 2 with h.Memo as its memo line (0, or more than
// MaxMemo: the largest table within DefaultMemoBytes), and returns the writer of the tree.
func NewWriter(w io.Writer, h Header) *Writer {
	memo := h.Memo
	if memo <= 0 || memo > MaxMemo {
		memo = defaultMemo(h.Board.NumCells())
	}
	table, _ := newProvenTable(h.Board.NumCells(), memo, int64(1)<<62)
	pw := &Writer{w: bufio.NewWriterSize(w, 1<<16), b: h.Board, proven: table}
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
	fmt.Fprintf(pw.w, "to-move %s\nwinner %s\nmemo %d\ntree\n", h.ToMove, h.Winner, memo)
	return pw
}

// Proven reports whether pos, with toMove to move, is in the table of proven positions as
// the checker will have it at this point of the proof: then the writer writes "=" for it
// where the winner is to move, and nothing where the loser is.
func (w *Writer) Proven(pos *core.Position, toMove core.Player) bool {
	return w.proven.has(pos, toMove)
}

// Remember puts pos, with toMove to move, in the table of proven positions, where and when
// the checker does: once the strategy at it is written whole (after the winner's move and
// what follows it, or after every move of the loser's), not for a position written as "="
// nor for one the threats or a leaf cover.
func (w *Writer) Remember(pos *core.Position, toMove core.Player) {
	w.proven.add(pos, toMove)
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

// maxLine is the longest line a proof may hold (a writer's lines are about 100 bytes, a
// header's list of stones a few thousand on the largest boards).
const maxLine = 64 << 10

// reader reads a proof's lines and tokens. A proof is plain ASCII: printable characters,
// spaces, tabs and newlines; any other byte (a carriage return, which a terminal uses to
// hide what comes before it on the line, an escape, a byte of a multi-byte character) is
// refused with its line and column, so that what a person reads of the file is what the
// checker reads.
type reader struct {
	s    *bufio.Scanner
	line int
}

// errEnd is reading past the last token.
var errEnd = errors.New("the proof ends early")

// byteError is a byte the format does not allow, at its line and column: the message says
// where, and is passed on as it is.
type byteError struct{ msg string }

func (e *byteError) Error() string { return e.msg }

func newReader(r io.Reader) *reader {
	s := bufio.NewScanner(r)
	s.Buffer(make([]byte, 4096), maxLine)
	s.Split(splitLines)
	return &reader{s: s}
}

// splitLines is bufio.ScanLines without its dropping of a carriage return before the
// newline: every byte of the file reaches the check of plainLine.
func splitLines(data []byte, atEOF bool) (advance int, token []byte, err error) {
	if i := bytes.IndexByte(data, '\n'); i >= 0 {
		return i + 1, data[:i], nil
	}
	if atEOF && len(data) > 0 {
		return len(data), data, nil
	}
	return 0, nil, nil
}

// plainLine returns nil if line holds only printable ASCII, spaces and tabs, or an error
// naming the first other byte by its column (from 1).
func plainLine(line []byte, n int) error {
	for i, c := range line {
		if c == '\t' || c >= ' ' && c < 0x7f {
			continue
		}
		var what string
		switch {
		case c == '\r':
			what = "a carriage return (\\r), which hides the text before it on a terminal"
		case c >= 0x80:
			what = fmt.Sprintf("byte 0x%02x, not ASCII", c)
		default:
			what = fmt.Sprintf("the control character 0x%02x", c)
		}
		return &byteError{fmt.Sprintf("proof: line %d, column %d: %s: a proof file holds printable ASCII, spaces, tabs and newlines only", n, i+1, what)}
	}
	return nil
}

// headerLine returns the next line of the header (or of the tree) that holds anything,
// split into words.
func (r *reader) headerLine() ([]string, error) {
	for r.s.Scan() {
		r.line++
		if err := plainLine(r.s.Bytes(), r.line); err != nil {
			return nil, err
		}
		if f := strings.Fields(r.s.Text()); len(f) > 0 {
			return f, nil
		}
	}
	if err := r.s.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return nil, fmt.Errorf("proof: line %d is longer than %d bytes", r.line+1, maxLine)
		}
		return nil, err
	}
	return nil, errEnd
}

// tokens is the rest of the current line's tokens, then the next lines'.
type tokens struct {
	r    *reader
	left []string
	err  error // what stopped reading, kept for peek
}

// peek returns the next token of the tree without taking it ("" at the end or an error,
// which next then returns).
func (t *tokens) peek() string {
	for len(t.left) == 0 {
		if t.err != nil {
			return ""
		}
		f, err := t.r.headerLine()
		if err != nil {
			t.err = err
			return ""
		}
		t.left = f
	}
	return t.left[0]
}

// next returns the next token of the tree.
func (t *tokens) next() (string, error) {
	for len(t.left) == 0 {
		if t.err != nil {
			return "", t.err
		}
		f, err := t.r.headerLine()
		if err != nil {
			t.err = err
			return "", err
		}
		t.left = f
	}
	tok := t.left[0]
	t.left = t.left[1:]
	return tok, nil
}

// readHeader reads a proof's header, up to and including "tree": each line once, the board
// before the stones, and in version 2 the memo line.
func readHeader(r *reader) (Header, error) {
	var h Header
	f, err := r.headerLine()
	if err != nil && err != errEnd {
		return h, err
	}
	switch strings.Join(f, " ") {
	case Magic:
		h.Version = 2
	case Magic1:
		h.Version = 1
	default:
		return h, fmt.Errorf("proof: not a proof file (its first line must be %q, or %q for version 1)", Magic, Magic1)
	}
	bad := func(format string, args ...any) (Header, error) {
		return h, fmt.Errorf("proof: line %d: %s", r.line, fmt.Sprintf(format, args...))
	}
	seen := map[string]bool{}
	h.Memo = -1
	for {
		f, err := r.headerLine()
		if err == errEnd {
			return h, fmt.Errorf("proof: the file ends before the tree")
		}
		if err != nil {
			return h, err
		}
		if seen[f[0]] {
			return bad("a second %s line (each header line comes once)", f[0])
		}
		seen[f[0]] = true
		switch f[0] {
		case "board":
			if len(f) != 2 {
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
		case "memo":
			if h.Version == 1 {
				return bad("a memo line in a version 1 proof")
			}
			m, err := strconv.Atoi(f[len(f)-1])
			if len(f) != 2 || err != nil || m < 0 || m > MaxMemo {
				return bad("memo takes a number from 0 to %d", MaxMemo)
			}
			h.Memo = m
		case "tree":
			if h.Board == nil || h.ToMove == core.NoPlayer || h.Winner == core.NoPlayer {
				return bad("the header needs a board, to-move and winner before the tree")
			}
			if h.Version == 2 && h.Memo < 0 {
				return bad("a version 2 header needs its memo line before the tree")
			}
			h.Memo = max(h.Memo, 0)
			return h, nil
		default:
			return bad("unknown line %q", f[0])
		}
	}
}
