package main

import (
	"fmt"
	"image/color"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/arena"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
	"gonum.org/v1/plot/vg/vgimg"
	"gonum.org/v1/plot/vg/vgsvg"
)

// The chart's colours: Okabe-Ito vermillion and blue, as the board draws
// the players, each in a light, a middle and a dark shade.
var (
	redShades  = []color.RGBA{{240, 170, 130, 255}, {213, 94, 0, 255}, {130, 50, 0, 255}}
	blueShades = []color.RGBA{{150, 200, 240, 255}, {0, 114, 178, 255}, {0, 55, 105, 255}}
	greyShade  = color.RGBA{150, 150, 150, 255}
)

const (
	chartWidth = 8 * vg.Inch
	panelShare = 2.4 * vg.Inch // the height of one panel
)

// writeChart draws the results to name (.png or .svg): for one result its
// wins, game lengths and rule usage; for several, their red wins, mean
// game lengths and mean red path lengths side by side.
func writeChart(name string, results []*arena.Result) error {
	var panels []*plot.Plot
	var err error
	if len(results) == 1 {
		panels, err = resultPanels(results[0])
	} else {
		panels, err = comparisonPanels(results)
	}
	if err != nil {
		return err
	}
	h := vg.Length(len(panels)) * panelShare
	grid := make([][]*plot.Plot, len(panels))
	for i, p := range panels {
		grid[i] = []*plot.Plot{p}
	}
	tiles := draw.Tiles{Rows: len(panels), Cols: 1, PadY: vg.Points(6), PadTop: vg.Points(4), PadBottom: vg.Points(4), PadLeft: vg.Points(4), PadRight: vg.Points(8)}
	return writeCanvas(name, chartWidth, h, func(dc draw.Canvas) { drawGrid(grid, tiles, dc) })
}

// checkChartFile checks a --chart file name before any work is done: a name ending in .png
// or .svg, in a folder that exists.
func checkChartFile(name string) error {
	if ext := strings.ToLower(filepath.Ext(name)); name == "-" || ext != ".png" && ext != ".svg" {
		return usagef("--chart %q: expected a file name ending in .png or .svg", name)
	}
	dir := filepath.Dir(name)
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return usagef("--chart %q: folder %q does not exist", name, dir)
	}
	return nil
}

// writeCanvas writes a picture of w by h that paint draws to name, whole or not at all: SVG
// for a name ending in .svg, else PNG at 96 dots an inch.
func writeCanvas(name string, w, h vg.Length, paint func(draw.Canvas)) error {
	return safefile.Write(name, func(f io.Writer) error {
		if strings.ToLower(filepath.Ext(name)) == ".svg" {
			c := vgsvg.New(w, h)
			paint(draw.New(c))
			_, err := c.WriteTo(f)
			return err
		}
		c := vgimg.NewWith(vgimg.UseWH(w, h), vgimg.UseDPI(96))
		paint(draw.New(c))
		_, err := vgimg.PngCanvas{Canvas: c}.WriteTo(f)
		return err
	})
}

// drawGrid draws the panels one under the other.
func drawGrid(grid [][]*plot.Plot, tiles draw.Tiles, dc draw.Canvas) {
	canvases := plot.Align(grid, tiles, dc)
	for i := range grid {
		grid[i][0].Draw(canvases[i][0])
	}
}

// newPanel starts a panel with a title and axis labels.
func newPanel(title, x, y string) *plot.Plot {
	p := plot.New()
	p.Title.Text = title
	p.X.Label.Text = x
	p.Y.Label.Text = y
	p.Legend.Top = true
	p.Legend.Left = false
	p.Legend.TextStyle.Font.Size = vg.Points(9)
	p.Legend.ThumbnailWidth = vg.Points(12)
	p.Y.Min = 0
	return p
}

// addBars adds one grouped bar series per row of values: series i of k is
// offset so that the k bars of each category stand side by side.
func addBars(p *plot.Plot, categories []string, names []string, values [][]float64, colors []color.Color) error {
	k := len(values)
	slot := (chartWidth - vg.Inch) / vg.Length(max(len(categories), 1))
	width := min(slot*0.8/vg.Length(k), vg.Points(28))
	for i, vs := range values {
		bars, err := plotter.NewBarChart(plotter.Values(vs), width)
		if err != nil {
			return err
		}
		bars.Color = colors[i]
		bars.LineStyle.Width = 0
		bars.Offset = width * (vg.Length(i) - vg.Length(k-1)/2)
		p.Add(bars)
		p.Legend.Add(names[i], bars)
	}
	p.NominalX(categories...)
	p.Y.Max *= 1 + 0.2*float64(k) // room for the legend
	return nil
}

// integerTicks marks whole numbers on an axis, at most about ten of them, a round step apart
// (1, 2, 5, 10, 20, 50, ...): the axes that count games or moves, which are whole.
type integerTicks struct{}

