package core

import (
	"encoding/json"
	"fmt"
)

// Record is the JSON form of a game, the shape `hexlab play --json` prints
// and the board page's window.hexlab.state() returns:
//
//	{"board":"cyl:5x9","first":"blue","moves":[{"player":"blue","cell":"c2"},
//	 {"player":"red","cell":"b4","rule":"12"}],"winner":"red","winning":["b4",...]}
//
// Winner is "red", "blue" or "none" while the game goes on. Winning lists
// the cells of the structure that decided the game.
type Record struct {
	Board string `json:"board"`
	First string `json:"first"`
	Swap  bool   `json:"swap,omitempty"`
	// Setup is the stones on the board before the first move, when the game starts from a
	// position (First is then the player to move in it).
	Setup   []RecordStone `json:"setup,omitempty"`
	Moves   []RecordMove  `json:"moves"`
	Winner  string        `json:"winner"`
	Winning []string      `json:"winning,omitempty"`
	// Resigned is the player who resigned ("red" or "blue"), when the game ended so.
	Resigned string `json:"resigned,omitempty"`
	// Note is the start position's note, and Tree every line played from the start (the
	// moves after the position shown, the variations, the notes), when the game holds more
	// than Moves; Moves is then a line of Tree.
	Note *RecordNote `json:"note,omitempty"`
	Tree *RecordLine `json:"tree,omitempty"`
}

// RecordLine is a line of a game's tree: its moves from one position, then the variations
// at the position after the last, each a line of its own, the main line's first.
type RecordLine struct {
	Moves      []RecordMove `json:"moves"`
	Variations []RecordLine `json:"variations,omitempty"`
}

// RecordNote is a Note in a record: the comment, and each mark's cell, shape ("triangle",
// "square" or "label") and label.
type RecordNote struct {
	Comment string       `json:"comment,omitempty"`
	Marks   []RecordMark `json:"marks,omitempty"`
}

// RecordMark is one mark of a RecordNote.
type RecordMark struct {
	Cell  string `json:"cell"`
	Shape string `json:"shape"`
	Label string `json:"label,omitempty"`
}

// RecordMove is one move of a Record: the player, the cell name or "swap",
// the rule label of a strategy's move, and in a Tree the note of the position after it.
type RecordMove struct {
	Player string      `json:"player"`
	Cell   string      `json:"cell"`
	Rule   string      `json:"rule,omitempty"`
	Note   *RecordNote `json:"note,omitempty"`
}

// RecordStone is one setup stone of a Record: the player and the cell name.
type RecordStone struct {
	Player string `json:"player"`
	Cell   string `json:"cell"`
}

// Record returns the game's JSON record.
func (g *Game) Record() Record {
	r := g.LineRecord()
	if g.HasTree() {
		r.Note = g.recordNote(g.line.Root().Note())
		line := g.recordLine(g.line.Root())
		r.Tree = &line
	}
	return r
}

// LineRecord returns the record of the line to the position shown alone, without the tree
// of variations and notes: what a bot or an analysis needs of the game, which is the
// position and how it was reached.
func (g *Game) LineRecord() Record {
	r := Record{
		Board:  g.board.spec.String(),
		First:  g.opts.First.String(),
		Swap:   g.opts.Swap,
		Moves:  make([]RecordMove, g.line.Len()),
		Winner: g.winner.String(),
	}
	for _, s := range g.opts.Setup {
		r.Setup = append(r.Setup, RecordStone{Player: s.Player.String(), Cell: g.board.CellName(s.Cell)})
	}
	for i, t := range g.line.Played() {
		r.Moves[i] = RecordMove{Player: t.Player.String(), Cell: g.board.MoveName(t.Move), Rule: t.Rule}
	}
	for _, c := range g.WinningCells() {
		r.Winning = append(r.Winning, g.board.CellName(c))
	}
	if g.resigned != NoPlayer {
		r.Resigned = g.resigned.String()
	}
	return r
}

// recordLine returns the line of the tree after n.
func (g *Game) recordLine(n *gameNode) RecordLine {
	line := RecordLine{Moves: []RecordMove{}}
	for len(n.Children()) == 1 {
		n = n.Children()[0]
		line.Moves = append(line.Moves, g.recordMove(n))
	}
	for _, kid := range n.Children() {
		v := g.recordLine(kid)
		v.Moves = append([]RecordMove{g.recordMove(kid)}, v.Moves...)
		line.Variations = append(line.Variations, v)
	}
	return line
}

// recordMove returns the move that led to n, with the note of the position after it.
func (g *Game) recordMove(n *gameNode) RecordMove {
	t := n.Turn()
	return RecordMove{Player: t.Player.String(), Cell: g.board.MoveName(t.Move), Rule: t.Rule, Note: g.recordNote(n.Note())}
}

// recordNote returns n in a record, nil when it is empty.
func (g *Game) recordNote(n Note) *RecordNote {
	if n.Empty() {
		return nil
	}
	out := &RecordNote{Comment: n.Comment}
	for _, m := range n.Marks {
		out.Marks = append(out.Marks, RecordMark{Cell: g.board.CellName(m.Cell), Shape: m.Shape.String(), Label: m.Label})
	}
	return out
}

