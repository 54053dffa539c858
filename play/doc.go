// Package play is what the two apps' sessions (render2d/session for the Hex boards,
// render3d/session for Trunc) share of a game at the screen, whatever the game: bots asked
// away from the frame loop (Runner, Asker), stepping back and forth to a human's turn
// (StepToHuman), and the status line (Status, Who). Each session adds its game's own rules
// and settings; a third game's session would use the same pieces.
//
// A session asks its bot once a frame, and never blocks:
//
//	var bots play.Asker[strategies.Request, strategies.Response]
//	bots.SetRunner(play.GoRunner[strategies.Request, strategies.Response])
//	if resp, ok := bots.Answer(); ok {
//		// play resp's move
//	} else if !bots.Busy() && botToMove {
//		bots.Ask(request)
//	}
package play
