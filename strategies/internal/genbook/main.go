// Command genbook writes the engine's opening book, assets/book/hex.txt (package
// strategies/book reads it, strategies.MCTS plays it): from each root, a position an opening
// leads to with the opponent to move, it follows the opponent's likeliest replies (the
// -replies moves the engine's search of the opponent's position visits most) and, in each
// position they lead to, writes the engine's move as a search of -playouts playouts (the
// solver first, as in play) finds it, down to -depth moves below the root. An -answer root is
// a position with the engine to move (a reply strong players are known to make): its answer
// is written first. -learn reads an arena's games and roots the book, as -answer, at the first
// position out of the book in each game -player lost after playing from it, so the book grows
// where games were lost. A -first line is written as given: the first move of a game without
// the swap rule, where games chose it over the swap table's (docs/engine.md, "The opening
// book"); -first-swap the same with the swap rule; -first-blue Blue's own without it (where
// Blue's would otherwise be Red's transposed); a -chosen line is a move of a later
// position, chosen by games where the search's own move lost them.
//
//	go run ./strategies/internal/genbook -root hex:9x9=e5 -answer hex:9x9=e5,f3 > assets/book/hex.txt
//
// A search of a million playouts is some fifty times a second's; the book spends it where every
// game passes. The same position reached twice (another move order, another orientation: a
// root e5 covers e5 swap too) is searched and written once.
package main

import (
	"cmp"
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/arena"
	"github.com/hexlab/hexlab/strategies/book"
	"github.com/hexlab/hexlab/strategies/engine"
)

// roots is the -root flag: BOARD=MOVES, repeatable.
type roots []string

func (r *roots) String() string     { return strings.Join(*r, " ") }
func (r *roots) Set(s string) error { *r = append(*r, s); return nil }

func main() {
	var rs, as, ls, fs, fss, fbs, cs roots
	flag.Var(&rs, "root", "a root: BOARD=MOVES, the opponent to move after MOVES (repeatable)")
	flag.Var(&as, "answer", "a root where the engine is to move: BOARD=MOVES (repeatable)")
	flag.Var(&ls, "learn", "an arena's JSON: where -player lost after the book, the first position out of it is a root (repeatable)")
	flag.Var(&fs, "first", "the first move without the swap rule, chosen by games: BOARD=CELL (repeatable)")
	flag.Var(&fss, "first-swap", "the first move with the swap rule, chosen by games: BOARD=CELL (repeatable)")
	flag.Var(&fbs, "first-blue", "Blue's first move without the swap rule, chosen by games: BOARD=CELL (repeatable)")
	flag.Var(&cs, "chosen", "a move chosen by games: BOARD=MOVES:CELL, after MOVES (Red first) the player to move plays CELL (repeatable)")
	player := flag.String("player", "mcts", "the player whose lost games -learn reads")
	playouts := flag.Int("playouts", 1_000_000, "each search's playouts")
	threads := flag.Int("threads", 2, "each search's threads")
	depth := flag.Int("depth", 4, "how many moves below each root the book goes")
	resume := flag.String("resume", "", "a book written before, by a run stopped early: its moves and replies are kept, not searched again")
	replies := flag.Int("replies", 3, "how many of the opponent's replies are followed in each position")
	flag.Parse()
	if len(rs)+len(as)+len(ls)+len(fs)+len(fss)+len(fbs)+len(cs) == 0 || *playouts < 1 || *threads < 1 || *depth < 1 || *replies < 1 {
		fmt.Fprintln(os.Stderr, "usage: genbook [-root BOARD=MOVES ...] [-answer BOARD=MOVES ...] [-playouts N] [-threads T] [-depth D] [-replies K] [-resume FILE] [-learn GAMES.json ...] [-first BOARD=CELL ...] [-first-swap BOARD=CELL ...] [-first-blue BOARD=CELL ...] [-chosen BOARD=MOVES:CELL ...]")
		os.Exit(2)
	}
	g := newGenerator(os.Stdout, *playouts, *threads, *replies)
	fmt.Printf("# The engine's opening book (strategies/internal/genbook -playouts %d -threads %d -depth %d -replies %d%s):\n",
		*playouts, *threads, *depth, *replies, flagRoots("root", rs)+flagRoots("answer", as)+flagRoots("learn", ls)+flagRoots("first", fs)+flagRoots("first-swap", fss)+flagRoots("first-blue", fbs)+flagRoots("chosen", cs))
	fmt.Println("# BOARD MOVES MOVE: after MOVES (Red first), the player to move plays MOVE; the value the search gave it follows.")
	if *resume != "" {
		text, err := os.ReadFile(*resume)
		if err == nil {
			err = g.resume(string(text))
		}
		if err != nil {
			log.Fatalf("-resume %s: %v", *resume, err)
		}
	}
	for _, f := range []struct {
		flag  string
		moves string
		list  roots
	}{{"first", book.EmptyGame, fs}, {"first-swap", book.EmptyGameSwap, fss}, {"first-blue", book.EmptyGameBlue, fbs}} {
		for _, first := range f.list {
			if err := g.first(first, f.moves); err != nil {
				log.Fatalf("-%s %q: %v", f.flag, first, err)
			}
		}
	}
	for _, c := range cs {
		if err := g.chosen(c); err != nil {
			log.Fatalf("-chosen %q: %v", c, err)
		}
	}
	for i, root := range append(slices.Clone(rs), as...) {
		spec, moves, ok := strings.Cut(root, "=")
		if !ok {
			log.Fatalf("%q: want BOARD=MOVES", root)
		}
		game, err := replay(spec, moves)
		if err != nil {
			log.Fatalf("%q: %v", root, err)
		}
		line := strings.Split(moves, ",")
		if i < len(rs) {
			g.reply(game, line, *depth)
		} else {
			g.answer(game, line, *depth)
		}
	}
	for _, file := range ls {
		if err := g.learn(file, *player, *depth); err != nil {
			log.Fatalf("-learn %s: %v", file, err)
		}
	}
}

