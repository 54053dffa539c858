package training

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"time"

	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/network"
)

// Checkpoint is a training run's whole state: what a run killed at any moment resumes from,
// to go on exactly as if it had not stopped.
type Checkpoint struct {
	// Net is the network, Adam its optimiser with its moments.
	Net  *network.Network
	Adam *network.Adam
	// Step is the number of steps taken.
	Step int
	// RNG is the state of the generator that draws the batches (rand.PCG's MarshalBinary).
	RNG []byte
	// Log is the run's record of its losses.
	Log Log
	// Round is the round of self-play and training under way (the command's own count).
	Round int
	// Settings are the run's settings as its command writes them, compared when it resumes.
	Settings json.RawMessage
	// Elapsed is the time the run has taken, over all its sessions (the command's count).
	Elapsed time.Duration
}

// Checkpoint returns t's state, with the command's round and settings. It shares t's network
// and optimiser: write it before the next step.
func (t *Trainer) Checkpoint(round int, settings json.RawMessage, elapsed time.Duration) Checkpoint {
	state, err := t.source.MarshalBinary()
	if err != nil {
		panic("training: a PCG that cannot be marshalled: " + err.Error()) // PCG's never fails
	}
	return Checkpoint{Net: t.Net, Adam: t.Adam, Step: t.Step, RNG: state, Log: t.Log, Round: round, Settings: settings, Elapsed: elapsed}
}

// Resume returns a trainer that goes on from c with cfg (the run's own: the same as the run
// that wrote c), on workers goroutines.
func Resume(c Checkpoint, cfg Config, workers int) (*Trainer, error) {
	if err := cfg.Validate(); err != nil {
		return nil, err
	}
	source := &rand.PCG{}
	if err := source.UnmarshalBinary(c.RNG); err != nil {
		return nil, fmt.Errorf("training: the checkpoint's generator state: %w", err)
	}
	if c.Adam.WeightDecay != cfg.WeightDecay {
		return nil, fmt.Errorf("training: the checkpoint's weight decay is %g, the run's %g", c.Adam.WeightDecay, cfg.WeightDecay)
	}
	t, err := newTrainer(c.Net, c.Adam, source, cfg, workers)
	if err != nil {
		return nil, err
	}
	t.Step, t.Log = c.Step, c.Log
	return t, nil
}

// The checkpoint file: a first line "hexlab-checkpoint 1", then three sections, each its
// length as a little-endian uint64 and its bytes: a JSON header (step, round, generator
// state, log, settings), the network (network.Write) and the optimiser (network.Adam.Write);
// then the SHA-256 of everything before it, so that a file cut short or changed is refused
// before a byte of it is believed.
const checkpointMagic = "hexlab-checkpoint 1\n"

// Limits on a checkpoint file, so that a forged one cannot make a reader allocate without
// bound: the largest network (network.Shape's limits) with its optimiser is under 500 MiB.
const (
	maxCheckpoint = 1 << 30
	maxHeader     = 64 << 20
)

// checkpointHeader is the JSON header of a checkpoint file.
type checkpointHeader struct {
	Step     int             `json:"step"`
	Round    int             `json:"round"`
	RNG      []byte          `json:"rng"`
	Log      Log             `json:"log"`
	Settings json.RawMessage `json:"settings"`
	Elapsed  time.Duration   `json:"elapsed_ns"`
}

// WriteCheckpoint writes c to path, whole or not at all.
func WriteCheckpoint(path string, c Checkpoint) error {
	header, err := json.Marshal(checkpointHeader{Step: c.Step, Round: c.Round, RNG: c.RNG, Log: c.Log, Settings: c.Settings, Elapsed: c.Elapsed})
	if err != nil {
		return fmt.Errorf("training: the checkpoint's header: %w", err)
	}
	var net, adam bytes.Buffer
	if err := c.Net.Write(&net); err != nil {
		return err
	}
	if err := c.Adam.Write(&adam); err != nil {
		return err
	}
	return safefile.Write(path, func(w io.Writer) error {
		h := sha256.New()
		out := io.MultiWriter(w, h)
		if _, err := io.WriteString(out, checkpointMagic); err != nil {
			return err
		}
		for _, section := range [][]byte{header, net.Bytes(), adam.Bytes()} {
			if err := binary.Write(out, binary.LittleEndian, uint64(len(section))); err != nil {
				return err
			}
			if _, err := out.Write(section); err != nil {
				return err
			}
		}
		_, err := w.Write(h.Sum(nil))
		return err
	})
}

// CheckpointError is ReadCheckpoint's error for a file that is not a whole, well-formed
// checkpoint.
type CheckpointError struct {
	Path   string
	Reason string
}

func (e *CheckpointError) Error() string {
	return fmt.Sprintf("checkpoint %s: %s", e.Path, e.Reason)
}

