package htp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// Server speaks HTP for one of our bots, as an engine that HexGui, a
// tournament program or the htp:COMMAND player can drive (`hexlab htp`).
// The board is planar, hex:MxN (HTP's boardsize has no other kind). The
// swap move (swap-pieces) may be played on square boards, and the bot is
// then asked about a game with the swap rule; before that it is asked
// about games without it (so that it never swaps on its own). The first move
// after boardsize or clear_board, played or asked for, says who moves
// first. A stone played or asked for out of turn is taken as Benzene takes it: the
// stone of that colour, whoever's turn it was (HexGui sends a setup position so,
// HexGui.java's playSetup). The game then goes on from that position as a setup
// (core.Options.Setup) with that colour's move, and undo takes the stone back.
//
// It knows protocol_version, name, version, known_command, list_commands,
// boardsize M [N], clear_board, play COLOUR MOVE, genmove COLOUR, undo,
// showboard, final_score and quit. Each answer is "= TEXT" or "? ERROR"
// and an empty line, with the command's id when it had one.
type Server struct {
	bot  strategies.Bot
	name string
	spec core.Spec
	game *core.Game // nil until the first move of a game
	// before holds the game as it was before each stone out of turn made its position a
	// setup, the latest last: undo goes back to it.
	before []*core.Game
	// swap is the swap rule of the games to come, as Benzene's `param_game allow_swap`
	// sets it (a swap-pieces move turns it on anyway).
	swap bool
}

// htpServerCommands are the commands Server knows, in list_commands's
// order.
var htpServerCommands = []string{"protocol_version", "name", "version", "known_command", "list_commands",
	"boardsize", "clear_board", "play", "genmove", "undo", "showboard", "final_score", "param_game", "quit"}

// DefaultHTPBoard is the board of an Server before any boardsize.
var DefaultHTPBoard = core.Spec{Topology: core.Plane, Cols: 11, Rows: 11}

// NewServer returns a server for bot, named name (as New builds it),
// on DefaultHTPBoard. It refuses a bot that plays on no planar board.
func NewServer(bot strategies.Bot) (*Server, error) {
	info, err := strategies.Lookup(bot.Name())
	if err != nil {
		return nil, err
	}
	if !playsSomePlane(info) {
		return nil, fmt.Errorf("%s plays on no planar board hex:MxN, the only kind HTP knows (it is meant for %s)", bot.Name(), info.Boards)
	}
	return &Server{bot: bot, name: bot.Name(), spec: DefaultHTPBoard}, nil
}

// playsSomePlane reports whether the strategy plays on some hex:MxN with
// normal rules.
func playsSomePlane(info strategies.Info) bool {
	for m := 1; m <= core.MaxSide; m++ {
		for n := 1; n <= core.MaxSide; n++ {
			if _, err := info.Colours(core.Spec{Topology: core.Plane, Cols: m, Rows: n}); err == nil {
				return true
			}
		}
	}
	return false
}

// Serve reads commands from in and writes answers to out until quit or
// the end of in. It returns an error only if reading or writing fails.
func (s *Server) Serve(in io.Reader, out io.Writer) error {
	r := bufio.NewReader(in)
	w := bufio.NewWriter(out)
	for {
		line, err := readLine(r, maxHTPCommand)
		var text, id, cmd string
		var args []string
		switch {
		case errors.Is(err, errLongLine):
			// Answer and go on with the next line: a long line is the client's mistake.
			if err := skipLine(r); err != nil && !errors.Is(err, io.EOF) {
				return err
			}
			err = fmt.Errorf("a command line of more than %d bytes", maxHTPCommand)
		case errors.Is(err, io.EOF) && line == "":
			return nil
		case err != nil && !errors.Is(err, io.EOF):
			return err
		default:
			var ok bool
			id, cmd, args, ok = splitHTPCommand(line)
			switch {
			case !ok && id == "":
				continue
			case !ok:
				err = errors.New("no command after the id")
			default:
				text, err = s.Do(cmd, args)
			}
		}
		sign, body := "=", text
		if err != nil {
			sign, body = "?", err.Error()
		}
		if body = htpBody(body); body != "" {
			body = " " + body
		}
		if _, err := fmt.Fprintf(w, "%s%s%s\n\n", sign, id, body); err != nil {
			return err
		}
		if err := w.Flush(); err != nil {
			return err
		}
		if cmd == "quit" {
			return nil
		}
	}
}

// maxHTPCommand is the longest command line the server reads; a longer one is answered "?"
// and the session goes on.
const maxHTPCommand = 64 << 10

