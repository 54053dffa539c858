// Command precompress writes, beside each file it is given, the file compressed twice: FILE.gz
// (gzip at its best compression) and FILE.br (brotli at its best quality, a 16 MiB window), for a
// server that sends the smaller one to a browser that accepts it (cmd/serve sends .br to those
// that accept br, .gz to those that accept gzip). `make dist` runs it on every file of the
// site. Each compressed file is written whole or not at all (internal/safefile); one that is
// there already and decompresses to the file is kept (brotli's best quality takes minutes on a
// large program). It prints each file's three sizes.
//
//	go run ./cmd/precompress dist/board.wasm dist/worker.wasm
//
// Exit status: 0 when every file was written, 1 when a file could not be read or written
// (the message names it), 2 for a bad command line (no file given).
package main

import (
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// run compresses the files args names, and returns the exit status.
func run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		fmt.Fprintln(stderr, "precompress: expected the files to compress: precompress FILE... (writes FILE.gz and FILE.br beside each)")
		return 2
	}
	// The files are compressed side by side, one per core (brotli's best quality takes minutes
	// on a large program), and reported in the order given.
	sizes := make([]Sizes, len(args))
	errs := make([]error, len(args))
	cores := make(chan struct{}, runtime.NumCPU())
	var wg sync.WaitGroup
	for i, path := range args {
		wg.Go(func() {
			cores <- struct{}{}
			defer func() { <-cores }()
			sizes[i], errs[i] = Precompress(path)
		})
	}
	wg.Wait()
	status := 0
	for i, path := range args {
		if errs[i] != nil {
			fmt.Fprintf(stderr, "precompress: %v\n", errs[i])
			status = 1
			continue
		}
		fmt.Fprintf(stdout, "  %10d bytes  %s\n  %10d bytes  %s.gz\n  %10d bytes  %s.br\n", sizes[i].Plain, path, sizes[i].Gzip, path, sizes[i].Brotli, path)
	}
	return status
}
