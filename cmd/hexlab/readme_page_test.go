package main

import (
	"net/url"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/render2d/session"
	trunc "github.com/hexlab/hexlab/render3d/session"
)

// The README's claims about the board page, checked against the page's own URL parser
// (render2d/session, which the page and the desktop app read their settings with).

// pageLink finds a link to a page of the site with its query, as the README and docs/ write
// them: board.html?board=hex:9x9&blue=random.
var pageLink = regexp.MustCompile("(board|trunc)\\.html\\?([^\\s\"'<>`)\\]]+)")

// pageOwnParams are the board page's parameters that the page reads itself, not the
// session (cmd/wasm/board: the embedding's allowed origins).
var pageOwnParams = []string{"origins"}

// readmeAndDocs returns the README and the docs/*.md files, by name.
func readmeAndDocs(t *testing.T) map[string]string {
	t.Helper()
	names, _ := filepath.Glob("../../docs/*.md")
	out := map[string]string{}
	for _, name := range append([]string{"../../README.md"}, names...) {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		out[strings.TrimPrefix(name, "../../")] = string(data)
	}
	return out
}

// parsePageQuery reads a board page's query as the page does: its own parameters set
// apart, the rest parsed by session.Parse (with seed 1 where none is given, so that two
// parses compare).
func parsePageQuery(query string) (session.Config, error) {
	values, err := session.ParseQuery(query)
	if err != nil {
		return session.Config{}, err
	}
	for _, name := range pageOwnParams {
		values.Del(name)
	}
	if !values.Has("seed") {
		values.Set("seed", "1")
	}
	return session.Parse(values)
}

// Every link to the board or the Trunc page in the README and docs/ opens: the page's parser
// accepts each of its parameters.
func TestReadmeLinksOpen(t *testing.T) {
	links := 0
	for name, text := range readmeAndDocs(t) {
		for _, m := range pageLink.FindAllStringSubmatch(text, -1) {
			links++
			var err error
			if m[1] == "board" {
				_, err = parsePageQuery(m[2])
			} else {
				var values url.Values
				if values, err = trunc.ParseQuery(m[2]); err == nil {
					_, err = trunc.Parse(values)
				}
			}
			if err != nil {
				t.Errorf("%s: %s does not open: %v", name, m[0], err)
			}
		}
	}
	if links < 10 {
		t.Errorf("only %d links found", links)
	}
}

// linkClaims are what a sentence may say of the link before it, and how to check it.
var linkClaims = []struct {
	re    *regexp.Regexp
	check func(c session.Config, m []string) bool
}{
	{ // "plays the random bot as Blue": that colour is the bot, the other a person
		regexp.MustCompile(`^ plays the (\S+) bot as (Red|Blue)`),
		func(c session.Config, m []string) bool {
			p, _ := core.ParsePlayer(strings.ToLower(m[2]))
			return c.Player(p) == m[1] && c.Player(p.Opponent()) == session.Human
		},
	},
	{ // "(you play Red, who moves first)"
		regexp.MustCompile(`^ plays [^(]*\(you play (Red|Blue), who moves first\)`),
		func(c session.Config, m []string) bool {
			p, _ := core.ParsePlayer(strings.ToLower(m[1]))
			return c.Player(p) == session.Human && c.First == p
		},
	},
	{ // "opens a cylinder game after two moves"
		regexp.MustCompile(`^ opens an? (hex|cylinder|torus) game after (\w+) moves?`),
		func(c session.Config, m []string) bool {
			top := map[string]core.Topology{"hex": core.Plane, "cylinder": core.Cylinder, "torus": core.Torus}[m[1]]
			n, err := strconv.Atoi(m[2])
			if err != nil {
				n = slices.Index([]string{"no", "one", "two", "three", "four", "five", "six"}, m[2])
			}
			return c.Spec.Topology == top && len(c.Moves) == n
		},
	},
}

