package training

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/hexlab/hexlab/strategies/network"
)

// Config is what decides a training run's result: the same Config, network and records give
// the same network, bit for bit, whatever the number of workers and however often the run is
// stopped and resumed.
type Config struct {
	// Batch is the number of samples a step.
	Batch int
	// Seed seeds the draws of the batches and of their symmetries.
	Seed uint64
	// Schedule is the learning rate by step.
	Schedule Schedule
	// ValueWeight weighs the value loss against the policy loss.
	ValueWeight float32
	// WeightDecay is Adam's decoupled weight decay.
	WeightDecay float64
	// LogEvery is the number of steps each entry of the training log sums.
	LogEvery int
}

// MaxBatch bounds Config.Batch.
const MaxBatch = 1 << 16

// Validate returns an error naming what is out of range in c.
func (c Config) Validate() error {
	switch {
	case c.Batch < 1 || c.Batch > MaxBatch:
		return fmt.Errorf("batch of %d samples: want 1 to %d", c.Batch, MaxBatch)
	case !(c.ValueWeight >= 0) || c.ValueWeight > 100:
		return fmt.Errorf("value weight %g: want 0 to 100", c.ValueWeight)
	case !(c.WeightDecay >= 0) || c.WeightDecay > 1:
		return fmt.Errorf("weight decay %g: want 0 to 1", c.WeightDecay)
	case c.LogEvery < 1:
		return fmt.Errorf("a log entry every %d steps: want at least 1", c.LogEvery)
	}
	return c.Schedule.Validate()
}

// chunkSize is the number of samples whose gradients one worker sums before the sum joins the
// batch's. The batch is cut into chunks of this size whatever the number of workers, and the
// chunks' sums are added in their order, so the float32 sums (which depend on the order of
// the additions) do not depend on the workers or on their timing.
const chunkSize = 8

// Trainer trains a network by minibatches of samples drawn from a Set, with Adam.
type Trainer struct {
	// Net is the network trained, changed in place by each step.
	Net *network.Network
	// Adam is the optimiser, with its moments.
	Adam *network.Adam
	// Step is the number of steps taken.
	Step int
	// Log is the run's record of its losses.
	Log Log

	cfg     Config
	source  *rand.PCG
	rng     *rand.Rand
	workers int
	evals   []*network.Evaluator
	buffers [][]float32 // each worker's gradient of the chunk it works on
	grad    []float32   // the batch's gradient
	last    network.Loss
}

// rngStream is the PCG's second seed word: the batches' stream, apart from the network's
// initial weights (network.New) drawn from the same seed.
const rngStream = 0x7472616973

// NewTrainer returns a trainer of net, at step 0 with a fresh optimiser, that evaluates each
// batch on workers goroutines.
func NewTrainer(net *network.Network, cfg Config, workers int) (*Trainer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	adam := network.NewAdam(net)
	adam.WeightDecay = cfg.WeightDecay
	source := rand.NewPCG(cfg.Seed, rngStream)
	return newTrainer(net, adam, source, cfg, workers)
}

// newTrainer assembles a trainer.
func newTrainer(net *network.Network, adam *network.Adam, source *rand.PCG, cfg Config, workers int) (*Trainer, error) {
	if workers < 1 {
		return nil, fmt.Errorf("%d workers: want at least 1", workers)
	}
	t := &Trainer{Net: net, Adam: adam, cfg: cfg, source: source, rng: rand.New(source), workers: workers,
		grad: make([]float32, len(net.Params()))}
	for range workers {
		t.evals = append(t.evals, net.NewEvaluator())
		t.buffers = append(t.buffers, make([]float32, len(net.Params())))
	}
	return t, nil
}

// Config returns the trainer's settings.
func (t *Trainer) Config() Config { return t.cfg }

// Workers returns the number of goroutines a batch is evaluated on.
func (t *Trainer) Workers() int { return t.workers }

// Train takes steps until Step reaches until, each on a batch drawn from set, and calls
// after (when not nil) after each one; an error of after's stops the run and is returned.
// When ctx is done, Train returns its error after the step under way: the trainer is then
// whole, as after any step, and can be checkpointed.
func (t *Trainer) Train(ctx context.Context, set *Set, until int, after func() error) error {
	if set.Len() == 0 {
		return errors.New("training: no training positions")
	}
	for t.Step < until {
		if err := ctx.Err(); err != nil {
			return err
		}
		if err := t.step(set); err != nil {
			return err
		}
		if after != nil {
			if err := after(); err != nil {
				return err
			}
		}
	}
	return nil
}

