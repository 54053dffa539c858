package main

import (
	"context"
	"fmt"
	"image/color"
	"io"
	"math"
	"os/signal"
	"strings"
	"syscall"
	"text/tabwriter"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/review"
)

const reviewHelp = `usage: hexlab review FILE [--think D | --playouts N] [--seed N] [--chart OUT] [--json] [--quiet]

Tells the story of the game in FILE (SGF or JSON, its main line): after every move the
engine's win rate for Red, the winner where the board or the solver proves it, the engine's
move for the player to move, and the moves where the win rate swung most (by at least 20%),
the game's turning points. Prints a table, or with --json the story as JSON; --chart draws it.
A position where the player to move must block the opponent's one winning cell is worth what
the position after the block is. The table says 100% or 0% only of a proven position; an
engine's rate that rounds to them reads >99% or <1%.

  --think D        the engine's time for each position: 2s, 500ms or 1.5 (seconds)
  --playouts N     else its playouts for each position (default 5000: the same story on
                   every machine)
  --seed N         the engine's seed (default 1)
  --chart OUT      draw Red's win rate move by move, proven positions filled, turning points
                   marked: OUT.png or OUT.svg
  --json           print {"board", "points": [{"ply", "move", "player", "redWin", "proven",
                   "best", "swing", "turning"}]}
  --quiet          no progress on standard error

Progress goes to standard error. Ctrl-C stops the review and prints the positions done.

Exit status: 0 done, 1 a failure while reviewing (or stopped), 2 a bad command line or file.
`

// maxReviewPlayouts bounds --playouts.
const maxReviewPlayouts = 10_000_000

// runReview is hexlab review.
func runReview(args []string, stdout, stderr io.Writer) error {
	fs := newFlags("review")
	think := fs.String("think", "", "time a position")
	playouts := fs.Int("playouts", 0, "playouts a position")
	seed := fs.Uint64("seed", 1, "seed")
	chart := fs.String("chart", "", "chart file")
	asJSON := fs.Bool("json", false, "JSON")
	quiet := fs.Bool("quiet", false, "no progress")
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		if len(args) > 0 && (args[0] == "-h" || args[0] == "--help" || args[0] == "-help") {
			return errHelp
		}
		return usagef("expected a game file first: hexlab review FILE [flags]")
	}
	file := args[0]
	if err := parseFlags(fs, args[1:]); err != nil {
		return err
	}
	o := review.Options{Playouts: *playouts, Seed: *seed}
	var err error
	if o.Time, err = parseThink(*think); err != nil {
		return err
	}
	switch {
	case o.Time > 0 && *playouts != 0:
		return usagef("--think and --playouts: give one budget")
	case *playouts < 0 || *playouts > maxReviewPlayouts:
		return usagef("--playouts %d: expected 1 to %d", *playouts, maxReviewPlayouts)
	}
	if *chart != "" {
		if err := checkChartFile(*chart); err != nil {
			return err
		}
	}
	g, _, err := readGameFile(file)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	prog := newProgress(stderr, "review", "positions", len(g.MainLine())+1, *quiet)
	story, runErr := review.Game(ctx, g, o, func(done, _ int) { prog.update(done) })
	prog.finish()
	if *chart != "" && len(story.Points) > 0 {
		if err := writeReviewChart(*chart, story); err != nil {
			return err
		}
	}
	if *asJSON {
		err = writeJSON(stdout, reviewJSON(story))
	} else {
		_, err = io.WriteString(stdout, reviewTable(story, o))
	}
	if runErr != nil {
		return fmt.Errorf("review stopped after %d of %d positions: %w", len(story.Points), len(g.MainLine())+1, runErr)
	}
	return err
}

// jsonPoint is a review.Point in --json's form.
type jsonPoint struct {
	Ply     int     `json:"ply"`
	Move    string  `json:"move,omitempty"`
	Player  string  `json:"player,omitempty"`
	RedWin  float64 `json:"redWin"`
	Proven  string  `json:"proven,omitempty"`
	Best    string  `json:"best,omitempty"`
	Swing   float64 `json:"swing"`
	Turning bool    `json:"turning,omitempty"`
}

// reviewJSON returns the story in --json's form.
func reviewJSON(s review.Story) any {
	points := []jsonPoint{}
	for _, p := range s.Points {
		jp := jsonPoint{Ply: p.Ply, Move: p.Move, RedWin: round3(p.RedWin), Best: p.Best, Swing: round3(p.Swing), Turning: p.Turning}
		if p.Player != core.NoPlayer {
			jp.Player = p.Player.String()
		}
		if p.Proven != core.NoPlayer {
			jp.Proven = p.Proven.String()
		}
		points = append(points, jp)
	}
	return struct {
		Board  string      `json:"board"`
		Points []jsonPoint `json:"points"`
	}{s.Spec.String(), points}
}

func round3(x float64) float64 { return math.Round(x*1000) / 1000 }

