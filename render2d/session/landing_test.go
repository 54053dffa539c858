package session

import (
	"html"
	"os"
	"regexp"
	"testing"
)

// Every board link of the landing page (site/index.html) opens a game: its parameters parse,
// and the games it promises against the strongest bot have mcts in them.
func TestLandingPageLinks(t *testing.T) {
	page, err := os.ReadFile("../../site/index.html")
	if err != nil {
		t.Fatal(err)
	}
	links := regexp.MustCompile(`href="board\.html\?([^"]*)"`).FindAllSubmatch(page, -1)
	if len(links) < 5 {
		t.Fatalf("only %d board links on the landing page", len(links))
	}
	strongest := 0
	for _, l := range links {
		query := html.UnescapeString(string(l[1]))
		c := parse(t, query)
		if c.Red == "mcts" || c.Blue == "mcts" {
			strongest++
		}
	}
	if strongest < 2 {
		t.Errorf("%d links to games against mcts, the strongest bot; want at least 2", strongest)
	}
}
