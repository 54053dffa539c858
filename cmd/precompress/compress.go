package main

import (
	"bufio"
	"bytes"
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
// the three sizes. A compressed file that is there already and decompresses to path's bytes is
// kept as it is (brotli's best quality takes minutes on a large program; decompressing it, a
// fraction of a second), so that `make dist` after a change to one program recompresses that
// one only.
func Precompress(path string) (Sizes, error) {
	data, err := safefile.Read(path, maxInput)
	if err != nil {
		return Sizes{}, err
	}
	s := Sizes{Plain: int64(len(data))}
	if s.Gzip, err = update(path+".gz", data, func(w io.Writer) (io.WriteCloser, error) {
		return gzip.NewWriterLevel(w, gzip.BestCompression)
	}, func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) }); err != nil {
		return s, err
	}
	if s.Brotli, err = update(path+".br", data, func(w io.Writer) (io.WriteCloser, error) {
		return brotli.NewWriterOptions(w, brotliOptions), nil
	}, func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil }); err != nil {
		return s, err
	}
	return s, nil
}

// update returns the size of path when it decompresses (newDecoder) to data, and otherwise
// writes data compressed there (see write).
func update(path string, data []byte, newEncoder func(io.Writer) (io.WriteCloser, error), newDecoder func(io.Reader) (io.Reader, error)) (int64, error) {
	if n, ok := holds(path, data, newDecoder); ok {
		return n, nil
	}
	return write(path, data, newEncoder)
}

// holds reports whether the compressed file path decompresses to data, and its size.
func holds(path string, data []byte, newDecoder func(io.Reader) (io.Reader, error)) (int64, bool) {
	f, err := os.Open(path)
	if err != nil {
		return 0, false
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || !st.Mode().IsRegular() {
		return 0, false
	}
	dec, err := newDecoder(bufio.NewReader(f))
	if err != nil {
		return 0, false
	}
	got, err := io.ReadAll(io.LimitReader(dec, int64(len(data))+1))
	if err != nil || !bytes.Equal(got, data) {
		return 0, false
	}
	return st.Size(), true
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