// learn answers, depth moves deep, the positions where player lost games of the arena file
// after the book (lostAfterBook).
func (g *generator) learn(file, player string, depth int) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	res, err := arena.ReadJSON(data)
	if err != nil {
		return err
	}
	lines, err := lostAfterBook(res, player, g.inBook)
	if err != nil {
		return err
	}
	for _, line := range lines {
		game, err := replay(res.Config.Spec.String(), strings.Join(line, ","))
		if err != nil {
			return err
		}
		g.answer(game, line, depth)
	}
	return nil
}

// flagRoots returns the roots as flags named name, for the header.
func flagRoots(name string, rs roots) string {
	var b strings.Builder
	for _, r := range rs {
		fmt.Fprintf(&b, " -%s %s", name, r)
	}
	return b.String()
}

// first writes the book's line of a first move, BOARD=CELL: the move of the empty board
// played where the swap rule is off (book.EmptyGame), where it is on (book.EmptyGameSwap), or
// Blue's where it is off (book.EmptyGameBlue).
func (g *generator) first(flagValue, moves string) error {
	spec, cell, ok := strings.Cut(flagValue, "=")
	if !ok {
		return fmt.Errorf("want BOARD=CELL")
	}
	note := map[string]string{
		book.EmptyGame:     "the first move without the swap rule, chosen by games",
		book.EmptyGameSwap: "the first move with the swap rule, chosen by games",
		book.EmptyGameBlue: "Blue's first move without the swap rule, chosen by games",
	}[moves]
	return g.given(spec, moves, cell, note)
}

// chosen writes the book's line of a move chosen by games, BOARD=MOVES:CELL: after MOVES (Red
// first, as a book line has them) the player to move plays CELL, where the engine's own search
// played a move that lost the games that reached the position (docs/engine.md, "The opening
// book").
func (g *generator) chosen(flagValue string) error {
	spec, line, ok := strings.Cut(flagValue, "=")
	moves, cell, ok2 := strings.Cut(line, ":")
	if !ok || !ok2 || moves == "" {
		return fmt.Errorf("want BOARD=MOVES:CELL")
	}
	return g.given(spec, moves, cell, "chosen by games")
}

// given writes the book's line on the board spec names: after moves, the player to move plays
// cell, with the note as its comment. The board is a square hex board, the cell empty there,
// and the position not answered already.
func (g *generator) given(spec, moves, cell, note string) error {
	s, err := core.ParseSpec(spec)
	if err != nil {
		return err
	}
	if s.Topology != core.Plane || s.Reverse || s.Cols != s.Rows {
		return fmt.Errorf("%s is not a square hex board", s)
	}
	game, key, frame, err := book.LineGame(s, moves)
	if err != nil {
		return err
	}
	b := game.Board()
	c, err := b.ParseCell(cell)
	if err != nil {
		return err
	}
	if game.Position().At(c) != core.NoPlayer {
		return fmt.Errorf("%s is taken after %s", cell, moves)
	}
	if _, ok := g.answers[key]; ok {
		return fmt.Errorf("the book answers %s %s already", s, moves)
	}
	g.answers[key] = frame.Apply(b, c)
	fmt.Fprintf(g.out, "%s %s %s # %s\n", s, moves, b.CellName(c), note)
	return nil
}

// replay returns the game of moves (as a book line has them: book.LineGame) on the board spec
// names, the swap rule on.
func replay(spec, moves string) (*core.Game, error) {
	s, err := core.ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	game, _, _, err := book.LineGame(s, moves)
	return game, err
}

// generator writes the book's lines to out.
type generator struct {
	out                        io.Writer
	playouts, threads, replies int
	// answers holds the move written for each position (by its book key), followed the
	// opponent's replies followed in each position searched.
	answers  map[string]core.Cell
	followed map[string][]core.Cell
	// searches counts the searches run.
	searches int
}

