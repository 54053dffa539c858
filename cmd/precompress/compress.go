package main

import (
	"compress/gzip"
	"fmt"
	"io"
	"os"

	"github.com/andybalholm/brotli"

	"github.com/hexlab/hexlab/internal/safefile"
)

// maxInput is the largest file Precompress reads (the board's program is about 20 MB).
const maxInput = 512 << 20

// brotliOptions are the brotli encoder's settings: its best quality and a 16 MiB window, so
// that repeats far apart in a large program are found too.
var brotliOptions = brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24}

// Sizes are the bytes of a file and of its two compressed forms.
type Sizes struct {
	Plain, Gzip, Brotli int64
}

// Precompress writes path.gz and path.br beside path, each whole or not at all, and returns
// the three sizes.
func Precompress(path string) (Sizes, error) {
	data, err := safefile.Read(path, maxInput)
	if err != nil {
		return Sizes{}, err
	}
	s := Sizes{Plain: int64(len(data))}
	if s.Gzip, err = write(path+".gz", data, func(w io.Writer) (io.WriteCloser, error) {
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	}); err != nil {
		return s, err
	}
	if s.Brotli, err = write(path+".br", data, func(w io.Writer) (io.WriteCloser, error) {
		return brotli.NewWriterOptions(w, brotliOptions), nil
	}); err != nil {
		return s, err
	}
	return s, nil
}

// write writes data compressed by the encoder newEncoder makes to path, and returns the
// compressed size.
func write(path string, data []byte, newEncoder func(io.Writer) (io.WriteCloser, error)) (int64, error) {
	var n int64
	err := safefile.Write(path, func(w io.Writer) error {
		counted := &counter{w: w}
		enc, err := newEncoder(counted)
		if err != nil {
			return err
		}
		if _, err := enc.Write(data); err != nil {
			return err
		}
		if err := enc.Close(); err != nil {
			return err
		}
		n = counted.n
		return nil
	})
	if err != nil {
		return 0, fmt.Errorf("writing %s: %w", path, err)
	}
	if st, err := os.Stat(path); err == nil {
		n = st.Size()
	}
	return n, nil
}

// counter counts the bytes written through it.
type counter struct {
	w io.Writer
	n int64
}

func (c *counter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