// What the README says a board link does is what the page does with it: `blue=random`
// plays the random bot as Blue (the README said Red).
func TestReadmeLinkSentences(t *testing.T) {
	text := readmeAndDocs(t)["README.md"]
	text = strings.Join(strings.Fields(text), " ") // sentences run across lines
	claims := 0
	for _, at := range regexp.MustCompile("`board\\.html\\?([^`]+)`").FindAllStringSubmatchIndex(text, -1) {
		query, after := text[at[2]:at[3]], text[at[1]:]
		for _, claim := range linkClaims {
			m := claim.re.FindStringSubmatch(after)
			if m == nil {
				continue
			}
			claims++
			c, err := parsePageQuery(query)
			if err != nil {
				t.Errorf("board.html?%s: %v", query, err)
			} else if !claim.check(c, m) {
				t.Errorf("the README says board.html?%s%s; the page opens red %s, blue %s, %v first, %s, %d moves",
					query, m[0], c.Red, c.Blue, c.First, c.Spec, len(c.Moves))
			}
		}
	}
	if claims < 3 {
		t.Errorf("only %d claims about links found", claims)
	}
}

// readmeTableRows returns the first cell's code spans and the other cells of each row of the
// first table after the line that starts with lead in text.
func readmeTableRows(t *testing.T, text, lead string) (rows [][]string) {
	t.Helper()
	_, rest, ok := strings.Cut(text, "\n"+lead)
	if !ok {
		t.Fatalf("the README has no line starting %q", lead)
	}
	inTable := false
	for _, line := range strings.Split(rest, "\n") {
		if !strings.HasPrefix(line, "|") {
			if inTable {
				break
			}
			continue
		}
		inTable = true
		line = strings.ReplaceAll(line, `\|`, "\x00")
		cells := strings.Split(strings.Trim(line, "|"), "|")
		for i := range cells {
			cells[i] = strings.TrimSpace(strings.ReplaceAll(cells[i], "\x00", "|"))
		}
		if strings.HasPrefix(cells[0], "`") {
			rows = append(rows, cells)
		}
	}
	return rows
}

// codeSpans returns the texts in backquotes in s.
func codeSpans(s string) []string {
	var out []string
	for _, m := range regexp.MustCompile("`([^`]*)`").FindAllStringSubmatch(s, -1) {
		out = append(out, m[1])
	}
	return out
}

// The README's tables of URL parameters (the board page's and the Views') list exactly the
// parameters the page's parser knows; a default written as a value is the one the parser
// takes when the parameter is missing; the views are those the parser accepts on each kind of
// board, and the default view of each is the one the table says (a cylinder is drawn as the
// strip, a torus as the periodic plane: the README said "on the flat grid").
func TestReadmeParameterTables(t *testing.T) {
	text := readmeAndDocs(t)["README.md"]
	rows := append(readmeTableRows(t, text, "URL parameters"), readmeTableRows(t, text, "The board can be drawn four ways")...)
	var listed []string
	for _, row := range rows {
		names := codeSpans(row[0])
		listed = append(listed, names...)
		if defaults := codeSpans(row[2]); len(defaults) == 1 && row[2] == "`"+defaults[0]+"`" {
			for _, name := range names {
				checkReadmeDefault(t, name, defaults[0])
			}
		}
		if row[0] == "`view`" {
			checkReadmeViews(t, row[1], row[2])
		}
	}
	var known []string
	for _, p := range session.AllParams() {
		known = append(known, p.Name)
	}
	slices.Sort(listed)
	slices.Sort(known)
	if !slices.Equal(listed, known) {
		t.Errorf("the README's tables list %v; the page's parser knows %v", listed, known)
	}
}

// checkReadmeDefault checks that giving parameter name its default value opens the same
// game, the same way, as leaving it out.
func checkReadmeDefault(t *testing.T, name, value string) {
	t.Helper()
	bare, err := parsePageQuery("")
	if err != nil {
		t.Fatal(err)
	}
	given, err := parsePageQuery(url.Values{name: {value}}.Encode())
	if err != nil {
		t.Errorf("the README's default of %s, %q, is refused: %v", name, value, err)
	} else if !reflect.DeepEqual(bare, given) {
		t.Errorf("%s=%s, the README's default, is not the default:\n%+v\n%+v", name, value, given, bare)
	}
}

