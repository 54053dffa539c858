//go:build !js

package strategies

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// fakeEngineEnv, when set, makes the test binary a tiny HTP engine instead
// of running the tests; its value is the engine's behaviour:
//
//	first    genmove plays the first empty cell, row by row
//	illegal  genmove plays a1 whatever is there
//	crash    genmove ends the process without answering
//	resign   genmove resigns
//	rude     every answer fails
const fakeEngineEnv = "HEXLAB_FAKE_HTP_ENGINE"

func TestMain(m *testing.M) {
	if mode := os.Getenv(fakeEngineEnv); mode != "" {
		os.Exit(fakeEngine(mode, os.Stdin, os.Stdout))
	}
	os.Exit(m.Run())
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
	answer := func(ok bool, text string) {
		sign := "="
		if !ok || mode == "rude" {
			sign = "?"
		}
		fmt.Fprintf(out, "%s %s\n\n", sign, text)
	}
	r := bufio.NewScanner(in)
	for r.Scan() {
		line := strings.TrimSpace(r.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fmt.Fprintln(log, line)
		f := strings.Fields(line)
		switch f[0] {
		case "name":
			answer(true, "fake")
		case "quit":
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
				return 3
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
	return 0
}

func fakeColour(s string) core.Player {
	if s == "black" || s == "b" {
		return core.Red
	}
	return core.Blue
}
