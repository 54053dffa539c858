package arena

import (
	"slices"
	"strconv"
	"strings"
)

// SortLabels sorts rule labels the way the papers number rules: by their
// leading number, then by the rest ("2a" < "2b" < "3a.i" < "10" < "16a"),
// with labels that start with no number ("block", "search", "win") last,
// in alphabetical order.
func SortLabels(labels []string) {
	slices.SortFunc(labels, compareLabels)
}

func compareLabels(a, b string) int {
	na, ra, oka := leadingNumber(a)
	nb, rb, okb := leadingNumber(b)
	switch {
	case oka && !okb:
		return -1
	case !oka && okb:
		return 1
	case oka && na != nb:
		return na - nb
	}
	return strings.Compare(ra, rb)
}

// leadingNumber splits "16a" into 16 and "a"; ok is false if label does
// not start with a digit.
func leadingNumber(label string) (n int, rest string, ok bool) {
	i := 0
	for i < len(label) && label[i] >= '0' && label[i] <= '9' {
		i++
	}
	if i == 0 {
		return 0, label, false
	}
	n, err := strconv.Atoi(label[:i])
	if err != nil {
		return 0, label, false
	}
	return n, label[i:], true
}
