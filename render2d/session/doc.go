// Package session is the board app's game session, with no drawing in it: the settings read
// from URL parameters or command-line flags, the core.Game being played, who plays each
// colour (a human or a bot from package strategies), the bots' moves computed off the frame
// loop, and the actions the UI offers (play, undo, redo, swap, new game) with the status line
// that describes the game. The rules all come from package core; package render2d draws a
// Session and turns clicks and keys into its actions.
//
// It imports neither ebiten nor syscall/js, so it tests with CGO_ENABLED=0.
//
// Example: a human (red) against the random bot.
//
//	cfg, err := session.Parse(url.Values{"board": {"hex:7x7"}, "blue": {"random"}})
//	if err != nil {
//		log.Fatal(err) // says which parameter is wrong and what was expected
//	}
//	s, _ := session.New(cfg)
//	_ = s.PlayName("d4") // red's move
//	s.Tick()             // each frame: starts the bot, and plays its move once it is ready
//	fmt.Println(s.Status())
package session
