package urlparam

import (
	"fmt"
	"net/url"
	"strings"
)

// DefaultSite is the address of the Hexlab site that links made outside a browser lead to
// when none is given: the one `make serve` serves on this machine.
const DefaultSite = "http://localhost:8080/"

// ParseSite reads the address of a Hexlab site (where its dist/ is served), to which links
// made outside a browser lead (the desktop app's Copy link): an http or https address with a
// host, and no user, query or fragment. It returns the address ending in "/", ready for
// SiteLink; a bad one is an error that says what was expected.
func ParseSite(text string) (string, error) {
	const what = "expected the http:// or https:// address of a Hexlab site"
	u, err := url.Parse(text)
	switch {
	case err != nil:
		return "", fmt.Errorf("%s: %v", what, err)
	case u.Scheme != "http" && u.Scheme != "https", u.Opaque != "":
		return "", fmt.Errorf("%s, such as %s", what, DefaultSite)
	case u.Host == "" || u.User != nil:
		return "", fmt.Errorf("%s, with a host after %s:// and no user name, such as %s", what, u.Scheme, DefaultSite)
	case strings.ContainsAny(text, "?#"):
		return "", fmt.Errorf("%s without a query or fragment (the links add their own)", what)
	}
	return strings.TrimSuffix(u.String(), "/") + "/", nil
}

// SiteLink is the link to the board page on site (as ParseSite returns it) with query, a
// permalink's query string.
func SiteLink(site, query string) string {
	return site + "board.html?" + query
}
