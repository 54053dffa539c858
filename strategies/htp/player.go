//go:build !js

package htp

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// Engine is an external Hex engine (MoHex, or any program that speaks the Hex
// Text Protocol, the Go Text Protocol with Hex's moves) run as a
// subprocess: the player "htp:COMMAND". COMMAND is split at spaces into the
// program and its arguments (no shell), after Seed ({seed}) in it is
// replaced by the player's seed.
//
// Before each move the engine is told the game: `boardsize` and
// `clear_board` when the board or the history changed, then `play COLOUR
// CELL` for every move it has not seen, and `genmove COLOUR` asks for its
// move. Red is `black` and Blue `white`, as in Benzene and HexGui (Red
// joins rows 1 and n, the edges Benzene gives Black); cells are named as
// here (`c5`), the swap move is `swap-pieces` (proto.go has the
// mapping). Engines know only planar Hex, so
// the player fits hex:MxN with normal rules. An engine may not be
// deterministic; its moves are checked for legality, and a resignation is
// an error (a game cannot end by resignation in core.Game).
//
// An Engine holds a process: Close stops it. The player exists where a main imports this
// package (the command line); the board, in the browser and on the desktop, does not.
type Engine struct {
	command string // as started
	name    string // the player's name, if not "htp:" + command
	proc    *exec.Cmd
	in      io.WriteCloser
	answers chan htpAnswer
	stop    chan struct{} // closed by Close: the reader gives up
	exited  chan struct{} // closed when the process has ended; then waitErr is set
	waitErr error
	stderr  *tailBuffer // the end of what the engine wrote on its standard error
	closed  bool
	// nextID is the id of the last command sent.
	nextID int
	// restarted is set once the engine has been started again after dying: it is not
	// restarted twice.
	restarted bool
	// Timeout bounds the wait for one answer (the first, to name, and genmove included);
	// past it the engine is stopped and the move (or the start) fails.
	Timeout time.Duration

	// What the engine's board holds: its spec, and the moves played on it.
	known     core.Spec
	knownSet  bool
	knownMove []core.Turn
	// knownSetup is the setup position the engine was told (as play commands after
	// clear_board, the way HexGui tells Benzene a setup).
	knownSetup []core.Stone
}

// DefaultTimeout is the time an engine has for one answer.
const DefaultTimeout = 5 * time.Minute

// init registers "htp:COMMAND" with strategies, so that any player name given to
// strategies.New may be an external engine once a main imports this package.
func init() {
	strategies.RegisterFamily(strategies.Info{
		Name:        strategies.HTPPrefix + "COMMAND",
		Family:      true,
		Description: htpDescription,
		Strength:    "as strong as the engine (MoHex: very)",
		Boards:      htpBoards,
		Fits:        func(spec core.Spec, _ core.Player) error { return htpFits(spec) },
	}, func(command string, s strategies.Settings) (strategies.Bot, error) {
		timeout := s.EngineTimeout
		if timeout <= 0 {
			timeout = DefaultTimeout
		}
		h, err := NewEngineWithTimeout(strings.ReplaceAll(command, Seed, strconv.FormatUint(s.Seed, 10)), timeout)
		if err != nil {
			return nil, err
		}
		h.name = strategies.HTPPrefix + command
		return h, nil
	})
}

// Seed in the command of "htp:COMMAND" is replaced by the player's seed
// when the engine starts, so that an engine that takes a seed plays each
// game of an arena differently and reproducibly:
// htp:hexlab htp --bot mc --seed {seed}.
const Seed = "{seed}"

// htpFits accepts planar boards with normal rules: HTP engines know no
// cylinder, torus or misère rule.
func htpFits(spec core.Spec) error {
	if err := spec.Validate(); err != nil {
		return err
	}
	if spec.Topology != core.Plane || spec.Reverse {
		return fmt.Errorf("board %s: an HTP engine plays planar Hex with normal rules, hex:MxN", spec)
	}
	return nil
}

// NewEngine starts the engine command and checks that it answers (`name`), with
// DefaultTimeout for each answer.
func NewEngine(command string) (*Engine, error) { return NewEngineWithTimeout(command, DefaultTimeout) }

