package session

import (
	"strings"
	"testing"

	"github.com/hexlab/hexlab/core"
	"github.com/hexlab/hexlab/strategies"
)

// Only a bot that ponders (the tree search and its levels) says it thinks on the person's
// time; every other strategy of the catalogue, playing against a person on a board it fits,
// says nothing of the kind (the desktop said "random thinks on your time").
func TestOnlyPonderingBotsSayTheyThinkOnYourTime(t *testing.T) {
	pondering := map[string]bool{"mcts": true, "beginner": true, "club": true, "strong": true, "strongest": true, "network": true}
	boards := []string{"hex:5x5", "hex:4x5", "cyl:3x4", "cyl:4x4", "cyl:5x4", "hex:3x3+reverse"}
	seen := 0
	for _, info := range strategies.Catalog() {
		if info.Family {
			continue // moves:LIST plays only its list; htp: engines are refused on the board
		}
		query := ""
		for _, board := range boards {
			spec, _ := core.ParseSpec(board)
			for _, bot := range []core.Player{core.Blue, core.Red} {
				if query == "" && info.Fits(spec, bot) == nil {
					query = "board=" + board + "&first=" + bot.Opponent().String() + "&" + bot.String() + "=" + info.Name + "&seed=1"
				}
			}
		}
		if query == "" {
			t.Errorf("%s fits none of %v", info.Name, boards)
			continue
		}
		seen++
		t.Run(info.Name, func(t *testing.T) {
			s := start(t, query)
			var k strategies.Keeper
			s.SetKeeper(&k)
			defer s.SetKeeper(nil) // stops the pondering
			s.Tick()
			says := strings.Contains(s.Status().Text, "thinks on your time")
			if says != pondering[info.Name] || k.Pondering() != pondering[info.Name] {
				t.Errorf("%s: status %q, keeper pondering %v; pondering bots: %v", query, s.Status().Text, k.Pondering(), pondering)
			}
		})
	}
	if seen < 10 {
		t.Errorf("only %d strategies checked", seen)
	}
}
