package session

import (
	"regexp"
	"strings"
)

// The texts the board shows come partly from code written for the command line and for
// readers of the source: a rule's text may cite the file its data comes from ("the opening
// book (assets/book/hex.txt)"), an error the package or file it arose in. The person at the
// board has no use for those; userText leaves them out.

// pathPattern matches what names a place in the source rather than says something to a
// player: a URL, a Go import path, a file path (folders and a file with an extension), or a
// path into one of the repository's top folders; a file's line and column (":12:5") with it.
const pathPattern = `(?:[a-z][a-z0-9+.-]*://[^\s,;():]+(?::\d+[^\s,;():]*)*` +
	`|github\.com/[^\s,;:]+` +
	`|(?:~?/)?(?:[\w.-]+/)+[\w-]+\.(?:txt|md|go|json|sgf|wasm|js|html|png|svg|csv)\b(?::\d+)*` +
	`|\b(?:assets|docs|strategies|core|internal|cmd|render2d|render3d|platform|play|site|e2e)/[\w./-]*[\w-])`

// pathEdits remove a path with the punctuation around it, so that the sentence still reads:
// a parenthesis that holds only the path goes, as does the comma or colon that joins it to
// the text around it.
var pathEdits = []*regexp.Regexp{
	regexp.MustCompile(`\s*\(\s*` + pathPattern + `\s*\)`),
	regexp.MustCompile(`,\s*` + pathPattern),
	regexp.MustCompile(pathPattern + `\s*[,:;]\s+`),
	regexp.MustCompile(`\s*` + pathPattern),
}

// userText returns text without the source's paths and with what holds them (see
// pathEdits): "a move of the opening book (assets/book/hex.txt), searched offline" reads "a
// move of the opening book, searched offline".
func userText(text string) string {
	for _, re := range pathEdits {
		text = re.ReplaceAllString(text, "")
	}
	return strings.TrimSpace(text)
}
