package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// Every `hexlab ...` command the README writes outside its "$ hexlab" examples (which
// TestReadmeExamples and TestReadmeTrunc run with their output): in the tables of commands,
// in the text, and in ```sh blocks.

// readmeCommand is one command the README writes, and where.
type readmeCommand struct {
	line  string // "hexlab solve --board hex:5x5 --proof p5.txt"
	where string // "table", "text" or "sh"
}

// readmeCommands returns the README's commands: code spans that start with "hexlab " (a span
// may run across lines) and the lines of ```sh blocks that do.
func readmeCommands(text string) []readmeCommand {
	var out []readmeCommand
	inSh, inFence := false, false
	for _, line := range strings.Split(text, "\n") {
		if strings.HasPrefix(line, "```") {
			inFence, inSh = !inFence, !inFence && line == "```sh"
			continue
		}
		if inSh && strings.HasPrefix(line, "hexlab ") {
			out = append(out, readmeCommand{line, "sh"})
		}
	}
	for _, para := range strings.Split(text, "\n\n") {
		if strings.HasPrefix(para, "```") {
			continue
		}
		for _, m := range regexp.MustCompile("`(hexlab [^`]*)`").FindAllStringSubmatch(para, -1) {
			where := "text"
			if strings.HasPrefix(strings.TrimSpace(para), "|") {
				where = "table"
			}
			out = append(out, readmeCommand{strings.Join(strings.Fields(m[1]), " "), where})
		}
	}
	return out
}

// placeholder finds a word that stands for what the reader gives: FILE, SPEC, S+k, a glob.
var placeholder = regexp.MustCompile(`[A-Z]|\*|\[|\.\.\.`)

// readmeFlags returns the command (its first word) and the flags a README command names.
func readmeFlags(line string) (command string, flags []string) {
	words := strings.Fields(strings.TrimPrefix(line, "hexlab "))
	for _, m := range regexp.MustCompile(`(?:^|[\s\[|])(--[a-z][a-z-]*)`).FindAllStringSubmatch(line, -1) {
		flags = append(flags, m[1])
	}
	return words[0], flags
}

// Every command the README writes does what the README says: a command's bare name is a
// command; one written out in full runs and exits 0 (a ```sh block's arena with one game a
// side, not 25; with -short only its flags are checked), and "hexlab help > /dev/full" exits
// 1 as the README says; one with a reader's placeholder (FILE, SPEC) or a table's usage names
// a command that exists and only flags its help documents; one that ends with a flag without
// its value refers to that flag, which the command knows.
func TestReadmeCommands(t *testing.T) {
	data, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	commands := readmeCommands(string(data))
	if len(commands) < 30 {
		t.Fatalf("only %d commands found in the README", len(commands))
	}
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir() // hexlab on the PATH, as the README's sh block sets it up
	if err := os.Symlink(exe, filepath.Join(bin, "hexlab")); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv(asHexlabEnv, "1")
	t.Chdir(t.TempDir()) // where the commands write their files
	ran := 0
	for _, c := range commands {
		args := shellWords(strings.TrimPrefix(c.line, "hexlab "))
		command, flags := readmeFlags(c.line)
		switch {
		case len(flags) == 0 && (len(args) == 1 || command == "trunc" && len(args) == 2):
			checkReadmeFlags(t, c.line, command, nil) // a name: hexlab solve, hexlab trunc arena
		case c.where == "table" || placeholder.MatchString(strings.Join(args[1:], " ")) || placeholder.MatchString(args[0]):
			checkReadmeFlags(t, c.line, command, flags)
		case len(args) >= 2 && args[len(args)-2] == ">" && args[len(args)-1] == "/dev/full":
			ran++
			full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
			if err != nil {
				t.Skipf("no /dev/full: %v", err)
			}
			var errOut strings.Builder
			code := runWith(args[:len(args)-2], strings.NewReader(""), full, &errOut)
			full.Close()
			if code != exitFailure || !strings.Contains(errOut.String(), "no space") {
				t.Errorf("%s: exit %d, %q; the README says exit 1, an error", c.line, code, errOut.String())
			}
		case c.where == "sh" && testing.Short():
			checkReadmeFlags(t, c.line, command, flags) // its games take seconds
		default:
			ran++
			if c.where == "sh" {
				args = oneGameASide(args)
			}
			_, errOut, code := hexlab(args...)
			last := args[len(args)-1]
			if code == exitUsage && strings.HasPrefix(last, "--") && strings.Contains(errOut, last+" needs a value") {
				continue // a reference to the flag, which the command knows
			}
			if code != 0 {
				t.Errorf("%s (%s): exit %d: %s", c.line, c.where, code, errOut)
			}
		}
	}
	if ran < 8 {
		t.Errorf("only %d of the README's commands ran", ran)
	}
}

// checkReadmeFlags checks that command exists and that its help documents each of flags.
func checkReadmeFlags(t *testing.T, line, command string, flags []string) {
	t.Helper()
	if placeholder.MatchString(command) {
		return // hexlab COMMAND --help
	}
	ask := []string{"help", command}
	if command == "help" {
		ask = ask[:1] // hexlab help, hexlab help COMMAND
	}
	help, errOut, code := hexlab(ask...)
	if code != 0 {
		t.Errorf("%s: hexlab help %s: exit %d, %s", line, command, code, errOut)
		return
	}
	for _, f := range flags {
		if f == "--help" {
			continue
		}
		if !regexp.MustCompile(regexp.QuoteMeta(f) + `\b[^-]`).MatchString(help) {
			t.Errorf("%s: hexlab help %s does not document %s", line, command, f)
		}
	}
}

// oneGameASide returns args with --games N made --games 1: a ```sh block's arena plays one
// game a side in the test.
func oneGameASide(args []string) []string {
	out := append([]string(nil), args...)
	for i := range out[:len(out)-1] {
		if out[i] == "--games" {
			out[i+1] = "1"
		}
	}
	return out
}
