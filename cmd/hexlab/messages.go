package main

import (
	"unicode/utf8"
)

// Limits on how much of the user's own text an error message repeats: a 10 MB --moves is
// quoted by its first maxQuoted characters, and no message is longer than maxMessage.
const (
	maxQuoted  = 60
	maxMessage = 1000
)

// shorten returns s cut to at most n characters (runes), with "…" in place of the rest.
func shorten(s string, n int) string {
	if utf8.RuneCountInString(s) <= n {
		return s
	}
	i := 0
	for k := range s {
		if i == n {
			return s[:k] + "…"
		}
		i++
	}
	return s
}

// shortenQuoted returns args with each string that format quotes (%q) cut to maxQuoted
// characters, so that an error names a huge argument by its beginning only.
func shortenQuoted(format string, args []any) []any {
	out := append([]any(nil), args...)
	arg := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		// Skip flags, width and precision up to the verb.
		j := i + 1
		for j < len(format) && isVerbModifier(format[j]) {
			j++
		}
		if j >= len(format) {
			break
		}
		i = j
		if format[j] == '%' {
			continue
		}
		if arg >= len(out) {
			break
		}
		if s, ok := out[arg].(string); ok && format[j] == 'q' {
			out[arg] = shorten(s, maxQuoted)
		}
		arg++
	}
	return out
}

// isVerbModifier reports whether c may stand between % and a verb (flags, width, precision).
func isVerbModifier(c byte) bool {
	return c == '+' || c == '-' || c == '#' || c == ' ' || c == '0' || c == '.' || (c >= '1' && c <= '9')
}