// checkReadmeViews checks the view row: accepts "`rhombus` (any board), `strip` or
// `annulus` (`cyl`), `periodic` (`torus`)", default "`rhombus` on `hex`, ...".
func checkReadmeViews(t *testing.T, accepts, defaults string) {
	t.Helper()
	fits := map[string][]string{} // view -> the kinds of board the README says it fits
	for _, part := range strings.Split(accepts, "),") {
		views, boards, _ := strings.Cut(part, "(")
		kinds := codeSpans(boards)
		if strings.Contains(boards, "any board") {
			kinds = []string{"hex", "cyl", "torus"}
		}
		for _, v := range codeSpans(views) {
			fits[v] = kinds
		}
	}
	if len(fits) != 4 {
		t.Fatalf("the view row names the views %v", fits)
	}
	for _, kind := range []string{"hex", "cyl", "torus"} {
		spec, _ := core.ParseSpec(kind + ":5x5")
		for view, kinds := range fits {
			if slices.Contains(kinds, kind) != slices.Contains(session.ViewKinds(spec), view) {
				t.Errorf("the README says view %s fits %v; on %s the page accepts %v", view, kinds, spec, session.ViewKinds(spec))
			}
		}
	}
	said := 0
	for _, part := range strings.Split(defaults, ",") {
		spans := codeSpans(part)
		if len(spans) != 2 {
			continue
		}
		said++
		c, err := parsePageQuery("board=" + spans[1] + ":5x5")
		if err != nil || c.View.Kind != spans[0] {
			t.Errorf("the README says %s is drawn as %s by default; the page draws it as %q (%v)", spans[1], spans[0], c.View.Kind, err)
		}
	}
	if said != 3 {
		t.Errorf("the view row's default names %d kinds of board: %q", said, defaults)
	}
}

// The desktop app's flags the README names are the page's parameters (and the app's own
// --ponder).
func TestReadmeDesktopFlags(t *testing.T) {
	// The desktop app's flags that are no parameter of the page (cmd/desktop/board/main.go).
	desktopOnlyFlags := map[string]bool{"ponder": true, "help": true, "site": true}
	text := readmeAndDocs(t)["README.md"]
	section, ok := readmeSection(text, "## The desktop app")
	if !ok {
		t.Fatal(`the README has no "## The desktop app" section`)
	}
	flags := regexp.MustCompile("`--([a-z-]+)").FindAllStringSubmatch(section, -1)
	if len(flags) < 10 {
		t.Fatalf("only %d flags found", len(flags))
	}
	for _, f := range flags {
		if !desktopOnlyFlags[f[1]] && !session.IsParam(f[1]) {
			t.Errorf("the README names the desktop flag --%s, which is no parameter of the board", f[1])
		}
	}
}

// drawingClaims are what the README may say of how a cylinder or a torus is drawn, and the
// view that makes it true.
var drawingClaims = []struct {
	re    *regexp.Regexp
	board string
	view  string
}{
	{regexp.MustCompile(`(?i)cylinder and torus games are drawn on the flat grid`), "cyl:5x5", session.ViewRhombus},
	{regexp.MustCompile(`(?i)cylinder and torus games are drawn on the flat grid`), "torus:5x5", session.ViewRhombus},
	{regexp.MustCompile(`(?i)a cylinder is drawn as a strip`), "cyl:5x5", session.ViewStrip},
	{regexp.MustCompile(`(?i)a torus (is drawn )?as the plane tiled`), "torus:5x5", session.ViewPeriodic},
}

// What the README says of how the board page draws a cylinder and a torus is the view it
// opens them in (it said "drawn on the flat grid", where its own Views section, and the page,
// draw the strip and the periodic plane).
func TestReadmeDrawingClaims(t *testing.T) {
	text := strings.Join(strings.Fields(readmeAndDocs(t)["README.md"]), " ")
	claims := 0
	for _, c := range drawingClaims {
		if !c.re.MatchString(text) {
			continue
		}
		claims++
		cfg, err := parsePageQuery("board=" + c.board)
		if err != nil || cfg.View.Kind != c.view {
			t.Errorf("the README says %q; the page draws %s as the %s (%v)", c.re.FindString(text), c.board, cfg.View.Kind, err)
		}
	}
	if claims < 2 {
		t.Errorf("the README says how %d kinds of board are drawn, want 2 (cyl, torus)", claims)
	}
}
