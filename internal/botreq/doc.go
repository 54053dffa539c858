// Package botreq holds what the bots' requests of every game have in common: a request that
// crosses a thread or process boundary as JSON (strategies.Request for the two-player games,
// truncbot.Request for Trunc) is answered the same way, in a worker that speaks text (JSON)
// or in a goroutine (Go); and the head every request for the analysis of a position starts with
// (Analysis: its ID, kind and game), which IsAnalysis tells apart.
//
// Example:
//
//	out := botreq.JSON(data, func(err error) Response { return Response{Error: "bot request: " + err.Error()} })
package botreq
