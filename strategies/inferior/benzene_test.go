package inferior

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/hexlab/hexlab/core"
)

// TestCompareWithBenzene is a measurement, not a pass/fail test: with HEXLAB_MOHEX set to the
// MoHex program that ../shared/tools/build-benzene.sh builds, it runs Benzene's
// compute-inferior and Analyze on the same middle-game positions (testdata/middlegame.txt) in
// one run, and prints each one's share of the empty cells proven inferior and its time. On the
// cylinder, which Benzene does not play, only Hexlab's figures are printed.
//
//	HEXLAB_MOHEX=/root/.cache/benzene/benzene/build/src/mohex/mohex go test -run CompareWithBenzene -v ./strategies/inferior/
func TestCompareWithBenzene(t *testing.T) {
	mohex := os.Getenv("HEXLAB_MOHEX")
	if mohex == "" {
		t.Skip("HEXLAB_MOHEX names no MoHex program")
	}
	engine, err := startHTP(mohex, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer engine.close()
	type row struct {
		positions, empty, ours, theirs, both int
		ourTime, theirTime                   time.Duration
	}
	rows := map[string]*row{}
	var order []string
	for _, line := range readPositions(t) {
		spec, moves := line[0], line[1]
		g, err := gameOf(spec, moves)
		if err != nil {
			t.Fatalf("%s %s: %v", spec, moves, err)
		}
		r := rows[spec]
		if r == nil {
			r = &row{}
			rows[spec] = r
			order = append(order, spec)
		}
		b := g.Board()
		empty := len(g.Position().EmptyCells())
		r.positions++
		r.empty += empty
		const reps = 20
		start := time.Now()
		var res Result
		for range reps {
			res, _ = Analyze(g.Position(), g.ToMove())
		}
		r.ourTime += time.Since(start) / reps
		r.ours += empty - len(res.Consider)
		if b.Topology() != core.Plane {
			continue
		}
		cmds := []string{fmt.Sprintf("boardsize %d %d", b.Cols(), b.Rows()), "clear_board"}
		for i, m := range g.Moves() {
			colour := map[bool]string{true: "b", false: "w"}[i%2 == 0]
			cmds = append(cmds, "play "+colour+" "+b.MoveName(m))
		}
		for _, c := range cmds {
			if _, err := engine.ask(c); err != nil {
				t.Fatalf("%s: %v", c, err)
			}
		}
		toMove := map[core.Player]string{core.Red: "b", core.Blue: "w"}[g.ToMove()]
		start = time.Now()
		answer, err := engine.ask("compute-inferior " + toMove)
		r.theirTime += time.Since(start)
		if err != nil {
			t.Fatal(err)
		}
		fields := strings.Fields(answer)
		pruned := map[core.Cell]bool{}
		for i := 0; i+1 < len(fields); i += 2 {
			c, err := b.ParseCell(fields[i])
			if err != nil {
				t.Fatalf("Benzene answered %q: %v", answer, err)
			}
			pruned[c] = true
		}
		r.theirs += len(pruned)
		kept := map[core.Cell]bool{}
		for _, c := range res.Consider {
			kept[c] = true
		}
		for c := range pruned {
			if !kept[c] {
				r.both++
			}
		}
	}
	t.Logf("%-10s %9s %6s %14s %10s %14s %10s %s", "board", "positions", "empty", "Hexlab share", "time", "Benzene share", "time", "Benzene's also pruned by Hexlab")
	for _, spec := range order {
		r := rows[spec]
		ours := fmt.Sprintf("%.1f%%", 100*float64(r.ours)/float64(r.empty))
		theirs, theirTime, both := "-", "-", "-"
		if r.theirs > 0 {
			theirs = fmt.Sprintf("%.1f%%", 100*float64(r.theirs)/float64(r.empty))
			theirTime = (r.theirTime / time.Duration(r.positions)).Round(time.Microsecond).String()
			both = fmt.Sprintf("%.1f%%", 100*float64(r.both)/float64(r.theirs))
		}
		t.Logf("%-10s %9d %6.1f %14s %10s %14s %10s %s", spec, r.positions, float64(r.empty)/float64(r.positions), ours,
			(r.ourTime / time.Duration(r.positions)).Round(time.Microsecond), theirs, theirTime, both)
	}
}

// readPositions reads testdata/middlegame.txt: a board spec and a move list a line.
func readPositions(t testing.TB) [][2]string {
	data, err := os.ReadFile("testdata/middlegame.txt")
	if err != nil {
		t.Fatal(err)
	}
	var out [][2]string
	for _, line := range strings.Split(string(data), "\n") {
		if f := strings.Fields(line); len(f) == 2 && !strings.HasPrefix(line, "#") {
			out = append(out, [2]string{f[0], f[1]})
		}
	}
	return out
}

// gameOf replays moves on spec.
func gameOf(spec, moves string) (*core.Game, error) {
	s, err := core.ParseSpec(spec)
	if err != nil {
		return nil, err
	}
	return core.NewGameFromMoveList(s, core.Options{}, moves)
}

// htp is a running HTP engine.
type htp struct {
	cmd *exec.Cmd
	in  io.WriteCloser
	out *bufio.Reader
}

// startHTP starts the engine at path in dir, where it writes its log (default.log).
func startHTP(path, dir string) (*htp, error) {
	cmd := exec.Command(path)
	cmd.Dir = dir
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	return &htp{cmd: cmd, in: in, out: bufio.NewReader(out)}, nil
}

// ask sends one command and returns the answer's text (after "= ").
func (h *htp) ask(command string) (string, error) {
	if _, err := fmt.Fprintln(h.in, command); err != nil {
		return "", err
	}
	var sb strings.Builder
	for {
		line, err := h.out.ReadString('\n')
		if err != nil {
			return "", err
		}
		if strings.TrimSpace(line) == "" && sb.Len() > 0 {
			break
		}
		sb.WriteString(line)
	}
	text := strings.TrimSpace(sb.String())
	if strings.HasPrefix(text, "?") {
		return "", fmt.Errorf("%s: %s", command, text)
	}
	return strings.TrimSpace(strings.TrimPrefix(text, "=")), nil
}

func (h *htp) close() {
	fmt.Fprintln(h.in, "quit")
	h.in.Close()
	h.cmd.Wait()
}
