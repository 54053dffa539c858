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
	u, err := url.Parse(text)
	if err != nil {
		return "", err
	}
	if (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.User != nil || u.Opaque != "" || strings.ContainsAny(text, "?#") {
		return "", fmt.Errorf("expected the http:// or https:// address of a Hexlab site, with no query or fragment, such as %s", DefaultSite)
	}
	return strings.TrimSuffix(u.String(), "/") + "/", nil
}

// SiteLink is the link to the board page on site (as ParseSite returns it) with query, a
// permalink's query string.
func SiteLink(site, query string) string {
	return site + "board.html?" + query
}
