package urlparam

import (
	"fmt"
	"strconv"
	"time"
)

// ParseThink reads a thinking time: a Go duration (2s, 500ms) or a number of seconds (1.5),
// from 0 to max.
func ParseThink(v string, max time.Duration) (time.Duration, error) {
	d, err := time.ParseDuration(v)
	if err != nil {
		f, ferr := strconv.ParseFloat(v, 64)
		if ferr != nil || f != f {
			return 0, fmt.Errorf("expected a time such as 2s, 500ms or 1.5 (seconds)")
		}
		if f < 0 || f > max.Seconds() {
			return 0, fmt.Errorf("expected a time from 0 to %v", max)
		}
		d = time.Duration(f * float64(time.Second))
	}
	if d < 0 || d > max {
		return 0, fmt.Errorf("expected a time from 0 to %v", max)
	}
	return d, nil
}

// FormatThink writes a thinking time as ParseThink reads it ("" for none).
func FormatThink(d time.Duration) string {
	if d <= 0 {
		return ""
	}
	return d.String()
}