// ReadCheckpoint reads the checkpoint at path. A file cut short, changed, of another format or
// past the limits is a *CheckpointError that says what is wrong; nothing in it is used before
// its checksum is found right, and no section is sized by the file's word alone.
func ReadCheckpoint(path string) (Checkpoint, error) {
	bad := func(format string, args ...any) error {
		return &CheckpointError{Path: path, Reason: fmt.Sprintf(format, args...)}
	}
	f, err := os.Open(path)
	if err != nil {
		return Checkpoint{}, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return Checkpoint{}, err
	}
	switch size := st.Size(); {
	case !st.Mode().IsRegular():
		return Checkpoint{}, bad("not a regular file")
	case size > maxCheckpoint:
		return Checkpoint{}, bad("%s, more than a checkpoint holds (%s)", safefile.Size(size), safefile.Size(maxCheckpoint))
	case size < int64(len(checkpointMagic))+3*8+sha256.Size:
		return Checkpoint{}, bad("%d bytes: cut short (the run was stopped while writing it, or it was cut since)", size)
	}
	// The checksum first, reading the file once as a stream.
	body := st.Size() - sha256.Size
	h := sha256.New()
	if _, err := io.Copy(h, io.LimitReader(f, body)); err != nil {
		return Checkpoint{}, err
	}
	sum := make([]byte, sha256.Size)
	if _, err := io.ReadFull(f, sum); err != nil {
		return Checkpoint{}, err
	}
	if !bytes.Equal(sum, h.Sum(nil)) {
		return Checkpoint{}, bad("its checksum does not match its content: the file is cut short or changed")
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return Checkpoint{}, err
	}
	r := bufio.NewReader(io.LimitReader(f, body))
	magic := make([]byte, len(checkpointMagic))
	if _, err := io.ReadFull(r, magic); err != nil || string(magic) != checkpointMagic {
		return Checkpoint{}, bad("not a checkpoint of this Hexlab (its first line is not %q)", checkpointMagic[:len(checkpointMagic)-1])
	}
	section := func(name string, limit uint64) (io.Reader, func() error, error) {
		var n uint64
		if err := binary.Read(r, binary.LittleEndian, &n); err != nil {
			return nil, nil, bad("the file ends before its %s", name)
		}
		if n > limit {
			return nil, nil, bad("its %s claims %d bytes, more than %d", name, n, limit)
		}
		lr := &io.LimitedReader{R: r, N: int64(n)}
		end := func() error {
			if lr.N != 0 {
				return bad("its %s ends %d bytes early", name, lr.N)
			}
			return nil
		}
		return lr, end, nil
	}
	var c Checkpoint
	hr, end, err := section("header", maxHeader)
	if err != nil {
		return c, err
	}
	var head checkpointHeader
	dec := json.NewDecoder(hr)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&head); err != nil {
		return c, bad("its header: %v", err)
	}
	if dec.More() {
		return c, bad("its header goes on past its JSON object")
	}
	if _, err := io.Copy(io.Discard, io.MultiReader(dec.Buffered(), hr)); err != nil {
		return c, err
	}
	if err := end(); err != nil {
		return c, err
	}
	nr, end, err := section("network", maxCheckpoint)
	if err != nil {
		return c, err
	}
	if c.Net, err = network.Read(nr); err != nil {
		return c, bad("%v", err)
	}
	if err := end(); err != nil {
		return c, err
	}
	ar, end, err := section("optimiser", maxCheckpoint)
	if err != nil {
		return c, err
	}
	if c.Adam, err = network.ReadAdam(ar, c.Net); err != nil {
		return c, bad("%v", err)
	}
	if err := end(); err != nil {
		return c, err
	}
	if _, err := r.ReadByte(); err != io.EOF {
		return c, bad("it goes on past its optimiser")
	}
	c.Step, c.Round, c.RNG, c.Log, c.Settings, c.Elapsed = head.Step, head.Round, head.RNG, head.Log, head.Settings, head.Elapsed
	if err := c.check(); err != nil {
		return c, bad("%v", err)
	}
	return c, nil
}

// check returns an error naming what in c's header is out of range or does not agree with
// the rest.
func (c Checkpoint) check() error {
	switch {
	case c.Step < 0 || c.Round < 0 || c.Elapsed < 0:
		return fmt.Errorf("step %d of round %d after %v", c.Step, c.Round, c.Elapsed)
	case c.Adam.Steps() != int64(c.Step):
		return fmt.Errorf("its optimiser has taken %d steps, its header says %d", c.Adam.Steps(), c.Step)
	case len(c.RNG) == 0:
		return errors.New("it has no generator state")
	}
	if err := (&rand.PCG{}).UnmarshalBinary(c.RNG); err != nil {
		return fmt.Errorf("its generator state: %v", err)
	}
	last := 0
	for _, p := range c.Log.Train {
		if p.Step <= last || p.Step > c.Step || p.Samples < 0 {
			return fmt.Errorf("its log has an entry at step %d (after step %d, of %d steps)", p.Step, last, c.Step)
		}
		last = p.Step
	}
	for _, p := range c.Log.HeldOut {
		if p.Step < 0 || p.Step > c.Step || p.Round < 0 || p.Round > c.Round || p.Positions < 0 {
			return fmt.Errorf("its log has a held-out measure at step %d of round %d (the run is at step %d of round %d)", p.Step, p.Round, c.Step, c.Round)
		}
	}
	if l := c.Log.Pending; l.Samples < 0 || l.Top1 < 0 || l.Top1 > l.Samples {
		return fmt.Errorf("its log's pending sums count %d samples, %d right", l.Samples, l.Top1)
	}
	return nil
}