// NewEngineWithTimeout is NewEngine with timeout for each answer (`name` included). The engine runs
// in a process group of its own, which Close stops whole: a program the engine started
// (a wrapper script's child) does not outlive the game.
func NewEngineWithTimeout(command string, timeout time.Duration) (*Engine, error) {
	fields := strings.Fields(command)
	if len(fields) == 0 {
		return nil, errors.New("no command; expected htp:COMMAND such as htp:mohex")
	}
	if timeout <= 0 {
		return nil, fmt.Errorf("engine timeout %v: expected a positive duration", timeout)
	}
	h := &Engine{command: command, Timeout: timeout, answers: make(chan htpAnswer),
		stop: make(chan struct{}), exited: make(chan struct{})}
	h.proc = exec.Command(fields[0], fields[1:]...)
	ownGroup(h.proc)
	h.stderr = &tailBuffer{}
	h.proc.Stderr = h.stderr
	h.proc.WaitDelay = time.Second // a child that keeps stderr open does not hold Wait
	var err error
	if h.in, err = h.proc.StdinPipe(); err != nil {
		return nil, err
	}
	// The engine's output is a pipe of our own, not StdoutPipe's, so that
	// waiting for the process does not close it before it has been read.
	out, w, err := os.Pipe()
	if err != nil {
		return nil, err
	}
	h.proc.Stdout = w
	err = h.proc.Start()
	w.Close()
	if err != nil {
		out.Close()
		return nil, fmt.Errorf("starting the engine: %w", err)
	}
	go func() {
		h.waitErr = h.proc.Wait()
		close(h.exited)
	}()
	go h.read(out)
	if _, err := h.send("name"); err != nil {
		h.Close()
		if errors.Is(err, errNoAnswer) {
			return nil, fmt.Errorf("engine %q: no answer to its first command (name, which any HTP engine answers at once) within %v, the engine timeout; the engine was stopped. Is it an HTP engine? One that takes longer to start needs a longer engine timeout (--engine-timeout)", command, timeout)
		}
		return nil, err
	}
	return h, nil
}

// errNoAnswer is in the error of a command the engine did not answer within its Timeout.
var errNoAnswer = errors.New("no answer")

// read passes the engine's answers to h.answers until its output ends.
// An answer is a line that starts with '=' (success) or '?' (failure),
// possibly with more lines, ended by an empty line.
func (h *Engine) read(out *os.File) {
	defer close(h.answers)
	defer out.Close()
	r := bufio.NewReader(out)
	pass := func(a htpAnswer) bool {
		select {
		case h.answers <- a:
			return true
		case <-h.stop:
			return false
		}
	}
	var lines []string
	size := 0
	for {
		line, err := readLine(r, maxHTPLine)
		switch {
		case errors.Is(err, errLongLine):
			pass(htpAnswer{err: fmt.Errorf("the engine sent %v; it is not read further", err)})
			return
		case err != nil:
			pass(htpAnswer{err: h.ended(err)})
			return
		}
		if size += len(line); size > maxHTPAnswer {
			pass(htpAnswer{err: fmt.Errorf("the engine sent an answer of more than %d bytes; it is not read further", maxHTPAnswer)})
			return
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "" && len(lines) == 0:
		case line == "":
			if !pass(parseHTPAnswer(lines)) {
				return
			}
			lines, size = nil, 0
		case len(lines) == 0 && line[0] != '=' && line[0] != '?':
			// Not the start of an answer: say so now rather than wait
			// for an empty line that may never come (an engine that
			// echoes its input). The engine is not to be trusted any
			// more: later commands find it stopped.
			pass(parseHTPAnswer([]string{line}))
			return
		default:
			lines = append(lines, line)
		}
	}
}

// ended describes the end of the engine's output (err, usually io.EOF):
// how the process ended, if it has within a second, and the last words it
// wrote on standard error.
func (h *Engine) ended(err error) error {
	msg := fmt.Sprintf("the engine's output ended (%v)", err)
	select {
	case <-h.exited:
		if h.waitErr != nil {
			msg += "; it ended with " + h.waitErr.Error()
		} else {
			msg += "; it ended with exit status 0"
		}
	case <-time.After(time.Second):
	case <-h.stop:
	}
	if said := h.stderr.Last(3); said != "" {
		msg += "; on stderr it said: " + said
	}
	return errors.New(msg)
}

