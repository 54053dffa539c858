// Command gennetwork writes the network Hexlab embeds, assets/weights/hex.net, and its SHA-256
// beside it, assets/weights/hex.net.sha256 (as sha256sum writes it), each whole or not at all.
// Run it from the repository's root:
//
//	go run ./assets/internal/gennetwork                       # an initialised network, DefaultShape, seed 1
//	go run ./assets/internal/gennetwork -seed 7               # another initialisation
//	go run ./assets/internal/gennetwork -from trained.net     # a weights file a training made
//
// Without -from it writes network.New(network.DefaultShape(), seed): untrained weights, the
// file the embedding is built and tested with until trained weights replace it. With -from it
// reads the file (network.Read checks it) and writes it again in Write's form. Either way it
// prints the checksum and the shape; assets/weights/README.md records the command that made
// the file in the repository.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"

	"github.com/hexlab/hexlab/internal/safefile"
	"github.com/hexlab/hexlab/strategies/network"
)

// maxFrom bounds the file -from reads: a network of the largest shape Read accepts.
const maxFrom = 256 << 20

func main() {
	seed := flag.Uint64("seed", 1, "the seed of the initial weights (without -from)")
	from := flag.String("from", "", "a network's weights file to embed instead of an initialised network")
	out := flag.String("out", filepath.Join("assets", "weights"), "the folder to write hex.net and hex.net.sha256 into")
	flag.Parse()
	if flag.NArg() > 0 {
		fail(fmt.Errorf("unexpected argument %q", flag.Arg(0)))
	}
	net, err := load(*from, *seed)
	if err != nil {
		fail(err)
	}
	var data bytes.Buffer
	if err := net.Write(&data); err != nil {
		fail(err)
	}
	sum := sha256.Sum256(data.Bytes())
	file := filepath.Join(*out, "hex.net")
	if err := safefile.WriteBytes(file, data.Bytes()); err != nil {
		fail(err)
	}
	line := fmt.Sprintf("%s  hex.net\n", hex.EncodeToString(sum[:]))
	if err := safefile.WriteBytes(file+".sha256", []byte(line)); err != nil {
		fail(err)
	}
	fmt.Printf("wrote %s (%d bytes, shape %s, %d parameters) and %s.sha256: %s", file, data.Len(), net.Shape(), len(net.Params()), file, line)
}

// load returns the network in the file from, or a new one of DefaultShape drawn from seed.
func load(from string, seed uint64) (*network.Network, error) {
	if from == "" {
		return network.New(network.DefaultShape(), seed)
	}
	data, err := safefile.Read(from, maxFrom)
	if err != nil {
		return nil, err
	}
	net, err := network.Read(bytes.NewReader(data))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", from, err)
	}
	return net, nil
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gennetwork:", err)
	os.Exit(1)
}
