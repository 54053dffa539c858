package htp

import (
	"strings"
	"sync"
)

// tailBuffer keeps the last bytes written to it: what an external engine
// last said on its standard error, to quote when it fails.
type tailBuffer struct {
	mu   sync.Mutex
	data []byte
}

// tailKeep is how many bytes a tailBuffer keeps.
const tailKeep = 1024

// Write keeps the end of what has been written.
func (t *tailBuffer) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.data = append(t.data, p...)
	if len(t.data) > tailKeep {
		t.data = append([]byte(nil), t.data[len(t.data)-tailKeep:]...)
	}
	return len(p), nil
}

// Last returns the last lines kept (at most lines of them), joined by
// " / ", or "".
func (t *tailBuffer) Last(lines int) string {
	t.mu.Lock()
	defer t.mu.Unlock()
	var out []string
	for _, l := range strings.Split(string(t.data), "\n") {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	if len(out) > lines {
		out = out[len(out)-lines:]
	}
	return strings.Join(out, " / ")
}
