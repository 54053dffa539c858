package network

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
)

// The weights file: a first line "hexlab-network 1", a second line giving the shape
// ("planes 10 channels 32 blocks 4 value_hidden 32"), then every parameter in Params' order
// as a little-endian float32, and nothing after them.
const networkMagic = "hexlab-network 1\n"

// maxShapeLine bounds the shape line, so that a file without a newline is not read whole.
const maxShapeLine = 128

// Write writes n in the weights file's format.
func (n *Network) Write(w io.Writer) error {
	bw := bufio.NewWriter(w)
	s := n.shape
	fmt.Fprintf(bw, "%splanes %d channels %d blocks %d value_hidden %d\n", networkMagic, Planes, s.Channels, s.Blocks, s.ValueHidden)
	if err := writeFloats(bw, n.params); err != nil {
		return err
	}
	return bw.Flush()
}

// Checksum returns the hex SHA-256 of n's weights file.
func (n *Network) Checksum() string {
	h := sha256.New()
	_ = n.Write(h) // a hash never fails to write
	return hex.EncodeToString(h.Sum(nil))
}

// Read reads a network Write wrote. The shape is checked against its limits before anything is
// sized by it, every parameter must be a finite number, and the file must end after the last;
// errors say what is wrong.
func Read(r io.Reader) (*Network, error) {
	br := bufio.NewReader(r)
	magic := make([]byte, len(networkMagic))
	if _, err := io.ReadFull(br, magic); err != nil || string(magic) != networkMagic {
		return nil, errors.New("network: not a network's weights file (its first line is not \"hexlab-network 1\")")
	}
	line, err := readLine(br)
	if err != nil {
		return nil, err
	}
	var planes int
	var s Shape
	if k, err := fmt.Sscanf(line, "planes %d channels %d blocks %d value_hidden %d", &planes, &s.Channels, &s.Blocks, &s.ValueHidden); err != nil || k != 4 ||
		line != fmt.Sprintf("planes %d channels %d blocks %d value_hidden %d", planes, s.Channels, s.Blocks, s.ValueHidden) {
		return nil, fmt.Errorf("network: the shape line %q is not \"planes P channels C blocks B value_hidden H\"", line)
	}
	if planes != Planes {
		return nil, fmt.Errorf("network: the file's network reads %d input planes, this Hexlab gives %d", planes, Planes)
	}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	// The weights are read before the network is sized, into memory that grows with what the
	// file holds, so that a short file naming a large shape costs no more than its length.
	want := int64(paramCount(s)) * 4
	var raw bytes.Buffer
	if got, _ := raw.ReadFrom(io.LimitReader(br, want)); got < want {
		return nil, fmt.Errorf("network: the weights of a %s network: the file ends %d values early", s, (want-got+3)/4)
	}
	n := layout(s, nil)
	if err := readFloats(&raw, n.params); err != nil {
		return nil, fmt.Errorf("network: the weights of a %s network: %w", s, err)
	}
	for i, p := range n.params {
		if math.IsNaN(float64(p)) || math.IsInf(float64(p), 0) {
			return nil, fmt.Errorf("network: parameter %d is %v", i, p)
		}
	}
	if _, err := br.ReadByte(); err != io.EOF {
		return nil, fmt.Errorf("network: the file goes on past the %d parameters of a %s network", len(n.params), s)
	}
	return n, nil
}

// readLine reads a line of at most maxShapeLine bytes, without its newline.
func readLine(br *bufio.Reader) (string, error) {
	var b strings.Builder
	for b.Len() <= maxShapeLine {
		c, err := br.ReadByte()
		if err != nil {
			return "", errors.New("network: the file ends in its shape line")
		}
		if c == '\n' {
			return b.String(), nil
		}
		b.WriteByte(c)
	}
	return "", fmt.Errorf("network: the shape line is longer than %d bytes", maxShapeLine)
}

// writeFloats writes xs as little-endian float32s.
func writeFloats(w io.Writer, xs []float32) error {
	buf := make([]byte, 4*min(len(xs), 1<<14))
	for len(xs) > 0 {
		k := min(len(xs), len(buf)/4)
		for i, x := range xs[:k] {
			binary.LittleEndian.PutUint32(buf[4*i:], math.Float32bits(x))
		}
		if _, err := w.Write(buf[:4*k]); err != nil {
			return err
		}
		xs = xs[k:]
	}
	return nil
}

// readFloats fills xs with little-endian float32s.
func readFloats(r io.Reader, xs []float32) error {
	buf := make([]byte, 4*min(len(xs), 1<<14))
	for len(xs) > 0 {
		k := min(len(xs), len(buf)/4)
		if got, err := io.ReadFull(r, buf[:4*k]); err != nil {
			return fmt.Errorf("the file ends %d values early", len(xs)-got/4)
		}
		for i := range xs[:k] {
			xs[i] = math.Float32frombits(binary.LittleEndian.Uint32(buf[4*i:]))
		}
		xs = xs[k:]
	}
	return nil
}

// Equal reports whether a and b have the same shape and parameters, bit for bit.
func Equal(a, b *Network) bool {
	if a.shape != b.shape {
		return false
	}
	var x, y bytes.Buffer
	_ = a.Write(&x)
	_ = b.Write(&y)
	return bytes.Equal(x.Bytes(), y.Bytes())
}

// paramCount returns the number of parameters of a network of shape s (layout's order).
func paramCount(s Shape) int {
	c, h := s.Channels, s.ValueHidden
	conv := func(in, out int) int { return Taps*in*out + out }
	return conv(Planes, c) + 2*s.Blocks*conv(c, c) + c + 1 + c*h + h + h + 1
}
