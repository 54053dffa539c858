// Package policyreq is what crosses between the board and the network's policy of a position
// (internal/netpolicy answers it with the embedded network): the request, its answer (a
// Report, in cell names: every empty cell's prior and the value for the player to move), and
// the Policy read back from it and checked. It holds no network, so that the board page links
// none: the page asks its worker.
//
//	req := policyreq.NewRequest(g)                  // {"id":0,"analysis":"policy","game":{...}}
//	answer := policyreq.Ask(runner, g)              // the worker answers; the answer is checked
//	a := <-answer                                   // a.Policy.Priors[c], a.Policy.Value, or a.Err
package policyreq
