// Package workerclient is the page side of Hexlab's bot worker (site/worker.js running
// worker.wasm): it posts bot requests to the Web Worker as JSON text and hands each answer to
// the request it answers, matched by "id". Both pages use it, the board page with
// botreq.Request (and the analyses' requests) and the Trunc page with truncbot.Request; Typed
// turns a Client into the Runner function their sessions take. New starts its worker at once,
// Later when it is first asked (or Start is called): a page that may never need its worker
// does not download it.
//
// The bookkeeping (Pending: ids, answers, failures) is plain Go and tests natively; Client,
// which starts and talks to the Worker, builds only for GOOS=js.
//
// Example (in a page's main):
//
//	c := workerclient.New("worker.js")
//	s.SetRunner(workerclient.Typed[truncbot.Request, truncbot.Response](c,
//		func(r *truncbot.Request, id uint64) { r.ID = id }))
package workerclient
