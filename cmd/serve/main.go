// Command serve serves the built site (dist/) on localhost, with .wasm files as
// application/wasm, and their precompressed .br versions to browsers that accept brotli, .gz
// to those that accept gzip (`make dist` writes both; see cmd/serve/static).
//
//	go run ./cmd/serve -dir dist -addr localhost:8080
package main

import (
	"flag"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"

	"github.com/hexlab/hexlab/cmd/serve/static"
)

func main() {
	dir := flag.String("dir", "dist", "directory to serve")
	addr := flag.String("addr", "localhost:8080", "address to listen on")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "serve: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	if _, err := os.Stat(filepath.Join(*dir, "board.html")); err != nil {
		fmt.Fprintf(os.Stderr, "serve: %s has no board.html: run `make dist` first\n", *dir)
		os.Exit(1)
	}
	fmt.Printf("serving %s at http://%s/board.html (Ctrl-C stops)\n", *dir, *addr)
	log.Fatal(http.ListenAndServe(*addr, static.Handler(*dir)))
}
