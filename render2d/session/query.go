package session

import (
	"fmt"
	"net/url"
	"strings"
)

// ParseQuery reads a URL query string ("board=hex:5x5+reverse&blue=random", with or without
// the leading "?") into values for Parse. Unlike url.ParseQuery it keeps "+" as a plus sign,
// since board specs use it ("+reverse") and people type them into the address bar as they
// are; percent-escapes are decoded as usual.
func ParseQuery(raw string) (url.Values, error) {
	v := url.Values{}
	for _, part := range strings.Split(strings.TrimPrefix(raw, "?"), "&") {
		if part == "" {
			continue
		}
		rawName, rawValue, _ := strings.Cut(part, "=")
		name, err := url.PathUnescape(rawName)
		if err != nil {
			return nil, fmt.Errorf("query %q: bad escape in %q", raw, rawName)
		}
		value, err := url.PathUnescape(rawValue)
		if err != nil {
			return nil, &ParamError{name, rawValue, fmt.Errorf("bad %%-escape in the value")}
		}
		v[name] = append(v[name], value)
	}
	return v, nil
}
