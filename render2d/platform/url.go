//go:build !js

package platform

// ReplaceQuery sets the page's address to the same page with this query string, keeping no
// history entry; the desktop has no address and does nothing.
func ReplaceQuery(query string) {}

// Query returns the page's query string, without "?"; "" on the desktop.
func Query() string { return "" }
