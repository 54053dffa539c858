package static

import (
	"cmp"
	"mime"
	"net/http"
	"path"
	"slices"
	"strconv"
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

// precompressed are the compressed forms of a file the handler looks for beside it, the
// smaller first: NAME.br (brotli) and NAME.gz (gzip), which `make dist` writes
// (cmd/precompress).
var precompressed = []form{{"br", ".br"}, {"gzip", ".gz"}}

// form is a compressed form of a file: its content coding and the ending of its file's name.
type form struct{ coding, ext string }

// Handler serves the files under dir. A request for NAME is answered with NAME.br and
// Content-Encoding: br when that file exists and the client accepts br, else with NAME.gz and
// Content-Encoding: gzip when that one exists and the client accepts gzip (of two codings
// the client accepts, the one it gives the higher weight, q; brotli on a tie), and with NAME
// itself otherwise; the Content-Type is NAME's either way. Responses carry Vary:
// Accept-Encoding, and Cache-Control: no-cache, so a rebuilt site is picked up on reload.
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
		if !strings.HasSuffix(name, "/") {
			for _, p := range acceptedCodings(r.Header.Get("Accept-Encoding")).forms() {
				f, err := root.Open(name + p.ext)
				if err != nil {
					continue
				}
				defer f.Close()
				if st, err := f.Stat(); err == nil && !st.IsDir() {
					h.Set("Content-Encoding", p.coding)
					http.ServeContent(w, r, name, st.ModTime(), f)
					return
				}
			}
		}
		files.ServeHTTP(w, r)
	})
}

// codings are the weights (q, from 0 to 1) an Accept-Encoding header gives content codings,
// by lower-case name; "*" stands for every coding not named.
type codings map[string]float64

// acceptedCodings reads an Accept-Encoding header: "gzip, deflate, br;q=0.8". A coding without
// a weight has weight 1; a weight that does not read counts as 0 (not acceptable).
func acceptedCodings(header string) codings {
	out := codings{}
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		coding = strings.ToLower(strings.TrimSpace(coding))
		if coding == "" {
			continue
		}
		q := 1.0
		for _, param := range strings.Split(params, ";") {
			key, value, ok := strings.Cut(strings.TrimSpace(param), "=")
			if ok && strings.EqualFold(strings.TrimSpace(key), "q") {
				v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				if err != nil || v < 0 || v > 1 {
					v = 0
				}
				q = v
			}
		}
		out[coding] = q
	}
	return out
}

// forms returns the precompressed forms the client accepts, the one it wants most first (of
// two it wants as much, the smaller first).
func (c codings) forms() []form {
	var out []form
	for _, p := range precompressed {
		if c.weight(p.coding) > 0 {
			out = append(out, p)
		}
	}
	slices.SortStableFunc(out, func(a, b form) int { return cmp.Compare(c.weight(b.coding), c.weight(a.coding)) })
	return out
}

// weight returns how much the client wants coding: its own weight, else the weight of "*",
// else 0 (not acceptable).
func (c codings) weight(coding string) float64 {
	if q, ok := c[coding]; ok {
		return q
	}
	return c["*"]
}
