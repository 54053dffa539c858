package render3d

import (
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
)

// moveList returns the last n moves, numbered, one a line.
func moveList(g *trunc.Game, n int) string { return moveListFrom(g, n, 0) }

// moveListFrom returns n moves, numbered, one a line, ending back moves before the last one
// (0: the latest), with a line saying how many come before and after those shown. back is
// clamped to what there is to show.
func moveListFrom(g *trunc.Game, n, back int) string {
	turns := g.Turns()
	if len(turns) == 0 {
		return "(no moves yet)"
	}
	back = clampBack(len(turns), n, back)
	var lines []string
	end := len(turns) - back
	from := max(0, end-n)
	if from > 0 {
		lines = append(lines, fmt.Sprintf("... %d earlier (scroll)", from))
	}
	for i := from; i < end; i++ {
		t := turns[i]
		line := fmt.Sprintf("%3d  %-5s  %s", i+1, t.Player, g.Board().MoveName(t.Move()))
		if t.Rule != "" {
			line += "  (" + t.Rule + ")"
		}
		lines = append(lines, line)
	}
	if back > 0 {
		lines = append(lines, fmt.Sprintf("... %d later", back))
	}
	return strings.Join(lines, "\n")
}

// clampBack brings back within [0, moves-n]: the list never scrolls past its first move nor
// below its last.
func clampBack(moves, n, back int) int { return max(0, min(back, moves-n)) }

// wrap breaks text into lines of at most width characters, at spaces.
func wrap(text string, width int) string {
	var out []string
	for _, para := range strings.Split(text, "\n") {
		line := ""
		for _, w := range strings.Fields(para) {
			if line != "" && len(line)+1+len(w) > width {
				out = append(out, line)
				line = w
				continue
			}
			if line != "" {
				line += " "
			}
			line += w
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}
