package session

import (
	"net/url"

	"github.com/hexlab/hexlab/internal/urlparam"
)

// ParseQuery reads a URL query string ("board=hex:5x5+reverse&blue=random", with or without
// the leading "?") into values for Parse. Unlike url.ParseQuery it keeps "+" as a plus sign,
// since board specs use it ("+reverse") and people type them into the address bar as they
// are; percent-escapes are decoded as usual.
func ParseQuery(raw string) (url.Values, error) { return urlparam.ParseRaw(raw) }
