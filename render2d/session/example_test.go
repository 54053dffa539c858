package session_test

import (
	"fmt"
	"time"

	"github.com/hexlab/hexlab/render2d/session"
)

// A human (red) against the random bot on a 5x5 board.
func Example() {
	values, _ := session.ParseQuery("board=hex:5x5&blue=random&seed=1")
	cfg, err := session.Parse(values)
	if err != nil {
		fmt.Println(err)
		return
	}
	s, _ := session.New(cfg)
	fmt.Println(s.PlayName("c3"))
	for s.Tick(); s.Thinking(); s.Tick() { // the frame loop, until the bot has moved
		time.Sleep(time.Millisecond)
	}
	fmt.Println(len(s.Record().Moves), s.Status().Text)

	// A bad parameter says which one and what it expects.
	_, err = session.Parse(map[string][]string{"first": {"green"}})
	fmt.Println(err)
	// Output:
	// <nil>
	// 2 Move 3: Red to move
	// parameter first="green": player "green": expected red or blue
}