func newGenerator(out io.Writer, playouts, threads, replies int) *generator {
	return &generator{out: out, playouts: playouts, threads: threads, replies: replies,
		answers: map[string]core.Cell{}, followed: map[string][]core.Cell{}}
}

// reply covers the book below game (whose moves are line), the opponent to move, depth moves
// deep: for each of the opponent's likeliest replies, the engine's answer, and below it again.
func (g *generator) reply(game *core.Game, line []string, depth int) {
	if depth < 2 || game.Over() {
		return
	}
	b := game.Board()
	key, frame := book.Key(game.Position(), game.ToMove())
	cells, ok := g.followed[key]
	if !ok {
		moves := slices.Clone(g.search(game).Moves)
		slices.SortStableFunc(moves, func(a, b engine.MoveStat) int { return cmp.Compare(b.Visits, a.Visits) })
		var names []string
		for _, m := range moves[:min(g.replies, len(moves))] {
			cells = append(cells, frame.Apply(b, m.Cell))
			names = append(names, b.CellName(m.Cell))
		}
		g.followed[key] = cells
		fmt.Fprintf(g.out, "%s %s %s %s\n", repliesMark, b.Spec(), strings.Join(line, ","), strings.Join(names, ","))
	}
	for _, c := range cells {
		c = frame.Undo(b, c)
		after := game.Clone()
		if err := after.Play(core.CellMove(c)); err != nil {
			log.Fatal(err)
		}
		g.answer(after, append(slices.Clone(line), b.CellName(c)), depth-1)
	}
}

// repliesMark starts the comment lines that record the replies followed in a position
// ("# replies BOARD MOVES CELLS"), so that -resume need not search for them again.
const repliesMark = "# replies"

// resume takes the answers and the replies of a book written before (text), as if searched,
// and writes them out again.
func (g *generator) resume(text string) error {
	for i, line := range strings.Split(text, "\n") {
		replies := strings.HasPrefix(line, repliesMark+" ")
		f := strings.Fields(strings.SplitN(strings.TrimPrefix(line, repliesMark), "#", 2)[0])
		if len(f) == 0 {
			continue
		}
		if len(f) != 3 {
			return fmt.Errorf("line %d: want a board, the moves and a move (or the replies)", i+1)
		}
		spec, err := core.ParseSpec(f[0])
		if err != nil {
			return fmt.Errorf("line %d: %v", i+1, err)
		}
		game, key, frame, err := book.LineGame(spec, f[1])
		if err != nil {
			return fmt.Errorf("line %d: %v", i+1, err)
		}
		b := game.Board()
		var cells []core.Cell
		for _, name := range strings.Split(f[2], ",") {
			c, err := b.ParseCell(name)
			if err != nil {
				return fmt.Errorf("line %d: %v", i+1, err)
			}
			cells = append(cells, frame.Apply(b, c))
		}
		if replies {
			g.followed[key] = cells
		} else {
			g.answers[key] = cells[0]
		}
		fmt.Fprintln(g.out, line)
	}
	return nil
}

// answer writes the engine's move in game (whose moves are line), once for each position, and
// covers the book below it, depth moves deep (its own included).
func (g *generator) answer(game *core.Game, line []string, depth int) {
	if depth < 1 || game.Over() {
		return
	}
	b := game.Board()
	key, frame := book.Key(game.Position(), game.ToMove())
	m, ok := g.answers[key]
	if ok {
		m = frame.Undo(b, m)
	} else {
		r := g.search(game)
		m = r.Move
		g.answers[key] = frame.Apply(b, m)
		how := fmt.Sprintf("%.3f", r.Value)
		if r.Reason == engine.Proven || r.Reason == engine.Completes {
			how = "proven"
		}
		fmt.Fprintf(g.out, "%s %s %s # %s\n", b.Spec(), strings.Join(line, ","), b.CellName(m), how)
	}
	next := game.Clone()
	if err := next.Play(core.CellMove(m)); err != nil {
		log.Fatal(err)
	}
	g.reply(next, append(slices.Clone(line), b.CellName(m)), depth-1)
}

// search runs the engine on game's position, the player to move to move, with mcts's options
// when it has a thinking time (strategies.TimedOptions): the book plays as mcts does. Until
// 2026-11-28 the book's searches ran the engine's first rule.
func (g *generator) search(game *core.Game) engine.Result {
	g.searches++
	start := time.Now()
	opts := strategies.TimedOptions(game.Spec())
	opts.Playouts, opts.Threads, opts.Seed = g.playouts, g.threads, 1
	e := engine.New(game.Board(), false, opts)
	r, err := e.Search(context.Background(), game.Position(), game.ToMove())
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d stones, %v to move: %s (%s, %.3f) in %v", game.Position().Stones(), game.ToMove(),
		game.Board().CellName(r.Move), r.Reason, r.Value, time.Since(start).Round(time.Second))
	return r
}