// Ticks returns the ticks between min and max.
func (integerTicks) Ticks(lo, hi float64) []plot.Tick {
	step := roundStep(hi - lo)
	var out []plot.Tick
	for x := int(math.Ceil(lo/float64(step))) * step; float64(x) <= hi; x += step {
		out = append(out, plot.Tick{Value: float64(x), Label: strconv.Itoa(x)})
	}
	return out
}

// roundStep is the smallest of 1, 2, 5, 10, 20, 50, ... that marks span with at most ten
// steps.
func roundStep(span float64) int {
	for scale := 1; ; scale *= 10 {
		for _, m := range []int{1, 2, 5} {
			if step := m * scale; float64(step)*10 >= span || step >= math.MaxInt/100 {
				return step
			}
		}
	}
}

// resultPanels are the panels of one result.
func resultPanels(r *arena.Result) ([]*plot.Plot, error) {
	c := r.Config
	sums := r.Summaries()
	if len(c.First) == 1 {
		sums = sums[:1]
	}
	title := fmt.Sprintf("%s: red %s, blue %s, %d games per first player", c.Spec, c.Red, c.Blue, c.Games)

	// Wins by first player.
	wins := newPanel(title, "", "games won")
	var cats []string
	red, blue, none := make([]float64, len(sums)), make([]float64, len(sums)), make([]float64, len(sums))
	anyNone := false
	for i, s := range sums {
		cats = append(cats, s.First+" first")
		if s.First == "all" {
			cats[i] = "all games"
		}
		red[i], blue[i], none[i] = float64(s.RedWins), float64(s.BlueWins), float64(s.NoWinner)
		anyNone = anyNone || s.NoWinner > 0
	}
	names := []string{"red wins", "blue wins"}
	values := [][]float64{red, blue}
	colors := []color.Color{redShades[1], blueShades[1]}
	if anyNone {
		names, values, colors = append(names, "no winner"), append(values, none), append(colors, greyShade)
	}
	if err := addBars(wins, cats, names, values, colors); err != nil {
		return nil, err
	}
	wins.Y.Tick.Marker = integerTicks{} // games are whole

	// Game lengths, one histogram per first player.
	lengths := newPanel("", "game length (moves)", "games")
	lo, hi := 1<<30, 0
	for _, first := range c.First {
		if l, h := r.Lengths(first).Range(); h >= l {
			lo, hi = min(lo, l), max(hi, h)
		}
	}
	for _, first := range c.First {
		h := &plotter.Histogram{Width: 1, FillColor: withAlpha(firstShade(first, 1), 140)}
		counts := r.Lengths(first)
		for x := lo; x <= hi; x++ {
			h.Bins = append(h.Bins, plotter.HistogramBin{Min: float64(x) - 0.5, Max: float64(x) + 0.5, Weight: float64(counts.Count(x))})
		}
		h.LineStyle.Width = 0
		lengths.Add(h)
		lengths.Legend.Add(first.String()+" first", h)
	}
	lengths.X.Tick.Marker = integerTicks{}
	lengths.Y.Tick.Marker = integerTicks{}
	lengths.Y.Max *= 1.3
	panels := []*plot.Plot{wins, lengths}

	// Rule usage per game.
	type labelled struct {
		player core.Player
		label  string
	}
	var labels []labelled
	players := 0
	for _, p := range []core.Player{core.Red, core.Blue} {
		var ls []string
		for _, s := range sums {
			for l := range s.Player(p).Rules {
				if !slices.Contains(ls, l) {
					ls = append(ls, l)
				}
			}
		}
		arena.SortLabels(ls)
		for _, l := range ls {
			labels = append(labels, labelled{p, l})
		}
		if len(ls) > 0 {
			players++
		}
	}
	if len(labels) == 0 {
		return panels, nil
	}
	rules := newPanel("", "rule", "uses per game")
	cats, names, values, colors = nil, nil, nil, nil
	for _, l := range labels {
		name := l.label
		if players > 1 {
			name = l.player.String()[:1] + " " + l.label
		}
		cats = append(cats, name)
	}
	for _, first := range c.First {
		var s arena.Summary
		for _, x := range sums {
			if x.First == first.String() {
				s = x
			}
		}
		var vs []float64
		for _, l := range labels {
			vs = append(vs, s.Player(l.player).Rules[l.label])
		}
		names, values, colors = append(names, first.String()+" first"), append(values, vs), append(colors, firstShade(first, 1))
	}
	if err := addBars(rules, cats, names, values, colors); err != nil {
		return nil, err
	}
	return append(panels, rules), nil
}

