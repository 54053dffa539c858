package session_test

import (
	"fmt"
	"log"

	"github.com/hexlab/hexlab/core/trunc"
	"github.com/hexlab/hexlab/render3d/session"
)

func Example() {
	q, _ := session.ParseQuery("board=trunc:1&gray=solver&black=solver&seed=1")
	cfg, err := session.Parse(q)
	if err != nil {
		log.Fatal(err) // says which parameter is wrong and what was expected
	}
	s, _ := session.New(cfg)
	fmt.Println(s.Status().Text)
	_ = s.PlayName("0,0,0") // White's move
	for s.Game().ToMove() != trunc.White && !s.Game().Over() {
		s.Tick() // each frame: asks the bot, and plays its move once it is ready
	}
	fmt.Println(s.Status().Text)
	fmt.Println(s.Permalink())
	// Output:
	// White to move
	// White wins: every way of filling the 2 empty cells pairs the borders AC, BD
	// board=trunc:1&white=human&gray=solver&black=solver&seed=1&moves=0,0,0;1,1,-1;1,-1,-1
}
