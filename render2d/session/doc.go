// Package session is the board app's game session, with no drawing in it: the settings read
// from URL parameters or command-line flags, the core.Game being played, who plays each
// colour (a human or a bot, strategies/catalog names them), and the actions the UI offers (play,
// undo, redo, swap, resign, hint, stepping through the move list, a new game from the
// new-game Form, import) with the status line that describes the game.
//
// Bots are asked through a Runner (the Thinkers: a goroutine on the desktop, strategies.Go;
// the board page gives a Web Worker with SetRunner), so they never block the frame loop; an
// answer that comes after the game changed is dropped. The session only asks: it links no
// bot, no solver and no analysis, so that the board page's program links none. OnChange listeners hear of every change. Every state is a link:
// Query and Permalink give the URL parameters that open exactly this game with Parse. Save and
// Restore keep the game between runs, and Start decides between the URL and the saved game
// (a URL that names the game wins; a bare page restores the saved one; an embedded board,
// ui=minimal or readonly=1, never saves nor restores).
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
//	s.OnChange(func() { fmt.Println(s.Permalink()) })
//	_ = s.PlayName("d4") // red's move
//	s.Tick()             // each frame: asks the bot, and plays its move once it is ready
//	fmt.Println(s.Status())
package session
