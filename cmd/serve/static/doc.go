// Package static serves a built site directory over HTTP the way the board page needs it:
// .wasm files as application/wasm, and a precompressed NAME.br or NAME.gz in place of NAME
// for clients that accept brotli or gzip (the one they want most, brotli on a tie). cmd/serve
// and the browser tests share it.
//
// Example:
//
//	http.ListenAndServe("localhost:8080", static.Handler("dist"))
package static
