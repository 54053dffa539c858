package embedapi

import (
	"fmt"
	"net/url"
	"slices"
	"strings"
)

// Origins is the allow-list of the origins whose pages may send commands to the board and
// receive its events: the board page's `origins` parameter.
type Origins struct {
	any  bool     // "*": every origin
	list []string // normalised origins, such as "https://course.example:8443"; self first
}

// ParseOrigins reads the `origins` parameter: a comma-separated list of origins
// (`https://a.example,http://localhost:8000`: a scheme, http or https, a host and an optional
// port, nothing else), or `*` for every origin. self is the board page's own origin, which is
// always allowed: a page of the same origin can already reach window.hexlab directly. An
// empty parameter allows self only. Anything else is an error that says what was expected.
func ParseOrigins(param, self string) (Origins, error) {
	param = strings.TrimSpace(param)
	o := Origins{list: []string{self}}
	if param == "*" {
		o.any = true
		return o, nil
	}
	if param == "" {
		return o, nil
	}
	for _, part := range strings.Split(param, ",") {
		norm, err := normalise(strings.TrimSpace(part))
		if err != nil {
			return Origins{}, fmt.Errorf("origin %q: %w; expected origins such as https://course.example or http://localhost:8000, comma-separated, or *", part, err)
		}
		if !slices.Contains(o.list, norm) {
			o.list = append(o.list, norm)
		}
	}
	return o, nil
}

// normalise checks that s is an origin and returns it in lower case without a default port.
func normalise(s string) (string, error) {
	u, err := url.Parse(s)
	switch {
	case s == "":
		return "", fmt.Errorf("empty")
	case err != nil:
		return "", fmt.Errorf("not a URL")
	case u.Scheme != "http" && u.Scheme != "https":
		return "", fmt.Errorf("the scheme must be http or https")
	case u.Host == "" || u.User != nil || u.Opaque != "":
		return "", fmt.Errorf("no host")
	case u.Path != "" || u.RawQuery != "" || u.Fragment != "" || strings.HasSuffix(s, "?") || strings.HasSuffix(s, "#"):
		return "", fmt.Errorf("an origin has no path, query or fragment")
	}
	host := strings.ToLower(u.Host)
	if (u.Scheme == "http" && strings.HasSuffix(host, ":80")) || (u.Scheme == "https" && strings.HasSuffix(host, ":443")) {
		host = host[:strings.LastIndexByte(host, ':')]
	}
	return u.Scheme + "://" + host, nil
}

// Allows reports whether a message from origin (the browser's MessageEvent.origin) may
// command the board.
func (o Origins) Allows(origin string) bool {
	return o.any || slices.Contains(o.list, origin)
}

// Targets returns the target origins to post each event to: only the page whose origin
// matches receives it (the browser drops the others), or "*" when every origin is allowed.
func (o Origins) Targets() []string {
	if o.any {
		return []string{"*"}
	}
	return slices.Clone(o.list)
}

// String returns the list as the parameter would give it.
func (o Origins) String() string {
	if o.any {
		return "*"
	}
	return strings.Join(o.list, ",")
}
