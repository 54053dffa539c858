//go:build !js

package htp

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// fakeEngineEnv, when set, makes the test binary a tiny HTP engine instead
// of running the tests; its value is the engine's behaviour:
//
//	first    genmove plays the first empty cell, row by row
//	illegal  genmove plays a1 whatever is there
//	crash    genmove ends the process (exit status 3) without answering,
//	         saying why on standard error
//	resign   genmove resigns
//	rude     every answer fails
//	garbage  genmove answers a line that is no HTP answer
//	echo     echoes every command back, as cat would, and answers nothing
//	hang     genmove never answers
//	mute     never answers anything (name included); ends at the end of its input
//	deaf     genmove never answers, and quit and the end of input are ignored
//	exit     ends before reading anything
//	double   genmove answers twice
//	wrongid  answers every command with the id of the next one
//	crashonce crashes at its first genmove unless the file HEXLAB_FAKE_HTP_MARK exists,
//	         which it creates; then plays as first does
//	endless  genmove answers one endless line
//	long     genmove answers an endless answer of short lines
//	parent   starts a grandchild (sleep) first, writes its pid to HEXLAB_FAKE_HTP_CHILD,
//	         then plays as first does
//	server   not a fake: our own Server for mcts with seed 7
const fakeEngineEnv = "HEXLAB_FAKE_HTP_ENGINE"

// fakeServerSeed is the seed of the mcts the "server" engine serves.
const fakeServerSeed = 7

func TestMain(m *testing.M) {
	switch mode := os.Getenv(fakeEngineEnv); mode {
	case "":
		os.Exit(m.Run())
	case "exit":
		os.Exit(4)
	case "server":
		server, err := NewServer(strategies.NewMCTS(fakeServerSeed, 0))
		if err == nil {
			err = server.Serve(os.Stdin, os.Stdout)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	case "parent":
		child := exec.Command("sleep", "3600")
		if err := child.Start(); err != nil {
			os.Exit(6)
		}
		os.WriteFile(os.Getenv("HEXLAB_FAKE_HTP_CHILD"), []byte(strconv.Itoa(child.Process.Pid)), 0o644)
		os.Exit(fakeEngine("first", os.Stdin, os.Stdout))
	default:
		os.Exit(fakeEngine(mode, os.Stdin, os.Stdout))
	}
}

// fakeEngine speaks HTP on in and out: name, boardsize, clear_board, play
// (refusing an occupied cell, a wrong cell and a swap it cannot do) and
// genmove as mode says; quit ends it. It logs every command to the file
// named by HEXLAB_FAKE_HTP_LOG, if set.
func fakeEngine(mode string, in io.Reader, out io.Writer) int {
	var log io.Writer = io.Discard
	if name := os.Getenv("HEXLAB_FAKE_HTP_LOG"); name != "" {
		f, err := os.OpenFile(name, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err == nil {
			defer f.Close()
			log = f
		}
	}
	var board *core.Board
	var pos *core.Position
	id := "" // the id of the command being answered, echoed as GTP and HTP engines do
	answer := func(ok bool, text string) {
		sign := "="
		if !ok || mode == "rude" {
			sign = "?"
		}
		echo := id
		if mode == "wrongid" && id != "" {
			n, _ := strconv.Atoi(id)
			echo = strconv.Itoa(n + 1)
		}
		fmt.Fprintf(out, "%s%s %s\n\n", sign, echo, text)
	}
	r := bufio.NewScanner(in)
	for r.Scan() {
		line := strings.TrimSpace(r.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		id = ""
		if f := strings.Fields(line); len(f) > 1 && mode != "echo" {
			if _, err := strconv.Atoi(f[0]); err == nil {
				id, line = f[0], strings.Join(f[1:], " ")
			}
		}
		fmt.Fprintln(log, line)
		if mode == "mute" {
			continue
		}
		if mode == "echo" {
			fmt.Fprintln(out, line)
			continue
		}
		f := strings.Fields(line)
		switch f[0] {
		case "name":
			answer(true, "fake")
		case "quit":
			if mode == "deaf" {
				continue
			}
			answer(true, "")
			return 0
		case "boardsize":
			cols, err1 := strconv.Atoi(f[1])
			rows, err2 := cols, error(nil)
			if len(f) > 2 {
				rows, err2 = strconv.Atoi(f[2])
			}
			b, err := core.NewBoard(core.Spec{Topology: core.Plane, Cols: cols, Rows: rows})
			if err1 != nil || err2 != nil || err != nil {
				answer(false, "bad size")
				continue
			}
			board, pos = b, core.NewPosition(b)
			answer(true, "")
		case "clear_board":
			pos = core.NewPosition(board)
			answer(true, "")
		case "play":
			c, err := board.ParseCell(f[2])
			switch {
			case err != nil:
				answer(false, "bad cell")
			case pos.At(c) != core.NoPlayer:
				answer(false, "cell occupied")
			default:
				pos.Place(c, fakeColour(f[1]))
				answer(true, "")
			}
		case "genmove":
			switch mode {
			case "crash":
				fmt.Fprintln(os.Stderr, "fake: out of memory")
				return 3
			case "crashonce":
				mark := os.Getenv("HEXLAB_FAKE_HTP_MARK")
				if _, err := os.Stat(mark); err != nil {
					os.WriteFile(mark, nil, 0o644)
					fmt.Fprintln(os.Stderr, "fake: segmentation fault")
					return 139
				}
				empty := pos.EmptyCells()
				pos.Place(empty[0], fakeColour(f[1]))
				answer(true, board.CellName(empty[0]))
			case "garbage":
				fmt.Fprint(out, "thinking hard...\n\n")
			case "double":
				answer(true, "a1")
				answer(true, "a2")
				time.Sleep(100 * time.Millisecond)
			case "endless":
				fmt.Fprint(out, "= ")
				for chunk := strings.Repeat("a", 1<<16); ; {
					if _, err := fmt.Fprint(out, chunk); err != nil {
						return 5
					}
				}
			case "long":
				fmt.Fprint(out, "= a1\n")
				for {
					if _, err := fmt.Fprint(out, "and more\n"); err != nil {
						return 5
					}
				}
			case "hang", "deaf":
				time.Sleep(time.Hour)
			case "resign":
				answer(true, "resign")
			case "illegal":
				answer(true, "a1")
			default:
				empty := pos.EmptyCells()
				c := empty[0]
				pos.Place(c, fakeColour(f[1]))
				answer(true, board.CellName(c))
			}
		default:
			answer(false, "unknown command")
		}
	}
	if mode == "deaf" {
		time.Sleep(time.Hour)
	}
	return 0
}

func fakeColour(s string) core.Player {
	if s == "black" || s == "b" {
		return core.Red
	}
	return core.Blue
}