// draw is one sample of a batch: a position of the set and the symmetry it is seen through.
type draw struct{ record, symmetry int }

// LastLoss returns the loss of the last step's batch.
func (t *Trainer) LastLoss() network.Loss { return t.last }

// step takes one step on a batch drawn from set. A loss that is not a number (the run has
// diverged) stops the run before the step changes the network.
func (t *Trainer) step(set *Set) error {
	b := t.cfg.Batch
	draws := make([]draw, b)
	for i := range draws {
		r := t.rng.IntN(set.Len())
		draws[i] = draw{record: r, symmetry: t.rng.IntN(len(set.symmetries(r)))}
	}
	loss := t.gradient(set, draws)
	if !finite(loss.Policy) || !finite(loss.Value) {
		return fmt.Errorf("training: the loss of step %d is not a number (policy %v, value %v): the run diverged; a smaller learning rate may help", t.Step+1, loss.Policy, loss.Value)
	}
	rate := t.cfg.Schedule.Rate(t.Step)
	t.Adam.Step(t.Net, t.grad, b, rate)
	t.Step++
	t.last = loss
	t.Log.addStep(t.Step, rate, loss, t.cfg.LogEvery)
	return nil
}

// finite reports whether x is a number, and not an infinity.
func finite(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }

// gradient sets t.grad to the gradient of the batch draws names, summed over its samples, and
// returns its loss. The workers take the chunks in turn; each sums its chunk's gradients into
// its own buffer and adds the buffer to the batch's sum when the chunks before have been
// added, so the sum is the same whatever the workers and their timing.
func (t *Trainer) gradient(set *Set, draws []draw) network.Loss {
	chunks := (len(draws) + chunkSize - 1) / chunkSize
	clear(t.grad)
	var (
		mu    sync.Mutex
		turn  = sync.NewCond(&mu)
		next  int // the next chunk to take
		added int // the chunks added to the sum so far
		total network.Loss
		wg    sync.WaitGroup
	)
	for w := range min(t.workers, chunks) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			eval, buf := t.evals[w], t.buffers[w]
			for {
				mu.Lock()
				k := next
				next++
				mu.Unlock()
				if k >= chunks {
					return
				}
				clear(buf)
				var loss network.Loss
				for _, d := range draws[k*chunkSize : min((k+1)*chunkSize, len(draws))] {
					loss.Add(eval.Gradient(set.sample(d), buf, t.cfg.ValueWeight))
				}
				mu.Lock()
				for added != k {
					turn.Wait()
				}
				for i, g := range buf {
					t.grad[i] += g
				}
				total.Add(loss)
				added++
				turn.Broadcast()
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return total
}

// Progress is what a run reports as it goes: where it is and how fast it goes.
type Progress struct {
	Step, Until int
	// Rate is the learning rate of the last step.
	Rate float64
	// Loss sums the losses of the batches since the last report.
	Loss network.Loss
	// SamplesPerSecond is the training speed since the last report.
	SamplesPerSecond float64
	// Left is the time the steps up to Until will take at that speed.
	Left time.Duration
}

// Meter measures a run's speed between reports.
type Meter struct {
	since time.Time
	step  int
	loss  network.Loss
}

// NewMeter starts measuring at step.
func NewMeter(step int) *Meter { return &Meter{since: time.Now(), step: step} }

// Add counts the loss of t's last step.
func (m *Meter) Add(t *Trainer) { m.loss.Add(t.last) }

// Report returns the progress from the meter's start to t's step, and starts again.
func (m *Meter) Report(t *Trainer, until int) Progress {
	now := time.Now()
	p := Progress{Step: t.Step, Until: until, Rate: t.cfg.Schedule.Rate(max(t.Step-1, 0)), Loss: m.loss}
	if secs := now.Sub(m.since).Seconds(); secs > 0 && t.Step > m.step {
		p.SamplesPerSecond = float64((t.Step-m.step)*t.cfg.Batch) / secs
		p.Left = time.Duration(float64(until-t.Step) * float64(t.cfg.Batch) / p.SamplesPerSecond * float64(time.Second))
	}
	*m = Meter{since: now, step: t.Step}
	return p
}

// Set is the positions a run trains on: records, each seen through any of its board's
// symmetries (network.Symmetries). A record becomes a sample only when a batch draws it, so a
// set holds its records' moves, not their positions.
type Set struct {
	records []Record
	// board[i] indexes record i's board's symmetries in syms.
	board []int32
	syms  [][]network.Symmetry
}

// NewSet returns the set of recs, each checked: a record that does not make a sample is an
// error that names it.
func NewSet(recs []Record) (*Set, error) {
	s := &Set{records: recs, board: make([]int32, len(recs))}
	seen := map[string]int32{}
	for i, r := range recs {
		x, err := r.Sample()
		if err != nil {
			return nil, fmt.Errorf("training: record %d (game %q, %s): %w", i+1, r.Game, r.Source, err)
		}
		spec := x.Pos.Board().Spec().String()
		k, ok := seen[spec]
		if !ok {
			k = int32(len(s.syms))
			seen[spec] = k
			s.syms = append(s.syms, network.Symmetries(x.Pos.Board()))
		}
		s.board[i] = k
	}
	return s, nil
}

// Len returns the number of records in s.
func (s *Set) Len() int { return len(s.records) }

// symmetries returns the symmetries of record i's board.
func (s *Set) symmetries(i int) []network.Symmetry { return s.syms[s.board[i]] }

// sample returns the sample d draws: its record seen through its symmetry.
func (s *Set) sample(d draw) network.Sample {
	x, err := s.records[d.record].Sample()
	if err != nil {
		panic("training: a record NewSet checked no longer makes a sample: " + err.Error())
	}
	return s.symmetries(d.record)[d.symmetry].Apply(x)
}

// SplitHeldOut cuts recs into the records to train on and the held-out ones, by game
// (HeldOut(game, share)): the positions of one game all go the same way, so that the held-out
// positions are of games the network has not seen.
func SplitHeldOut(recs []Record, share float64) (train, held []Record) {
	for _, r := range recs {
		if HeldOut(r.Game, share) {
			held = append(held, r)
		} else {
			train = append(train, r)
		}
	}
	return train, held
}

// Log is a run's record of its losses: the training losses, each entry the mean over
// Config.LogEvery steps, and the held-out measures.
type Log struct {
	Train   []TrainPoint   `json:"train"`
	HeldOut []HeldOutPoint `json:"held_out"`
	// Pending sums the steps since the last training entry, so that a resumed run logs what
	// the run it resumes would have.
	Pending network.Loss `json:"pending"`
}

// TrainPoint is an entry of the training log: the mean losses and the top-1 share of the
// batches of the steps up to Step since the entry before.
type TrainPoint struct {
	Step    int     `json:"step"`
	Rate    float64 `json:"rate"`
	Policy  float64 `json:"policy"`
	Value   float64 `json:"value"`
	Top1    float64 `json:"top1"`
	Samples int     `json:"samples"`
}

// HeldOutPoint is a measure on the held-out positions after Step steps, in round Round: the
// network's mean losses and top-1 share, and the top-1 share of the engine's learned patterns
// on the same positions.
type HeldOutPoint struct {
	Step      int     `json:"step"`
	Round     int     `json:"round"`
	Policy    float64 `json:"policy"`
	Value     float64 `json:"value"`
	Top1      float64 `json:"top1"`
	Patterns  float64 `json:"patterns"`
	Positions int     `json:"positions"`
}

// addStep counts a step's loss, and writes an entry when step ends a run of every steps.
func (l *Log) addStep(step int, rate float64, loss network.Loss, every int) {
	l.Pending.Add(loss)
	if step%every != 0 || l.Pending.Samples == 0 {
		return
	}
	n := float64(l.Pending.Samples)
	l.Train = append(l.Train, TrainPoint{Step: step, Rate: rate, Policy: l.Pending.Policy / n,
		Value: l.Pending.Value / n, Top1: float64(l.Pending.Top1) / n, Samples: l.Pending.Samples})
	l.Pending = network.Loss{}
}