// comparisonPanels are the panels of several results: a category per
// board, a bar series per red player and first player.
func comparisonPanels(results []*arena.Result) ([]*plot.Plot, error) {
	type series struct {
		red   string
		first string
	}
	var boards []string
	var keys []series
	reds := map[string]int{} // the shade of each red player
	for _, r := range results {
		b := r.Config.Spec.String()
		if !slices.Contains(boards, b) {
			boards = append(boards, b)
		}
		if _, ok := reds[r.Config.Red]; !ok {
			reds[r.Config.Red] = len(reds)
		}
		for _, p := range r.Config.First {
			if k := (series{r.Config.Red, p.String()}); !slices.Contains(keys, k) {
				keys = append(keys, k)
			}
		}
	}
	lookup := func(k series, board string) (arena.Summary, bool) {
		for _, r := range results {
			if r.Config.Red == k.red && r.Config.Spec.String() == board {
				for _, s := range r.Summaries() {
					if s.First == k.first {
						return s, true
					}
				}
			}
		}
		return arena.Summary{}, false
	}
	measures := []struct {
		title, y string
		value    func(arena.Summary) float64
	}{
		{"red wins", "% of games", func(s arena.Summary) float64 { return 100 * float64(s.RedWins) / float64(s.Games) }},
		{"game length", "mean moves", func(s arena.Summary) float64 { return s.Length.Mean }},
		{"red winning path (games red won)", "mean cells", func(s arena.Summary) float64 { return s.RedPath.Mean }},
	}
	var names []string
	var colors []color.Color
	for _, k := range keys {
		names = append(names, fmt.Sprintf("%s, %s first", k.red, k.first))
		first, _ := core.ParsePlayer(k.first)
		shade := reds[k.red]
		if len(reds) == 1 {
			shade = 1
		}
		colors = append(colors, firstShade(first, shade))
	}
	var panels []*plot.Plot
	for i, m := range measures {
		x := ""
		if i == len(measures)-1 {
			x = "board"
		}
		p := newPanel(m.title, x, m.y)
		var values [][]float64
		for _, k := range keys {
			vs := make([]float64, len(boards))
			for j, b := range boards {
				if s, ok := lookup(k, b); ok {
					vs[j] = m.value(s)
				}
			}
			values = append(values, vs)
		}
		if err := addBars(p, boards, names, values, colors); err != nil {
			return nil, err
		}
		if i > 0 {
			p.Legend = plot.NewLegend()
		}
		panels = append(panels, p)
	}
	if len(reds) == 1 {
		rules, err := comparedRulePanels(results, boards)
		if err != nil {
			return nil, err
		}
		panels = append(panels, rules...)
	}
	return panels, nil
}

// comparedRulePanels show, for results of one red player, each rule's
// uses per game on each board: a panel per first player.
func comparedRulePanels(results []*arena.Result, boards []string) ([]*plot.Plot, error) {
	var maps []map[string]float64
	for _, r := range results {
		for _, s := range r.Summaries() {
			maps = append(maps, s.Player(core.Red).Rules)
		}
	}
	var labels []string
	for _, m := range maps {
		for l := range m {
			if !slices.Contains(labels, l) {
				labels = append(labels, l)
			}
		}
	}
	if len(labels) == 0 {
		return nil, nil
	}
	arena.SortLabels(labels)
	var panels []*plot.Plot
	for _, first := range []core.Player{core.Red, core.Blue} {
		var names []string
		var values [][]float64
		var colors []color.Color
		for _, r := range results {
			for _, s := range r.Summaries() {
				if s.First != first.String() {
					continue
				}
				vs := make([]float64, len(labels))
				for i, l := range labels {
					vs[i] = s.Player(core.Red).Rules[l]
				}
				names, values = append(names, r.Config.Spec.String()), append(values, vs)
				colors = append(colors, gradient(first, slices.Index(boards, r.Config.Spec.String()), len(boards)))
			}
		}
		if len(values) == 0 {
			continue
		}
		p := newPanel(fmt.Sprintf("red %s: rule uses per game, %v first", results[0].Config.Red, first), "rule", "uses per game")
		if err := addBars(p, labels, names, values, colors); err != nil {
			return nil, err
		}
		panels = append(panels, p)
	}
	return panels, nil
}

// gradient is colour i of k from light to dark in first's hue.
func gradient(first core.Player, i, k int) color.Color {
	light, dark := redShades[0], redShades[2]
	if first == core.Blue {
		light, dark = blueShades[0], blueShades[2]
	}
	t := 0.0
	if k > 1 {
		t = float64(i) / float64(k-1)
	}
	mix := func(a, b uint8) uint8 { return uint8(float64(a) + t*(float64(b)-float64(a))) }
	return color.RGBA{mix(light.R, dark.R), mix(light.G, dark.G), mix(light.B, dark.B), 255}
}

// firstShade is the colour of games first began: vermillion for Red,
// blue for Blue, in shade 0 (light) to 2 (dark).
func firstShade(first core.Player, shade int) color.Color {
	shades := redShades
	if first == core.Blue {
		shades = blueShades
	}
	return shades[shade%len(shades)]
}

// withAlpha returns c with opacity a (premultiplied).
func withAlpha(c color.Color, a uint8) color.Color {
	r, g, b, _ := c.RGBA()
	f := float64(a) / 255
	return color.RGBA{uint8(float64(r>>8) * f), uint8(float64(g>>8) * f), uint8(float64(b>>8) * f), a}
}