// reviewTable writes the story for people: a line per position, then the turning points.
func reviewTable(s review.Story, o review.Options) string {
	var sb strings.Builder
	budget := fmt.Sprintf("%d playouts", o.Playouts)
	if o.Time > 0 {
		budget = o.Time.String()
	} else if o.Playouts == 0 {
		budget = fmt.Sprintf("%d playouts", review.DefaultPlayouts)
	}
	fmt.Fprintf(&sb, "review: %s, %d moves, %s a position\n\n", s.Spec, max(len(s.Points)-1, 0), budget)
	var table strings.Builder
	tw := tabwriter.NewWriter(&table, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "ply\tmove\tred wins\tproven\tbest\tswing\t")
	for _, p := range s.Points {
		move := "start"
		if p.Ply > 0 {
			move = p.Player.String() + " " + p.Move
		}
		proven, swing, mark := "", "", ""
		if p.Proven != core.NoPlayer {
			proven = p.Proven.String()
		}
		if p.Ply > 0 {
			swing = fmt.Sprintf("%+.0f", 100*p.Swing)
		}
		if p.Turning {
			mark = "turning point"
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\t%s\t%s\n", p.Ply, move, winRate(p), proven, p.Best, swing, mark)
	}
	tw.Flush()
	for _, line := range strings.SplitAfter(table.String(), "\n") {
		sb.WriteString(strings.TrimRight(line, " \n"))
		if strings.HasSuffix(line, "\n") {
			sb.WriteString("\n")
		}
	}
	if turning := s.TurningPoints(); len(turning) > 0 {
		sb.WriteString("\nturning points:\n")
		for _, p := range turning {
			before := p.RedWin - p.Swing
			fmt.Fprintf(&sb, "  move %d, %v %s: red %.0f%% -> %.0f%%\n", p.Ply, p.Player, p.Move, 100*before, 100*p.RedWin)
		}
	} else {
		sb.WriteString("\nno turning point: the win rate never swung by 20% or more in one move\n")
	}
	return sb.String()
}

// winRate writes Red's win rate in a position as a whole percentage: 100% and 0% only where
// the position is proven, ">99%" and "<1%" for an engine's rate that rounds to them.
func winRate(p review.Point) string {
	pct := math.Round(100 * p.RedWin)
	switch {
	case p.Proven == core.NoPlayer && pct >= 100:
		return ">99%"
	case p.Proven == core.NoPlayer && pct <= 0:
		return "<1%"
	}
	return fmt.Sprintf("%.0f%%", pct)
}

// writeReviewChart draws Red's win rate after each move: the line, the positions the board
// or the solver proves as filled dots in the winner's colour, the turning points ringed
// with their move, and the even line.
func writeReviewChart(name string, s review.Story) error {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("%s: Red's chances move by move", s.Spec)
	p.X.Label.Text = "move"
	p.Y.Label.Text = "Red wins"
	p.Y.Min, p.Y.Max = 0, 1.3 // the legend above the 100% line
	p.Y.Tick.Marker = plot.ConstantTicks([]plot.Tick{{Value: 0, Label: "0%"}, {Value: 0.25, Label: "25%"}, {Value: 0.5, Label: "50%"}, {Value: 0.75, Label: "75%"}, {Value: 1, Label: "100%"}})
	p.X.Min, p.X.Max = 0, float64(max(len(s.Points)-1, 1))
	p.X.Tick.Marker = integerTicks{}
	p.Add(plotter.NewGrid())
	even, err := plotter.NewLine(plotter.XYs{{X: p.X.Min, Y: 0.5}, {X: p.X.Max, Y: 0.5}})
	if err != nil {
		return err
	}
	even.Color, even.Dashes = greyShade, []vg.Length{vg.Points(4), vg.Points(3)}
	p.Add(even)
	line := make(plotter.XYs, len(s.Points))
	for i, pt := range s.Points {
		line[i] = plotter.XY{X: float64(pt.Ply), Y: pt.RedWin}
	}
	l, err := plotter.NewLine(line)
	if err != nil {
		return err
	}
	l.Color, l.Width = redShades[1], vg.Points(1.5)
	p.Add(l)
	for _, who := range []core.Player{core.Red, core.Blue} {
		var xys plotter.XYs
		for _, pt := range s.Points {
			if pt.Proven == who {
				xys = append(xys, plotter.XY{X: float64(pt.Ply), Y: pt.RedWin})
			}
		}
		if len(xys) == 0 {
			continue
		}
		sc, err := plotter.NewScatter(xys)
		if err != nil {
			return err
		}
		sc.GlyphStyle = draw.GlyphStyle{Color: shadeOf(who), Radius: vg.Points(3), Shape: draw.CircleGlyph{}}
		p.Add(sc)
		p.Legend.Add(fmt.Sprintf("proven: %v wins", who), sc)
	}
	var turning plotter.XYs
	var labels []string
	for _, pt := range s.TurningPoints() {
		turning = append(turning, plotter.XY{X: float64(pt.Ply), Y: pt.RedWin})
		labels = append(labels, fmt.Sprintf("%d %s", pt.Ply, pt.Move))
	}
	if len(turning) > 0 {
		sc, err := plotter.NewScatter(turning)
		if err != nil {
			return err
		}
		sc.GlyphStyle = draw.GlyphStyle{Color: color.Black, Radius: vg.Points(6), Shape: draw.RingGlyph{}}
		p.Add(sc)
		p.Legend.Add("turning point", sc)
		tl, err := plotter.NewLabels(plotter.XYLabels{XYs: turning, Labels: labels})
		if err != nil {
			return err
		}
		for i := range tl.TextStyle {
			tl.TextStyle[i].Font.Size = vg.Points(9)
			tl.TextStyle[i].YAlign = draw.YBottom
		}
		tl.Offset = vg.Point{X: vg.Points(6), Y: vg.Points(4)}
		p.Add(tl)
	}
	p.Legend.Top, p.Legend.Left = true, false
	p.Legend.TextStyle.Font.Size = vg.Points(9)
	return writeCanvas(name, chartWidth, 3.5*vg.Inch, func(dc draw.Canvas) { p.Draw(dc) })
}

// shadeOf is a player's middle shade.
func shadeOf(p core.Player) color.Color {
	if p == core.Red {
		return redShades[1]
	}
	return blueShades[1]
}
