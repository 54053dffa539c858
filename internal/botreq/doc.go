// Package botreq holds what the bots' requests of every game have in common: a request that
// crosses a thread or process boundary as JSON (strategies.Request for the two-player games,
// truncbot.Request for Trunc) is answered the same way, in a worker that speaks text (JSON)
// or in a goroutine (Go).
//
// Example:
//
//	out := botreq.JSON(data, func(err error) Response { return Response{Error: "bot request: " + err.Error()} })
package botreq
