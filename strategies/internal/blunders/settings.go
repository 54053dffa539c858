package main

import (
	"context"
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
	"github.com/hexlab/hexlab/strategies/engine"
)

// settingChanges are the engine settings -settings names, each a change to mcts's options
// with a thinking time (strategies.TimedOptions); "mcts" is those options unchanged. A name
// may join several with "+": "fillin+pp".
var settingChanges = map[string]func(*engine.Options){
	"mcts":       func(*engine.Options) {},
	"fillin":     func(o *engine.Options) { o.FillIn = true },
	"nofillin":   func(o *engine.Options) { o.FillIn = false },
	"rootfillin": func(o *engine.Options) { o.FillIn, o.RootFillIn = false, true },
	"pp":         func(o *engine.Options) { o.PatternPlayouts = true },
	"pb":         func(o *engine.Options) { o.ProgressiveBias = 2.47 },
	"answers":    func(o *engine.Options) { o.Answers = true },
	"edges":      func(o *engine.Options) { o.EdgeProofs = 1000 },
	"edgetree":   func(o *engine.Options) { o.EdgeProofs, o.EdgeProofsAt = 300, 2000 },
	"k32":        func(o *engine.Options) { o.KnowledgeAt = 32 },
	"k512":       func(o *engine.Options) { o.KnowledgeAt = 512 },
	"noknow":     func(o *engine.Options) { o.NoKnowledge = true },
	"nofull":     func(o *engine.Options) { o.FullPlayouts = false },
	"noinferior": func(o *engine.Options) { o.LocalInferior, o.InferiorPlayouts = false, false },
}

// settingNames lists the names settingChanges knows, for the usage line.
func settingNames() string {
	var names []string
	for n := range settingChanges {
		names = append(names, n)
	}
	slices.Sort(names)
	return strings.Join(names, ", ")
}

// engineSetting returns the options the setting named name gives the engine on spec.
func engineSetting(name string, spec core.Spec) (engine.Options, error) {
	opts := strategies.TimedOptions(spec)
	for _, part := range strings.Split(name, "+") {
		change, ok := settingChanges[part]
		if !ok {
			return opts, fmt.Errorf("setting %q: unknown (known: %s)", part, settingNames())
		}
		change(&opts)
	}
	return opts, nil
}

// settingValues returns the value the engine with the setting named name gives each of the
// positions, a search of think (or of playouts, when think is 0) each, one at a time: the
// chosen move's value for the mover, 0 where the search proves the position lost.
func settingValues(name string, positions []position, think time.Duration, playouts int, seed uint64) ([]float64, error) {
	values := make([]float64, len(positions))
	bar := newBar(len(positions), name+"'s values")
	defer bar.Finish()
	for i, p := range positions {
		opts, err := engineSetting(name, p.board.Spec())
		if err != nil {
			return nil, err
		}
		opts.Time, opts.Playouts, opts.Seed = think, playouts, seed+uint64(i)
		g, err := p.game()
		if err != nil {
			return nil, err
		}
		r, err := engine.New(p.board, false, opts).Search(context.Background(), g.Position(), p.toMove())
		if err != nil {
			return nil, fmt.Errorf("%s, position %s: %w", name, p.key(), err)
		}
		values[i] = r.Value
		if r.Lost {
			values[i] = 0
		}
		bar.Add(1)
	}
	return values, nil
}

// settingScore is one setting's values of the won positions and of the lost ones.
type settingScore struct {
	name       string
	won, lost  []float64
	squaredErr []float64 // each position's squared error, the won ones first
}

// newSettingScore gathers the values of a setting.
func newSettingScore(name string, won, lost []float64) settingScore {
	s := settingScore{name: name, won: won, lost: lost}
	for _, v := range won {
		s.squaredErr = append(s.squaredErr, (1-v)*(1-v))
	}
	for _, v := range lost {
		s.squaredErr = append(s.squaredErr, v*v)
	}
	return s
}

// pairedDifference returns the mean of a's squared errors less b's, position by position,
// and its standard error: how much better b sees who wins than a, and how sure that is.
func pairedDifference(a, b []float64) (mean, stderr float64) {
	n := len(a)
	if n == 0 || n != len(b) {
		return math.NaN(), math.NaN()
	}
	for i := range a {
		mean += a[i] - b[i]
	}
	mean /= float64(n)
	if n < 2 {
		return mean, math.NaN()
	}
	ss := 0.0
	for i := range a {
		d := a[i] - b[i] - mean
		ss += d * d
	}
	return mean, math.Sqrt(ss/float64(n-1)) / math.Sqrt(float64(n))
}

// reportSettings writes each setting's mean values and Brier score, and each one's
// difference from the first, position by position.
func reportSettings(w io.Writer, scores []settingScore) {
	fmt.Fprintln(w, "\n| setting | mean value, won | mean value, lost | Brier score | Brier less the first's (standard error) |")
	fmt.Fprintln(w, "|---|---|---|---|---|")
	for i, s := range scores {
		diff := "(the reference)"
		if i > 0 {
			m, se := pairedDifference(s.squaredErr, scores[0].squaredErr)
			diff = fmt.Sprintf("%+.4f (%.4f)", m, se)
		}
		fmt.Fprintf(w, "| %s | %.3f | %.3f | %.4f | %s |\n", s.name, meanOf(s.won), meanOf(s.lost), brier(s.won, s.lost), diff)
	}
}
