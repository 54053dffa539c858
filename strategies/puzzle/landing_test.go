package puzzle

import (
	"context"
	"html"
	"net/url"
	"os"
	"regexp"
	"testing"

	"github.com/hexlab/hexlab/core"
)

// Every puzzle on the landing page (site/index.html) is one: the player to move wins, with
// one or two winning moves, and at least three moves lose, every move's value proven.
func TestLandingPagePuzzles(t *testing.T) {
	page, err := os.ReadFile("../../site/index.html")
	if err != nil {
		t.Fatal(err)
	}
	links := regexp.MustCompile(`href="board\.html\?([^"]*puzzle=1[^"]*)"`).FindAllStringSubmatch(string(page), -1)
	if len(links) < 6 {
		t.Fatalf("%d puzzles on the landing page", len(links))
	}
	topologies := map[core.Topology]bool{}
	reverse := false
	for _, l := range links {
		q, err := url.ParseQuery(html.UnescapeString(l[1]))
		if err != nil {
			t.Fatal(err)
		}
		spec, err := core.ParseSpec(q.Get("board"))
		if err != nil {
			t.Fatalf("%s: %v", l[1], err)
		}
		b, _ := core.NewBoard(spec)
		setup, err := core.ParseSetup(b, q.Get("setup"))
		if err != nil {
			t.Fatalf("%s: %v", l[1], err)
		}
		first, err := core.ParsePlayer(q.Get("first"))
		if err != nil {
			t.Fatalf("%s: %v", l[1], err)
		}
		g, err := core.NewGame(spec, core.Options{First: first, Setup: setup})
		if err != nil {
			t.Fatalf("%s: %v", l[1], err)
		}
		p, err := FromPosition(context.Background(), g, Options{})
		if err != nil {
			t.Errorf("%s: %v", l[1], err)
			continue
		}
		if len(p.Wins) > 2 || p.Losses < 3 {
			t.Errorf("%s: %d winning moves, %d losing: not a puzzle", l[1], len(p.Wins), p.Losses)
		}
		topologies[spec.Topology] = true
		reverse = reverse || spec.Reverse
	}
	if len(topologies) < 3 || !reverse {
		t.Errorf("the puzzles cover %v and reverse %v: want the plane, the cylinder, the torus and Rex", topologies, reverse)
	}
}
