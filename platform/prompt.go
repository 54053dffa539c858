//go:build !js

package platform

// Prompt asks the person for a line of text in the system's own dialog, where the platform
// has one that brings up a keyboard on a touch screen (the browser's); on the desktop it has
// none (asked is false) and the app edits the text itself.
func Prompt(title, initial string) (text string, ok, asked bool) { return "", false, false }
