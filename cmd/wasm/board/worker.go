//go:build js && wasm

package main

import (
	"encoding/json"
	"sync"
	"syscall/js"

	"github.com/hexlab/hexlab/strategies"
)

// workerRunner asks the bots for their moves in a Web Worker (site/worker.js running
// worker.wasm), so that a bot that thinks never blocks the page's frame loop. Its Run is a
// session.Runner: it posts the request as JSON text and returns a channel that the worker's
// answer is delivered to.
type workerRunner struct {
	worker  js.Value
	mu      sync.Mutex
	next    uint64
	pending map[uint64]chan strategies.Response
}

// newWorkerRunner starts the worker from script (a URL relative to the page).
func newWorkerRunner(script string) *workerRunner {
	w := &workerRunner{pending: map[uint64]chan strategies.Response{}}
	w.worker = js.Global().Get("Worker").New(script)
	w.worker.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		w.deliver(args[0].Get("data"))
		return nil
	}))
	w.worker.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		msg := "bot worker failed"
		if m := args[0].Get("message"); m.Type() == js.TypeString {
			msg += ": " + m.String()
		}
		w.failAll(msg)
		return nil
	}))
	return w
}

// Run posts req to the worker, under an id of its own, and returns where the answer will
// arrive. The channel is buffered: an answer nobody waits for any more is simply dropped.
func (w *workerRunner) Run(req strategies.Request) <-chan strategies.Response {
	ch := make(chan strategies.Response, 1)
	w.mu.Lock()
	w.next++
	req.ID = w.next
	w.pending[req.ID] = ch
	w.mu.Unlock()
	data, err := json.Marshal(req)
	if err != nil {
		w.answer(strategies.Response{ID: req.ID, Error: "bot request: " + err.Error()})
		return ch
	}
	w.worker.Call("postMessage", string(data))
	return ch
}

// deliver hands a message of the worker to the request it answers. A response with id 0
// (the worker could not load, or could not read a message) fails every request in flight.
func (w *workerRunner) deliver(data js.Value) {
	var resp strategies.Response
	if data.Type() != js.TypeString {
		w.failAll("bot worker: an answer that is not text")
		return
	}
	if err := json.Unmarshal([]byte(data.String()), &resp); err != nil {
		w.failAll("bot worker: unreadable answer: " + err.Error())
		return
	}
	if resp.ID == 0 {
		w.failAll(resp.Error)
		return
	}
	w.answer(resp)
}

// answer delivers resp to the request with its id, if that request is still waiting.
func (w *workerRunner) answer(resp strategies.Response) {
	w.mu.Lock()
	ch, ok := w.pending[resp.ID]
	delete(w.pending, resp.ID)
	w.mu.Unlock()
	if ok {
		ch <- resp
	}
}

// failAll answers every request in flight with the error msg.
func (w *workerRunner) failAll(msg string) {
	w.mu.Lock()
	pending := w.pending
	w.pending = map[uint64]chan strategies.Response{}
	w.mu.Unlock()
	for id, ch := range pending {
		ch <- strategies.Response{ID: id, Error: msg}
	}
}
