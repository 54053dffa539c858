package urlparam

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// ParseRaw reads a URL query string ("board=hex:5x5+reverse&moves=0,0,0;1,1,1", with or
// without the leading "?"). Unlike url.ParseQuery it keeps "+" as a plus sign (board specs
// use it, and people type them into the address bar as they are) and ";" as part of a value
// (Trunc's move lists use it); "%" escapes are decoded as usual. A bad escape in a value is
// an *Error naming the parameter.
func ParseRaw(raw string) (url.Values, error) {
	values := url.Values{}
	for _, part := range strings.Split(strings.TrimPrefix(raw, "?"), "&") {
		if part == "" {
			continue
		}
		rawName, rawValue, _ := strings.Cut(part, "=")
		name, err := url.PathUnescape(rawName)
		if err != nil {
			return nil, fmt.Errorf("query %q: bad %%-escape in the parameter name %q", raw, rawName)
		}
		value, err := url.PathUnescape(rawValue)
		if err != nil {
			return nil, &Error{name, rawValue, fmt.Errorf("bad %%-escape in the value")}
		}
		values[name] = append(values[name], value)
	}
	return values, nil
}

// Encode writes values as a query string: the names in order first, in that order, then the
// others sorted. It escapes only what must be escaped, leaving letters, digits and
// "-._~:+,;" as they are (and "=" in values), so that board specs and move lists stay
// readable; ParseRaw reads it back.
func Encode(values url.Values, order []string) string {
	names := make([]string, 0, len(values))
	for name := range values {
		if !slices.Contains(order, name) {
			names = append(names, name)
		}
	}
	slices.Sort(names)
	var parts []string
	for _, name := range append(slices.Clip(order), names...) {
		for _, v := range values[name] {
			parts = append(parts, escape(name, "")+"="+escape(v, "="))
		}
	}
	return strings.Join(parts, "&")
}

// escape percent-escapes s for a query string, leaving letters, digits, "-._~:+,;" and the
// characters of keep as they are.
func escape(s, keep string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~:+,;", c) >= 0 || strings.IndexByte(keep, c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}
