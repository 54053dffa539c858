package main

import (
	"image/color"
	"math"
	"path/filepath"
	"strconv"

	"github.com/hexlab/hexlab/strategies/network/training"
	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	"gonum.org/v1/plot/vg/draw"
)

// drawTrainCharts draws a run's log into its folder: loss.png (the policy and the value
// losses by step, training and held-out) and accuracy.png (the held-out top-1 move accuracy
// by step, the training batches', and the learned patterns' on the same held-out positions),
// with a thin grey line where each round of roundSteps steps ends. Each is written whole; a
// log with nothing in it yet draws nothing.
func drawTrainCharts(dir string, log training.Log, roundSteps int) error {
	if len(log.Train) == 0 && len(log.HeldOut) == 0 {
		return nil
	}
	policy, err := lossPanel("policy loss (cross-entropy, nats)", log,
		func(p training.TrainPoint) float64 { return p.Policy }, func(p training.HeldOutPoint) float64 { return p.Policy })
	if err != nil {
		return err
	}
	value, err := lossPanel("value loss (binary cross-entropy, nats)", log,
		func(p training.TrainPoint) float64 { return p.Value }, func(p training.HeldOutPoint) float64 { return p.Value })
	if err != nil {
		return err
	}
	accuracy, err := accuracyPanel(log)
	if err != nil {
		return err
	}
	for _, p := range []*plot.Plot{policy, value, accuracy} {
		if err := roundLines(p, roundSteps); err != nil {
			return err
		}
	}
	if err := drawPanels(filepath.Join(dir, trainLossChart), policy, value); err != nil {
		return err
	}
	return drawPanels(filepath.Join(dir, trainAccuracyChart), accuracy)
}

// drawPanels writes the panels one under the other to name.
func drawPanels(name string, panels ...*plot.Plot) error {
	grid := make([][]*plot.Plot, len(panels))
	for i, p := range panels {
		grid[i] = []*plot.Plot{p}
	}
	tiles := draw.Tiles{Rows: len(panels), Cols: 1, PadY: vg.Points(6), PadTop: vg.Points(4), PadBottom: vg.Points(4), PadLeft: vg.Points(4), PadRight: vg.Points(8)}
	h := vg.Length(len(panels)) * panelShare * 1.25
	return writeCanvas(name, chartWidth, h, func(dc draw.Canvas) { drawGrid(grid, tiles, dc) })
}

// lossPanel draws one loss by step: the training batches' (a thin light line, each point the
// mean of the steps since the one before) and the held-out positions' (a dark line with dots).
func lossPanel(title string, log training.Log, train func(training.TrainPoint) float64, held func(training.HeldOutPoint) float64) (*plot.Plot, error) {
	p := newPanel(title, "step", "nats")
	trainXY := make(plotter.XYs, len(log.Train))
	for i, pt := range log.Train {
		trainXY[i] = plotter.XY{X: float64(pt.Step), Y: train(pt)}
	}
	heldXY := make(plotter.XYs, len(log.HeldOut))
	for i, pt := range log.HeldOut {
		heldXY[i] = plotter.XY{X: float64(pt.Step), Y: held(pt)}
	}
	if err := addTrainLine(p, "training batches", trainXY, blueShades[0], false); err != nil {
		return nil, err
	}
	if err := addTrainLine(p, "held-out positions", heldXY, blueShades[2], true); err != nil {
		return nil, err
	}
	p.Y.Max = highest(trainXY, heldXY)*1.3 + 0.01 // room for the legend
	stepAxis(p, log)
	return p, nil
}

