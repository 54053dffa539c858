package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"

	"github.com/hexlab/hexlab/strategies/network"
)

// hexlab train --init FILE: a run that starts from a trained network (a weights file, such as
// assets/weights/hex.net or an earlier run's --export) instead of random weights. Its round
// 0 is then like every later round, self-play guided by that network, unless --archive or
// --records give it supervised data. settings.json records the file's absolute path and
// SHA-256, so that a run whose file has changed is not resumed from it.

// readInitNetwork reads the weights file of --init. A file that cannot be read, or is not a
// whole weights file, is an error naming it and what is wrong (exit status 1: the file is at
// fault, not the command line). A folder, a device or a named pipe is refused before it is
// opened.
func readInitNetwork(path string) (*network.Network, error) {
	bad := func(err error) error {
		var pathErr *os.PathError
		if errors.As(err, &pathErr) {
			err = pathErr.Err
		}
		return fmt.Errorf("--init %s: %v", path, err)
	}
	st, err := os.Stat(path)
	if err != nil {
		return nil, bad(err)
	}
	if !st.Mode().IsRegular() {
		return nil, bad(errors.New("not a regular file; expected a weights file (what hexlab train --export writes, such as assets/weights/hex.net)"))
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, bad(err)
	}
	defer f.Close()
	net, err := network.Read(f)
	if err != nil {
		return nil, bad(err)
	}
	return net, nil
}

// withInit returns s for a run that starts from net, the network of the --init file at path:
// the file's absolute path and SHA-256 recorded, and the file's shape. A --shape given
// (shapeGiven) that is not the file's is refused, naming both.
func (s trainSettings) withInit(path string, net *network.Network, shapeGiven bool) (trainSettings, error) {
	if shape := net.Shape().String(); s.Shape != shape {
		if shapeGiven {
			return s, usagef("--shape %s: the --init file %s holds a %s network; give --shape %s or leave it out (the file's is taken)", s.Shape, path, shape, shape)
		}
		s.Shape = shape
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return s, usagef("--init %q: %v", path, err)
	}
	s.Init, s.InitSHA256 = abs, net.Checksum()
	return s, nil
}

// sha256Hex matches a SHA-256 written in hex, as Checksum writes it.
var sha256Hex = regexp.MustCompile(`^[0-9a-f]{64}$`)

// checkInit returns an error naming what is wrong with the --init settings of a settings.json
// read back: an absolute path with a SHA-256, or neither.
func (s trainSettings) checkInit() error {
	switch {
	case s.Init == "" && s.InitSHA256 != "":
		return errors.New("init_sha256 is given without init")
	case s.Init == "":
		return nil
	case !filepath.IsAbs(s.Init):
		return fmt.Errorf("init %q is not an absolute path", s.Init)
	case !sha256Hex.MatchString(s.InitSHA256):
		return fmt.Errorf("init_sha256 %q is not a SHA-256 in hex", s.InitSHA256)
	}
	return nil
}

// loadInit keeps the run's first network when its settings name an --init file: given, the
// network this command read from it, or the file read again (a run resumed without --init on
// its command line). The file's SHA-256 must be the one the run recorded when it began: a
// file changed since is refused, naming both checksums, whether or not the run still needs it.
func (r *trainRun) loadInit(given *network.Network) error {
	s := r.settings
	if s.Init == "" {
		return nil
	}
	net := given
	if net == nil {
		var err error
		if net, err = readInitNetwork(s.Init); err != nil {
			return fmt.Errorf("%v (the run in %s began from it)", err, r.dir)
		}
	}
	if sum := net.Checksum(); sum != s.InitSHA256 {
		return fmt.Errorf("--init %s has changed since the run in %s began from it: its SHA-256 is %s, the run's settings record %s; put the file back as it was, or train in a new --dir",
			s.Init, r.dir, sum, s.InitSHA256)
	}
	r.init = net
	return nil
}

// firstNetwork returns the network a new run starts from: the --init file's, bit for bit, or
// random weights drawn from the run's seed.
func (r *trainRun) firstNetwork() (*network.Network, error) {
	if r.init != nil {
		return r.init.Clone(), nil
	}
	return network.New(r.settings.shape(), r.settings.Seed)
}

// origin says what the run started from, for its summary.
func (s trainSettings) origin() string {
	if s.Init != "" {
		return fmt.Sprintf("the network of --init %s (sha256 %s)", s.Init, s.InitSHA256)
	}
	return fmt.Sprintf("random weights of --seed %d", s.Seed)
}
