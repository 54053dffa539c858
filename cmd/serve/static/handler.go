package static

import (
	"mime"
	"net/http"
	"path"
	"strings"
)

// types are the content types this site relies on, set explicitly rather than taken from the
// system's MIME tables, which differ between machines.
var types = map[string]string{
	".wasm": "application/wasm",
	".js":   "text/javascript; charset=utf-8",
	".html": "text/html; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".png":  "image/png",
	".json": "application/json",
}

// Handler serves the files under dir. A request for NAME is answered with NAME.gz and
// Content-Encoding: gzip when that file exists and the client accepts gzip; NAME itself is
// served otherwise. Responses carry Cache-Control: no-cache, so a rebuilt site is picked up
// on reload.
func Handler(dir string) http.Handler {
	root := http.Dir(dir)
	files := http.FileServer(root)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := path.Clean("/" + r.URL.Path)
		h := w.Header()
		h.Set("Cache-Control", "no-cache")
		h.Add("Vary", "Accept-Encoding")
		ct, ok := types[path.Ext(name)]
		if !ok {
			ct = mime.TypeByExtension(path.Ext(name))
		}
		if ct != "" {
			h.Set("Content-Type", ct)
		}
		if acceptsGzip(r) && !strings.HasSuffix(name, "/") {
			if f, err := root.Open(name + ".gz"); err == nil {
				defer f.Close()
				if st, err := f.Stat(); err == nil && !st.IsDir() {
					h.Set("Content-Encoding", "gzip")
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

// acceptsGzip reports whether the request's Accept-Encoding allows gzip.
func acceptsGzip(r *http.Request) bool {
	for _, part := range strings.Split(r.Header.Get("Accept-Encoding"), ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(coding), "gzip") || coding == "*" {
			q := strings.ReplaceAll(params, " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}