// setRecordNote makes r (nil: none) the note of the position shown.
func (g *Game) setRecordNote(r *RecordNote) error {
	if r == nil {
		return nil
	}
	var n Note
	n.Comment = r.Comment
	for _, m := range r.Marks {
		c, err := g.board.ParseCell(m.Cell)
		if err != nil {
			return fmt.Errorf("mark: %w", err)
		}
		shape, err := ParseMarkShape(m.Shape)
		if err != nil {
			return err
		}
		n.Marks = append(n.Marks, Mark{Cell: c, Shape: shape, Label: m.Label})
	}
	return g.SetNote(n)
}

// playTree plays line and its variations from the position shown, then shows it again.
// Moves are counted from the start (done before line).
func (g *Game) playTree(line *RecordLine, done int) error {
	at := g.Path()
	for i, rm := range line.Moves {
		if err := g.playRecordMove(rm, done+i); err != nil {
			return fmt.Errorf("tree: %w", err)
		}
		if err := g.setRecordNote(rm.Note); err != nil {
			return fmt.Errorf("tree: move %d: note: %w", done+i+1, err)
		}
	}
	end := g.Path()
	for k := range line.Variations {
		if err := g.playTree(&line.Variations[k], done+len(line.Moves)); err != nil {
			return err
		}
		if err := g.GoToPath(end); err != nil {
			return err
		}
	}
	return g.GoToPath(at)
}

// playRecordMove plays rm, move i of its line (0-based).
func (g *Game) playRecordMove(rm RecordMove, i int) error {
	m, err := g.board.ParseMove(rm.Cell)
	if err != nil {
		return fmt.Errorf("move %d: %w", i+1, err)
	}
	if rm.Player != "" && rm.Player != g.ToMove().String() {
		return fmt.Errorf("move %d (%s): the record says %q moved, but it was %v's turn", i+1, rm.Cell, rm.Player, g.ToMove())
	}
	if err := g.PlayRule(m, rm.Rule); err != nil {
		return fmt.Errorf("move %d (%s): %w", i+1, rm.Cell, err)
	}
	return nil
}

// Game replays the record and checks it: the board spec, the players of the
// moves, their legality, and the winner it states (if any) must all agree
// with the rules. Errors say which move or field is wrong.
func (r Record) Game() (*Game, error) {
	spec, err := ParseSpec(r.Board)
	if err != nil {
		return nil, err
	}
	first := Red
	if r.First != "" {
		if first, err = ParsePlayer(r.First); err != nil {
			return nil, fmt.Errorf("first: %w", err)
		}
	}
	b, err := NewBoard(spec)
	if err != nil {
		return nil, err
	}
	var setup []Stone
	for i, rs := range r.Setup {
		p, err := ParsePlayer(rs.Player)
		if err != nil {
			return nil, fmt.Errorf("setup stone %d: %w", i+1, err)
		}
		c, err := b.ParseCell(rs.Cell)
		if err != nil {
			return nil, fmt.Errorf("setup stone %d: %w", i+1, err)
		}
		setup = append(setup, Stone{Cell: c, Player: p})
	}
	g, err := NewGame(spec, Options{First: first, Swap: r.Swap, Setup: setup})
	if err != nil {
		return nil, err
	}
	if err := g.setRecordNote(r.Note); err != nil {
		return nil, fmt.Errorf("note: %w", err)
	}
	if r.Tree != nil {
		if err := g.playTree(r.Tree, 0); err != nil {
			return nil, err
		}
	}
	for i, rm := range r.Moves {
		if rm.Note != nil {
			return nil, fmt.Errorf("move %d: notes belong in the tree", i+1)
		}
		before := len(g.Variations())
		if err := g.playRecordMove(rm, i); err != nil {
			return nil, err
		}
		if r.Tree != nil && len(g.line.Current().Parent().Children()) != before {
			return nil, fmt.Errorf("move %d (%s): not a move of the tree", i+1, rm.Cell)
		}
	}
	if r.Resigned != "" {
		p, err := ParsePlayer(r.Resigned)
		if err != nil {
			return nil, fmt.Errorf("resigned: %w", err)
		}
		if err := g.Resign(p); err != nil {
			return nil, err
		}
	}
	if r.Winner != "" && r.Winner != g.winner.String() {
		return nil, fmt.Errorf("winner: the record says %q, but the moves give %q", r.Winner, g.winner)
	}
	return g, nil
}

// ParseRecord reads a JSON record and replays it (see Record.Game). Its memory is in
// proportion to the text: lists longer or nesting deeper than a game file's limits
// (MaxGameFileItems, MaxGameFileDepth) are refused before they are decoded.
func ParseRecord(data []byte) (*Game, error) {
	if err := checkRecordShape(data); err != nil {
		return nil, fmt.Errorf("game record: %w", err)
	}
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("game record: %w", err)
	}
	if r.Board == "" {
		return nil, fmt.Errorf("game record: no \"board\" field")
	}
	return r.Game()
}
