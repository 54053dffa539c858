//go:build !js

package platform

import "errors"

// ReplaceQuery sets the page's address to the same page with this query string, keeping no
// history entry; the desktop has no address and does nothing.
func ReplaceQuery(query string) {}

// Query returns the page's query string, without "?"; "" on the desktop.
func Query() string { return "" }

// ShareLink offers the game's link; the desktop has none (its games are saved in a file),
// so it says so.
func ShareLink() (string, error) {
	return "", errors.New("the desktop app has no link; Export SGF or JSON saves the game to share")
}

// HasLinks reports whether the app has an address to share: not on the desktop.
func HasLinks() bool { return false }

// SendLink hands on a link to this page with query, and text to go with it (Send move); the
// desktop has no link, so it says so.
func SendLink(query, text string) (string, error) {
	return "", errors.New("the desktop app has no link to send; Save SGF writes the game to send instead")
}
