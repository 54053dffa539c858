// Package netpolicy asks the policy and value network (strategies/network) for a position's
// policy: every empty cell's prior and the value for the player to move, as a policyreq.Report
// (Of). It answers policyreq's requests with the embedded network (weights.Network): in the
// page's worker (AnswerJSON, cmd/wasm/internal/botworker) and in a goroutine on the desktop
// (Go); hexlab policy prints the same report. The board page links policyreq only, never this
// package, so that it downloads no network.
//
//	net, _ := weights.Network()
//	rep, err := netpolicy.Of(net, g.Position(), g.ToMove())   // rep.Policy[0] is the best cell
package netpolicy
