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

// A permalink opens exactly the same game, and a saved game comes back with Start.
func Example_permalink() {
	values, _ := session.ParseQuery("board=cyl:5x9&rule=reverse&moves=c2,b4,d3&at=2&seed=7")
	cfg, _ := session.Parse(values)
	s, _ := session.New(cfg)
	fmt.Println(s.Permalink())
	again, note, err := session.Start(nil, s.Save()) // a bare page restores the saved game
	fmt.Println(again.Permalink() == s.Permalink(), note == "", err)
	_, note, _ = session.Start(nil, []byte("{broken"))
	fmt.Println(note)
	// Output:
	// board=cyl:5x9+reverse&moves=c2,b4,d3&seed=7&at=2
	// true true <nil>
	// The saved game is not readable: invalid character 'b' looking for beginning of object key string; it was ignored and a new game started
}
