package render3d

import (
	"fmt"
	"strings"

	"github.com/hexlab/hexlab/core/trunc"
)

// moveList returns the last n moves, numbered, one a line.
func moveList(g *trunc.Game, n int) string {
	turns := g.Turns()
	if len(turns) == 0 {
		return "(no moves yet)"
	}
	var lines []string
	from := max(0, len(turns)-n)
	if from > 0 {
		lines = append(lines, fmt.Sprintf("... %d earlier", from))
	}
	for i := from; i < len(turns); i++ {
		t := turns[i]
		line := fmt.Sprintf("%3d  %-5s  %s", i+1, t.Player, g.Board().MoveName(t.Move()))
		if t.Rule != "" {
			line += "  (" + t.Rule + ")"
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}

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
