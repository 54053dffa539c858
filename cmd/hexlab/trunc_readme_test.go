package main

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeTrunc runs every example of the README's "Trunc" section and
// checks that it prints what the README shows, as TestReadmeExamples does
// for "Command line". Arguments may be single-quoted, as a shell needs for
// the ';' between cells.
func TestReadmeTrunc(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Skipf("no README: %v", err)
	}
	section, ok := readmeSection(string(data), "## Trunc")
	if !ok {
		t.Skip(`the README has no "## Trunc" section yet`)
	}
	examples := readmeExamples(section)
	if len(examples) == 0 {
		t.Fatal("the Trunc section shows no examples")
	}
	for _, ex := range examples {
		args := shellWords(strings.Join(ex.args, " "))
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, errOut, code := hexlab(args...)
			if got := strings.TrimRight(out+errOut, "\n"); got != ex.output {
				t.Errorf("README shows:\n%s\nhexlab prints:\n%s", ex.output, got)
			}
			if code != ex.code {
				t.Errorf("exit %d, README says %d", code, ex.code)
			}
		})
	}
}

// shellWords splits a command line at spaces, keeping single-quoted text
// (quotes removed) in one word.
func shellWords(line string) []string {
	var words []string
	var cur strings.Builder
	inWord, quoted := false, false
	for _, r := range line {
		switch {
		case r == '\'':
			quoted = !quoted
			inWord = true
		case r == ' ' && !quoted:
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
			}
			inWord = false
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

func TestShellWords(t *testing.T) {
	got := shellWords("trunc winner --white '0,0,0;1,1,1' --gray '' x")
	want := []string{"trunc", "winner", "--white", "0,0,0;1,1,1", "--gray", "", "x"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("shellWords = %q", got)
	}
}