// send sends one command and returns the text of a successful answer.
func (h *Engine) send(command string) (string, error) {
	// An answer waiting before the command is sent answers nothing we asked: taking it as
	// this command's answer would read a stale line as a move.
	select {
	case a, open := <-h.answers:
		if open && a.err == nil {
			h.Close()
			return "", fmt.Errorf("engine %q: %s: the engine sent an answer no command asked for (%q); it was stopped", h.command, command, a.text)
		}
		if open {
			return "", fmt.Errorf("engine %q: %s: %w", h.command, command, a.err)
		}
		return "", fmt.Errorf("engine %q: %s: the engine has stopped", h.command, command)
	default:
	}
	// Each command goes with an id, which an engine echoes in its answer (GTP, HTP): an
	// answer that names another id answers another command.
	h.nextID++
	id := strconv.Itoa(h.nextID)
	if _, err := fmt.Fprintf(h.in, "%s %s\n", id, command); err != nil {
		return "", fmt.Errorf("engine %q: %s: %w", h.command, command, err)
	}
	select {
	case a, open := <-h.answers:
		switch {
		case !open:
			return "", fmt.Errorf("engine %q: %s: the engine has stopped", h.command, command)
		case a.err != nil:
			return "", fmt.Errorf("engine %q: %s: %w", h.command, command, a.err)
		case a.id != "" && a.id != id:
			h.Close()
			return "", fmt.Errorf("engine %q: %s: the answer names command %s, not this one (%s); the engine was stopped", h.command, command, a.id, id)
		case !a.ok:
			return "", fmt.Errorf("engine %q: %s: the engine answered ? %s", h.command, command, a.text)
		}
		return a.text, nil
	case <-time.After(h.Timeout):
		h.Close()
		return "", fmt.Errorf("engine %q: %s: %w within %v; the engine was stopped", h.command, command, errNoAnswer, h.Timeout)
	}
}

// Command sends the engine one command of its own (Benzene's vc-build, say) and returns the
// text of its answer, or an error if it failed or did not answer within Timeout.
func (h *Engine) Command(command string) (string, error) { return h.send(command) }

// Name returns "htp:COMMAND", as the player was named (with {seed}, if it
// was).
func (h *Engine) Name() string {
	if h.name != "" {
		return h.name
	}
	return strategies.HTPPrefix + h.command
}

// Choose tells the engine the game and asks it for the move of the player
// to move. An engine that dies on the way (MoHex 2.0 crashes on some lost
// positions) is started again once and told the game from the start; if it
// fails again, the error says both times what happened.
func (h *Engine) Choose(g *core.Game) (strategies.Choice, error) {
	c, err := h.choose(g)
	if err == nil || h.restarted || !h.died() {
		return c, err
	}
	h.restarted = true
	if rerr := h.restart(); rerr != nil {
		return strategies.Choice{}, fmt.Errorf("%w; started again, it failed: %v", err, rerr)
	}
	c, err2 := h.choose(g)
	if err2 != nil {
		return strategies.Choice{}, fmt.Errorf("%w; started again and told the game, it failed again: %v", err, err2)
	}
	return c, nil
}

// died reports whether the engine's process has ended (not by Close).
func (h *Engine) died() bool {
	select {
	case <-h.exited:
		return !h.closed
	default:
		return false
	}
}

// restart starts the engine again in place of the one that died, with the same command and
// timeout; the next sync tells it the whole game.
func (h *Engine) restart() error {
	h.Close()
	fresh, err := NewEngineWithTimeout(h.command, h.Timeout)
	if err != nil {
		return err
	}
	name := h.name
	// The old process is closed and its goroutines have ended. fresh's goroutines keep
	// their own pointer, whose channels and process h now shares.
	*h = *fresh
	h.name, h.restarted = name, true
	return nil
}

