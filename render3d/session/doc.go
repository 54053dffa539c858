// Package session is the Trunc app's game session, with no drawing in it: the settings read
// from URL parameters or command-line flags (ParseQuery), the trunc.Game being played, who
// plays White, Gray and Black (a human or a bot of package truncbot), and the actions the UI
// offers (play, undo, redo, a new game) with the status line that describes the game.
//
// Bots are asked through a Runner (GoRunner: a goroutine, on the desktop; the Trunc page
// swaps in one that posts the request to the bot worker with SetRunner), so they never block
// the frame loop: Tick, called once a frame, starts the bot to move and plays its answer
// when it has come; an answer that comes after the game changed is dropped. Generation changes
// whenever the game or the status line does, so the drawing is rebuilt only then. Every state
// is a link: Query (or Permalink) gives the URL parameters that open exactly this game with
// Parse and New. Save and Restore keep the game between runs, moves taken back included; Start
// opens the session an app starts with, from its settings and the saved game.
//
// It imports neither g3n nor syscall/js, so it tests with CGO_ENABLED=0 and builds for
// GOOS=js GOARCH=wasm.
//
// Example: a human (White) against two random bots on trunc:2.
//
//	q, _ := session.ParseQuery("board=trunc:2&gray=random&black=random&seed=1")
//	cfg, err := session.Parse(q)
//	if err != nil {
//		log.Fatal(err) // says which parameter is wrong and what was expected
//	}
//	s, _ := session.New(cfg)
//	_ = s.PlayName("0,0,0") // White's move
//	for s.Game().ToMove() != trunc.White && !s.Game().Over() {
//		s.Tick() // each frame: asks the bot, and plays its move once it is ready
//	}
//	fmt.Println(s.Status().Text, s.Permalink())
package session