// htpBody makes text an answer's body: no empty line inside it, which
// would end the answer, and none at its end.
func htpBody(text string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	out := lines[:1]
	for _, l := range lines[1:] {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}

// splitHTPCommand splits a line into its id (digits, or ""), command and
// arguments, dropping a comment (#...) and control characters; ok is
// false for a line with no command (a bare id is returned with it).
func splitHTPCommand(line string) (id, cmd string, args []string, ok bool) {
	if i := strings.IndexByte(line, '#'); i >= 0 {
		line = line[:i]
	}
	line = strings.Map(func(r rune) rune {
		switch {
		case r == '\t':
			return ' '
		case r < ' ' || r == 127:
			return -1
		}
		return r
	}, line)
	f := strings.Fields(line)
	if len(f) > 0 {
		if _, err := strconv.ParseUint(f[0], 10, 32); err == nil {
			id, f = f[0], f[1:]
		}
	}
	if len(f) == 0 {
		return id, "", nil, false
	}
	return id, strings.ToLower(f[0]), f[1:], true
}

// Do runs one command and returns its answer's text, or the error to
// answer with.
func (s *Server) Do(cmd string, args []string) (string, error) {
	switch cmd {
	case "protocol_version":
		return "2", nil
	case "name":
		return "hexlab " + s.name, nil
	case "version":
		return "1", nil
	case "known_command":
		if len(args) != 1 {
			return "", errors.New("known_command takes one command")
		}
		for _, c := range htpServerCommands {
			if c == strings.ToLower(args[0]) {
				return "true", nil
			}
		}
		return "false", nil
	case "list_commands":
		return strings.Join(htpServerCommands, "\n"), nil
	case "boardsize":
		return "", s.boardsize(args)
	case "clear_board":
		s.game, s.before = nil, nil
		return "", nil
	case "play":
		return "", s.play(args)
	case "genmove":
		return s.genmove(args)
	case "undo":
		return "", s.undo()
	case "showboard":
		return "\n" + htpShowBoard(s.position().Board(), s.game), nil
	case "final_score":
		if s.game == nil || !s.game.Over() {
			return "", errors.New("the game is not over: nobody has won yet")
		}
		f := htpFrameAt(s.game, len(s.game.Turns()))
		return strings.ToUpper(f.colour(s.game.Winner())[:1]) + "+", nil
	case "param_game":
		return s.paramGame(args)
	case "quit":
		return "", nil
	}
	return "", fmt.Errorf("unknown command %q", cmd)
}

// boardsize reads "M" (an MxM board) or "M N" (M columns, N rows) and
// starts an empty board of that size, if the bot plays there.
func (s *Server) boardsize(args []string) error {
	if len(args) != 1 && len(args) != 2 {
		return errors.New("boardsize takes M, or M N (columns and rows)")
	}
	var size [2]int
	for i := range size {
		text := args[min(i, len(args)-1)]
		n, err := strconv.Atoi(text)
		if err != nil || n < core.MinSide || n > core.MaxSide {
			return fmt.Errorf("board size %q: expected a number from %d to %d", text, core.MinSide, core.MaxSide)
		}
		size[i] = n
	}
	spec := core.Spec{Topology: core.Plane, Cols: size[0], Rows: size[1]}
	info, err := strategies.Lookup(s.name)
	if err != nil {
		return err
	}
	if _, err := info.Colours(spec); err != nil {
		return err
	}
	s.spec, s.game, s.before = spec, nil, nil
	return nil
}

// position returns the position on the board now.
func (s *Server) position() *core.Position {
	if s.game == nil {
		return core.NewPosition(core.MustBoard(s.spec.String()))
	}
	return s.game.Position()
}

// turn checks that colour may move now, starting a game with colour first if none has
// started, or going on from the position as a setup if it is the other colour's turn; it
// returns the game and the player. undoTurn takes back what it did when the move then fails.
func (s *Server) turn(colour string) (*core.Game, core.Player, error) {
	p, err := parseHTPColour(colour)
	if err != nil {
		return nil, core.NoPlayer, err
	}
	if s.game != nil {
		p, _ = htpFrameAt(s.game, len(s.game.Turns())).player(colour)
	}
	if s.game == nil {
		g, err := core.NewGame(s.spec, core.Options{First: p, Swap: s.swap && s.spec.Cols == s.spec.Rows})
		if err != nil {
			return nil, core.NoPlayer, err
		}
		s.game = g
	}
	g := s.game
	if g.Over() {
		return nil, core.NoPlayer, fmt.Errorf("the game is over: %s won", htpColour(g.Winner()))
	}
	if g.ToMove() != p {
		// The position as HTP sees it, with colour to move: HTP's colours are ours again.
		p, _ = parseHTPColour(colour)
		setup, err := core.NewGame(s.spec, core.Options{First: p, Setup: htpStones(g)})
		if err != nil {
			return nil, core.NoPlayer, err
		}
		s.before = append(s.before, g)
		s.game, g = setup, setup
	}
	return g, p, nil
}

// undoTurn takes back what turn did for a move that then failed: a game it started, or the
// setup it made.
func (s *Server) undoTurn(fresh bool) {
	switch {
	case fresh:
		s.game = nil // the failed move does not decide who moves first
	case len(s.game.Turns()) == 0 && len(s.before) > 0:
		s.game, s.before = s.before[len(s.before)-1], s.before[:len(s.before)-1]
	}
}

// play reads "COLOUR MOVE" and plays the move.
func (s *Server) play(args []string) error {
	if len(args) != 2 {
		return errors.New("play takes a colour and a move: play black c3")
	}
	fresh := s.game == nil
	g, _, err := s.turn(args[0])
	if err != nil {
		return err
	}
	m, err := htpFrameAt(g, len(g.Turns())).parseMove(args[1])
	if err == nil && m.Swap && !g.Options().Swap {
		err = s.allowSwap()
		g = s.game
	}
	if err == nil {
		err = g.Play(m)
	}
	if err != nil {
		s.undoTurn(fresh)
		return fmt.Errorf("illegal move: %s %s: %v", args[0], args[1], err)
	}
	return nil
}

// allowSwap replays the game with the swap rule on, for a swap-pieces
// move.
func (s *Server) allowSwap() error {
	opts := s.game.Options()
	opts.Swap = true
	g, err := core.NewGameFromMoves(s.spec, opts, s.game.Moves())
	if err != nil {
		return err
	}
	s.game = g
	return nil
}

// genmove reads "COLOUR", asks the bot for that colour's move, plays it
// and names it.
func (s *Server) genmove(args []string) (string, error) {
	if len(args) != 1 {
		return "", errors.New("genmove takes a colour: genmove white")
	}
	fresh := s.game == nil
	g, _, err := s.turn(args[0])
	if err != nil {
		return "", err
	}
	frame := htpFrameAt(g, len(g.Turns()))
	c, err := s.bot.Choose(g)
	if err == nil {
		err = g.PlayRule(c.Move, c.Rule)
	}
	if err != nil {
		s.undoTurn(fresh)
		return "", err
	}
	return frame.moveName(c.Move), nil
}

// undo takes back the last move, or the last stone played out of turn.
func (s *Server) undo() error {
	if s.game == nil || !s.game.Undo() {
		return errors.New("no move to undo")
	}
	if len(s.game.Turns()) == 0 {
		if len(s.before) > 0 {
			s.game, s.before = s.before[len(s.before)-1], s.before[:len(s.before)-1]
		} else if len(s.game.Setup()) == 0 {
			s.game = nil // the next move may be either colour's
		}
	}
	return nil
}

// paramGame is Benzene's param_game: with no arguments it lists the game's parameters; with
// "allow_swap BOOL" it sets the swap rule (HexHtpEngine.cpp, CmdParamGame). A game under
// way takes the new rule at once.
func (s *Server) paramGame(args []string) (string, error) {
	switch len(args) {
	case 0:
		return fmt.Sprintf("\n[bool] allow_swap %d", map[bool]int{false: 0, true: 1}[s.swap]), nil
	case 2:
		if strings.ToLower(args[0]) != "allow_swap" {
			return "", fmt.Errorf("unknown parameter %q (this engine has allow_swap)", args[0])
		}
		switch strings.ToLower(args[1]) {
		case "1", "true":
			s.swap = true
		case "0", "false":
			s.swap = false
		default:
			return "", fmt.Errorf("allow_swap %q: expected 1, 0, true or false", args[1])
		}
		if s.game != nil && s.game.Options().Swap != s.swap && s.spec.Cols == s.spec.Rows {
			opts := s.game.Options()
			opts.Swap = s.swap
			g, err := core.NewGameFromMoves(s.spec, opts, s.game.Moves())
			if err != nil {
				return "", err
			}
			s.game = g
		}
		return "", nil
	}
	return "", errors.New("param_game takes no arguments, or a name and a value: param_game allow_swap 1")
}