// accuracyPanel draws the top-1 move accuracy by step: the network's on the held-out
// positions, on the training batches, and the learned patterns' on the same held-out
// positions (a grey dashed line; it changes only when a round's window changes them).
func accuracyPanel(log training.Log) (*plot.Plot, error) {
	p := newPanel("top-1 move accuracy: the network's first move is the target's", "step", "positions")
	var trainXY, heldXY, patternXY plotter.XYs
	for _, pt := range log.Train {
		trainXY = append(trainXY, plotter.XY{X: float64(pt.Step), Y: pt.Top1})
	}
	for _, pt := range log.HeldOut {
		heldXY = append(heldXY, plotter.XY{X: float64(pt.Step), Y: pt.Top1})
		patternXY = append(patternXY, plotter.XY{X: float64(pt.Step), Y: pt.Patterns})
	}
	if err := addTrainLine(p, "network, training batches", trainXY, redShades[0], false); err != nil {
		return nil, err
	}
	if err := addTrainLine(p, "network, held-out positions", heldXY, redShades[2], true); err != nil {
		return nil, err
	}
	if len(patternXY) > 0 {
		l, err := plotter.NewLine(patternXY)
		if err != nil {
			return nil, err
		}
		l.Color, l.Width, l.Dashes = greyShade, vg.Points(1.5), []vg.Length{vg.Points(5), vg.Points(3)}
		l.StepStyle = plotter.PostStep
		p.Add(l)
		p.Legend.Add("learned patterns, held-out positions", l)
	}
	p.Y.Min, p.Y.Max = 0, min(1, highest(trainXY, heldXY, patternXY)*1.35+0.02) // room for the legend
	p.Y.Tick.Marker = percentTicks{}
	stepAxis(p, log)
	return p, nil
}

// addTrainLine adds a line of xys to p, with dots at its points when dots is set; nothing for
// no points.
func addTrainLine(p *plot.Plot, name string, xys plotter.XYs, c color.Color, dots bool) error {
	if len(xys) == 0 {
		return nil
	}
	l, s, err := plotter.NewLinePoints(xys)
	if err != nil {
		return err
	}
	l.Color, l.Width = c, vg.Points(1)
	if dots {
		l.Width = vg.Points(1.5)
		s.GlyphStyle = draw.GlyphStyle{Color: c, Radius: vg.Points(2.5), Shape: draw.CircleGlyph{}}
		p.Add(l, s)
		p.Legend.Add(name, l, s)
		return nil
	}
	p.Add(l)
	p.Legend.Add(name, l)
	return nil
}

// highest returns the largest Y of the lines, 0 for none.
func highest(lines ...plotter.XYs) float64 {
	top := 0.0
	for _, xys := range lines {
		for _, xy := range xys {
			top = max(top, xy.Y)
		}
	}
	return top
}

// stepAxis sets p's step axis from 0 to the log's last step, in whole steps.
func stepAxis(p *plot.Plot, log training.Log) {
	last := 1
	if n := len(log.Train); n > 0 {
		last = max(last, log.Train[n-1].Step)
	}
	if n := len(log.HeldOut); n > 0 {
		last = max(last, log.HeldOut[n-1].Step)
	}
	p.X.Min, p.X.Max = 0, float64(last)
	p.X.Tick.Marker = integerTicks{}
}

// roundLines draws a thin grey line across p at the end of each round of roundSteps steps
// within its step axis.
func roundLines(p *plot.Plot, roundSteps int) error {
	if roundSteps < 1 {
		return nil
	}
	for x := float64(roundSteps); x < p.X.Max; x += float64(roundSteps) {
		l, err := plotter.NewLine(plotter.XYs{{X: x, Y: p.Y.Min}, {X: x, Y: p.Y.Max}})
		if err != nil {
			return err
		}
		l.Color, l.Width = color.Gray{Y: 210}, vg.Points(0.75)
		p.Add(l)
	}
	return nil
}

// percentTicks marks shares from 0 to 1 as percentages, every tenth (every 5% under 30%).
type percentTicks struct{}

// Ticks returns the ticks between lo and hi.
func (percentTicks) Ticks(lo, hi float64) []plot.Tick {
	step := 0.1
	if hi-lo < 0.3 {
		step = 0.05
	}
	var out []plot.Tick
	for k := 0; float64(k)*step <= hi+1e-9; k++ {
		if v := float64(k) * step; v >= lo-1e-9 {
			out = append(out, plot.Tick{Value: v, Label: formatPercent(v)})
		}
	}
	return out
}

// formatPercent writes a share as a whole percentage.
func formatPercent(v float64) string {
	return strconv.Itoa(int(math.Round(v*100))) + "%"
}
