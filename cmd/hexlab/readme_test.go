package main

import (
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestReadmeExamples runs every example of the README's "Command line"
// section and checks that it prints what the README shows. An example is
// a line "$ hexlab ARGS" in a fenced block, followed by its output (stdout
// then stderr) and, for a non-zero exit, "$ echo $?" and the status.
func TestReadmeExamples(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Skipf("no README: %v", err)
	}
	section, ok := readmeSection(string(data), "## Command line")
	if !ok {
		t.Skip(`the README has no "## Command line" section yet`)
	}
	examples := readmeExamples(section)
	if len(examples) == 0 {
		t.Fatal("the Command line section shows no examples")
	}
	for _, ex := range examples {
		t.Run(strings.Join(ex.args, " "), func(t *testing.T) {
			out, errOut, code := hexlabIn(ex.stdin, ex.args...)
			if got := strings.TrimRight(out+errOut, "\n"); got != ex.output {
				t.Errorf("README shows:\n%s\nhexlab prints:\n%s", ex.output, got)
			}
			if code != ex.code {
				t.Errorf("exit %d, README says %d", code, ex.code)
			}
		})
	}
}

// readmeSection returns the text of the section that starts with the line
// heading, up to the next heading of the same level.
func readmeSection(text, heading string) (string, bool) {
	_, rest, ok := strings.Cut(text, "\n"+heading+"\n")
	if !ok {
		return "", false
	}
	if i := strings.Index(rest, "\n## "); i >= 0 {
		rest = rest[:i]
	}
	return rest, true
}

// readmeExample is one command of the README and what it prints.
type readmeExample struct {
	stdin  string // from "$ printf 'TEXT' | hexlab ...", with \n read as a newline
	args   []string
	output string
	code   int
}

// readmeExamples finds the "$ hexlab ..." commands in the fenced blocks
// of section, and "$ printf '...' | hexlab ..." with its standard input.
func readmeExamples(section string) []readmeExample {
	var out []readmeExample
	var cur *readmeExample
	var lines []string
	inFence, wantCode := false, false
	flush := func() {
		if cur != nil {
			cur.output = strings.Join(lines, "\n")
			out = append(out, *cur)
		}
		cur, lines, wantCode = nil, nil, false
	}
	for _, line := range strings.Split(section, "\n") {
		switch {
		case strings.HasPrefix(line, "```"):
			flush()
			inFence = !inFence
		case !inFence:
		case strings.HasPrefix(line, "$ hexlab "):
			flush()
			cur = &readmeExample{args: strings.Fields(strings.TrimPrefix(line, "$ hexlab "))}
		case strings.HasPrefix(line, "$ printf '") && strings.Contains(line, "' | hexlab "):
			flush()
			text, command, _ := strings.Cut(strings.TrimPrefix(line, "$ printf '"), "' | hexlab ")
			cur = &readmeExample{stdin: strings.ReplaceAll(text, `\n`, "\n"), args: strings.Fields(command)}
		case line == "$ echo $?":
			wantCode = true
		case wantCode && cur != nil:
			cur.code, _ = strconv.Atoi(line)
		case cur != nil:
			lines = append(lines, line)
		}
	}
	return out
}
