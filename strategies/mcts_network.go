package strategies

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/hexlab/hexlab/assets/weights"
	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies/catalog"
	"github.com/hexlab/hexlab/strategies/network"
)

// MCTSNetworkPrefix starts the name of the engine guided by a network: "mcts:network" (the
// embedded network, weights.Network), "mcts:network=FILE" (a weights file network.Write
// wrote), each optionally followed by ",at=N" (engine.Options.NetworkAt) and ",value=W"
// (engine.Options.NetworkValue, 0 to 1; 0 leaves the value out).
const MCTSNetworkPrefix = "mcts:"

// mctsNetworkInfo describes the family of the engine guided by a network.
var mctsNetworkInfo = Info{
	Name:        MCTSNetworkPrefix + "NET",
	Family:      true,
	Ponders:     true,
	Thinks:      true,
	Description: "the engine (mcts) guided by a policy and value network: mcts:network (the embedded one) or mcts:network=FILE, then ,at=N (the visits before a node is evaluated) and ,value=W (the value's weight, 0 to 1)",
	Strength:    "mcts with a network's prior and value",
	Boards:      "any board; mcts:network: hex and cyl",
	Fits:        func(spec core.Spec, _ core.Player) error { return spec.Validate() },
	FitsMember:  mctsNetworkFits,
	Rules:       catalog.MCTSRules,
}

// mctsNetworkFits is the Fits of mcts:arg: the embedded network's (catalog.EmbeddedNetworkFits:
// Hex, not Rex) when arg names it (network), any valid board for a network of one's own
// (network=FILE), which the user trained for the boards they play it on.
func mctsNetworkFits(arg string, spec core.Spec, player core.Player) error {
	for _, item := range strings.Split(arg, ",") {
		if item == "network" {
			return catalog.EmbeddedNetworkFits(spec, player)
		}
	}
	return spec.Validate()
}

// registerMCTSNetwork registers mcts:NET once.
var registerMCTSNetwork sync.Once

// RegisterMCTSNetwork adds mcts:NET, the engine guided by a network, to the players New builds,
// once however often it is called. A main that offers it calls it (the command line does); the
// catalog the board page reads leaves it out, as it leaves htp:COMMAND out.
func RegisterMCTSNetwork() {
	registerMCTSNetwork.Do(func() { RegisterFamily(mctsNetworkInfo, buildMCTSNetwork) })
}

// buildMCTSNetwork builds the player mcts:arg.
func buildMCTSNetwork(arg string, s Settings) (Bot, error) {
	opts, err := parseMCTSNetwork(arg)
	if err != nil {
		return nil, err
	}
	m := newMCTSWith(s)
	m.name, m.Network, m.NetworkAt, m.NetworkValue = MCTSNetworkPrefix+arg, opts.net, opts.at, opts.value
	m.fits = func(spec core.Spec, player core.Player) error { return mctsNetworkFits(arg, spec, player) }
	return m, nil
}

// mctsNetworkOptions are the settings of an mcts:NET player.
type mctsNetworkOptions struct {
	net   *network.Network
	at    int
	value float64
}

// maxNetworkAt bounds at=N: a node is never visited more often than a search's playouts.
const maxNetworkAt = 1 << 30

// parseMCTSNetwork reads the argument of mcts:NET: network or network=FILE, then at=N and
// value=W, comma-separated, each once.
func parseMCTSNetwork(arg string) (mctsNetworkOptions, error) {
	var o mctsNetworkOptions
	const want = "expected network or network=FILE, then ,at=N and ,value=W (mcts:network,at=64)"
	seen := map[string]bool{}
	for _, item := range strings.Split(arg, ",") {
		key, val, hasVal := strings.Cut(item, "=")
		if seen[key] {
			return o, fmt.Errorf("%s is given twice; %s", key, want)
		}
		seen[key] = true
		var err error
		switch key {
		case "network":
			if !hasVal {
				o.net, err = weights.Network()
			} else {
				o.net, err = networkFile(val)
			}
		case "at":
			o.at, err = strconv.Atoi(val)
			if err != nil || o.at < 1 || o.at > maxNetworkAt {
				err = fmt.Errorf("at=%s: expected a whole number of visits from 1 to %d", val, maxNetworkAt)
			}
		case "value":
			o.value, err = strconv.ParseFloat(val, 64)
			if err != nil || !(o.value >= 0 && o.value <= 1) {
				err = fmt.Errorf("value=%s: expected a weight from 0 (the value left out) to 1", val)
			}
			if o.value == 0 {
				o.value = -1 // engine.Options.NetworkValue's "left out"
			}
		case "":
			err = errors.New("an empty option; " + want)
		default:
			err = fmt.Errorf("unknown option %q; %s", key, want)
		}
		if err != nil {
			return o, err
		}
	}
	if o.net == nil {
		return o, errors.New("no network; " + want)
	}
	return o, nil
}

// networkFiles keeps the networks read from files by name, so that the games of an arena
// read a file once (a Network is safe for concurrent evaluation).
var networkFiles = struct {
	sync.Mutex
	read map[string]*network.Network
}{read: map[string]*network.Network{}}

// networkFile returns the network in the file name, read once.
func networkFile(name string) (*network.Network, error) {
	if name == "" {
		return nil, errors.New("network=: no file named")
	}
	networkFiles.Lock()
	defer networkFiles.Unlock()
	if net, ok := networkFiles.read[name]; ok {
		return net, nil
	}
	// A folder, a device or a named pipe (whose opening would wait for a writer) is refused
	// before it is opened.
	if st, err := os.Stat(name); err != nil {
		return nil, &FileError{Path: name, Err: err}
	} else if !st.Mode().IsRegular() {
		return nil, &FileError{Path: name, Err: errors.New("not a regular file; a weights file is what network.Write writes (hexlab train's weights)")}
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, &FileError{Path: name, Err: err}
	}
	defer f.Close()
	net, err := network.Read(f)
	if err != nil {
		return nil, &FileError{Path: name, Err: err}
	}
	networkFiles.read[name] = net
	return net, nil
}

// FileError is a player's file that could not be read (mcts:network=FILE's weights): the
// file is at fault, not the player's name, so a command says so with exit status 1.
type FileError struct {
	Path string
	Err  error
}

func (e *FileError) Error() string { return "network=" + e.Path + ": " + e.Err.Error() }

// Unwrap returns the reason.
func (e *FileError) Unwrap() error { return e.Err }