// choose is one attempt of Choose.
func (h *Engine) choose(g *core.Game) (strategies.Choice, error) {
	if g.Over() {
		return strategies.Choice{}, fmt.Errorf("%w (%v won)", core.ErrGameOver, g.Winner())
	}
	if err := htpFits(g.Spec()); err != nil {
		return strategies.Choice{}, err
	}
	if err := h.sync(g); err != nil {
		return strategies.Choice{}, err
	}
	me := g.ToMove()
	frame := htpFrameAt(g, len(g.Turns()))
	text, err := h.send("genmove " + frame.colour(me))
	if err != nil {
		return strategies.Choice{}, err
	}
	text = strings.ToLower(strings.TrimSpace(text))
	if text == "resign" {
		return strategies.Choice{}, fmt.Errorf("engine %q resigned, which a game here cannot record", h.command)
	}
	move, err := frame.parseMove(text)
	if err != nil {
		return strategies.Choice{}, fmt.Errorf("engine %q: genmove answered %q: %w", h.command, text, err)
	}
	if err := g.Legal(move); err != nil {
		return strategies.Choice{}, fmt.Errorf("engine %q: genmove answered %s, which is not legal: %w", h.command, text, err)
	}
	h.knownMove = append(h.knownMove, core.Turn{Player: me, Move: move})
	return strategies.Choice{Move: move}, nil
}

// sync brings the engine's board to g: a new board if the spec changed or
// the engine's moves are not the start of g's, then the missing moves.
func (h *Engine) sync(g *core.Game) error {
	turns := g.Turns()
	fresh := !h.knownSet || h.known != g.Spec() || len(h.knownMove) > len(turns) || !slices.Equal(h.knownSetup, g.Setup())
	for i := 0; !fresh && i < len(h.knownMove); i++ {
		fresh = h.knownMove[i].Player != turns[i].Player || h.knownMove[i].Move != turns[i].Move
	}
	if fresh {
		h.knownSet = false // until the engine has been told the new board whole
		spec := g.Spec()
		size := fmt.Sprintf("boardsize %d %d", spec.Cols, spec.Rows)
		if spec.Cols == spec.Rows {
			size = fmt.Sprintf("boardsize %d", spec.Cols)
		}
		if _, err := h.send(size); err != nil {
			return err
		}
		if _, err := h.send("clear_board"); err != nil {
			return err
		}
		if g.Options().Swap {
			// Benzene's way to turn the swap rule on; an engine that does not know it
			// answers "?" and learns the rule from a swap-pieces move, if one comes.
			if _, err := h.send("param_game allow_swap 1"); err != nil && !strings.Contains(err.Error(), "answered ?") {
				return err
			}
		}
		// Setup stones are plays in any order, as HexGui sends them (HexGui.java,
		// playSetup): an HTP engine places a stone of the colour played, whoever's turn it
		// was, and genmove names the colour to move.
		for _, st := range g.Setup() {
			if _, err := h.send("play " + htpColour(st.Player) + " " + g.Board().CellName(st.Cell)); err != nil {
				return err
			}
		}
		h.known, h.knownSet, h.knownMove, h.knownSetup = spec, true, nil, slices.Clip(g.Setup())
	}
	for i := len(h.knownMove); i < len(turns); i++ {
		t, frame := turns[i], htpFrameAt(g, i)
		if _, err := h.send("play " + frame.colour(t.Player) + " " + frame.moveName(t.Move)); err != nil {
			h.knownSet = false
			return err
		}
		h.knownMove = append(h.knownMove, core.Turn{Player: t.Player, Move: t.Move})
	}
	return nil
}

// Close asks the engine to quit and kills it if it has not ended within a
// second; it waits for the process to end. Closing again does nothing.
func (h *Engine) Close() error {
	if h.closed {
		return nil
	}
	h.closed = true
	close(h.stop)
	fmt.Fprintf(h.in, "quit\n")
	h.in.Close()
	select {
	case <-h.exited:
	case <-time.After(time.Second):
		h.proc.Process.Kill()
		<-h.exited
	}
	killGroup(h.proc) // what the engine started, if anything is left
	return nil
}

// Limits on what an engine may send: a line, and a whole answer. An engine that sends more
// (an endless line, an endless answer) is stopped with an error instead of filling memory.
const (
	maxHTPLine   = 64 << 10
	maxHTPAnswer = 1 << 20
)
