// Package weights holds the learned weights Hexlab embeds: the policy and value network of
// strategies/network (hex.net, checked against hex.net.sha256; README.md gives the command
// that made it). It is a package of its own so that a program that never asks for the network
// (the board page's board.wasm, which embeds the fonts of package assets) links neither the
// weights nor the network's code.
//
// Example:
//
//	net, err := weights.Network()
//	ev := net.NewEvaluator().Evaluate(network.Input{Pos: pos, ToMove: core.Red})
package weights

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"strings"
	"sync"

	"github.com/hexlab/hexlab/strategies/network"
)

// networkFile is hex.net: the weights of the policy and value network the engine and
// the study tools ask (strategies/network reads them). `go run ./assets/internal/gennetwork`
// writes it with its checksum; README.md gives the command that made the file here.
//
//go:embed hex.net
var networkFile string

// networkSum is hex.net.sha256, as sha256sum writes it: the SHA-256 networkFile must
// have.
//
//go:embed hex.net.sha256
var networkSum string

// The embedded network, read once by Network.
var (
	networkOnce sync.Once
	networkRead *network.Network
	networkErr  error
)

// Network returns the embedded network, read once and checked against its SHA-256 (a
// weights file changed without its checksum is an error, not a network). The network is
// shared: evaluate it with an Evaluator of your own (it is safe for concurrent evaluation);
// Clone it before changing it.
func Network() (*network.Network, error) {
	networkOnce.Do(func() {
		networkRead, networkErr = readNetwork(networkFile, networkSum)
	})
	return networkRead, networkErr
}

// readNetwork reads the network in data after checking that its SHA-256 is the one sum (a
// line of sha256sum's output) gives.
func readNetwork(data, sum string) (*network.Network, error) {
	want, name, _ := strings.Cut(strings.TrimSpace(sum), " ")
	if strings.TrimSpace(name) != "hex.net" || len(want) != 2*sha256.Size {
		return nil, fmt.Errorf("weights: hex.net.sha256 is not a line \"SHA256  hex.net\" (it reads %q)", sum)
	}
	got := sha256.Sum256([]byte(data))
	if hex.EncodeToString(got[:]) != want {
		return nil, fmt.Errorf("weights: hex.net's SHA-256 is %x, hex.net.sha256 says %s: the weights changed without their checksum (go run ./assets/internal/gennetwork writes both)", got, want)
	}
	net, err := network.Read(strings.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("weights: hex.net: %w", err)
	}
	return net, nil
}
